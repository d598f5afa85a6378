import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONYMOUS, type Caller, type RoleGrant } from '../../kernel/caller';
import { UnauthenticatedError } from '../../kernel/errors';
import { ApiKey } from '../api-key/api-key.entity';
import type { AccessTokenClaims, AccessTokenSigner } from '../token/access-token';
import { RefreshToken } from '../token/refresh-token.entity';
import { hashSecret } from '../token/opaque-secret';
import { User } from '../user/user.entity';
import { UserRole } from '../user/user-role.entity';

export interface Credentials {
  authorization?: string | null;
  apiKey?: string | null;
}

/**
 * Turns the request's credentials into a Caller. The user row is read on every request, so a
 * suspension cuts off tokens and keys at the very next request. Wrong credentials are a 401 even
 * on public operations: a client should learn that its credential is bad.
 */
export async function authenticate(em: EntityManager, signer: AccessTokenSigner, credentials: Credentials): Promise<Caller> {
  const bearer = credentials.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (credentials.authorization && !bearer) throw new UnauthenticatedError('The Authorization header must be "Bearer <access token>".');
  if (bearer) {
    const claims = signer.verify(bearer);
    const user = await em.findOne(User, { id: claims.sub });
    if (!user || user.isSuspended) throw new UnauthenticatedError(user ? 'This account is suspended.' : 'The access token is not valid.');
    const roles = await rolesOf(em, user.id, claims.tid ?? null);
    return {
      kind: 'user',
      userId: user.id,
      email: user.email,
      tenantId: claims.tid ?? null,
      roles,
      twoFactorPending: await twoFactorPending(em, signer, claims, user.id, roles),
      credential: 'token',
      sessionId: claims.sid,
    };
  }
  if (credentials.apiKey) {
    const key = await em.findOne(ApiKey, { keyHash: hashSecret(credentials.apiKey.trim()), revokedAt: null });
    const user = key ? await em.findOne(User, { id: key.userId }) : null;
    if (!user) throw new UnauthenticatedError('The API key is not valid.');
    if (user.isSuspended) throw new UnauthenticatedError('This account is suspended.');
    return {
      kind: 'user',
      userId: user.id,
      email: user.email,
      tenantId: null,
      roles: await rolesOf(em, user.id, null),
      twoFactorPending: false,
      credential: 'apiKey',
      sessionId: null,
    };
  }
  return ANONYMOUS;
}

/**
 * A token issued while two-factor was owed stays limited until the next refresh (CONTRACT §2). A
 * token issued before the user got a role that requires two-factor is limited too, until the
 * session (its refresh-token family) is verified: roles are read per request, so is this.
 */
async function twoFactorPending(em: EntityManager, signer: AccessTokenSigner, claims: AccessTokenClaims, userId: string, roles: RoleGrant[]): Promise<boolean> {
  if (claims.tfa === 'pending') return true;
  const required = signer.twoFactorRequiredRoles;
  if (!required.length || !roles.some((r) => required.includes(r.role))) return false;
  return (await em.count(RefreshToken, { familyId: claims.sid, userId, twoFactorVerified: true })) === 0;
}

/** The user's roles; only the scoped tenant's when the token names one. */
export async function rolesOf(em: EntityManager, userId: string, tenantId: string | null): Promise<RoleGrant[]> {
  const rows = await em.find(UserRole, tenantId ? { userId, tenantId } : { userId });
  return rows.map((r) => ({ tenantId: r.tenantId, role: r.role }));
}
