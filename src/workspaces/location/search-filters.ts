import { BadInputError } from '../../kernel/errors';
import type { GeoSearchInput } from '../address/address.types';
import { atPlacePrecision, isLatitude, isLongitude } from '../address/coordinates';
import { CATALOGUE_LIMITS } from '../catalogue/catalogue-input';
import type { LocationStatus } from '../catalogue/catalogue.enums';
import type { SearchCircle } from './earth-distance';

/** The filters of a place as a request gives them (GetLocations; GetRooms on each room's location). */
export interface PlaceFilters {
  searchText?: string | null;
  geoSearch?: GeoSearchInput | null;
  state?: string | null;
}

/** The GetLocations filters as a request gives them. */
export interface LocationFilters extends PlaceFilters {
  excludeLocationsNotOnMarketplace?: boolean | null;
  ids?: string[] | null;
  workspaceIds?: string[] | null;
  amenities?: string[] | null;
  maxMarketplacePrice?: number | null;
  statuses?: LocationStatus[] | null;
  maxTokens?: number | null;
}

/** The place filters checked once: the circle at a place's precision, the text trimmed, the state code upper-cased; absent ones null. */
export interface CheckedPlaceFilters {
  circle: SearchCircle | null;
  text: string | null;
  state: string | null;
}

/** The GetLocations filters checked once, as its statement applies them (absent ones null). */
export interface CheckedLocationFilters extends CheckedPlaceFilters {
  ids: string[] | null;
  workspaceIds: string[] | null;
  amenities: string[] | null;
  maxPrice: number | null;
  statuses: LocationStatus[] | null;
  /** `maxTokens` as the most cents the price may be. */
  maxPriceForTokens: number | null;
  onMarketplaceOnly: boolean;
}

/** The place filters, checked (a 400 naming `geoSearch.*` for a circle off the earth). */
export function checkPlaceFilters(filters: PlaceFilters): CheckedPlaceFilters {
  return {
    circle: filters.geoSearch ? checkCircle(filters.geoSearch) : null,
    text: filters.searchText?.trim() || null,
    state: filters.state?.trim().toUpperCase() || null,
  };
}

/** The GetLocations filters, checked in the order their 400s take precedence: the circle, the amenities, the tokens. */
export function checkLocationFilters(filters: LocationFilters, tokenValueCents: number): CheckedLocationFilters {
  const place = checkPlaceFilters(filters);
  const amenities = checkAmenities(filters.amenities);
  const maxTokens = filters.maxTokens ?? null;
  return {
    ...place,
    ids: filters.ids ?? null,
    workspaceIds: filters.workspaceIds ?? null,
    amenities,
    maxPrice: filters.maxMarketplacePrice ?? null,
    statuses: filters.statuses ?? null,
    maxPriceForTokens: maxTokens === null ? null : maxCentsForTokens(maxTokens, tokenValueCents, 'maxTokens'),
    onMarketplaceOnly: Boolean(filters.excludeLocationsNotOnMarketplace),
  };
}

/** The searched circle, checked, at the precision of a place. */
function checkCircle(geo: GeoSearchInput): SearchCircle {
  const errors: Record<string, string[]> = {};
  if (!Number.isFinite(geo.maxMiles) || geo.maxMiles < 0) errors['geoSearch.maxMiles'] = ['Must be a number >= 0.'];
  if (!isLatitude(geo.latitude)) errors['geoSearch.latitude'] = ['Must be from -90 to 90.'];
  if (!isLongitude(geo.longitude)) errors['geoSearch.longitude'] = ['Must be from -180 to 180.'];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return { latitude: atPlacePrecision(geo.latitude), longitude: atPlacePrecision(geo.longitude), maxMiles: atPlacePrecision(geo.maxMiles) };
}

/** The amenities a place must all have, trimmed; null without any. */
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
