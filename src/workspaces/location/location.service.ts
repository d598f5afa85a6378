import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, ConflictError, NotFoundError } from '../../kernel/errors';
import { NOT_TIME_OF_DAY } from '../../kernel/field-messages';
import { insertOrUpdate } from '../../kernel/insert-or-update';
import { checkPage, type Page } from '../../kernel/paging';
import { locateAddress } from '../address/place-locator';
import { requireId } from '../workspace/workspace-access';
import { Workspace } from '../workspace/workspace.entity';
import { assertWorkspaceAdmin } from '../catalogue/catalogue-access';
import { PHONE_MAX } from '../../identity/contact/contact';
import { copyAddress, readAddress, type Address } from '../../kernel/address';
import { CATALOGUE_LIMITS, InputChecker } from '../catalogue/catalogue-input';
import { isUuid, targetId } from '../../kernel/uuid';
import { LocationStatus } from '../catalogue/catalogue.enums';
import { Location } from './location.entity';
import { findLocationPage, type FoundLocation } from './location.search';
import { LOCATION } from './location.loaders';
import { checkLocationFilters, type LocationFilters } from './search-filters';
import { visibleRecordById } from '../../kernel/records';
import { parseTimeOfDay, WEEKDAYS } from '../catalogue/opening-hours';
import { emitEvent, type WebhookEvent } from '../../kernel/webhooks/webhook-events';
import { LOCATION_ACTIVATED, LOCATION_CREATED, LOCATION_DEACTIVATED, LOCATION_UPDATED } from '../catalogue/catalogue.webhook-events';
import type { Schedule } from './schedule.types';

/** The UpsertLocation request fields (what the graph's UpsertLocationInput carries). */
export interface UpsertLocationFields {
  workspaceId: string;
  name: string;
  address: Address;
  schedule: Schedule;
  pictureUrls: string[];
  amenities: string[];
  price: number;
  marketplacePrice?: number | null;
  phone: string;
  checkInInstructions: string;
  description?: string | null;
  waiverUrl: string;
  termsOfSerivceUrl: string;
  autoApproveReservations: boolean;
}

/**
 * Creates or updates a location (docs/decisions.md#location-upsert): the one with `id` when given, else the one of the
 * same workspace with the same name, else a new one (status Active). Validates every field,
 * geocodes the address and derives the time zone. Only the Admin of the workspace (or the
 * Platform Admin) may call it. Uses `ctx.em` only, so it runs inside the caller's transaction
 * (the onboarding's approval calls it with the Platform Admin as caller); it flushes.
 */
export async function upsertLocation(ctx: RequestContext, input: UpsertLocationFields, id?: string | null): Promise<Location> {
  const em = ctx.em;
  let location: Location | null = null;
  if (id !== undefined && id !== null && id !== '') {
    location = isUuid(id) ? await em.findOne(Location, { id }) : null;
    if (!location) throw new NotFoundError('Location', id);
    assertWorkspaceAdmin(ctx, location.workspaceId);
    if (input.workspaceId !== location.workspaceId)
      throw BadInputError.field('workspaceId', "A location cannot move to another workspace: workspaceId must be the location's own.");
  } else {
    assertWorkspaceAdmin(ctx, input.workspaceId);
    const workspace = isUuid(input.workspaceId) ? await em.findOne(Workspace, { id: input.workspaceId }) : null;
    if (!workspace) throw new NotFoundError('Workspace', String(input.workspaceId));
  }

  const fields = checkLocationFields(input);
  if (!location) location = await em.findOne(Location, { workspaceId: input.workspaceId, name: fields.name });
  else if (fields.name !== location.name) {
    const clash = await em.findOne(Location, { workspaceId: location.workspaceId, name: fields.name, id: { $ne: location.id } });
    if (clash) throw new ConflictError(`The workspace already has a location named "${fields.name}".`, { field: 'name' });
  }

  const addressChanged = !location || JSON.stringify(copyAddress(location.address)) !== JSON.stringify(fields.address);
  const place = addressChanged
    ? await locateAddress(ctx, fields.address)
    : { geo: { latitude: location!.latitude, longitude: location!.longitude }, timeZone: location!.timeZone };

  const values = {
    ...fields,
    latitude: place.geo.latitude,
    longitude: place.geo.longitude,
    timeZone: place.timeZone,
    stateCode: (fields.address.state ?? '').trim().toUpperCase(),
    searchText: searchTextOf([
      fields.name,
      fields.address.line1,
      fields.address.line2,
      fields.address.city,
      fields.address.state,
      fields.address.zipCode,
    ]),
  };
  if (!location) {
    // Nothing of that name was found, but a concurrent request may be creating it right now: the
    // insert updates that one instead (its status kept), so every caller gets the one location.
    const created = Object.assign(new Location(), { workspaceId: input.workspaceId, status: LocationStatus.Active }, values);
    const written = await insertOrUpdate(em, created, ['workspaceId', 'name'], ['status']);
    await emitLocationEvent(ctx, LOCATION_CREATED, written);
    return written;
  }
  Object.assign(location, values);
  await em.flush();
  await emitLocationEvent(ctx, LOCATION_UPDATED, location);
  return location;
}

/** A location's webhook event, to its workspace's tenant (docs/decisions.md#webhooks). */
function emitLocationEvent(ctx: RequestContext, event: WebhookEvent, location: Location): Promise<void> {
  return emitEvent(ctx, event, location.workspaceId, {
    locationId: location.id,
    workspaceId: location.workspaceId,
    name: location.name,
    status: location.status,
  });
}

/** Sets a location Active or Inactive (its operator or the Platform Admin). */
export async function setLocationStatus(ctx: RequestContext, id: string, status: LocationStatus): Promise<Location> {
  // Visibility by the read path's rule, then the entity to write; a 404 names the id as the request wrote it.
  const seen = await visibleRecordById(ctx, LOCATION, targetId(id, 'Location', 'id'));
  if (!seen) throw new NotFoundError('Location', id);
  assertWorkspaceAdmin(ctx, seen.workspaceId);
  const location = await ctx.em.findOne(Location, { id: seen.id });
  if (!location) throw new NotFoundError('Location', id);
  const changed = location.status !== status;
  location.status = status;
  await ctx.em.flush();
  if (changed) await emitLocationEvent(ctx, status === LocationStatus.Active ? LOCATION_ACTIVATED : LOCATION_DEACTIVATED, location);
  return location;
}

/** GetLocations: every filter combined, visibility by caller, stable order; the page's 400 comes before the filters'. */
export async function listLocations(
  ctx: RequestContext,
  input: LocationFilters & { offset?: number; limit?: number },
  countMatches = true,
): Promise<Page<FoundLocation>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit, countMatches);
  return findLocationPage(ctx, checkLocationFilters(input, ctx.settings.tokenValueCents), page);
}

/** A location the caller may see, read under LOCATION's rule (the read path's, never a copy); else 404 (also for a malformed id). */
export async function getVisibleLocation(ctx: RequestContext, id: string): Promise<Location> {
  const location = await visibleRecordById(ctx, LOCATION, id);
  if (!location) throw new NotFoundError('Location', id);
  return location;
}

/** Lower-cased text of the searchable fields, one field per line, for the trigram-indexed `searchText` filter. */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim().toLowerCase())
    .filter(Boolean)
    .join('\n');
}

function checkLocationFields(input: UpsertLocationFields) {
  const check = new InputChecker();
  const name = check.text('name', input.name, { required: true, max: CATALOGUE_LIMITS.name });
  if (typeof input.address !== 'object' || input.address === null) check.add('address', 'Must be an address object.');
  const address = readAddress(input.address, 'address', check);
  const schedule = checkSchedule(check, input.schedule);
  const fields = {
    name,
    address,
    schedule,
    pictureUrls: check.strings('pictureUrls', input.pictureUrls),
    amenities: check.strings('amenities', input.amenities),
    price: check.cents('price', input.price),
    marketplacePrice: check.optionalCents('marketplacePrice', input.marketplacePrice),
    phone: check.text('phone', input.phone, { max: PHONE_MAX }),
    checkInInstructions: check.text('checkInInstructions', input.checkInInstructions, { max: CATALOGUE_LIMITS.longText, multiline: true }),
    description: check.optionalText('description', input.description, { max: CATALOGUE_LIMITS.longText, multiline: true }),
    waiverUrl: check.text('waiverUrl', input.waiverUrl, { max: CATALOGUE_LIMITS.url }),
    termsOfSerivceUrl: check.text('termsOfSerivceUrl', input.termsOfSerivceUrl, { max: CATALOGUE_LIMITS.url }),
    autoApproveReservations: input.autoApproveReservations,
  };
  if (typeof input.autoApproveReservations !== 'boolean') check.add('autoApproveReservations', 'Must be true or false.');
  check.throwIfAny();
  return fields;
}

function checkSchedule(check: InputChecker, schedule: unknown): Schedule {
  const out = {} as Schedule;
  if (typeof schedule !== 'object' || schedule === null) {
    check.add('schedule', 'Must have the seven days monday..sunday.');
    return out;
  }
  for (const day of WEEKDAYS) {
    const value = (schedule as Record<string, unknown>)[day] as Record<string, unknown> | undefined;
    if (typeof value !== 'object' || value === null) {
      check.add(`schedule.${day}`, 'Required: {isOpen, open, close, maxVisitors?}.');
      continue;
    }
    const time = (field: 'open' | 'close'): string => {
      const raw = value[field];
      try {
        if (typeof raw !== 'string' || !/^\d{2}:\d{2}(:\d{2})?$/.test(raw) || parseTimeOfDay(raw) >= 24 * 3600) throw new RangeError();
        return raw.length === 5 ? `${raw}:00` : raw;
      } catch {
        check.add(`schedule.${day}.${field}`, NOT_TIME_OF_DAY);
        return '00:00:00';
      }
    };
    if (typeof value.isOpen !== 'boolean') check.add(`schedule.${day}.isOpen`, 'Must be true or false.');
    const maxVisitors =
      value.maxVisitors === null || value.maxVisitors === undefined
        ? null
        : check.wholeNumber(`schedule.${day}.maxVisitors`, value.maxVisitors, 0);
    out[day] = { isOpen: value.isOpen === true, open: time('open'), close: time('close'), maxVisitors };
  }
  return out;
}

/** A location that belongs to `workspaceId`; a 400 naming `field` otherwise. */
export async function requireLocationOfWorkspace(
  em: EntityManager,
  workspaceId: string,
  locationId: string,
  field = 'locationId',
): Promise<Location> {
  const id = requireId(locationId, field);
  const location = await em.findOne(Location, { id, workspaceId });
  if (!location) throw BadInputError.field(field, 'Must be the id of a location of this workspace.');
  return location;
}
