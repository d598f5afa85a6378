import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONYMOUS, type Caller, type RoleGrant } from '../../kernel/caller';
import { UnauthenticatedError } from '../../kernel/errors';
import { runSql } from '../../kernel/sql-executor';
import type { AccessTokenClaims, AccessTokenSigner } from '../token/access-token';
import { RefreshToken } from '../token/refresh-token.entity';
import { hashSecret } from '../token/opaque-secret';
import { WRITE_MARK_COLUMN } from './write-mark';

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
    const tenantId = claims.tid ?? null;
    const user = await readCallerRow(em, 'from "app_user" u', 'u.id = ?', [claims.sub], tenantId);
    if (!user || user.isSuspended) throw new UnauthenticatedError(user ? 'This account is suspended.' : 'The access token is not valid.');
    return {
      kind: 'user',
      userId: user.id,
      email: user.email,
      tenantId,
      roles: user.roles,
      twoFactorPending: await twoFactorPending(em, signer, claims, user.id, user.roles),
      credential: 'token',
      apiKeyId: null,
      sessionId: claims.sid,
      lastWritePosition: user.lastWritePosition,
    };
  }
  if (credentials.apiKey) {
    const user = await readCallerRow(em, 'from "api_key" k join "app_user" u on u.id = k.user_id', 'k.key_hash = ? and k.revoked_at is null', [hashSecret(credentials.apiKey.trim())], null, 'k.id');
    if (!user) throw new UnauthenticatedError('The API key is not valid.');
    if (user.isSuspended) throw new UnauthenticatedError('This account is suspended.');
    return { kind: 'user', userId: user.id, email: user.email, tenantId: null, roles: user.roles, twoFactorPending: false, credential: 'apiKey', apiKeyId: user.keyId, sessionId: null, lastWritePosition: user.lastWritePosition };
  }
  return ANONYMOUS;
}

interface CallerRow {
  id: string;
  email: string;
  isSuspended: boolean;
  roles: RoleGrant[];
  /** The API key's id, when the row was found by one. */
  keyId: string | null;
  /** The caller's last write mark (identity/auth/write-mark.ts). */
  lastWritePosition: string | null;
}

/**
 * The caller's user row, roles and last write mark in ONE statement (a request pays one round trip
 * to authenticate). The row is read on every request, on the primary (never a replica: `runSql`
 * without one), so a suspension or a revoked role bites at the next request.
 */
async function readCallerRow(em: EntityManager, from: string, condition: string, params: unknown[], tenantId: string | null, keyColumn = 'null'): Promise<CallerRow | null> {
  const roleScope = tenantId === null ? '' : ' and r.tenant_id = ?';
  const rows = (await runSql(
    em,
    `select u.id, u.email, u.is_suspended, ${keyColumn} as key_id, coalesce(json_agg(json_build_object('tenantId', r.tenant_id, 'role', r.role) order by r.tenant_id, r.role) filter (where r.id is not null), '[]') as roles, ${WRITE_MARK_COLUMN} as write_mark ` +
      `${from} left join "user_role" r on r.user_id = u.id${roleScope} where ${condition} group by u.id${keyColumn === 'null' ? '' : `, ${keyColumn}`}`,
    [...(tenantId === null ? [] : [tenantId]), ...params],
  )) as { id: string; email: string; is_suspended: boolean; key_id: string | null; roles: RoleGrant[] | string; write_mark: string | null }[];
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    email: row.email,
    isSuspended: Boolean(row.is_suspended),
    keyId: row.key_id ? String(row.key_id) : null,
    roles: typeof row.roles === 'string' ? (JSON.parse(row.roles) as RoleGrant[]) : row.roles,
    lastWritePosition: row.write_mark ?? null,
  };
}

/**
 * A token issued while two-factor was owed stays limited until the next refresh (docs/decisions.md#two-factor-step-up). A
 * token issued before the user got a role that requires two-factor is limited too, until the
 * session (its refresh-token family) is verified: roles are read per request, so is this.
 */
async function twoFactorPending(em: EntityManager, signer: AccessTokenSigner, claims: AccessTokenClaims, userId: string, roles: RoleGrant[]): Promise<boolean> {
  if (claims.tfa === 'pending') return true;
  const required = signer.twoFactorRequiredRoles;
  if (!required.length || !roles.some((r) => required.includes(r.role))) return false;
  return (await em.count(RefreshToken, { familyId: claims.sid, userId, twoFactorVerified: true })) === 0;
}
