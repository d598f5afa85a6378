import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { asInt32Tokens, roomTokenCostPerDay, roomTokenCostPerHour } from '../location/token-cost';
import { Room } from './room.entity';
import { listRooms, upsertRoom } from './room.service';
import { ExtendedRoom, ExtendedRoomIPagedResponse, GetRoomsInput, UpsertRoomInput } from './room.types';

@Resolver(() => ExtendedRoom)
export class RoomResolver {
  @Query(() => ExtendedRoomIPagedResponse, { description: "GetRooms: room filters plus place filters on each room's location." })
  rooms(@Ctx() ctx: RequestContext, @Arg('input', () => GetRoomsInput, { nullable: true }) input?: GetRoomsInput): Promise<Page<Room>> {
    return listRooms(ctx, input ?? new GetRoomsInput());
  }

  @Mutation(() => ExtendedRoom, { description: 'UpsertRoom: by id, else by (location, name), else creates.' })
  upsertRoom(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpsertRoomInput) input: UpsertRoomInput,
    @Arg('id', () => String, { nullable: true }) id?: string | null,
  ): Promise<Room> {
    return upsertRoom(ctx, input, id);
  }

  @FieldResolver(() => Location)
  async location(@Root() room: Room, @Ctx() ctx: RequestContext): Promise<Location> {
    const location = await ctx.loaders.get(locationById).load(room.locationId);
    if (!location) throw new NotFoundError('Location', room.locationId);
    return location;
  }

  @FieldResolver(() => Int)
  tokenCostPerHour(@Root() room: Room, @Ctx() ctx: RequestContext): number {
    return asInt32Tokens(roomTokenCostPerHour(room, ctx.settings.tokenValueCents));
  }

  @FieldResolver(() => Int, { nullable: true })
  tokenCostPerDay(@Root() room: Room, @Ctx() ctx: RequestContext): number | null {
    return asInt32Tokens(roomTokenCostPerDay(room, ctx.settings.tokenValueCents));
  }
}
