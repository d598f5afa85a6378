import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The check of a configured secret a caller sends (METRICS_TOKEN, ROUTER_SECRET): compared in
 * constant time, as SHA-256 digests so that the lengths always match.
 */
export function sharedSecret(expected: string): (given: string | undefined) => boolean {
  const wanted = digest(expected);
  return (given) => given !== undefined && timingSafeEqual(digest(given), wanted);
}
