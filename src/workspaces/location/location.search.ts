import type { RequestContext } from '../../kernel/context';
import { BadInputError } from '../../kernel/errors';
import type { Page, PagedRequest } from '../../kernel/paging';
import type { GeoSearchInput } from '../address/address.types';
import { atPlacePrecision, isLatitude, isLongitude } from '../address/coordinates';
import { pageOfRecords, type ListQuery } from '../../kernel/records';
import { containsPattern, sql, SqlConditions } from '../../kernel/sql';
import { locationVisibility } from '../catalogue/catalogue-access';
import { CATALOGUE_LIMITS } from '../catalogue/catalogue-input';
import { LOCATION } from './location.loaders';
import type { LocationStatus } from '../catalogue/catalogue.enums';
import { Location } from './location.entity';

/** Mean Earth radius in statute miles (IUGG: 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;
const METERS_PER_MILE = 1609.344;
/** earthdistance's earth() radius is 6378168 m; the box must hold every point within the great circle. */
const EARTH_BOX_MARGIN = (6378168 / (EARTH_RADIUS_MILES * METERS_PER_MILE)) * 1.001;

export interface PlaceFilters {
  searchText?: string | null;
  geoSearch?: GeoSearchInput | null;
  state?: string | null;
}

export interface LocationFilters extends PlaceFilters {
  excludeLocationsNotOnMarketplace?: boolean | null;
  ids?: string[] | null;
  workspaceIds?: string[] | null;
  amenities?: string[] | null;
  maxMarketplacePrice?: number | null;
  statuses?: LocationStatus[] | null;
  maxTokens?: number | null;
}

/** The great-circle distance in miles from the point to the row's (latitude, longitude), as SQL. */
function haversineMiles(alias: string): string {
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(${alias}.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - ?) / 2), 2)))))`;
}

/** The searched circle, checked, at the precision of a place. */
function readGeoSearch(geo: GeoSearchInput, field = 'geoSearch'): GeoSearchInput {
  const errors: Record<string, string[]> = {};
  if (!Number.isFinite(geo.maxMiles) || geo.maxMiles < 0) errors[`${field}.maxMiles`] = ['Must be a number >= 0.'];
  if (!isLatitude(geo.latitude)) errors[`${field}.latitude`] = ['Must be from -90 to 90.'];
  if (!isLongitude(geo.longitude)) errors[`${field}.longitude`] = ['Must be from -180 to 180.'];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return { latitude: atPlacePrecision(geo.latitude), longitude: atPlacePrecision(geo.longitude), maxMiles: atPlacePrecision(geo.maxMiles) };
}

/**
 * The place filters of a location row `alias` (used by rooms too): geo search through the GiST
 * index on ll_to_earth (a bounding box that holds the circle), then the exact distance with a
 * 1e-9 mile tolerance so a point exactly at `maxMiles` is inside; text through the trigram index.
 */
export function addPlaceConditions(where: SqlConditions, alias: string, filters: PlaceFilters, extraTextColumn?: string): void {
  if (filters.geoSearch) {
    const g = readGeoSearch(filters.geoSearch);
    // Half the circumference covers the whole earth: a larger radius (1e308) would overflow the box.
    const boxMiles = Math.min(g.maxMiles, 12_500);
    where.add(
      `earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(${alias}.latitude, ${alias}.longitude)`,
      g.latitude,
      g.longitude,
      boxMiles * METERS_PER_MILE * EARTH_BOX_MARGIN + 1,
    );
    where.add(`${haversineMiles(alias)} <= ?`, g.latitude, g.latitude, g.longitude, g.maxMiles + 1e-9);
  }
  const text = filters.searchText?.trim();
  if (text) {
    const pattern = containsPattern(text);
    if (extraTextColumn) where.add(`(${alias}.search_text like ? or ${extraTextColumn} like ?)`, pattern, pattern);
    else where.add(`${alias}.search_text like ?`, pattern);
  }
  const state = filters.state?.trim();
  if (state) where.add(`${alias}.state_code = ?`, state.toUpperCase());
}

/** Operators see their own inactive places; the Platform Admin everything; others active ones. */
export function addVisibility(ctx: RequestContext, where: SqlConditions, alias: string): void {
  where.addFragment(locationVisibility(ctx, alias));
}

export function checkAmenities(amenities: string[] | null | undefined, field = 'amenities'): string[] | null {
  if (!amenities || amenities.length === 0) return null;
  // as many as a location or room may have
  if (amenities.length > CATALOGUE_LIMITS.listItems) throw BadInputError.field(field, `At most ${CATALOGUE_LIMITS.listItems} amenities.`);
  return amenities.map((a) => a.trim());
}

/** Token filters: ceil(cents / value) <= n  <=>  cents <= n * value. */
export function maxCentsForTokens(tokens: number, tokenValueCents: number, field: string): number {
  if (!Number.isFinite(tokens) || !Number.isInteger(tokens) || tokens < 0) throw BadInputError.field(field, 'Must be a whole number >= 0.');
  return Math.min(tokens * tokenValueCents, Number.MAX_SAFE_INTEGER);
}

export async function findLocationPage(ctx: RequestContext, filters: LocationFilters, page: PagedRequest): Promise<Page<Location>> {
  const query = locationListQuery(ctx, filters);
  const result = await pageOfRecords(ctx, LOCATION, query, page);
  for (const [location, miles] of result.distances) distanceOfSearch.set(location, miles);
  return result;
}

/**
 * The GetLocations read: every filter combined; newest first, or with `geoSearch` nearest first
 * (ties by id), the distance read once per row (it is also what `Location.distanceMiles` shows).
 */
export function locationListQuery(ctx: RequestContext, filters: LocationFilters): ListQuery {
  const where = new SqlConditions();
  addVisibility(ctx, where, 'l');
  where.inIds('l.id', filters.ids);
  where.inIds('l.workspace_id', filters.workspaceIds);
  addPlaceConditions(where, 'l', filters);
  const amenities = checkAmenities(filters.amenities);
  if (amenities) where.add('l.amenities @> ?::jsonb', JSON.stringify(amenities));
  if (filters.maxMarketplacePrice !== null && filters.maxMarketplacePrice !== undefined)
    where.add('coalesce(l.marketplace_price, l.price) <= ?', filters.maxMarketplacePrice);
  where.inValues('l.status', filters.statuses);
  if (filters.maxTokens !== null && filters.maxTokens !== undefined)
    where.add(
      'coalesce(l.marketplace_price, l.price) <= ?',
      maxCentsForTokens(filters.maxTokens, ctx.settings.tokenValueCents, 'maxTokens'),
    );
  if (filters.excludeLocationsNotOnMarketplace) where.add('l.marketplace_price is not null');
  if (!filters.geoSearch) return { alias: 'l', where };
  const g = readGeoSearch(filters.geoSearch);
  return {
    alias: 'l',
    where,
    distance: sql(haversineMiles('l'), g.latitude, g.latitude, g.longitude),
    order: sql('x_distance asc, l.id asc'),
  };
}

/** Miles from the searched point of each location a geo search returned (Location.distanceMiles). */
export const distanceOfSearch = new WeakMap<Location, number>();
