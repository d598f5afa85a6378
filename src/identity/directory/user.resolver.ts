import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { arg, byIdQuery, computedField, graphResolver, listQuery, mutation, pagedEdge, query } from '../../kernel/resolver-builders';
import { UserClaim } from '../claim/user-claim.entity';
import { claimsOfUser } from '../claim/user-claim.loaders';
import { tenantsOfUser } from '../tenant/tenant.loaders';
import { TenantIPagedResponse } from '../tenant/tenant.types';
import { User } from '../user/user.entity';
import { changeFeed, changeType } from '../../kernel/changes/change-feed';
import { USER_SUSPENDED } from '../identity.webhook-events';

/** `userChanged`'s event. */
const UserChange = changeType('UserChange', { field: 'user', type: () => User, description: 'The user.' });
import { userById } from '../user/user.loaders';
import { UserRole } from '../user/user-role.entity';
import { rolesOfUser } from '../user/user-role.loaders';
import {
  addUserClaim,
  addUserRole,
  createUser,
  listUsers,
  listUsersWithRole,
  removeUserRole,
  signUp,
  suspendUser,
  unsuspendUser,
  viewer,
} from './user.actions';
import {
  AddUserClaimInput,
  CreateUserInput,
  GetUsersInput,
  GetUsersWithRoleInput,
  SignUpInput,
  SuspendUserInput,
  UserIPagedResponse,
  UserRoleInput,
} from '../user/user.types';

const USER_ROLE_INPUT = 'The user, the role and the tenant.';

@Resolver(() => User)
export class UserResolver extends graphResolver(() => User, {
  me: query({ type: () => User, description: 'The signed-in caller.', args: [], run: viewer }),
  user: byIdQuery({
    type: () => User,
    loader: userById,
    description:
      'A user by id; null when there is none or the caller may not see them (visible: themself, to the Platform Admin, and to the Admins of a tenant the user belongs to).',
    idDescription: 'The user id.',
  }),
  userChanged: changeFeed({
    type: () => UserChange,
    description: 'A user was suspended (a subscription: GraphQL over WebSocket on /graphql); only users the caller may read.',
    events: [USER_SUSPENDED],
    record: { field: 'user', loader: userById },
    id: (data) => data.userId,
  }),
  users: listQuery({
    type: () => UserIPagedResponse,
    input: () => GetUsersInput,
    inputDescription: 'The page; all of it optional.',
    list: listUsers,
    description: 'All users, newest first (Platform Admin).',
  }),
  usersWithRole: query({
    type: () => UserIPagedResponse,
    description: 'The users holding a role in a tenant, newest first (Platform Admin, or an Admin of that tenant).',
    args: [arg('input', () => GetUsersWithRoleInput, 'The tenant, the role and the page.')],
    run: listUsersWithRole,
  }),
  signUp: mutation({
    type: () => User,
    description: 'Creates an account with a password (emailConfirmed false).',
    args: [arg('input', () => SignUpInput, 'The email and password of the new account.')],
    run: signUp,
  }),
  createUser: mutation({
    type: () => User,
    description: 'Creates an account without a password and mails its owner a password-setup code (Platform Admin).',
    args: [arg('input', () => CreateUserInput, 'The email of the new account.')],
    run: createUser,
  }),
  addUserRole: mutation({
    type: () => Boolean,
    description: 'Grants a role to a user within a tenant.',
    args: [arg('input', () => UserRoleInput, USER_ROLE_INPUT)],
    run: addUserRole,
  }),
  removeUserRole: mutation({
    type: () => Boolean,
    description: 'Revokes a role of a user within a tenant.',
    args: [arg('input', () => UserRoleInput, USER_ROLE_INPUT)],
    run: removeUserRole,
  }),
  addUserClaim: mutation({
    type: () => Boolean,
    description: 'Adds a claim (type and value) to a user (Platform Admin).',
    args: [arg('input', () => AddUserClaimInput, 'The user and the claim.')],
    run: addUserClaim,
  }),
  suspendUser: mutation({
    type: () => Boolean,
    description: 'Suspends a user: their tokens, refresh tokens and API keys stop working at once (Platform Admin).',
    args: [arg('input', () => SuspendUserInput, 'The user to suspend.')],
    run: suspendUser,
  }),
  unsuspendUser: mutation({
    type: () => Boolean,
    description: 'Lifts a suspension: the user may sign in again and their API key works again (Platform Admin).',
    args: [arg('input', () => SuspendUserInput, 'The user to unsuspend.')],
    run: unsuspendUser,
  }),
  claims: computedField({
    type: () => [UserClaim],
    description: "The user's claims in order of type, then value (visible to the user and the Platform Admin; empty for others).",
    resolve: (user: User, ctx) => ctx.loaders.get(claimsOfUser).load(user.id),
  }),
  tenants: pagedEdge({
    type: () => TenantIPagedResponse,
    loader: tenantsOfUser,
    description:
      'The tenants the user holds a role in (each once), newest first; only those the caller may see: the Platform Admin all, anyone else the tenants they hold a role in themself.',
  }),
}) {
  @FieldResolver(() => [UserRole], {
    description:
      'The roles the user holds, by tenantId then role; only those in tenants the caller may see (the Platform Admin all, anyone else the tenants they hold a role in themself).',
  })
  async roles(
    @Root() user: User,
    @Ctx() ctx: RequestContext,
    @Arg('tenantId', () => String, {
      nullable: true,
      description: 'Only the roles in this tenant (by its tenantId); all of them when omitted.',
    })
    tenantId?: string | null,
  ): Promise<UserRole[]> {
    const roles = await ctx.loaders.get(rolesOfUser).load(user.id);
    return tenantId == null ? roles : roles.filter((role) => role.tenantId === tenantId);
  }
}
