import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Room } from '../room/room.entity';
import { roomById } from '../room/room.loaders';
import { LocationClosure, RoomClosure } from './closure.entity';
import { closuresOfLocation, closuresOfRoom, locationClosureById, roomClosureById } from './closure.loaders';
import { createLocationClosures, createRoomClosures, deleteLocationClosure, deleteRoomClosure, listLocationClosures, listRoomClosures } from './closure.service';
import {
  CreateLocationClosuresInput,
  CreateRoomClosuresInput,
  GetLocationClosuresInput,
  GetRoomClosuresInput,
  LocationClosureIPagedResponse,
  RoomClosureIPagedResponse,
} from './closure.types';

@Resolver()
export class ClosureResolver {
  @Query(() => LocationClosureIPagedResponse, { description: 'GetLocationClosures.' })
  locationClosures(@Ctx() ctx: RequestContext, @Arg('input', () => GetLocationClosuresInput, { nullable: true, description: 'Paging and filters; absent means the first page of all.' }) input?: GetLocationClosuresInput): Promise<Page<LocationClosure>> {
    return listLocationClosures(ctx, input ?? new GetLocationClosuresInput());
  }

  @Query(() => RoomClosureIPagedResponse, { description: 'GetRoomClosures.' })
  roomClosures(@Ctx() ctx: RequestContext, @Arg('input', () => GetRoomClosuresInput, { nullable: true, description: 'Paging and filters; absent means the first page of all.' }) input?: GetRoomClosuresInput): Promise<Page<RoomClosure>> {
    return listRoomClosures(ctx, input ?? new GetRoomClosuresInput());
  }

  @Query(() => LocationClosure, { nullable: true, description: 'A location closure by id; null when it does not exist or the caller may not see its location.' })
  locationClosure(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The closure id.' }) id: string): Promise<LocationClosure | null> {
    return ctx.loaders.get(locationClosureById).load(id);
  }

  @Query(() => RoomClosure, { nullable: true, description: "A room closure by id; null when it does not exist or the caller may not see its room's location." })
  roomClosure(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The closure id.' }) id: string): Promise<RoomClosure | null> {
    return ctx.loaders.get(roomClosureById).load(id);
  }

  @Mutation(() => [LocationClosure], { description: 'CreateLocationClosures (all or none).' })
  createLocationClosures(@Ctx() ctx: RequestContext, @Arg('input', () => CreateLocationClosuresInput, { description: 'The closures to create.' }) input: CreateLocationClosuresInput): Promise<LocationClosure[]> {
    return createLocationClosures(ctx, input.closures);
  }

  @Mutation(() => [RoomClosure], { description: 'CreateRoomClosures (all or none).' })
  createRoomClosures(@Ctx() ctx: RequestContext, @Arg('input', () => CreateRoomClosuresInput, { description: 'The closures to create.' }) input: CreateRoomClosuresInput): Promise<RoomClosure[]> {
    return createRoomClosures(ctx, input.closures);
  }

  @Mutation(() => Boolean, { description: 'DeleteLocationClosure.' })
  deleteLocationClosure(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The id of the closure to delete.' }) id: string): Promise<boolean> {
    return deleteLocationClosure(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'DeleteRoomClosure.' })
  deleteRoomClosure(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The id of the closure to delete.' }) id: string): Promise<boolean> {
    return deleteRoomClosure(ctx, id);
  }
}

@Resolver(() => LocationClosure)
export class LocationClosureEdges {
  @FieldResolver(() => Location, { description: 'The location the closure closes.' })
  async location(@Root() closure: LocationClosure, @Ctx() ctx: RequestContext): Promise<Location> {
    const location = await ctx.loaders.get(locationById).load(closure.locationId);
    if (!location) throw new Error(`The location ${closure.locationId} of a visible closure is missing`);
    return location;
  }
}

@Resolver(() => RoomClosure)
export class RoomClosureEdges {
  @FieldResolver(() => Room, { description: 'The room the closure closes.' })
  async room(@Root() closure: RoomClosure, @Ctx() ctx: RequestContext): Promise<Room> {
    const room = await ctx.loaders.get(roomById).load(closure.roomId);
    if (!room) throw new Error(`The room ${closure.roomId} of a visible closure is missing`);
    return room;
  }
}

/** `Location.closures` and `Room.closures`: the edges live with the closure, which knows its place (a place knows no closure). */
@Resolver(() => Location)
export class LocationClosuresEdge {
  @FieldResolver(() => LocationClosureIPagedResponse, { description: 'The closures of the location, newest first.' })
  closures(@Root() location: Location, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<LocationClosure>> {
    return closuresOfLocation.load(ctx, location.id, page, info);
  }
}

@Resolver(() => Room)
export class RoomClosuresEdge {
  @FieldResolver(() => RoomClosureIPagedResponse, { description: 'The closures of the room, newest first (its location\'s closures close it too: see `isOpen`).' })
  closures(@Root() room: Room, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<RoomClosure>> {
    return closuresOfRoom.load(ctx, room.id, page, info);
  }
}
