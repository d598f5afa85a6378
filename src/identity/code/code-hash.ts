import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

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
 * The stored form of a code: SHA-256 over the code's row-specific context (purpose and user), so a
 * copied hash is useless for another row. Two-factor codes (6 digits) are only guessable online,
 * and 5 wrong tries burn one; reset codes have 60 bits.
 */
export function hashCode(code: string, userId: string, purpose: string): string {
  return createHash('sha256').update(`${purpose}:${userId}:${normalizeCode(code)}`).digest('base64url');
}

export function codeMatches(code: string, userId: string, purpose: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(code, userId, purpose));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Codes are compared ignoring case, spaces and dashes (as typed from a mail). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
