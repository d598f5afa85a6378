import { closuresOfLocation, closuresOfRoom } from '../closure/closure.service';
import { isTenantAdmin } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { NotFoundError } from '../../kernel/errors';
import { isUuid } from '../../kernel/uuid';
import { assertWorkspaceAdmin } from '../catalogue/catalogue-access';
import { LocationClosure, RoomClosure } from '../closure/closure.entity';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { getVisibleLocation } from '../location/location.service';
import { Room } from '../room/room.entity';
import { getVisibleRoom } from '../room/room.service';
import type { CalendarFeed } from './calendar-feed.types';
import { calendarToken, calendarTokenOfLocation, isCalendarToken, rotateCalendarNonce, type CalendarTokenState } from './calendar-token';
import { calendarDocument, type FeedClosure } from './icalendar';

/**
 * Calendar feeds (docs/decisions.md#calendar-feeds). The feed itself is read with the location's
 * feed token, by anyone who has the URL: no caller is needed, and a wrong, old or missing token is
 * a 404 like an unknown place, so a feed URL reveals nothing without its token. Its URL and the
 * rotation are for the location's workspace Admins and the Platform Admin.
 */

/** GET /workspaces/Location/{id}/calendar.ics: the location's opening hours and closures. */
export async function locationCalendar(ctx: RequestContext, id: string, token: string | null | undefined): Promise<string> {
  const location = isUuid(id) ? await ctx.em.findOne(Location, { id }) : null;
  if (!location || !(await holdsToken(ctx, location, token))) throw new NotFoundError('Location', id);
  return calendarDocument({
    ...openingHoursOf(location),
    title: `${location.name}: opening hours and closures`,
    uidOwner: `location-${location.id}`,
    closures: await closuresOfPlace(ctx, location),
  });
}

/** GET /workspaces/Room/{id}/calendar.ics: its location's opening hours, its location's closures and its own. */
export async function roomCalendar(ctx: RequestContext, id: string, token: string | null | undefined): Promise<string> {
  const room = isUuid(id) ? await ctx.em.findOne(Room, { id }) : null;
  const location = room ? await ctx.em.findOne(Location, { id: room.locationId }) : null;
  if (!room || !location || !(await holdsToken(ctx, location, token))) throw new NotFoundError('Room', id);
  return calendarDocument({
    ...openingHoursOf(location),
    title: `${room.name} (${location.name}): opening hours and closures`,
    uidOwner: `location-${location.id}`,
    closures: await closuresOfPlace(ctx, location, room),
  });
}

/**
 * The closures a place's feed shows: the location's (its public holidays included), and for a
 * room its own besides, read as is-open reads them (closure.service.ts closuresOfLocation).
 */
export async function closuresOfPlace(ctx: RequestContext, location: Location, room?: Room): Promise<FeedClosure[]> {
  const feedClosure =
    (placeName: string) =>
    (closure: LocationClosure | RoomClosure): FeedClosure => ({
      id: closure.id,
      placeName,
      from: closure.dateFrom,
      to: closure.dateTo,
      recurrence: closure.recurrence,
      recurrenceEndDate: closure.recurrenceEndDate,
      type: closure.type,
      stamp: closure.dateCreated,
    });
  const ofLocation = (await closuresOfLocation(ctx.em, location.id)).map(feedClosure(location.name));
  if (!room) return ofLocation;
  return [...ofLocation, ...(await closuresOfRoom(ctx.em, room.id)).map(feedClosure(room.name))];
}

/** locationCalendarFeed: the feed URL of a location the caller administers (404 unseen, 403 not an Admin). */
export async function locationCalendarFeed(ctx: RequestContext, locationId: string): Promise<CalendarFeed> {
  const location = await getVisibleLocation(ctx, locationId);
  assertWorkspaceAdmin(ctx, location.workspaceId);
  return feedOf(ctx, location, await ctx.loaders.get(calendarTokenOfLocation).load(location.id));
}

/** roomCalendarFeed: the feed URL of a room whose location the caller administers. */
export async function roomCalendarFeed(ctx: RequestContext, roomId: string): Promise<CalendarFeed> {
  const { room, location } = await getVisibleRoom(ctx, roomId);
  assertWorkspaceAdmin(ctx, location.workspaceId);
  return feedOf(ctx, location, await ctx.loaders.get(calendarTokenOfLocation).load(location.id), room);
}

/** rotateLocationCalendarToken: a new token for the location and its rooms; every URL with the old one is a 404 from now on. */
export async function rotateLocationCalendarToken(ctx: RequestContext, locationId: string): Promise<CalendarFeed> {
  const location = await getVisibleLocation(ctx, locationId);
  assertWorkspaceAdmin(ctx, location.workspaceId);
  return feedOf(ctx, location, await rotateCalendarNonce(ctx.em, location.id));
}

/** `Location.calendarFeed`: null unless the caller administers the location's workspace. */
export async function calendarFeedOfLocation(location: Location, ctx: RequestContext): Promise<CalendarFeed | null> {
  if (!isTenantAdmin(ctx.caller, location.workspaceId)) return null;
  return feedOf(ctx, location, await ctx.loaders.get(calendarTokenOfLocation).load(location.id));
}

/** `Room.calendarFeed`: null unless the caller administers the workspace of the room's location. */
export async function calendarFeedOfRoom(room: Room, ctx: RequestContext): Promise<CalendarFeed | null> {
  const location = await ctx.loaders.get(locationById).load(room.locationId);
  if (!location || !isTenantAdmin(ctx.caller, location.workspaceId)) return null;
  return feedOf(ctx, location, await ctx.loaders.get(calendarTokenOfLocation).load(location.id), room);
}

async function holdsToken(ctx: RequestContext, location: Location, token: string | null | undefined): Promise<boolean> {
  const state = await ctx.loaders.get(calendarTokenOfLocation).load(location.id);
  return isCalendarToken(ctx.settings.jwtSecret, location.id, state, token);
}

function feedOf(ctx: RequestContext, location: Location, state: CalendarTokenState, room?: Room): CalendarFeed {
  const { publicBaseUrl, restPrefixes, jwtSecret } = ctx.settings;
  const prefix = restPrefixes.workspaces === '/' ? '' : restPrefixes.workspaces;
  const path = room ? `/Room/${room.id}/calendar.ics` : `/Location/${location.id}/calendar.ics`;
  return { url: `${publicBaseUrl}${prefix}${path}?token=${calendarToken(jwtSecret, location.id, state)}`, tokenRotatedAt: state.rotatedAt };
}

function openingHoursOf(location: Location) {
  return {
    locationName: location.name,
    timeZone: location.timeZone,
    schedule: location.schedule,
    openingSince: location.dateCreated,
    openingStamp: location.dateUpdated,
  };
}
