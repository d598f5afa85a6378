import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { LocationClosure, RoomClosure } from './closure.entity';
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
  locationClosures(@Ctx() ctx: RequestContext, @Arg('input', () => GetLocationClosuresInput, { nullable: true }) input?: GetLocationClosuresInput): Promise<Page<LocationClosure>> {
    return listLocationClosures(ctx, input ?? new GetLocationClosuresInput());
  }

  @Query(() => RoomClosureIPagedResponse, { description: 'GetRoomClosures.' })
  roomClosures(@Ctx() ctx: RequestContext, @Arg('input', () => GetRoomClosuresInput, { nullable: true }) input?: GetRoomClosuresInput): Promise<Page<RoomClosure>> {
    return listRoomClosures(ctx, input ?? new GetRoomClosuresInput());
  }

  @Mutation(() => [LocationClosure], { description: 'CreateLocationClosures (all or none).' })
  createLocationClosures(@Ctx() ctx: RequestContext, @Arg('input', () => CreateLocationClosuresInput) input: CreateLocationClosuresInput): Promise<LocationClosure[]> {
    return createLocationClosures(ctx, input.closures);
  }

  @Mutation(() => [RoomClosure], { description: 'CreateRoomClosures (all or none).' })
  createRoomClosures(@Ctx() ctx: RequestContext, @Arg('input', () => CreateRoomClosuresInput) input: CreateRoomClosuresInput): Promise<RoomClosure[]> {
    return createRoomClosures(ctx, input.closures);
  }

  @Mutation(() => Boolean, { description: 'DeleteLocationClosure.' })
  deleteLocationClosure(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<boolean> {
    return deleteLocationClosure(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'DeleteRoomClosure.' })
  deleteRoomClosure(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<boolean> {
    return deleteRoomClosure(ctx, id);
  }
}
