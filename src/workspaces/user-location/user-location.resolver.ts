import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { UserLocation } from './user-location.entity';
import { userLocationById, userLocationsOfUser } from './user-location.loaders';
import { createUserLocation, deleteUserLocation, listUserLocations } from './user-location.service';
import { CreateUserLocationInput, GetUserLocationsInput, UserLocationIPagedResponse } from './user-location.types';

@Resolver(() => UserLocation)
export class UserLocationResolver {
  @Query(() => UserLocationIPagedResponse, { description: "GetUserLocations: the Platform Admin sees all; a workspace's Admin its workspace's; a user their own links; newest first." })
  userLocations(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetUserLocationsInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetUserLocationsInput,
  ): Promise<Page<UserLocation>> {
    return listUserLocations(ctx, input ?? new GetUserLocationsInput());
  }

  @Query(() => UserLocation, {
    nullable: true,
    description: "A user-location link by id; null when it does not exist or the caller may not see it (only the user, the workspace's Admins and the Platform Admin do).",
  })
  userLocation(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The link id.' }) id: string): Promise<UserLocation | null> {
    return ctx.loaders.get(userLocationById).load(id);
  }

  @Mutation(() => UserLocation, { description: 'CreateUserLocation (an Admin of the workspace): links a user to one of its locations; 409 when the link exists.' })
  createUserLocation(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserLocationInput, { description: 'The link to create.' }) input: CreateUserLocationInput): Promise<UserLocation> {
    return createUserLocation(ctx, input);
  }

  @Mutation(() => Boolean, { description: "DeleteUserLocation (an Admin of the link's workspace): removes the link (200 empty over REST)." })
  deleteUserLocation(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The link to remove.' }) id: string): Promise<boolean> {
    return deleteUserLocation(ctx, id);
  }

  @FieldResolver(() => User, { description: 'The linked user (visible whenever the link is).' })
  async user(@Root() link: UserLocation, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.loaders.get(userById).load(link.userId);
    // The USER rule shows a user to the Admins of every workspace the user is linked to a location of.
    if (!user) throw new Error(`The user ${link.userId} of a visible user-location link is missing`);
    return user;
  }

  @FieldResolver(() => Location, { nullable: true, description: 'The linked location; null when the caller may not see it (an inactive location, for the linked user).' })
  location(@Root() link: UserLocation, @Ctx() ctx: RequestContext): Promise<Location | null> {
    return ctx.loaders.get(locationById).load(link.locationId);
  }

  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace of the location; null when the caller may not see it (the linked user, when not a member and it has no active location).' })
  workspace(@Root() link: UserLocation, @Ctx() ctx: RequestContext): Promise<Workspace | null> {
    return ctx.loaders.get(workspaceById).load(link.workspaceId);
  }
}

/** `User.locations`, declared here so that workspaces depend on identity and never the reverse. */
@Resolver(() => User)
export class UserLocationsEdge {
  @FieldResolver(() => UserLocationIPagedResponse, {
    description: "The user's location links the caller may see, newest first: all of them for the user themself and the Platform Admin; for a workspace's Admin, those of their workspaces.",
  })
  locations(@Root() user: User, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<UserLocation>> {
    return userLocationsOfUser.load(ctx, user.id, page, info);
  }
}
