import type { RequestContext } from '../../kernel/context';
import { isTenantAdmin } from '../../kernel/caller';
import { BadInputError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../kernel/errors';
import { findTenant } from '../tenant/tenant.service';
import { User } from './user.entity';
import { checkEmail, checkRoleName, createUserWithPassword, getUserByEmail, grantRole, revokeRole } from './user.service';
import type { CreateUserInput, GetUsersInput, SignUpInput, UserRoleInput } from './user.types';
import { checkPage, findPage, type Page } from '../../kernel/paging';

/** The operations of the identity document on users, with their tenant rules. */
export async function viewer(ctx: RequestContext): Promise<User> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const user = await ctx.em.findOne(User, { id: ctx.caller.userId });
  if (!user) throw new NotFoundError('User', ctx.caller.userId);
  return user;
}

export async function signUp(ctx: RequestContext, input: SignUpInput): Promise<User> {
  const user = await createUserWithPassword(ctx.em, input.email, input.password);
  await ctx.em.flush();
  return user;
}

export async function createUser(ctx: RequestContext, input: CreateUserInput): Promise<User> {
  const email = checkEmail(input.email);
  if (await ctx.em.findOne(User, { email })) throw BadInputError.field('email', 'This email is already registered.');
  const user = ctx.em.create(User, { email } as never);
  await ctx.em.persistAndFlush(user);
  return user;
}

/** Platform Admin anywhere; a tenant's Admin within that tenant. */
async function checkRoleChange(ctx: RequestContext, input: UserRoleInput): Promise<{ user: User; role: string; tenantId: string }> {
  const role = checkRoleName(input.role);
  const tenantId = input.tenantId?.trim();
  if (!tenantId) throw BadInputError.field('tenantId', 'Required.');
  if (!isTenantAdmin(ctx.caller, tenantId)) throw new ForbiddenError('Only the Platform Admin or an Admin of this tenant may change its roles.');
  if (!(await findTenant(ctx.em, tenantId))) throw new NotFoundError('Tenant', tenantId);
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  return { user, role, tenantId };
}

export async function addUserRole(ctx: RequestContext, input: UserRoleInput): Promise<boolean> {
  const { user, role, tenantId } = await checkRoleChange(ctx, input);
  await grantRole(ctx.em, user.id, tenantId, role);
  await ctx.em.flush();
  return true;
}

export async function removeUserRole(ctx: RequestContext, input: UserRoleInput): Promise<boolean> {
  const { user, role, tenantId } = await checkRoleChange(ctx, input);
  if (!(await revokeRole(ctx.em, user.id, tenantId, role))) throw new NotFoundError(`Role ${role} of ${user.email} in tenant`, tenantId);
  await ctx.em.flush();
  return true;
}

export function listUsers(ctx: RequestContext, input: GetUsersInput): Promise<Page<User>> {
  return findPage(ctx.em, User, {}, checkPage(input, ctx.settings.pageMaxLimit));
}
