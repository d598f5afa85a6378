/**
 * The GetLocations statement (docs/decisions.md#catalogue-search): every filter in ONE statement
 * under the caller's visibility (`pageOfVisible`), newest first, or with `geoSearch` nearest first.
 */
import type { RequestContext } from '../../kernel/context';
import type { Page, PageRead } from '../../kernel/paging';
import { pageOfVisible, visibleListQuery, type ListQuery, type ListShape } from '../../kernel/records';
import { containsPattern, sql, type SqlConditions } from '../../kernel/sql';
import { circleBox, indexDistanceFrom, insideCircle, milesFrom, withinCircle } from './earth-distance';
import type { Location } from './location.entity';
import { LOCATION } from './location.loaders';
import { checkLocationFilters, type CheckedLocationFilters, type CheckedPlaceFilters, type LocationFilters } from './search-filters';

/** The filters `locationListQuery` takes (bench/search.ts names them from here). */
export type { LocationFilters };

/** A location of a GetLocations page; found by a geo search, it carries its miles from the searched point (`kernel/row-mapper.ts`). */
export type FoundLocation = Location & { distanceMiles?: number };

/**
 * The place filters on a location row `alias` (GetRooms applies them to each room's location): the
 * circle through the GiST index, the text through the trigram index (also in `extraTextColumn`), the state.
 */
export function addPlaceConditions(where: SqlConditions, alias: string, place: CheckedPlaceFilters, extraTextColumn?: string): void {
  if (place.circle) for (const condition of insideCircle(place.circle, alias)) where.addFragment(condition);
  if (place.text) {
    const pattern = containsPattern(place.text);
    if (extraTextColumn) where.add(`(${alias}.search_text like ? or ${extraTextColumn} like ?)`, pattern, pattern);
    else where.add(`${alias}.search_text like ?`, pattern);
  }
  if (place.state) where.add(`${alias}.state_code = ?`, place.state);
}

/** The GetLocations filters on the location row `l` (test/workspaces/catalogue/graph.test.ts finds the statement by it). */
function addLocationConditions(where: SqlConditions, filters: CheckedLocationFilters): void {
  where.inIds('l.id', filters.ids);
  where.inIds('l.workspace_id', filters.workspaceIds);
  // The circle's box here; its exact radius is the list's `nearest.within` (`locationList`).
  if (filters.circle) where.addFragment(circleBox(filters.circle, 'l'));
  addPlaceConditions(where, 'l', { ...filters, circle: null });
  if (filters.amenities) where.add('l.amenities @> ?::jsonb', JSON.stringify(filters.amenities));
  if (filters.maxPrice !== null) where.add('coalesce(l.marketplace_price, l.price) <= ?', filters.maxPrice);
  where.inValues('l.status', filters.statuses);
  if (filters.maxPriceForTokens !== null) where.add('coalesce(l.marketplace_price, l.price) <= ?', filters.maxPriceForTokens);
  if (filters.onMarketplaceOnly) where.add('l.marketplace_price is not null');
}

/**
 * Newest first (the type's order), or with a circle nearest first (ties by id): the index walked in
 * distance order, the exact distance read for the rows it returns (docs/decisions.md#nearest-first).
 */
function locationList(filters: CheckedLocationFilters): ListShape {
  if (!filters.circle) return { alias: 'l' };
  return {
    alias: 'l',
    distance: milesFrom(filters.circle, 'l'),
    order: sql('distance_miles asc, l.id asc'),
    nearest: { order: indexDistanceFrom(filters.circle, 'l'), within: withinCircle(filters.circle, 'l') },
  };
}

/** The GetLocations query for these filters as a request gives them: what `findLocationPage` reads (bench/search.ts EXPLAINs it). */
export function locationListQuery(ctx: RequestContext, filters: LocationFilters): ListQuery {
  const checked = checkLocationFilters(filters, ctx.settings.tokenValueCents);
  return visibleListQuery(ctx, LOCATION, locationList(checked), (where) => addLocationConditions(where, checked));
}

/** A page of GetLocations, for filters checked once (`checkLocationFilters`) after the page. */
export async function findLocationPage(ctx: RequestContext, filters: CheckedLocationFilters, page: PageRead): Promise<Page<FoundLocation>> {
  return pageOfVisible(ctx, LOCATION, locationList(filters), page, (where) => addLocationConditions(where, filters));
}
