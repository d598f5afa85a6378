import { sql, type SqlFragment } from '../../kernel/sql';
import type { Geo } from '../address/geo';

/** A searched circle of the earth: its centre and its radius in statute miles. */
export interface SearchCircle extends Geo {
  maxMiles: number;
}

/** Mean Earth radius in statute miles (IUGG: 6371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613;
const METERS_PER_MILE = 1609.344;
/** earthdistance's earth() radius is 6378168 m; the box must hold every point within the great circle. */
const EARTH_BOX_MARGIN = (6378168 / (EARTH_RADIUS_MILES * METERS_PER_MILE)) * 1.001;
/** Half the circumference covers the whole earth: a larger radius (1e308) would overflow the box. */
const HALF_CIRCUMFERENCE_MILES = 12_500;

/** The great-circle (haversine) distance in miles from `point` to the (latitude, longitude) of the row `alias`, as SQL. */
export function milesFrom(point: Geo, alias: string): SqlFragment {
  return sql(
    `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(${alias}.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - ?) / 2), 2)))))`,
    point.latitude,
    point.latitude,
    point.longitude,
  );
}

/**
 * The rows of `alias` inside the circle, as two conditions: a box that holds the circle, which the
 * GiST index on ll_to_earth answers (`circleBox`), then the exact distance with a 1e-9 mile
 * tolerance, so that a point exactly at `maxMiles` is inside (`withinCircle`).
 */
export function insideCircle(circle: SearchCircle, alias: string): SqlFragment[] {
  return [circleBox(circle, alias), withinCircle(circle, alias)];
}

/** A box that holds the circle, as a condition on the row `alias` that the GiST index on ll_to_earth answers. */
export function circleBox(circle: SearchCircle, alias: string): SqlFragment {
  const boxMiles = Math.min(circle.maxMiles, HALF_CIRCUMFERENCE_MILES);
  return sql(
    `earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(${alias}.latitude, ${alias}.longitude)`,
    circle.latitude,
    circle.longitude,
    boxMiles * METERS_PER_MILE * EARTH_BOX_MARGIN + 1,
  );
}

/** The exact great-circle distance of the row `alias` within the circle's radius (1e-9 mile tolerance). */
export function withinCircle(circle: SearchCircle, alias: string): SqlFragment {
  const distance = milesFrom(circle, alias);
  return sql(`${distance.sql} <= ?`, ...distance.params, circle.maxMiles + 1e-9);
}

/**
 * The distance from `point` that the GiST index on ll_to_earth returns rows in, nearest first (the
 * chord through the earth between the two points): it grows with the great-circle distance, so it
 * orders the rows as `milesFrom` does, but in the index's own arithmetic.
 */
export function indexDistanceFrom(point: Geo, alias: string): SqlFragment {
  return sql(`ll_to_earth(${alias}.latitude, ${alias}.longitude) <-> ll_to_earth(?, ?)`, point.latitude, point.longitude);
}
