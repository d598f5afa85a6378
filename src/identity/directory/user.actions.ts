import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../kernel/context';
import { isTenantAdmin, PLATFORM_TENANT_ID } from '../../kernel/caller';
import { BadInputError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../kernel/errors';
import { codeLine, enqueueMail } from '../../kernel/mail/outbox';
import { checkPage, type Page, type PagedRequest, type PageInput } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { recordAuditEvent } from '../../kernel/audit/audit-trail';
import { issuePasswordSetupCode } from '../password-reset/password-reset.service';
import { countAccountAttempt, countAddressAttempt } from '../rate-limit/auth-rate-limit';
import { checkTenantId, tenantForAdmin } from '../tenant/tenant.service';
import { revokeAllSessions } from '../token/token.service';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_IN_TEXT } from '../../kernel/text';
import { inTransaction } from '../../kernel/transaction';
import { CLAIM_TYPE_MAX, CLAIM_VALUE_MAX } from '../claim/user-claim.entity';
import { User } from '../user/user.entity';
import { USER } from '../user/user.loaders';
import {
  checkEmail,
  checkRoleName,
  createUserWithPasswordHash,
  newPasswordHash,
  findOrCreateUserByContact,
  getUserByEmail,
  grantRole,
  revokeRoleOfUser,
} from '../user/user.service';
import { UserRole } from '../user/user-role.entity';
import { checkContact, type ContactInput } from '../contact/contact';
import { emitEvent } from '../../kernel/webhooks/webhook-events';
import { USER_SUSPENDED } from '../identity.webhook-events';
import type {
  AddUserClaimInput,
  CreateUserInput,
  GetUsersInput,
  GetUsersWithRoleInput,
  SignUpInput,
  SuspendUserInput,
  UserRoleInput,
} from '../user/user.types';

/** The operations of the identity document on users, with their tenant rules. */
export async function viewer(ctx: RequestContext): Promise<User> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const user = await ctx.em.findOne(User, { id: ctx.caller.userId });
  if (!user) throw new NotFoundError('User', ctx.caller.userId);
  return user;
}

/** SignUp: rate limited per address and per email (counted even when the sign-up fails). */
export async function signUp(ctx: RequestContext, input: SignUpInput): Promise<User> {
  const email = checkEmail(input.email);
  await countAddressAttempt(ctx);
  await countAccountAttempt(ctx, 'sign-up', email);
  const passwordHash = await newPasswordHash(email, input.password);
  try {
    return await inTransaction(ctx, async () => {
      const user = await createUserWithPasswordHash(ctx.em, email, passwordHash);
      await ctx.em.flush();
      return user;
    });
  } catch (error) {
    // A parallel sign-up of the same email won the unique index: the same 400 as a sequential one.
    if (error instanceof UniqueConstraintViolationException) throw BadInputError.field('email', 'This email is already registered.');
    throw error;
  }
}

/** CreateUser (Platform Admin): an account without a password; its owner gets a password-setup code by mail. */
export async function createUser(ctx: RequestContext, input: CreateUserInput): Promise<User> {
  const email = checkEmail(input.email);
  if (await ctx.em.findOne(User, { email })) throw BadInputError.field('email', 'This email is already registered.');
  const user = ctx.em.create(User, { email });
  ctx.em.persist(user);
  const code = await issuePasswordSetupCode(ctx.em, user);
  enqueueMail(ctx.em, {
    to: email,
    subject: 'Your account is ready: choose a password',
    text:
      `An account was created for ${email}. Choose your password with ResetPassword and this code; it is valid for 30 minutes ` +
      `(ask ForgotPassword for a new one later).\n\n${codeLine(code)}\n`,
    kind: 'password-setup',
  });
  await ctx.em.flush();
  return user;
}

/** Platform Admin anywhere; a tenant's Admin within that tenant. */
async function checkRoleChange(ctx: RequestContext, input: UserRoleInput): Promise<{ user: User; role: string; tenantId: string }> {
  const role = checkRoleName(input.role);
  const tenantId = await tenantForAdmin(ctx, input.tenantId, 'change its roles');
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  return { user, role, tenantId };
}

/** Idempotent, also when the same grant arrives twice at once (the unique index decides, no 409). */
export async function addUserRole(ctx: RequestContext, input: UserRoleInput): Promise<boolean> {
  const { user, role, tenantId } = await checkRoleChange(ctx, input);
  const inserted = await ctx.em.execute<{ id: string }[]>(
    `insert into "user_role" ("id", "user_id", "tenant_id", "role") values (?, ?, ?, ?) on conflict ("user_id", "tenant_id", "role") do nothing returning "id"`,
    [randomUUID(), user.id, tenantId, role],
  );
  // Written past the unit of work, so audited here (only when the grant is new).
  if (inserted.length)
    await recordAuditEvent(ctx, {
      action: 'Created',
      recordType: 'UserRole',
      recordId: inserted[0].id,
      tenantId,
      after: { userId: user.id, tenantId, role },
    });
  return true;
}

export async function removeUserRole(ctx: RequestContext, input: UserRoleInput): Promise<boolean> {
  const { user, role, tenantId } = await checkRoleChange(ctx, input);
  return revokeRoleOfUser(ctx.em, user, tenantId, role, 'tenant');
}

/** GetUsers (Platform Admin): every user, in one statement. */
export function listUsers(ctx: RequestContext, input: GetUsersInput): Promise<Page<User>> {
  return pageOfVisible(ctx, USER, 'u', input);
}

/** GetUsersWithRole: the Platform Admin, or an Admin of that tenant. */
export async function listUsersWithRole(ctx: RequestContext, input: GetUsersWithRoleInput): Promise<Page<User>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const role = checkRoleName(input.role);
  const tenantId = checkTenantId(input.tenantId);
  if (!isTenantAdmin(ctx.caller, tenantId))
    throw new ForbiddenError('Only the Platform Admin or an Admin of this tenant may list its roles.');
  return pageOfUsersWithRole(ctx, tenantId, role, page);
}

/**
 * GetUsersWithRole of a face that names its tenant its own way (a workspace, an employer):
 * `tenantOf` checks the caller and answers the tenant's id.
 */
export async function listUsersWithRoleIn(
  ctx: RequestContext,
  input: PageInput & { role: string },
  tenantOf: () => Promise<string>,
): Promise<Page<User>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const tenantId = await tenantOf();
  return pageOfUsersWithRole(ctx, tenantId, checkRoleName(input.role), page);
}

/**
 * AddUserRole of a face that names its tenant its own way (a workspace, an employer), once the
 * caller is checked: the user of `contact` (created without a password when the email is new)
 * gets `role` in the tenant; a new grant is mailed to them, with a password-setup code when they
 * have no password yet (docs/decisions.md#role-grants). Idempotent: a grant held already changes
 * and mails nothing (parallel grants to one email wait for each other on its lock).
 */
export async function grantRoleFromContact(
  ctx: RequestContext,
  tenant: { id: string; name: string; kind: string },
  role: string,
  contactInput: ContactInput | null | undefined,
): Promise<User> {
  const checkedRole = checkRoleName(role);
  const contact = checkContact(contactInput);
  const { user, created } = await findOrCreateUserByContact(ctx.em, contact);
  if (created) await ctx.em.flush(); // the role row refers to the user row
  if (await grantRole(ctx.em, user.id, tenant.id, checkedRole)) {
    const lines = [
      `Hello ${user.firstName || contact.name},`,
      '',
      `You now have the role ${checkedRole} in the ${tenant.kind} ${tenant.name}.`,
    ];
    const withHash = await ctx.em.findOne(User, { id: user.id }, { populate: ['passwordHash'] });
    if (!withHash?.passwordHash) {
      const code = await issuePasswordSetupCode(ctx.em, user);
      lines.push('', 'You have no password yet. Set one with this password-setup code (ResetPassword, valid 30 minutes):', codeLine(code));
    }
    enqueueMail(ctx.em, {
      to: user.email,
      subject: `You have a role in ${tenant.name}`,
      text: `${lines.join('\n')}\n`,
      kind: 'RoleGranted',
    });
  }
  await ctx.em.flush();
  return user;
}

/**
 * RemoveUserRole of a face that names its tenant its own way, once the caller is checked: 404 when the user
 * or the grant does not exist.
 */
export async function removeUserRoleIn(
  ctx: RequestContext,
  tenantId: string,
  input: { email: string; role: string },
  where: string,
): Promise<boolean> {
  const role = checkRoleName(input.role);
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  return revokeRoleOfUser(ctx.em, user, tenantId, role, where);
}

/**
 * The users holding `role` in `tenantId` that the caller may see, a page newest first, in one
 * statement: GetUsersWithRole of every face (identity, workspaces, employers), once their caller is checked.
 */
export function pageOfUsersWithRole(ctx: RequestContext, tenantId: string, role: string, page: PagedRequest): Promise<Page<User>> {
  return pageOfVisible(ctx, USER, 'u', page, (where) =>
    where.add('exists (select 1 from "user_role" held where held.user_id = u.id and held.tenant_id = ? and held.role = ?)', tenantId, role),
  );
}

/** AddUserClaim (Platform Admin): idempotent, also for parallel identical calls. */
export async function addUserClaim(ctx: RequestContext, input: AddUserClaimInput): Promise<boolean> {
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  const errors: Record<string, string[]> = {};
  const type = input.type?.trim() ?? '';
  const value = input.value?.trim() ?? '';
  if (!type || type.length > CLAIM_TYPE_MAX || CONTROL_CHARACTERS.test(type))
    errors.type = [`Required, at most ${CLAIM_TYPE_MAX} characters, no control characters.`];
  if (!value || value.length > CLAIM_VALUE_MAX || CONTROL_CHARACTERS_IN_TEXT.test(value))
    errors.value = [`Required, at most ${CLAIM_VALUE_MAX} characters, no control characters.`];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  const inserted = await ctx.em.execute<{ id: string }[]>(
    `insert into "user_claim" ("id", "user_id", "type", "value") values (?, ?, ?, ?) on conflict ("user_id", "type", "value") do nothing returning "id"`,
    [randomUUID(), user.id, type, value],
  );
  if (inserted.length)
    await recordAuditEvent(ctx, {
      action: 'Created',
      recordType: 'UserClaim',
      recordId: inserted[0].id,
      after: { userId: user.id, type, value },
    });
  return true;
}

/** SuspendUser (Platform Admin): tokens, refresh tokens and API keys stop working at the next request. */
export async function suspendUser(ctx: RequestContext, input: SuspendUserInput): Promise<boolean> {
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  if (ctx.caller.kind === 'user' && ctx.caller.userId === user.id) throw BadInputError.field('email', 'You cannot suspend yourself.');
  user.isSuspended = true;
  await revokeAllSessions(ctx, user.id);
  await ctx.em.flush();
  const roles = await ctx.em.find(UserRole, { userId: user.id });
  for (const tenantId of new Set([PLATFORM_TENANT_ID, ...roles.map((role) => role.tenantId)]))
    await emitEvent(ctx, USER_SUSPENDED, tenantId, { userId: user.id, email: user.email });
  return true;
}

/** The way back (Platform Admin): the user signs in again (earlier sessions stay revoked); API keys work again. */
export async function unsuspendUser(ctx: RequestContext, input: SuspendUserInput): Promise<boolean> {
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  user.isSuspended = false;
  await ctx.em.flush();
  return true;
}
