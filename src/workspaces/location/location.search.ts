import type { RequestContext } from '../../kernel/context';
import { BadInputError } from '../../kernel/errors';
import type { Page, PagedRequest } from '../../kernel/paging';
import type { GeoSearchInput } from '../address/address.types';
import { catalogueVisibility } from './catalogue-access';
import { isUuid } from './catalogue-input';
import type { LocationStatus } from './catalogue.enums';
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

/** A WHERE clause built from parts, with knex `?` parameters. */
export class SqlConditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): void {
    this.parts.push(sql);
    this.params.push(...params);
  }

  /** `column in (...)`; an empty list filters nothing (as an absent one); ids that are not UUIDs match nothing. */
  inIds(column: string, ids: string[] | null | undefined): void {
    if (!ids || ids.length === 0) return;
    const valid = ids.filter(isUuid);
    if (valid.length === 0) this.add('false');
    else this.add(`${column} in (${valid.map(() => '?').join(', ')})`, ...valid);
  }

  get sql(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** `like` pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The great-circle distance in miles from the point to the row's (latitude, longitude), as SQL. */
function haversineMiles(alias: string): string {
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(${alias}.latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - ?) / 2), 2)))))`;
}

export function checkGeoSearch(geo: GeoSearchInput, field = 'geoSearch'): void {
  const errors: Record<string, string[]> = {};
  if (!Number.isFinite(geo.maxMiles) || geo.maxMiles < 0) errors[`${field}.maxMiles`] = ['Must be a number >= 0.'];
  if (!Number.isFinite(geo.latitude) || Math.abs(geo.latitude) > 90) errors[`${field}.latitude`] = ['Must be from -90 to 90.'];
  if (!Number.isFinite(geo.longitude) || Math.abs(geo.longitude) > 180) errors[`${field}.longitude`] = ['Must be from -180 to 180.'];
  if (Object.keys(errors).length) throw new BadInputError(errors);
}

/**
 * The place filters of a location row `alias` (used by rooms too): geo search through the GiST
 * index on ll_to_earth (a bounding box that holds the circle), then the exact distance with a
 * 1e-9 mile tolerance so a point exactly at `maxMiles` is inside; text through the trigram index.
 */
export function addPlaceConditions(where: SqlConditions, alias: string, filters: PlaceFilters, extraTextColumn?: string): void {
  if (filters.geoSearch) {
    const g = filters.geoSearch;
    checkGeoSearch(g);
    where.add(`earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(${alias}.latitude, ${alias}.longitude)`, g.latitude, g.longitude, g.maxMiles * METERS_PER_MILE * EARTH_BOX_MARGIN + 1);
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
  const visibility = catalogueVisibility(ctx);
  if (visibility.all) return;
  const own = visibility.ownWorkspaceIds.filter(isUuid);
  if (own.length === 0) where.add(`${alias}.status = 'Active'`);
  else where.add(`(${alias}.status = 'Active' or ${alias}.workspace_id in (${own.map(() => '?').join(', ')}))`, ...own);
}

export function checkAmenities(amenities: string[] | null | undefined, field = 'amenities'): string[] | null {
  if (!amenities || amenities.length === 0) return null;
  if (amenities.length > 50) throw BadInputError.field(field, 'At most 50 amenities.');
  return amenities.map((a) => a.trim());
}

/** Token filters: ceil(cents / value) <= n  <=>  cents <= n * value. */
export function maxCentsForTokens(tokens: number, tokenValueCents: number, field: string): number {
  if (!Number.isFinite(tokens) || !Number.isInteger(tokens) || tokens < 0) throw BadInputError.field(field, 'Must be a whole number >= 0.');
  return Math.min(tokens * tokenValueCents, Number.MAX_SAFE_INTEGER);
}

/**
 * Runs `select id, count(*) over ()` with the page's limit and offset in the stable order, then
 * loads the entities: two statements whatever the page size (three when the page is past the end).
 */
export async function pageOfIds(ctx: RequestContext, table: string, alias: string, joins: string, where: SqlConditions, page: PagedRequest): Promise<{ ids: string[]; totalCount: number }> {
  const connection = ctx.em.getConnection();
  const rows = (await connection.execute(
    `select ${alias}.id, count(*) over () as total_count from "${table}" ${alias} ${joins} ${where.sql} order by ${alias}.date_created desc, ${alias}.id desc limit ? offset ?`,
    [...where.params, page.limit, page.offset],
  )) as { id: string; total_count: string | number | bigint }[];
  let totalCount = rows.length ? Number(rows[0].total_count) : 0;
  if (rows.length === 0 && page.offset > 0) {
    const [count] = (await connection.execute(`select count(*) as total_count from "${table}" ${alias} ${joins} ${where.sql}`, where.params)) as { total_count: string | number | bigint }[];
    totalCount = Number(count.total_count);
  }
  return { ids: rows.map((row) => String(row.id)), totalCount };
}

export async function findLocationPage(ctx: RequestContext, filters: LocationFilters, page: PagedRequest): Promise<Page<Location>> {
  const where = new SqlConditions();
  addVisibility(ctx, where, 'l');
  where.inIds('l.id', filters.ids);
  where.inIds('l.workspace_id', filters.workspaceIds);
  addPlaceConditions(where, 'l', filters);
  const amenities = checkAmenities(filters.amenities);
  if (amenities) where.add('l.amenities @> ?::jsonb', JSON.stringify(amenities));
  if (filters.maxMarketplacePrice !== null && filters.maxMarketplacePrice !== undefined) where.add('coalesce(l.marketplace_price, l.price) <= ?', filters.maxMarketplacePrice);
  if (filters.statuses && filters.statuses.length > 0) where.add(`l.status in (${filters.statuses.map(() => '?').join(', ')})`, ...filters.statuses);
  if (filters.maxTokens !== null && filters.maxTokens !== undefined) where.add('coalesce(l.marketplace_price, l.price) <= ?', maxCentsForTokens(filters.maxTokens, ctx.settings.tokenValueCents, 'maxTokens'));
  if (filters.excludeLocationsNotOnMarketplace) where.add('l.marketplace_price is not null');

  const { ids, totalCount } = await pageOfIds(ctx, 'location', 'l', '', where, page);
  const found = ids.length ? await ctx.em.find(Location, { id: { $in: ids } }) : [];
  const byId = new Map(found.map((l) => [l.id, l]));
  return { data: ids.map((id) => byId.get(id)).filter((l): l is Location => Boolean(l)), pagedRequest: page, totalCount };
}
