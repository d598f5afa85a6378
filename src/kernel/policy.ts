/**
 * Who may call each query and mutation. Every root field of the graph has one entry in the
 * permission table of its domain; the server refuses to start when one is missing, so a forgotten
 * guard cannot ship. The audience is checked before the resolver runs; the tenant rule (which
 * workspace or employer the caller administers) is enforced by the service against the caller and
 * is written here so that `docs/permissions.md` shows it.
 */
export type Audience = 'anyone' | 'user' | 'platformAdmin';

export interface OperationPolicy {
  audience: Audience;
  /** The rule in words, as `docs/permissions.md` shows it. */
  rule: string;
  /**
   * The operation reads its credentials from its input, not from the request headers (the token
   * grant): a bad `Authorization` or `Api-Key` header is ignored there instead of being a 401.
   */
  ignoresHeaderCredentials?: boolean;
  /** May a caller who still owes two-factor verification call it? (docs/decisions.md#two-factor-step-up) */
  allowWhileTwoFactorPending?: boolean;
  /**
   * Mutations run in one database transaction by default. An operation that must keep what it
   * wrote even when it fails (failure counters, burnt codes) manages its own transactions.
   */
  ownTransaction?: boolean;
  /**
   * A query that writes (the first `apiKey` creates the caller's key). Its writes are audited as its
   * operation, as every mutation's are; a query without it runs outside any audit scope, so that a
   * read pays nothing for one (src/config/transient-storage.ts), and a write it made would go
   * unrecorded.
   */
  writes?: boolean;
}

export type PermissionTable = Record<string, OperationPolicy>;

export const anyone = (rule: string, extra: Partial<OperationPolicy> = {}): OperationPolicy => ({ audience: 'anyone', rule, ...extra });
export const signedIn = (rule: string, extra: Partial<OperationPolicy> = {}): OperationPolicy => ({ audience: 'user', rule, ...extra });
export const platformAdmin = (rule = 'Platform Admin only', extra: Partial<OperationPolicy> = {}): OperationPolicy => ({
  audience: 'platformAdmin',
  rule,
  ...extra,
});
