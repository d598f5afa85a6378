import type { Logger } from 'pino';
import type { Database, Listening } from '../../config/database';
import { ANONYMOUS, type Caller, type RoleGrant } from '../../kernel/caller';
import type { EntityManagers } from '../../kernel/context';
import { UnauthenticatedError } from '../../kernel/errors';
import { runSql } from '../../kernel/sql-executor';
import type { AccessTokenClaims, AccessTokenSigner } from '../token/access-token';
import { RefreshToken } from '../token/refresh-token.entity';
import { hashSecret } from '../token/opaque-secret';
import { CallerCache } from './caller-cache';
import { WRITE_MARK_COLUMN } from './write-mark';

export interface Credentials {
  authorization?: string | null;
  apiKey?: string | null;
}

/** The gateway's authentication with this process's caller cache, which keeps nothing until `listen`, and its stop. */
export interface CallerAuthentication {
  authenticate(ems: EntityManagers, credentials: Credentials): Promise<Caller>;
  /**
   * Drops these users at once in this process (their notification follows): a caller whose write
   * this gateway has just marked reads its next request here with the mark, whatever the race.
   */
  forget(userIds: readonly string[]): void;
  /**
   * Resolves once this process has dropped every caller whose change committed before the call: a
   * request that changed a user (a role, a suspension) answers after, so the next request sees it.
   */
  heard(): Promise<void>;
  /** Calls `listener` with each user whose row, roles or keys changed (null: any may have), on every gateway; returns the way to stop. */
  onCallerChanged(listener: (userId: string | null) => void): () => void;
  /** Starts listening to the database's caller changes (once the gateway has started: a failed start leaves no connection open). */
  listen(): void;
  stop(): Promise<void>;
}

/** Authentication with a caller cache kept true by the database's notifications (docs/decisions.md#caller-cache). */
export function callerAuthentication(signer: AccessTokenSigner, db: Database, log: Logger): CallerAuthentication {
  const cache = new CallerCache<CallerRow>();
  let listening: Listening | null = null;
  return {
    authenticate: (ems, credentials) => authenticate(ems, signer, credentials, cache),
    forget: (userIds) => userIds.forEach((userId) => cache.dropUser(userId)),
    heard: async () => listening?.heard(),
    onCallerChanged: (listener) => cache.onChange(listener),
    listen: () => void (listening = cache.listenTo(db, log)),
    stop: async () => listening?.stop(),
  };
}

/**
 * Turns the request's credentials into a Caller. What it reads of the user (row, roles, key, write
 * mark) is as of the last change the database announced (`cache`), so a suspension, a revoked role
 * or key cuts off tokens and keys at the next request. Wrong credentials are a 401 even on public
 * operations: a client should learn that its credential is bad.
 */
export async function authenticate(
  ems: EntityManagers,
  signer: AccessTokenSigner,
  credentials: Credentials,
  cache?: CallerCache<CallerRow>,
): Promise<Caller> {
  const bearer = credentials.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (credentials.authorization && !bearer) throw new UnauthenticatedError('The Authorization header must be "Bearer <access token>".');
  if (bearer) {
    const claims = signer.verify(bearer);
    const tenantId = claims.tid ?? null;
    const user = await cachedCallerRow(cache, `token:${claims.sub}:${tenantId ?? ''}`, () =>
      readCallerRow(ems, 'from "app_user" u', 'u.id = ?', [claims.sub], tenantId),
    );
    if (!user || user.isSuspended) throw new UnauthenticatedError(user ? 'This account is suspended.' : 'The access token is not valid.');
    return {
      kind: 'user',
      userId: user.id,
      email: user.email,
      tenantId,
      roles: user.roles,
      twoFactorPending: await twoFactorPending(ems, signer, claims, user.id, user.roles),
      credential: 'token',
      apiKeyId: null,
      sessionId: claims.sid,
      credentialExpiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
      lastWritePosition: user.lastWritePosition,
    };
  }
  if (credentials.apiKey) {
    const keyHash = hashSecret(credentials.apiKey.trim());
    const user = await cachedCallerRow(cache, `key:${keyHash}`, () =>
      readCallerRow(
        ems,
        'from "api_key" k join "app_user" u on u.id = k.user_id',
        'k.key_hash = ? and k.revoked_at is null',
        [keyHash],
        null,
        'k.id',
      ),
    );
    if (!user) throw new UnauthenticatedError('The API key is not valid.');
    if (user.isSuspended) throw new UnauthenticatedError('This account is suspended.');
    return {
      kind: 'user',
      userId: user.id,
      email: user.email,
      tenantId: null,
      roles: user.roles,
      twoFactorPending: false,
      credential: 'apiKey',
      apiKeyId: user.keyId,
      sessionId: null,
      lastWritePosition: user.lastWritePosition,
    };
  }
  return ANONYMOUS;
}

/**
 * The cached row, or the row read and kept. Not kept: a credential that finds nobody (a cache is
 * not a list of bad keys) and a caller with a write mark, which holds for a time (write-mark.ts).
 */
function cachedCallerRow(
  cache: CallerCache<CallerRow> | undefined,
  key: string,
  read: () => Promise<CallerRow | null>,
): Promise<CallerRow | null> {
  return cache ? cache.through(key, read, (row) => (row.lastWritePosition === null ? row.id : null)) : read();
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
 * The caller's user row, roles and last write mark in ONE statement (a request that finds no cached
 * caller pays one round trip to authenticate), on the primary (never a replica: `runSql` without one).
 */
async function readCallerRow(
  ems: EntityManagers,
  from: string,
  condition: string,
  params: unknown[],
  tenantId: string | null,
  keyColumn = 'null',
): Promise<CallerRow | null> {
  const roleScope = tenantId === null ? '' : ' and r.tenant_id = ?';
  const rows = (await runSql(
    ems.sqlEm,
    `select u.id, u.email, u.is_suspended, ${keyColumn} as key_id, coalesce(json_agg(json_build_object('tenantId', r.tenant_id, 'role', r.role) order by r.tenant_id, r.role) filter (where r.id is not null), '[]') as roles, ${WRITE_MARK_COLUMN} as write_mark ` +
      `${from} left join "user_role" r on r.user_id = u.id${roleScope} where ${condition} group by u.id${keyColumn === 'null' ? '' : `, ${keyColumn}`}`,
    [...(tenantId === null ? [] : [tenantId]), ...params],
    { trace: ems.trace },
  )) as {
    id: string;
    email: string;
    is_suspended: boolean;
    key_id: string | null;
    roles: RoleGrant[] | string;
    write_mark: string | null;
  }[];
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
async function twoFactorPending(
  ems: EntityManagers,
  signer: AccessTokenSigner,
  claims: AccessTokenClaims,
  userId: string,
  roles: RoleGrant[],
): Promise<boolean> {
  if (claims.tfa === 'pending') return true;
  const required = signer.twoFactorRequiredRoles;
  if (!required.length || !roles.some((r) => required.includes(r.role))) return false;
  return (await ems.em.count(RefreshToken, { familyId: claims.sid, userId, twoFactorVerified: true })) === 0;
}
