import { isCents } from '../../kernel/money';

/**
 * Token costs (docs/decisions.md#token-cost): one token is worth `tokenValueCents`; a cost is the marketplace price
 * when there is one, else the plain price, divided by the token value and rounded up. Amounts are
 * whole cents held in JavaScript numbers (exact up to 2^53 - 1); the division is done on integers
 * so rounding up is exact at any size.
 */

export interface RoomPrices {
  pricePerHour: number;
  marketplacePricePerHour?: number | null;
  pricePerDay?: number | null;
  marketplacePricePerDay?: number | null;
}

/** Tokens for a price: ceil((marketplacePrice ?? price) / tokenValue). */
export function tokenCost(priceCents: number, marketplacePriceCents: number | null | undefined, tokenValueCents: number): number {
  const cents = marketplacePriceCents ?? priceCents;
  assertCents(cents, 'price');
  if (!Number.isSafeInteger(tokenValueCents) || tokenValueCents <= 0) {
    throw new RangeError(`The token value must be a positive whole number of cents, got ${tokenValueCents}`);
  }
  const value = BigInt(tokenValueCents);
  return Number((BigInt(cents) + value - 1n) / value);
}

/** Tokens per hour of a room. */
export function roomTokenCostPerHour(room: RoomPrices, tokenValueCents: number): number {
  return tokenCost(room.pricePerHour, room.marketplacePricePerHour, tokenValueCents);
}

/** Tokens per day of a room, or null when it has neither a daily price nor a marketplace daily price. */
export function roomTokenCostPerDay(room: RoomPrices, tokenValueCents: number): number | null {
  const daily = room.marketplacePricePerDay ?? room.pricePerDay;
  return daily === null || daily === undefined ? null : tokenCost(daily, null, tokenValueCents);
}

/** The largest value of the documented int32 token fields. */
export const MAX_INT32_TOKENS = 2_147_483_647;

/**
 * A token cost as the int32 fields carry it (`tokenCost`, `tokenCostPerHour`, `tokenCostPerDay`):
 * prices are int64 cents, so a price above 2^31 - 1 tokens shows the largest int32 instead of failing
 * the whole answer. Filters (`maxTokens`) compare the exact cost.
 */
export function asInt32Tokens<T extends number | null>(tokens: T): T {
  return (tokens === null ? tokens : Math.min(tokens, MAX_INT32_TOKENS)) as T;
}

function assertCents(value: number, name: string): void {
  if (!isCents(value)) {
    throw new RangeError(`The ${name} must be a non-negative whole number of cents, got ${value}`);
  }
}
