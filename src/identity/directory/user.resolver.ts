import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { UserClaim } from '../claim/user-claim.entity';
import { claimsOfUser } from '../claim/user-claim.loaders';
import { Tenant } from '../tenant/tenant.entity';
import { tenantsOfUser } from '../tenant/tenant.loaders';
import { TenantIPagedResponse } from '../tenant/tenant.types';
import { User } from '../user/user.entity';
import { userById } from '../user/user.loaders';
import { UserRole } from '../user/user-role.entity';
import { rolesOfUser } from '../user/user-role.loaders';
import { addUserClaim, addUserRole, createUser, listUsers, listUsersWithRole, removeUserRole, signUp, suspendUser, unsuspendUser, viewer } from './user.actions';
import { AddUserClaimInput, CreateUserInput, GetUsersInput, GetUsersWithRoleInput, SignUpInput, SuspendUserInput, UserIPagedResponse, UserRoleInput } from '../user/user.types';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The signed-in caller.' })
  me(@Ctx() ctx: RequestContext): Promise<User> {
    return viewer(ctx);
  }

  @Query(() => User, {
    nullable: true,
    description: 'A user by id; null when there is none or the caller may not see them (visible: themself, to the Platform Admin, and to the Admins of a tenant the user belongs to).',
  })
  user(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The user id.' }) id: string): Promise<User | null> {
    return ctx.loaders.get(userById).load(id);
  }

  @Query(() => UserIPagedResponse, { description: 'All users, newest first (Platform Admin).' })
  users(@Ctx() ctx: RequestContext, @Arg('input', () => GetUsersInput, { nullable: true, description: 'The page; all of it optional.' }) input?: GetUsersInput): Promise<Page<User>> {
    return listUsers(ctx, input ?? new GetUsersInput());
  }

  @Query(() => UserIPagedResponse, { description: 'The users holding a role in a tenant, newest first (Platform Admin, or an Admin of that tenant).' })
  usersWithRole(@Ctx() ctx: RequestContext, @Arg('input', () => GetUsersWithRoleInput, { description: 'The tenant, the role and the page.' }) input: GetUsersWithRoleInput): Promise<Page<User>> {
    return listUsersWithRole(ctx, input);
  }

  @Mutation(() => User, { description: 'Creates an account with a password (emailConfirmed false).' })
  signUp(@Ctx() ctx: RequestContext, @Arg('input', () => SignUpInput, { description: 'The email and password of the new account.' }) input: SignUpInput): Promise<User> {
    return signUp(ctx, input);
  }

  @Mutation(() => User, { description: 'Creates an account without a password and mails its owner a password-setup code (Platform Admin).' })
  createUser(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserInput, { description: 'The email of the new account.' }) input: CreateUserInput): Promise<User> {
    return createUser(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Grants a role to a user within a tenant.' })
  addUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UserRoleInput, { description: 'The user, the role and the tenant.' }) input: UserRoleInput): Promise<boolean> {
    return addUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes a role of a user within a tenant.' })
  removeUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UserRoleInput, { description: 'The user, the role and the tenant.' }) input: UserRoleInput): Promise<boolean> {
    return removeUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Adds a claim (type and value) to a user (Platform Admin).' })
  addUserClaim(@Ctx() ctx: RequestContext, @Arg('input', () => AddUserClaimInput, { description: 'The user and the claim.' }) input: AddUserClaimInput): Promise<boolean> {
    return addUserClaim(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Suspends a user: their tokens, refresh tokens and API keys stop working at once (Platform Admin).' })
  suspendUser(@Ctx() ctx: RequestContext, @Arg('input', () => SuspendUserInput, { description: 'The user to suspend.' }) input: SuspendUserInput): Promise<boolean> {
    return suspendUser(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Lifts a suspension: the user may sign in again and their API key works again (Platform Admin).' })
  unsuspendUser(@Ctx() ctx: RequestContext, @Arg('input', () => SuspendUserInput, { description: 'The user to unsuspend.' }) input: SuspendUserInput): Promise<boolean> {
    return unsuspendUser(ctx, input);
  }

  @FieldResolver(() => [UserClaim], { description: 'The user\'s claims in order of type, then value (visible to the user and the Platform Admin; empty for others).' })
  claims(@Root() user: User, @Ctx() ctx: RequestContext): Promise<UserClaim[]> {
    return ctx.loaders.get(claimsOfUser).load(user.id);
  }

  @FieldResolver(() => TenantIPagedResponse, {
    description: 'The tenants the user holds a role in (each once), newest first; only those the caller may see: the Platform Admin all, anyone else the tenants they hold a role in themself.',
  })
  tenants(@Root() user: User, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Tenant>> {
    return tenantsOfUser.load(ctx, user.id, page, info);
  }

  @FieldResolver(() => [UserRole], {
    description: 'The roles the user holds, by tenantId then role; only those in tenants the caller may see (the Platform Admin all, anyone else the tenants they hold a role in themself).',
  })
  async roles(
    @Root() user: User,
    @Ctx() ctx: RequestContext,
    @Arg('tenantId', () => String, { nullable: true, description: 'Only the roles in this tenant (by its tenantId); all of them when omitted.' }) tenantId?: string | null,
  ): Promise<UserRole[]> {
    const roles = await ctx.loaders.get(rolesOfUser).load(user.id);
    return tenantId == null ? roles : roles.filter((role) => role.tenantId === tenantId);
  }
}
