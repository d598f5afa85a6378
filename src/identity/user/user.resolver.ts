import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { UserClaim } from '../claim/user-claim.entity';
import { claimsByUserId } from '../claim/user-claim.loaders';
import { User } from './user.entity';
import {
  addUserClaim, addUserRole, canSeeClaims, createUser, listUsers, listUsersWithRole, removeUserRole, signUp, suspendUser, unsuspendUser, viewer,
} from './user.actions';
import { AddUserClaimInput, CreateUserInput, GetUsersInput, GetUsersWithRoleInput, SignUpInput, SuspendUserInput, UserIPagedResponse, UserRoleInput } from './user.types';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The signed-in caller.' })
  me(@Ctx() ctx: RequestContext): Promise<User> {
    return viewer(ctx);
  }

  @Query(() => UserIPagedResponse, { description: 'All users, newest first (Platform Admin).' })
  users(@Ctx() ctx: RequestContext, @Arg('input', () => GetUsersInput, { nullable: true }) input?: GetUsersInput): Promise<Page<User>> {
    return listUsers(ctx, input ?? new GetUsersInput());
  }

  @Query(() => UserIPagedResponse, { description: 'The users holding a role in a tenant, newest first (Platform Admin, or an Admin of that tenant).' })
  usersWithRole(@Ctx() ctx: RequestContext, @Arg('input', () => GetUsersWithRoleInput) input: GetUsersWithRoleInput): Promise<Page<User>> {
    return listUsersWithRole(ctx, input);
  }

  @Mutation(() => User, { description: 'Creates an account with a password (emailConfirmed false).' })
  signUp(@Ctx() ctx: RequestContext, @Arg('input', () => SignUpInput) input: SignUpInput): Promise<User> {
    return signUp(ctx, input);
  }

  @Mutation(() => User, { description: 'Creates an account without a password and mails its owner a password-setup code (Platform Admin).' })
  createUser(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<User> {
    return createUser(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Grants a role to a user within a tenant.' })
  addUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UserRoleInput) input: UserRoleInput): Promise<boolean> {
    return addUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes a role of a user within a tenant.' })
  removeUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UserRoleInput) input: UserRoleInput): Promise<boolean> {
    return removeUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Adds a claim (type and value) to a user (Platform Admin).' })
  addUserClaim(@Ctx() ctx: RequestContext, @Arg('input', () => AddUserClaimInput) input: AddUserClaimInput): Promise<boolean> {
    return addUserClaim(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Suspends a user: their tokens, refresh tokens and API keys stop working at once (Platform Admin).' })
  suspendUser(@Ctx() ctx: RequestContext, @Arg('input', () => SuspendUserInput) input: SuspendUserInput): Promise<boolean> {
    return suspendUser(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Lifts a suspension: the user may sign in again and their API key works again (Platform Admin).' })
  unsuspendUser(@Ctx() ctx: RequestContext, @Arg('input', () => SuspendUserInput) input: SuspendUserInput): Promise<boolean> {
    return unsuspendUser(ctx, input);
  }

  @FieldResolver(() => [UserClaim], { description: 'The user\'s claims (visible to the user and the Platform Admin; empty for others).' })
  async claims(@Root() user: User, @Ctx() ctx: RequestContext): Promise<UserClaim[]> {
    if (!canSeeClaims(ctx, user)) return [];
    return ctx.loaders.get(claimsByUserId).load(user.id);
  }
}
