import { createHash, randomBytes } from 'node:crypto';

/** A random secret (refresh token, API key): 256 bits, URL-safe. */
export function newOpaqueSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy secret: enough to store it, since it cannot be guessed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
