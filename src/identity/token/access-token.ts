import jwt from 'jsonwebtoken';
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { UnauthenticatedError } from '../../kernel/errors';

/** The claims of an access token. Authorization reads roles from the database on every request; `roles` is informative. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  /** Tenant scope (the `tenant-id` header at sign-in). */
  tid?: string;
  roles: string[];
  /** Refresh-token family (the session). */
  sid: string;
  /** Present while the session must still pass two-factor verification. */
  tfa?: 'pending';
  /** The user's claims (AddUserClaim), by type: one value as a string, several as an array. */
  [claimType: string]: unknown;
}

/** Claim names the token itself uses: a user claim of such a type is left out of the token. */
export const RESERVED_CLAIMS: ReadonlySet<string> = new Set([
  'sub',
  'email',
  'tid',
  'roles',
  'sid',
  'tfa',
  'iss',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
]);

/** The user's claims as token claims: reserved names left out, several values of one type as an array. */
export function userClaimsPayload(claims: readonly { type: string; value: string }[]): Record<string, string | string[]> {
  const byType = new Map<string, string[]>();
  for (const { type, value } of claims) {
    if (RESERVED_CLAIMS.has(type)) continue;
    (byType.get(type) ?? byType.set(type, []).get(type)!).push(value);
  }
  return Object.fromEntries([...byType].map(([type, values]) => [type, values.length === 1 ? values[0] : values]));
}

const ALGORITHM = 'HS256' as const;
const ISSUER = 'flexspace-identity';
const VERIFIED_TOKENS_KEPT = 10_000;
/**
 * How far a token's `nbf` or `iat` may lie in the future: the clocks of several server processes
 * may differ by this much. Beyond it a token is refused (it was not issued by a server with a sane
 * clock). Expiry gets no allowance: `exp` is required and holds to the second.
 */
export const CLOCK_SKEW_SECONDS = 30;

export class AccessTokenSigner {
  /** Built once: jsonwebtoken would otherwise build a key object from the string on every call. */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    /** TWO_FACTOR_REQUIRED_ROLES: `authenticate` re-checks them on every request. */
    readonly twoFactorRequiredRoles: readonly string[] = [],
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessTokenClaims): string {
    return jwt.sign(claims, this.key, { algorithm: ALGORITHM, expiresIn: this.ttlSeconds, issuer: ISSUER, jwtid: randomUUID() });
  }

  /**
   * Tokens whose signature has been checked, with their expiry: a client sends the same token with
   * every request until it expires, and its signature, issuer and claims cannot change in between.
   * Bounded (emptied when full); the expiry is checked on every use.
   */
  private readonly verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  /**
   * Verifies signature (the algorithm is pinned: `none` and others are refused), issuer and times:
   * `exp` is required and must not have passed; `nbf` and `iat`, when present, may not lie further
   * than CLOCK_SKEW_SECONDS in the future. Only a token that passes all of these is remembered.
   */
  verify(token: string): AccessTokenClaims {
    const known = this.verified.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.claims;
    try {
      const payload = jwt.verify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, ignoreNotBefore: true });
      if (
        typeof payload !== 'object' ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw new Error('malformed claims');
      }
      const latest = Date.now() / 1000 + CLOCK_SKEW_SECONDS;
      const inTheFuture = (time: unknown) => time !== undefined && !(typeof time === 'number' && time <= latest);
      if (inTheFuture(payload.nbf) || inTheFuture(payload.iat)) throw new Error('not valid yet');
      const claims = Object.freeze(payload) as unknown as AccessTokenClaims;
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new UnauthenticatedError(expired ? 'The access token has expired; refresh it.' : 'The access token is not valid.');
    }
  }
}
