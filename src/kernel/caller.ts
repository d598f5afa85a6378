/** Who is making a request. Filled in by the identity domain from `Authorization: Bearer` or `Api-Key`. */
export interface RoleGrant {
  tenantId: string;
  role: string;
}

export type Caller = AnonymousCaller | UserCaller;

export interface AnonymousCaller {
  kind: 'anonymous';
}

export interface UserCaller {
  kind: 'user';
  userId: string;
  email: string;
  /** The tenant the access token is scoped to (`tenant-id` header at sign-in), if any. */
  tenantId: string | null;
  /** The roles in force for this request (only the scoped tenant's when the token names one). */
  roles: RoleGrant[];
  /** True while the caller must still pass two-factor verification (docs/decisions.md#two-factor-step-up). */
  twoFactorPending: boolean;
  credential: 'token' | 'apiKey';
  /** The API key of the request (API keys only; the audit trail names it). */
  apiKeyId: string | null;
  /** Refresh-token family of the session (tokens only). */
  sessionId: string | null;
  /** When the credential stops working (ms since the epoch): an access token's expiry; absent or null for an API key. */
  credentialExpiresAt?: number | null;
  /**
   * Where the primary's WAL stood after the caller's last write (`16/B374D848`), when replicas are
   * set: a replica that has not replayed that far is not read for this caller (docs/decisions.md#read-replicas).
   */
  lastWritePosition?: string | null;
}

export const ANONYMOUS: AnonymousCaller = { kind: 'anonymous' };

export const PLATFORM_TENANT_ID = 'platform';
export const ADMIN_ROLE = 'Admin';

export function isPlatformAdmin(caller: Caller): boolean {
  return caller.kind === 'user' && caller.roles.some((r) => r.tenantId === PLATFORM_TENANT_ID && r.role === ADMIN_ROLE);
}

/** The Admin of this tenant (a workspace or employer id), or the Platform Admin. */
export function isTenantAdmin(caller: Caller, tenantId: string): boolean {
  return isPlatformAdmin(caller) || (caller.kind === 'user' && caller.roles.some((r) => r.tenantId === tenantId && r.role === ADMIN_ROLE));
}

/** Tenants the caller administers (not counting Platform). */
export function administeredTenantIds(caller: Caller): string[] {
  if (caller.kind !== 'user') return [];
  return caller.roles.filter((r) => r.role === ADMIN_ROLE && r.tenantId !== PLATFORM_TENANT_ID).map((r) => r.tenantId);
}
