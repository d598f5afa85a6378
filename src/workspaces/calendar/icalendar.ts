import ical, { ICalEventRepeatingFreq, ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';
import type { ClosureType, Recurrence } from '../catalogue/catalogue.enums';
import { parseTimeOfDay, WEEKDAYS, type Schedule } from '../catalogue/opening-hours';
import { vtimezoneOf } from './vtimezone';

/**
 * A place's calendar as an iCalendar document (RFC 5545; docs/decisions.md#calendar-feeds): its
 * weekly opening hours and its closures, every time local to the location's zone (TZID, with the
 * zone's VTIMEZONE), so a daylight-saving change moves no local hour. Pure: the service reads the
 * place, this writes the text.
 */
export interface CalendarFeedPlace {
  /** The calendar's name as apps show it. */
  title: string;
  /** Names the place in the opening hours' UIDs (`location-<id>`). */
  uidOwner: string;
  /** The location's name, in the opening hours' summary. */
  locationName: string;
  timeZone: string;
  schedule: Schedule;
  /** The first week of the opening hours (the location's creation) and when they last changed. */
  openingSince: Date;
  openingStamp: Date;
  closures: readonly FeedClosure[];
}

/** A closure as a feed shows it: when, how it repeats, what kind, and the name of what it closes. */
export interface FeedClosure {
  /** Its UID: the closure's id, the same in every feed that shows it. */
  id: string;
  placeName: string;
  from: Date;
  to: Date;
  recurrence: Recurrence;
  recurrenceEndDate: Date | null;
  type: ClosureType;
  /** When it was made (its DTSTAMP: a closure never changes). */
  stamp: Date;
}

/** What a closure of each type is called in a calendar. */
const CLOSURE_SUMMARY: Record<ClosureType, (placeName: string) => string> = {
  Default: (placeName) => `${placeName}: closed`,
  ComingSoon: (placeName) => `${placeName}: closed, opening soon`,
  PublicHoliday: (placeName) => `${placeName}: closed, public holiday`,
};

const FREQUENCY: Record<Exclude<Recurrence, 'None'>, ICalEventRepeatingFreq> = {
  Daily: ICalEventRepeatingFreq.DAILY,
  Weekly: ICalEventRepeatingFreq.WEEKLY,
  Monthly: ICalEventRepeatingFreq.MONTHLY,
  Yearly: ICalEventRepeatingFreq.YEARLY,
};

/** Years of offset changes past the present that the VTIMEZONE looks at to find the zone's yearly rule. */
const ZONE_YEARS_AHEAD = 2;
const DAY_SECONDS = 24 * 3600;
/** How often a calendar app should read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

export function calendarDocument(place: CalendarFeedPlace, now = new Date()): string {
  const zone = place.timeZone;
  const firstYear =
    Math.min(now.getUTCFullYear(), place.openingSince.getUTCFullYear(), ...place.closures.map((closure) => closure.from.getUTCFullYear())) -
    1;
  const calendar = ical({
    name: place.title,
    prodId: { company: 'flexspace', product: 'calendar-feeds', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone: ical-generator would write DTSTAMP and UNTIL in it, where RFC 5545 asks UTC.
    // The generator still gives the VTIMEZONE of the events' zone; X-WR-TIMEZONE names it for the apps that read it.
    timezone: { name: null, generator: (name) => cachedVtimezone(name, firstYear, now.getUTCFullYear() + ZONE_YEARS_AHEAD) },
    x: [['X-WR-TIMEZONE', zone]],
  });
  for (const day of WEEKDAYS) {
    const hours = place.schedule[day];
    if (!hours.isOpen) continue;
    const firstDay = firstWeekday(place.openingSince, zone, WEEKDAYS.indexOf(day) + 1);
    const open = parseTimeOfDay(hours.open);
    let close = parseTimeOfDay(hours.close);
    // A close at or before the opening runs past midnight (docs/decisions.md#is-open).
    if (close <= open) close += DAY_SECONDS;
    calendar.createEvent({
      id: `opening-hours-${day}-${place.uidOwner}`,
      summary: `${place.locationName}: open`,
      start: atTimeOfDay(firstDay, open),
      end: atTimeOfDay(firstDay, close),
      timezone: zone,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
      transparency: ICalEventTransparency.TRANSPARENT,
      stamp: place.openingStamp,
    });
  }
  for (const closure of place.closures) {
    calendar.createEvent({
      id: closure.id,
      summary: CLOSURE_SUMMARY[closure.type](closure.placeName),
      start: DateTime.fromJSDate(closure.from, { zone }),
      // A closure covers `to` through its second (docs/decisions.md#closures).
      end: DateTime.fromMillis(Math.floor(closure.to.getTime() / 1000) * 1000 + 1000, { zone }),
      timezone: zone,
      repeating:
        closure.recurrence === 'None' ? null : { freq: FREQUENCY[closure.recurrence], until: lastStartOf(closure.recurrenceEndDate, zone) },
      transparency: ICalEventTransparency.OPAQUE,
      stamp: closure.stamp,
    });
  }
  return calendar.toString();
}

/** The first local midnight on or after `since` that falls on an ISO weekday (1 Monday .. 7 Sunday). */
function firstWeekday(since: Date, zone: string, weekday: number): DateTime {
  const day = DateTime.fromJSDate(since, { zone }).startOf('day');
  return day.plus({ days: (weekday - day.weekday + 7) % 7 });
}

/** The local time `seconds` after the start of a local day (past 24 hours: on the next day), on the wall clock. */
function atTimeOfDay(day: DateTime, seconds: number): DateTime {
  const inDay = seconds % DAY_SECONDS;
  return day
    .plus({ days: Math.floor(seconds / DAY_SECONDS) })
    .set({ hour: Math.floor(inDay / 3600), minute: Math.floor(inDay / 60) % 60, second: inDay % 60 });
}

/**
 * UNTIL of a recurring closure: the end date is inclusive by local day, so the last start allowed
 * is the second before the next local midnight, written in UTC (RFC 5545 asks UTC with a TZID start).
 */
function lastStartOf(endDate: Date | null, zone: string): Date | undefined {
  if (!endDate) return undefined;
  return DateTime.fromJSDate(endDate, { zone }).startOf('day').plus({ days: 1 }).minus({ seconds: 1 }).toJSDate();
}

/** A zone's VTIMEZONE for a span of years, built once per process (finding the changes takes a few milliseconds a year). */
const vtimezones = new Map<string, string>();
const VTIMEZONES_KEPT = 1000;

function cachedVtimezone(zone: string, fromYear: number, toYear: number): string {
  const key = `${zone} ${fromYear} ${toYear}`;
  let text = vtimezones.get(key);
  if (text === undefined) {
    if (vtimezones.size >= VTIMEZONES_KEPT) vtimezones.clear();
    text = vtimezoneOf(zone, fromYear, toYear);
    vtimezones.set(key, text);
  }
  return text;
}
