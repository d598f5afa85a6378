import { isLatitude, isLongitude } from './coordinates';

/**
 * The IANA time zone at a point, from the time zone boundaries bundled with `geo-tz` (its default
 * data set, which keeps the zones that differ since 1970). Synchronous: `find` reads the boundary
 * tile it needs from disk once and keeps it in memory; a lookup then takes microseconds. Where
 * boundaries overlap (disputed areas) the first zone is taken; at sea the answer is a fixed
 * `Etc/GMT±N` zone. `geo-tz` loads with the first lookup: a start does not pay for it.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  if (!isLatitude(latitude)) {
    throw new RangeError(`Latitude must be between -90 and 90, got ${latitude}`);
  }
  if (!isLongitude(longitude)) {
    throw new RangeError(`Longitude must be between -180 and 180, got ${longitude}`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  const { find } = require('geo-tz') as typeof import('geo-tz');
  const [zone] = find(latitude, longitude);
  if (!zone) throw new Error(`No time zone found at ${latitude}, ${longitude}`);
  return zone;
}
