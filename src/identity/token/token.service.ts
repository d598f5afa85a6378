import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import type { RoleGrant } from '../../kernel/caller';
import { decoyPasswordHash, verifyPassword } from '../password/password-hasher';
import { UserClaim } from '../claim/user-claim.entity';
import { Tenant } from '../tenant/tenant.entity';
import { CONTROL_CHARACTERS } from '../../kernel/text';
import { normalizeEmail, User } from '../user/user.entity';
import { UserRole } from '../user/user-role.entity';
import { clearFailures, countAddressAttempt, refundAddressAttempt, takeAttempt } from '../rate-limit/auth-rate-limit';
import { userClaimsPayload } from './access-token';
import { OAuthError } from './oauth-error';
import { hashSecret, newOpaqueSecret } from './opaque-secret';
import { RefreshToken } from './refresh-token.entity';
import { inTransaction } from '../../kernel/transaction';
import { recordAuditEvent } from '../../kernel/audit/audit-trail';
import type { LoginResponse, TokenInput } from './token.types';

/** The token endpoint (docs/decisions.md#token-endpoint): the password and refresh-token grants. */
export async function issueToken(ctx: RequestContext, input: TokenInput): Promise<LoginResponse> {
  const grant = input.grantType?.trim();
  if (!grant) throw new OAuthError('invalid_request', 'grant_type is required: password or refresh_token.');
  if (grant === 'password') return passwordGrant(ctx, input);
  if (grant === 'refresh_token') return refreshGrant(ctx, input);
  throw new OAuthError('unsupported_grant_type', `grant_type ${grant} is not supported; use password or refresh_token.`);
}

/**
 * The password grant. Counted per client address (AUTH_RATE_LIMIT_PER_MINUTE) and per account
 * (LOGIN_MAX_FAILURES consecutive failures lock it, one minute doubling up to 15; the attempt is
 * taken before the password is checked, so a parallel burst cannot outrun the lock); unknown and
 * known accounts get the same answers in the same time (a decoy hash, locks keyed by the email).
 */
async function passwordGrant(ctx: RequestContext, input: TokenInput): Promise<LoginResponse> {
  if (!input.username || !input.password)
    throw new OAuthError('invalid_request', 'username and password are required for the password grant.');
  const em = ctx.em;
  const email = normalizeEmail(input.username);
  const account = `login:${email}`;
  await countAddressAttempt(ctx);
  // No account has such a name (emails are checked at creation); the database could not even compare it.
  if (CONTROL_CHARACTERS.test(email)) throw new OAuthError('invalid_grant', 'The email or password is incorrect.');
  await takeAttempt(em, account, ctx.settings.loginMaxFailures).catch(async (locked: unknown) => {
    await recordFailedSignIn(ctx, email, null);
    throw locked;
  });
  const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
  // Unknown accounts verify against a decoy hash, so both answers take the same time.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  // The attempt already counts as a failure.
  if (!user || !user.passwordHash || !ok) {
    await recordFailedSignIn(ctx, email, user);
    throw new OAuthError('invalid_grant', 'The email or password is incorrect.');
  }
  await clearFailures(em, account);
  await refundAddressAttempt(ctx);
  if (user.isSuspended) {
    await recordFailedSignIn(ctx, email, user);
    throw new OAuthError('invalid_grant', 'This account is suspended.');
  }
  const tenantId = await checkTenantScope(em, input.tenantId);
  const session = await startSession(ctx, user, tenantId, randomUUID(), false);
  await recordAuditEvent(ctx, {
    action: 'SignedIn',
    recordType: 'User',
    recordId: user.id,
    actorUserId: user.id,
    after: tenantId ? { tenantId } : null,
  });
  return session;
}

/** A refused password sign-in (wrong password, unknown, locked or suspended account), written at once: no transaction rolls it back. */
function recordFailedSignIn(ctx: RequestContext, email: string, user: User | null): Promise<void> {
  return recordAuditEvent(ctx, { action: 'SignInFailed', recordType: user ? 'User' : null, recordId: user?.id ?? null, after: { email } });
}

/**
 * The refresh-token grant. The token is claimed and its successor written in one transaction: a
 * parallel use of the same token waits on the claimed row until the successor is committed, finds
 * the token used and revokes the family, the successor included (no winner of the race keeps a
 * live token of a revoked session).
 */
async function refreshGrant(ctx: RequestContext, input: TokenInput): Promise<LoginResponse> {
  if (!input.refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required for the refresh_token grant.');
  const stored = await ctx.em.findOne(RefreshToken, { tokenHash: hashSecret(input.refreshToken) });
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date())
    throw new OAuthError('invalid_grant', 'The refresh token is not valid.');
  const session = stored.usedAt
    ? null
    : await inTransaction(ctx, async () => {
        const em = ctx.em;
        // Claim the token atomically: of two concurrent uses, exactly one rotates it.
        const claimed = await em.nativeUpdate(RefreshToken, { id: stored.id, usedAt: null, revokedAt: null }, { usedAt: new Date() });
        if (claimed === 0) return null;
        const user = await em.findOne(User, { id: stored.userId });
        if (!user || user.isSuspended) throw new OAuthError('invalid_grant', 'This account is suspended.');
        return startSession(ctx, user, stored.tenantId, stored.familyId, stored.twoFactorVerified);
      });
  if (!session) {
    // A rotated token came back: someone holds a copy. End the whole session.
    await revokeFamily(ctx.em, stored.familyId);
    throw new OAuthError('invalid_grant', 'The refresh token was already used; the session has been revoked.');
  }
  return session;
}

/** Issues an access token and the next refresh token of the session `familyId`. */
export async function startSession(
  ctx: RequestContext,
  user: User,
  tenantId: string | null,
  familyId: string,
  twoFactorVerified: boolean,
): Promise<LoginResponse> {
  const em = ctx.em;
  const roles = await rolesOf(em, user.id, tenantId);
  const claims = await em.find(UserClaim, { userId: user.id }, { orderBy: { type: 'asc', value: 'asc' } });
  const required = ctx.settings.twoFactorRequiredRoles;
  const twoFactorPending = !twoFactorVerified && roles.some((r) => required.includes(r.role));
  const refresh = newOpaqueSecret('rt_');
  em.persist(
    em.create(RefreshToken, {
      userId: user.id,
      familyId,
      tokenHash: hashSecret(refresh),
      tenantId,
      twoFactorVerified,
      expiresAt: new Date(Date.now() + ctx.settings.refreshTokenTtlDays * 86_400_000),
    }),
  );
  await em.flush();
  ctx.writes.forUsers.add(user.id); // with replicas, the user's next reads see this session (docs/decisions.md#read-replicas)
  const signer = ctx.services.accessTokens;
  const access = signer.sign({
    ...userClaimsPayload(claims),
    sub: user.id,
    email: user.email,
    ...(tenantId ? { tid: tenantId } : {}),
    roles: [...new Set(roles.map((r) => r.role))],
    sid: familyId,
    ...(twoFactorPending ? { tfa: 'pending' as const } : {}),
  });
  return { access_token: access, refresh_token: refresh, expires_in: signer.ttlSeconds, token_type: 'Bearer' };
}

async function checkTenantScope(em: EntityManager, tenantId: string | null | undefined): Promise<string | null> {
  const id = tenantId?.trim();
  if (!id) return null;
  if (!(await em.findOne(Tenant, { tenantId: id }))) throw new OAuthError('invalid_request', `Tenant ${id} does not exist.`);
  return id;
}

export async function revokeFamily(em: EntityManager, familyId: string): Promise<void> {
  await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: new Date() });
}

/**
 * Ends every session of a user (suspension, password reset). Sessions are not audited row by row,
 * and this write bypasses the unit of work, so it records its own event on the user: how many live
 * sessions (an unused refresh token not yet expired: one per session) it ended
 * (docs/decisions.md#audit-trail). `actorUserId`: who acts when the caller is not yet signed in
 * (the holder of a password reset code acts as the user).
 */
export async function revokeAllSessions(ctx: RequestContext, userId: string, actorUserId?: string): Promise<void> {
  const revoked = await ctx.em.execute<{ live: boolean }[]>(
    `update "refresh_token" set "revoked_at" = now() where "user_id" = ? and "revoked_at" is null returning ("used_at" is null and "expires_at" > now()) as "live"`,
    [userId],
  );
  const liveSessions = revoked.filter((row) => row.live).length;
  if (liveSessions)
    await recordAuditEvent(ctx, {
      action: 'Updated',
      recordType: 'User',
      recordId: userId,
      actorUserId,
      before: { liveSessions },
      after: { liveSessions: 0 },
    });
}

/** The user's roles; only the scoped tenant's when the token names one. */
export async function rolesOf(em: EntityManager, userId: string, tenantId: string | null): Promise<RoleGrant[]> {
  const rows = await em.find(UserRole, tenantId ? { userId, tenantId } : { userId });
  return rows.map((r) => ({ tenantId: r.tenantId, role: r.role }));
}
