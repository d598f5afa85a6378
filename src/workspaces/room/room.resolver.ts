import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { selects } from '../../kernel/selection';
import { PageArgs, type Page } from '../../kernel/paging';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { asInt32Tokens, roomTokenCostPerDay, roomTokenCostPerHour } from '../catalogue/token-cost';
import { Room } from './room.entity';
import { roomById, roomsOfLocation } from './room.loaders';
import { listRooms, upsertRoom } from './room.service';
import { GetRoomsInput, RoomIPagedResponse, UpsertRoomInput } from './room.types';

@Resolver(() => Room)
export class RoomResolver {
  @Query(() => RoomIPagedResponse, { description: "GetRooms: room filters plus place filters on each room's location, newest first." })
  rooms(@Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo, @Arg('input', () => GetRoomsInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetRoomsInput): Promise<Page<Room>> {
    return listRooms(ctx, input ?? new GetRoomsInput(), selects(info, 'totalCount'));
  }

  @Query(() => Room, { nullable: true, description: 'A room by id; null when it does not exist or the caller may not see its location.' })
  room(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The room id.' }) id: string): Promise<Room | null> {
    return ctx.loaders.get(roomById).load(id);
  }

  @Mutation(() => Room, { description: 'UpsertRoom: by id, else by (location, name), else creates.' })
  upsertRoom(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpsertRoomInput, { description: 'Every field of the room.' }) input: UpsertRoomInput,
    @Arg('id', () => String, { nullable: true, description: "The room to update; omitted: the location's room of the same name, else a new one." }) id?: string | null,
  ): Promise<Room> {
    return upsertRoom(ctx, input, id);
  }

  @FieldResolver(() => Location, { description: 'The location the room is in (visible whenever the room is).' })
  async location(@Root() room: Room, @Ctx() ctx: RequestContext): Promise<Location> {
    const location = await ctx.loaders.get(locationById).load(room.locationId);
    // A room is visible only with its location, so this holds for every room the caller reads.
    if (!location) throw new Error(`The location ${room.locationId} of a visible room is missing`);
    return location;
  }

  @FieldResolver(() => Int, { description: 'Tokens an hour costs: ceil((marketplacePricePerHour ?? pricePerHour) / TOKEN_VALUE_CENTS).' })
  tokenCostPerHour(@Root() room: Room, @Ctx() ctx: RequestContext): number {
    return asInt32Tokens(roomTokenCostPerHour(room, ctx.settings.tokenValueCents));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Tokens a day costs; null where the room has no daily price.' })
  tokenCostPerDay(@Root() room: Room, @Ctx() ctx: RequestContext): number | null {
    return asInt32Tokens(roomTokenCostPerDay(room, ctx.settings.tokenValueCents));
  }
}

/** `Location.rooms`: the edge lives with the room, which knows its location (a location knows no room). */
@Resolver(() => Location)
export class LocationRoomsEdge {
  @FieldResolver(() => RoomIPagedResponse, { description: 'The rooms of the location, newest first.' })
  rooms(@Root() location: Location, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Room>> {
    return roomsOfLocation.load(ctx, location.id, page, info);
  }
}
