import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, FieldErrorCollector, NotFoundError } from '../../kernel/errors';
import { insertOrUpdate } from '../../kernel/insert-or-update';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { targetId } from '../../kernel/uuid';
import { assertWorkspaceAdmin } from '../catalogue/catalogue-access';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';
import { localDayInterval, timeZoneNamed, wallClockAt, wallClockOfLocalDate } from '../catalogue/closure-recurrence';
import { LocationClosure } from '../closure/closure.entity';
import { Location } from '../location/location.entity';
import { getVisibleLocation } from '../location/location.service';
import {
  DEFAULT_HOLIDAY_COUNTRY,
  holidayCalendarOf,
  isKnownCountry,
  isKnownRegion,
  publicHolidayOn,
  publicHolidaysBetween,
  type HolidayCalendar,
  type PublicHoliday,
} from './public-holiday-calendar';
import { holidayWindow } from './public-holiday-on-any-date';
import { PublicHolidayOptOut } from './public-holiday.entity';
import { PUBLIC_HOLIDAY_OPT_OUT } from './public-holiday.loaders';
import type { GetPublicHolidayOptOutsInput, OptOutOfPublicHolidayInput, SetLocationPublicHolidaysInput } from './public-holiday.types';

/**
 * Public holidays as closures (docs/decisions.md#public-holidays): a location that follows them has
 * one closure of type PublicHoliday per holiday of its calendar, a whole local day, from today
 * through the same day next year, except the days its Admins opted out of. They are ordinary rows of
 * `location_closure`, so every read of closures (lists, edges, by id, is-open, calendar feeds) shows
 * them; `refreshPublicHolidayClosures` is the one writer, run by each change below and hourly
 * (public-holiday-refresh.ts) as the window moves on and addresses change. Is-open asks the calendar
 * itself for a day the rows do not hold (public-holiday-on-any-date.ts).
 */

/** SetLocationPublicHolidays: follows or not, and whose calendar; the closures follow at once. */
export async function setLocationPublicHolidays(ctx: RequestContext, input: SetLocationPublicHolidaysInput): Promise<Location> {
  const location = await administeredLocation(ctx, input.locationId);
  const { country, region } = checkCalendarChoice(input);
  location.followsPublicHolidays = input.follows;
  location.publicHolidayCountry = country;
  location.publicHolidayRegion = region;
  await refreshPublicHolidayClosures(ctx.em, location);
  return location;
}

/** OptOutOfPublicHoliday: the location stays open on one holiday of its calendar (again: the same opt-out). */
export async function optOutOfPublicHoliday(ctx: RequestContext, input: OptOutOfPublicHolidayInput): Promise<PublicHolidayOptOut> {
  const location = await administeredLocation(ctx, input.locationId);
  const holiday = checkHolidayDate(holidayCalendarOf(location), input.date);
  const optOut = Object.assign(new PublicHolidayOptOut(), {
    locationId: location.id,
    workspaceId: location.workspaceId,
    holidayDate: holiday.date,
    name: holiday.name,
  });
  const stored = await insertOrUpdate(ctx.em, optOut, ['locationId', 'holidayDate']);
  await refreshPublicHolidayClosures(ctx.em, location);
  return stored;
}

/** OptBackIntoPublicHoliday: deletes the opt-out, so the location closes on that holiday again (if it follows holidays). */
export async function optBackIntoPublicHoliday(ctx: RequestContext, id: string): Promise<boolean> {
  const optOut = await ctx.em.findOne(PublicHolidayOptOut, { id: targetId(id, 'PublicHolidayOptOut', 'id') });
  if (!optOut) throw new NotFoundError('PublicHolidayOptOut', id);
  assertWorkspaceAdmin(ctx, optOut.workspaceId);
  const location = await lockedLocation(ctx.em, optOut.locationId);
  ctx.em.remove(optOut);
  await ctx.em.flush();
  if (location) await refreshPublicHolidayClosures(ctx.em, location);
  return true;
}

/** GetPublicHolidayOptOuts: the opt-outs of the locations the caller administers (the Platform Admin: all), newest first. */
export function listPublicHolidayOptOuts(ctx: RequestContext, input: GetPublicHolidayOptOutsInput): Promise<Page<PublicHolidayOptOut>> {
  return pageOfVisible(ctx, PUBLIC_HOLIDAY_OPT_OUT, 'opt_out', input, (where) => where.inIds('opt_out.location_id', input.locationIds));
}

/**
 * Makes the location's PublicHoliday closures from its local today on what its settings say: one
 * per holiday of its calendar up to the same day next year, none on an opted-out day, none at all
 * when it does not follow holidays. Past ones stay, as other past closures do. The caller holds the
 * location's row lock (two refreshes of one location never interleave); flushes.
 */
export async function refreshPublicHolidayClosures(em: EntityManager, location: Location, now = new Date()): Promise<void> {
  const zone = timeZoneNamed(location.timeZone);
  const today = new Date(wallClockAt(now.getTime(), zone)).toISOString().slice(0, 10);
  const wanted = new Map<number, { dateTo: Date; holidayName: string }>();
  if (location.followsPublicHolidays) {
    const optedOut = new Set((await em.find(PublicHolidayOptOut, { locationId: location.id })).map((optOut) => optOut.holidayDate));
    for (const holiday of publicHolidaysBetween(holidayCalendarOf(location), today, sameDayNextYear(today))) {
      if (optedOut.has(holiday.date)) continue;
      const { from, to } = holidayWindow(holiday.date, zone);
      wanted.set(from.getTime(), { dateTo: to, holidayName: holiday.name });
    }
  }
  const current = await em.find(LocationClosure, {
    locationId: location.id,
    type: ClosureType.PublicHoliday,
    dateTo: { $gte: new Date(localDayInterval(today, zone).start) },
  });
  for (const closure of current) {
    const keep = wanted.get(closure.dateFrom.getTime());
    if (!keep) {
      em.remove(closure);
      continue;
    }
    Object.assign(closure, keep);
    wanted.delete(closure.dateFrom.getTime());
  }
  const { id: locationId, workspaceId } = location;
  for (const [start, day] of wanted) {
    const closure = { locationId, workspaceId, dateFrom: new Date(start), ...day, recurrence: Recurrence.None, recurrenceEndDate: null };
    em.persist(em.create(LocationClosure, { ...closure, type: ClosureType.PublicHoliday }));
  }
  await em.flush();
}

/**
 * A location the caller may see (by the read path's rule) and administers, its row locked for the
 * rest of the transaction (a refresh follows).
 */
async function administeredLocation(ctx: RequestContext, locationId: string): Promise<Location> {
  const seen = await getVisibleLocation(ctx, targetId(locationId, 'Location', 'locationId'));
  assertWorkspaceAdmin(ctx, seen.workspaceId);
  const location = await lockedLocation(ctx.em, seen.id);
  if (!location) throw new NotFoundError('Location', seen.id);
  return location;
}

function lockedLocation(em: EntityManager, id: string): Promise<Location | null> {
  return em.findOne(Location, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

function sameDayNextYear(date: string): string {
  return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
}

/** The country and region an Admin names, upper-cased, blank as null; each must be known to the calendar (400 naming it). */
function checkCalendarChoice(input: SetLocationPublicHolidaysInput): { country: string | null; region: string | null } {
  const country = input.country?.trim().toUpperCase() || null;
  const region = input.region?.trim().toUpperCase() || null;
  const problems = new FieldErrorCollector();
  if (country && !isKnownCountry(country))
    problems.add('country', 'Must be an ISO 3166-1 country code that the public-holiday calendar knows (e.g. US).');
  else if (region && !isKnownRegion(country ?? DEFAULT_HOLIDAY_COUNTRY, region))
    problems.add(
      'region',
      `Must be a region of ${country ?? DEFAULT_HOLIDAY_COUNTRY} that the public-holiday calendar knows (e.g. a state code such as MA).`,
    );
  problems.throwIfAny();
  return { country, region };
}

/** A `YYYY-MM-DD` that is a public holiday of the calendar; a 400 naming `date` otherwise. */
function checkHolidayDate(calendar: HolidayCalendar, date: string): PublicHoliday {
  const text = date.trim();
  try {
    wallClockOfLocalDate(text);
  } catch {
    throw BadInputError.field('date', 'Must be a calendar date YYYY-MM-DD.');
  }
  const holiday = publicHolidayOn(calendar, text);
  const where = calendar.region ? `${calendar.country}-${calendar.region}` : calendar.country;
  if (!holiday) throw BadInputError.field('date', `Must be a public holiday of the location's calendar (${where}).`);
  return holiday;
}
