import { geocodeAddress } from '../../../src/workspaces/address/gazetteer';
import { timeZoneAt } from '../../../src/workspaces/address/time-zone';

describe('timeZoneAt', () => {
  it.each([
    ['New York', 40.7128, -74.006, 'America/New_York'],
    ['Chicago', 41.8781, -87.6298, 'America/Chicago'],
    ['Denver', 39.7392, -104.9903, 'America/Denver'],
    ['Phoenix', 33.4484, -112.074, 'America/Phoenix'],
    ['Los Angeles', 34.0522, -118.2437, 'America/Los_Angeles'],
    ['Honolulu', 21.3069, -157.8583, 'Pacific/Honolulu'],
    ['Anchorage', 61.2181, -149.9003, 'America/Anchorage'],
    ['Indianapolis', 39.7684, -86.1581, 'America/Indiana/Indianapolis'],
    ['San Juan', 18.4655, -66.1057, 'America/Puerto_Rico'],
  ])('finds the zone of %s', (_, latitude, longitude, zone) => {
    expect(timeZoneAt(latitude, longitude)).toBe(zone);
  });

  it('answers a fixed-offset zone at sea', () => {
    expect(timeZoneAt(35, -140)).toBe('Etc/GMT+9');
  });

  it('finds the zone of a geocoded ZIP code', () => {
    const phoenix = geocodeAddress({ zipCode: '85004' })!;
    expect(timeZoneAt(phoenix.latitude, phoenix.longitude)).toBe('America/Phoenix');
    const austin = geocodeAddress({ city: 'Austin', state: 'TX' })!;
    expect(timeZoneAt(austin.latitude, austin.longitude)).toBe('America/Chicago');
  });

  it.each([
    [91, 0],
    [-90.5, 0],
    [0, 180.1],
    [Number.NaN, 0],
    [0, Number.POSITIVE_INFINITY],
  ])('rejects coordinates out of range (%p, %p)', (latitude, longitude) => {
    expect(() => timeZoneAt(latitude, longitude)).toThrow(RangeError);
  });
});
