import type { IANAZone } from 'luxon';
import type { RequestContext } from '../../kernel/context';
import { localDayInterval, wallClockAt, timeZoneNamed } from '../catalogue/closure-recurrence';
import type { IsOpenAt, TypedClosure } from '../catalogue/opening-hours';
import type { Location } from '../location/location.entity';
import { holidayCalendarOf, publicHolidayOn } from './public-holiday-calendar';
import { optedOutDaysOfLocation } from './public-holiday.loaders';

/**
 * Public holidays on any date (docs/decisions.md#public-holidays-on-any-date): the stored
 * PublicHoliday closures hold a year ahead, but a question may name any day up to 9999, so is-open
 * asks the location's calendar itself for the day it asks about. Pure but for the opt-outs' read.
 */

/** A holiday's closure: its whole local day, through the last second before the next local midnight. */
export function holidayWindow(date: string, zone: IANAZone): { from: Date; to: Date } {
  const day = localDayInterval(date, zone);
  return { from: new Date(day.start), to: new Date(day.end - 1000) };
}

/**
 * The closure of the public holiday that falls on the local day of `at`, when the location follows
 * holidays, its calendar has one that day and it has not opted out of it; none when `stored` (the
 * location's closures) already holds it, as within the stored year, where no opt-out is read.
 */
export async function publicHolidayClosureAt(
  ctx: RequestContext,
  location: Location,
  stored: readonly TypedClosure[],
  at: IsOpenAt,
): Promise<TypedClosure[]> {
  if (!location.followsPublicHolidays) return [];
  const zone = timeZoneNamed(location.timeZone);
  const date = localDateOf(at, zone);
  const holiday = date === null ? null : publicHolidayOn(holidayCalendarOf(location), date);
  if (!holiday) return [];
  const window = holidayWindow(holiday.date, zone);
  if (stored.some((closure) => closure.type === 'PublicHoliday' && closure.from.getTime() === window.from.getTime())) return [];
  if ((await ctx.loaders.get(optedOutDaysOfLocation).load(location.id)).has(holiday.date)) return [];
  return [{ ...window, recurrence: 'None', recurrenceEndDate: null, type: 'PublicHoliday' }];
}

/** The local day (`YYYY-MM-DD`) a question asks about in the zone; null past the years a date of four digits names. */
function localDateOf(at: IsOpenAt, zone: IANAZone): string | null {
  if (!(at instanceof Date)) return 'localDate' in at ? at.localDate : at.localDateTime.slice(0, 10);
  const wallClock = new Date(wallClockAt(at.getTime(), zone));
  const year = wallClock.getUTCFullYear();
  return Number.isNaN(year) || year < 0 || year > 9999 ? null : wallClock.toISOString().slice(0, 10);
}
