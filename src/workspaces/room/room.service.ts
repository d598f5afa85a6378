import type { RequestContext } from '../../kernel/context';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import { insertOrUpdate } from '../../kernel/insert-or-update';
import { checkPage, type Page, type PagedRequest } from '../../kernel/paging';
import type { GeoSearchInput } from '../address/address.types';
import { assertWorkspaceAdmin, canSeeLocation } from '../catalogue/catalogue-access';
import { CATALOGUE_LIMITS, InputChecker } from '../catalogue/catalogue-input';
import { isUuid } from '../../kernel/uuid';
import { Location } from '../location/location.entity';
import { searchTextOf } from '../location/location.service';
import { pageOfRecords } from '../../kernel/records';
import { SqlConditions } from '../../kernel/sql';
import { addPlaceConditions, addVisibility, checkAmenities, maxCentsForTokens } from '../location/location.search';
import { ROOM } from './room.loaders';
import { Room } from './room.entity';

/** The UpsertRoom request fields (what the graph's UpsertRoomInput carries). */
export interface UpsertRoomFields {
  locationId: string;
  name: string;
  pricePerHour: number;
  pricePerDay?: number | null;
  marketplacePricePerHour?: number | null;
  marketplacePricePerDay?: number | null;
  quantity: number;
  amenities: string[];
  capacity: number;
  maxReservationMinutes: number;
  pictureUrls: string[];
  autoApproveReservations: boolean;
}

export interface RoomFilters {
  excludeRoomsNotOnMarketplace?: boolean | null;
  ids?: string[] | null;
  locationIds?: string[] | null;
  searchText?: string | null;
  geoSearch?: GeoSearchInput | null;
  state?: string | null;
  amenities?: string[] | null;
  minimumCapacity?: number | null;
  maxMarketplacePricePerHour?: number | null;
  maxTokensPerHour?: number | null;
}

/**
 * Creates or updates a room: the one with `id` when given, else the one of the same location with
 * the same name, else a new one. Only the Admin of the location's workspace (or the Platform Admin)
 * may call it; a room may move only to another location its caller administers. Uses `ctx.em`
 * only (safe inside the onboarding's approval transaction); it flushes.
 */
export async function upsertRoom(ctx: RequestContext, input: UpsertRoomFields, id?: string | null): Promise<Room> {
  const em = ctx.em;
  let room: Room | null = null;
  if (id !== undefined && id !== null && id !== '') {
    room = isUuid(id) ? await em.findOne(Room, { id }) : null;
    const current = room ? await em.findOne(Location, { id: room.locationId }) : null;
    if (!room || !current || !canSeeLocation(ctx, current)) throw new NotFoundError('Room', id);
    assertWorkspaceAdmin(ctx, current.workspaceId);
  }
  const location = isUuid(input.locationId) ? await em.findOne(Location, { id: input.locationId }) : null;
  if (!location || !canSeeLocation(ctx, location)) throw new NotFoundError('Location', String(input.locationId));
  assertWorkspaceAdmin(ctx, location.workspaceId);

  const fields = checkRoomFields(input);
  if (!room) room = await em.findOne(Room, { locationId: location.id, name: fields.name });
  else if (fields.name !== room.name || location.id !== room.locationId) {
    const clash = await em.findOne(Room, { locationId: location.id, name: fields.name, id: { $ne: room.id } });
    if (clash) throw new ConflictError(`The location already has a room named "${fields.name}".`, { field: 'name' });
  }
  const values = { ...fields, locationId: location.id, searchText: searchTextOf([fields.name]) };
  // Nothing of that name was found, but a concurrent request may be creating it right now: the
  // insert updates that one instead, so every caller gets the one room.
  if (!room) return insertOrUpdate(em, Object.assign(new Room(), values), ['locationId', 'name']);
  Object.assign(room, values);
  await em.flush();
  return room;
}

/** GetRooms: the room filters plus the place filters on each room's location; visibility follows the location. */
export async function listRooms(
  ctx: RequestContext,
  input: RoomFilters & { offset?: number; limit?: number },
  countMatches = true,
): Promise<Page<Room>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit, countMatches);
  return findRoomPage(ctx, input, page);
}

/** A room whose location the caller may see, with that location; else 404. */
export async function getVisibleRoom(ctx: RequestContext, id: string): Promise<{ room: Room; location: Location }> {
  const room = isUuid(id) ? await ctx.em.findOne(Room, { id }) : null;
  const location = room ? await ctx.em.findOne(Location, { id: room.locationId }) : null;
  if (!room || !location || !canSeeLocation(ctx, location)) throw new NotFoundError('Room', id);
  return { room, location };
}

async function findRoomPage(ctx: RequestContext, filters: RoomFilters, page: PagedRequest): Promise<Page<Room>> {
  const where = new SqlConditions();
  addVisibility(ctx, where, 'l');
  where.inIds('r.id', filters.ids);
  where.inIds('r.location_id', filters.locationIds);
  addPlaceConditions(where, 'l', filters, 'r.search_text');
  const amenities = checkAmenities(filters.amenities);
  if (amenities) where.add('r.amenities @> ?::jsonb', JSON.stringify(amenities));
  if (filters.minimumCapacity !== null && filters.minimumCapacity !== undefined) where.add('r.capacity >= ?', filters.minimumCapacity);
  if (filters.maxMarketplacePricePerHour !== null && filters.maxMarketplacePricePerHour !== undefined) {
    where.add('coalesce(r.marketplace_price_per_hour, r.price_per_hour) <= ?', filters.maxMarketplacePricePerHour);
  }
  if (filters.maxTokensPerHour !== null && filters.maxTokensPerHour !== undefined) {
    where.add(
      'coalesce(r.marketplace_price_per_hour, r.price_per_hour) <= ?',
      maxCentsForTokens(filters.maxTokensPerHour, ctx.settings.tokenValueCents, 'maxTokensPerHour'),
    );
  }
  if (filters.excludeRoomsNotOnMarketplace) where.add('r.marketplace_price_per_hour is not null');

  return pageOfRecords(ctx, ROOM, { alias: 'r', join: 'join "location" l on l.id = r.location_id', where }, page);
}

function checkRoomFields(input: UpsertRoomFields) {
  const check = new InputChecker();
  const fields = {
    name: check.text('name', input.name, { required: true, max: CATALOGUE_LIMITS.name }),
    pricePerHour: check.cents('pricePerHour', input.pricePerHour),
    pricePerDay: check.optionalCents('pricePerDay', input.pricePerDay),
    marketplacePricePerHour: check.optionalCents('marketplacePricePerHour', input.marketplacePricePerHour),
    marketplacePricePerDay: check.optionalCents('marketplacePricePerDay', input.marketplacePricePerDay),
    quantity: check.wholeNumber('quantity', input.quantity, 1),
    amenities: check.strings('amenities', input.amenities),
    capacity: check.wholeNumber('capacity', input.capacity, 1),
    maxReservationMinutes: check.wholeNumber('maxReservationMinutes', input.maxReservationMinutes, 1),
    pictureUrls: check.strings('pictureUrls', input.pictureUrls),
    autoApproveReservations: input.autoApproveReservations,
  };
  if (typeof input.autoApproveReservations !== 'boolean') check.add('autoApproveReservations', 'Must be true or false.');
  check.throwIfAny();
  return fields;
}
