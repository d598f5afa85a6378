/** Money is whole cents, never negative (a price, a token's value); the largest safe integer at most. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The cents rule as the errors say it. */
export const CENTS_RULE = 'Must be a whole number of cents >= 0.';
