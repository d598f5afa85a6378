import { createHash, createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

const RESET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read from a mail and typed
export const RESET_CODE_LENGTH = 12; // 32^12 = 2^60 possibilities

/** A password-reset (or setup) code: 12 characters, about 60 bits of randomness. */
export function newResetCode(): string {
  let code = '';
  for (let i = 0; i < RESET_CODE_LENGTH; i++) code += RESET_ALPHABET[randomInt(RESET_ALPHABET.length)];
  return code;
}

/** A two-factor code: 6 digits. */
export function newTwoFactorCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code, bound to its purpose and user so that a copied hash is useless for
 * another row. With `key` (two-factor codes, which have only 6 digits) it is an HMAC, so a copy of
 * the table alone does not give the codes away by trying all million; reset codes (about 60 bits)
 * are a plain SHA-256, as `issuePasswordSetupCode(em, user)` has no settings at hand.
 */
export function hashCode(code: string, userId: string, purpose: string, key?: Buffer): string {
  const data = `${purpose}:${userId}:${normalizeCode(code)}`;
  return (key ? createHmac('sha256', key) : createHash('sha256')).update(data).digest('base64url');
}

export function codeMatches(code: string, userId: string, purpose: string, storedHash: string, key?: Buffer): boolean {
  const a = Buffer.from(hashCode(code, userId, purpose, key));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The HMAC key of two-factor codes, derived from JWT_SECRET with HKDF (its own salt and info). */
export function twoFactorCodeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'flexspace/two-factor/salt', 'flexspace/two-factor/hmac-sha256', 32));
}

/** Codes are compared ignoring case, spaces and dashes (as typed from a mail). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
