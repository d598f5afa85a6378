import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { UserLocation } from './user-location.entity';
import { createUserLocation, deleteUserLocation, listUserLocations } from './user-location.service';
import { CreateUserLocationInput, GetUserLocationsInput, UserLocationIPagedResponse } from './user-location.types';

@Resolver(() => UserLocation)
export class UserLocationResolver {
  @Query(() => UserLocationIPagedResponse, { description: 'GetUserLocations: newest first.' })
  userLocations(@Ctx() ctx: RequestContext, @Arg('input', () => GetUserLocationsInput, { nullable: true }) input?: GetUserLocationsInput): Promise<Page<UserLocation>> {
    return listUserLocations(ctx, input ?? new GetUserLocationsInput());
  }

  @Mutation(() => UserLocation, { description: 'CreateUserLocation.' })
  createUserLocation(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserLocationInput) input: CreateUserLocationInput): Promise<UserLocation> {
    return createUserLocation(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'DeleteUserLocation (200 empty over REST).' })
  deleteUserLocation(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<boolean> {
    return deleteUserLocation(ctx, id);
  }
}
