/** Money is whole cents, never negative (a price, a token's value); the largest safe integer at most. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
