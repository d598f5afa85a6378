import { roomTokenCostPerDay, roomTokenCostPerHour, tokenCost } from '../../../src/workspaces/catalogue/token-cost';

const TOKEN = 1000;

describe('tokenCost', () => {
  it('rounds the price in tokens up', () => {
    expect(tokenCost(0, null, TOKEN)).toBe(0);
    expect(tokenCost(1, null, TOKEN)).toBe(1);
    expect(tokenCost(999, null, TOKEN)).toBe(1);
    expect(tokenCost(1000, null, TOKEN)).toBe(1);
    expect(tokenCost(1001, null, TOKEN)).toBe(2);
    expect(tokenCost(2500, undefined, TOKEN)).toBe(3);
  });

  it('uses the marketplace price when there is one, even when it is zero', () => {
    expect(tokenCost(5000, 2500, TOKEN)).toBe(3);
    expect(tokenCost(5000, 0, TOKEN)).toBe(0);
    expect(tokenCost(1000, 9000, TOKEN)).toBe(9);
  });

  it('follows the token value', () => {
    expect(tokenCost(2500, null, 500)).toBe(5);
    expect(tokenCost(2501, null, 500)).toBe(6);
    expect(tokenCost(7, null, 1)).toBe(7);
  });

  it('is exact for the largest safe amounts', () => {
    expect(tokenCost(Number.MAX_SAFE_INTEGER, null, TOKEN)).toBe(9007199254741);
    expect(tokenCost(9007199254740000, null, TOKEN)).toBe(9007199254740);
    expect(tokenCost(9007199254740001, null, TOKEN)).toBe(9007199254741);
  });

  it.each([
    [-1, null, TOKEN],
    [10.5, null, TOKEN],
    [1000, -5, TOKEN],
    [1000, null, 0],
    [1000, null, -1000],
    [1000, null, 2.5],
    [Number.MAX_SAFE_INTEGER + 1, null, TOKEN],
  ])('rejects price %p, marketplace price %p, token value %p', (price, marketplacePrice, tokenValue) => {
    expect(() => tokenCost(price, marketplacePrice, tokenValue)).toThrow(RangeError);
  });
});

describe('room token costs', () => {
  it('charges per hour from the marketplace hourly price, else the hourly price', () => {
    expect(roomTokenCostPerHour({ pricePerHour: 1500 }, TOKEN)).toBe(2);
    expect(roomTokenCostPerHour({ pricePerHour: 1500, marketplacePricePerHour: null }, TOKEN)).toBe(2);
    expect(roomTokenCostPerHour({ pricePerHour: 1500, marketplacePricePerHour: 3200 }, TOKEN)).toBe(4);
  });

  it('charges per day from the marketplace daily price, else the daily price, else nothing', () => {
    expect(roomTokenCostPerDay({ pricePerHour: 1500, pricePerDay: 8000 }, TOKEN)).toBe(8);
    expect(roomTokenCostPerDay({ pricePerHour: 1500, pricePerDay: 8000, marketplacePricePerDay: 9500 }, TOKEN)).toBe(10);
    expect(roomTokenCostPerDay({ pricePerHour: 1500, pricePerDay: null, marketplacePricePerDay: 9500 }, TOKEN)).toBe(10);
    expect(roomTokenCostPerDay({ pricePerHour: 1500, pricePerDay: null, marketplacePricePerDay: null }, TOKEN)).toBeNull();
    expect(roomTokenCostPerDay({ pricePerHour: 1500 }, TOKEN)).toBeNull();
  });
});
