import { emitEvent, type WebhookEvent } from '../../kernel/webhooks/webhook-events';
import { ROOM_CREATED, ROOM_UPDATED } from '../catalogue/catalogue.webhook-events';
import type { RequestContext } from '../../kernel/context';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import { insertOrUpdate } from '../../kernel/insert-or-update';
import { checkPage, type Page, type PageRead } from '../../kernel/paging';
import type { GeoSearchInput } from '../address/address.types';
import { assertWorkspaceAdmin } from '../catalogue/catalogue-access';
import { CATALOGUE_LIMITS, InputChecker } from '../catalogue/catalogue-input';
import type { Location } from '../location/location.entity';
import { LOCATION } from '../location/location.loaders';
import { getVisibleLocation, searchTextOf } from '../location/location.service';
import { pageOfVisible, visibleRecordById } from '../../kernel/records';
import { addPlaceConditions } from '../location/location.search';
import { checkAmenities, checkPlaceFilters, maxCentsForTokens } from '../location/search-filters';
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
    // Visibility by the read path's rule, then the entity to write.
    const seen = await getVisibleRoom(ctx, id);
    assertWorkspaceAdmin(ctx, seen.location.workspaceId);
    room = await em.findOne(Room, { id: seen.room.id });
    if (!room) throw new NotFoundError('Room', id);
  }
  const location = await getVisibleLocation(ctx, String(input.locationId));
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
  if (!room) {
    const written = await insertOrUpdate(em, Object.assign(new Room(), values), ['locationId', 'name']);
    await emitRoomEvent(ctx, ROOM_CREATED, written, location.workspaceId);
    return written;
  }
  Object.assign(room, values);
  await em.flush();
  await emitRoomEvent(ctx, ROOM_UPDATED, room, location.workspaceId);
  return room;
}

/** A room's webhook event, to its workspace's tenant (docs/decisions.md#webhooks). */
function emitRoomEvent(ctx: RequestContext, event: WebhookEvent, room: Room, workspaceId: string): Promise<void> {
  return emitEvent(ctx, event, workspaceId, { roomId: room.id, locationId: room.locationId, workspaceId, name: room.name });
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

/** A room whose location the caller may see, with that location, both read under their types' rules; else 404. */
export async function getVisibleRoom(ctx: RequestContext, id: string): Promise<{ room: Room; location: Location }> {
  const room = await visibleRecordById(ctx, ROOM, id);
  const location = room ? await visibleRecordById(ctx, LOCATION, room.locationId) : null;
  if (!room || !location) throw new NotFoundError('Room', id);
  return { room, location };
}

/** The GetRooms filters checked once, in the order their 400s take precedence: the place, the amenities, the tokens. */
function checkRoomFilters(filters: RoomFilters, tokenValueCents: number) {
  const place = checkPlaceFilters(filters);
  const amenities = checkAmenities(filters.amenities);
  const maxTokens = filters.maxTokensPerHour ?? null;
  const maxPriceForTokens = maxTokens === null ? null : maxCentsForTokens(maxTokens, tokenValueCents, 'maxTokensPerHour');
  return { place, amenities, maxPriceForTokens };
}

/** A page of GetRooms: rooms (`room`) with their location joined (`location`) for the place filters and the visibility rule. */
async function findRoomPage(ctx: RequestContext, filters: RoomFilters, page: PageRead): Promise<Page<Room>> {
  const checked = checkRoomFilters(filters, ctx.settings.tokenValueCents);
  const list = { alias: 'room', join: 'join "location" location on location.id = room.location_id', visibleWith: 'location' };
  return pageOfVisible(ctx, ROOM, list, page, (where) => {
    where.inIds('room.id', filters.ids);
    where.inIds('room.location_id', filters.locationIds);
    addPlaceConditions(where, 'location', checked.place, 'room.search_text');
    if (checked.amenities) where.add('room.amenities @> ?::jsonb', JSON.stringify(checked.amenities));
    if (filters.minimumCapacity !== null && filters.minimumCapacity !== undefined) where.add('room.capacity >= ?', filters.minimumCapacity);
    if (filters.maxMarketplacePricePerHour !== null && filters.maxMarketplacePricePerHour !== undefined)
      where.add('coalesce(room.marketplace_price_per_hour, room.price_per_hour) <= ?', filters.maxMarketplacePricePerHour);
    if (checked.maxPriceForTokens !== null)
      where.add('coalesce(room.marketplace_price_per_hour, room.price_per_hour) <= ?', checked.maxPriceForTokens);
    if (filters.excludeRoomsNotOnMarketplace) where.add('room.marketplace_price_per_hour is not null');
  });
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
