import type { IANAZone } from 'luxon';
import {
  closureCoversInstant,
  closureIntervalsWithin,
  instantAtWallClock,
  localDayInterval,
  mergeIntervals,
  timeZoneNamed,
  wallClockAt,
  wallClockOfLocalDate,
  type ClosureWindow,
  type TimeInterval,
} from './closure-recurrence';

/**
 * Opening hours and the is-open answer (docs/decisions.md#is-open).
 *
 * Rules this module fixes:
 * - A schedule day is open from `open` (included) to `close` (excluded), in local time. A `close`
 *   at or before `open` runs past midnight into the next day; `close` equal to `open` is 24 hours.
 * - Opening periods are contiguous spans of time: on the night clocks fall back, 18:00–01:30
 *   stays open until 01:30 comes round the second time; on the night they spring forward, a
 *   bound inside the skipped hour is the moment of the change.
 * - A whole local day is open when some moment of it is inside an opening period (including the
 *   tail of the previous day's period past midnight) and outside every closure.
 * - When closures decide (the schedule is open but closures cover it), `closureType` is
 *   `ComingSoon` if any deciding closure is ComingSoon, else `PublicHoliday` if any is, else `Default`.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ScheduleDay {
  isOpen: boolean;
  /** hh:mm:ss */
  open: string;
  /** hh:mm:ss */
  close: string;
  maxVisitors?: number | null;
}

export type Schedule = Record<Weekday, ScheduleDay>;

export type ClosureType = 'Default' | 'ComingSoon' | 'PublicHoliday';

export interface TypedClosure extends ClosureWindow {
  type: ClosureType;
}

/**
 * What an is-open question asks about: an instant, a whole local day (`YYYY-MM-DD`), or a local
 * date-time (`YYYY-MM-DDThh:mm:ss.sss`, read in the location's time zone).
 */
export type IsOpenAt = Date | { localDate: string } | { localDateTime: string };

/** Generic in the closure record so that a caller's own ClosureType enum comes back as it went in. */
export interface IsOpenQuery<C extends TypedClosure = TypedClosure> {
  schedule: Schedule;
  timeZone: string;
  locationClosures: readonly C[];
  /** For a room: its own closures, on top of its location's. */
  roomClosures?: readonly C[];
  at: IsOpenAt;
}

export interface IsOpenResult<T extends ClosureType = ClosureType> {
  isOpen: boolean;
  closureType?: T;
}

export class IsOpenDateError extends Error {
  constructor(readonly value: string) {
    super(
      `"${value}" is neither a date (YYYY-MM-DD) nor a date-time ` + `(YYYY-MM-DDThh:mm[:ss[.fff]] with an optional Z or ±hh:mm offset)`,
    );
    this.name = 'IsOpenDateError';
  }
}

/** Which type speaks for several closures that close the place together: the most telling first. */
const DECIDING_ORDER: readonly ClosureType[] = ['ComingSoon', 'PublicHoliday', 'Default'];

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+\- ])(\d{2})(?::?(\d{2}))?)?$/;

/** Seconds since midnight of `hh:mm:ss` (or `hh:mm`); `24:00:00` is the end of the day. */
export function parseTimeOfDay(value: string): number {
  const match = TIME_OF_DAY.exec(value);
  if (match) {
    const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
    if (hours === 24 && minutes === 0 && seconds === 0) return 24 * 3600;
    if (hours < 24 && minutes < 60 && seconds < 60) return hours * 3600 + minutes * 60 + seconds;
  }
  throw new RangeError(`"${value}" is not a time of day of the form hh:mm:ss`);
}

/** The schedule's opening periods that overlap `range`, clipped to it, in order. */
export function openingIntervalsWithin(schedule: Schedule, timeZone: string, range: TimeInterval): TimeInterval[] {
  const zone = timeZoneNamed(timeZone);
  const first = startOfWallClockDay(wallClockAt(range.start, zone)) - DAY;
  const last = startOfWallClockDay(wallClockAt(range.end, zone));
  const found: TimeInterval[] = [];
  for (let midnight = first; midnight <= last; midnight += DAY) {
    const period = openingPeriodOf(schedule, zone, midnight);
    if (!period) continue;
    const start = Math.max(period.start, range.start);
    const end = Math.min(period.end, range.end);
    if (start < end) found.push({ start, end });
  }
  return found;
}

/** Whether the schedule is open at an instant (closures aside). */
export function isOpenAt(schedule: Schedule, timeZone: string, instant: Date): boolean {
  const t = instant.getTime();
  return openingIntervalsWithin(schedule, timeZone, { start: t, end: t + 1 }).length > 0;
}

/** The is-open answer for a location (no room closures) or a room (with them). */
export function evaluateIsOpen<C extends TypedClosure>(query: IsOpenQuery<C>): IsOpenResult<C['type']> {
  const closures = [...query.locationClosures, ...(query.roomClosures ?? [])];
  const { at, schedule, timeZone } = query;

  if (at instanceof Date || 'localDateTime' in at) {
    const instant = at instanceof Date ? at : localDateTimeToInstant(at.localDateTime, timeZone);
    if (Number.isNaN(instant.getTime())) throw new RangeError('The is-open instant is not a valid date');
    if (!isOpenAt(schedule, timeZone, instant)) return { isOpen: false };
    const covering = closures.filter((closure) => closureCoversInstant(closure, timeZone, instant));
    return covering.length === 0 ? { isOpen: true } : { isOpen: false, closureType: decidingType(covering) };
  }

  const day = localDayInterval(at.localDate, timeZoneNamed(timeZone));
  const open = openingIntervalsWithin(schedule, timeZone, day);
  if (open.length === 0) return { isOpen: false };

  const deciding: C[] = [];
  const covered: TimeInterval[] = [];
  for (const closure of closures) {
    const overlaps = closureIntervalsWithin(closure, timeZone, day).filter((interval) =>
      open.some((period) => period.start < interval.end && interval.start < period.end),
    );
    if (overlaps.length === 0) continue;
    deciding.push(closure);
    covered.push(...overlaps);
  }
  if (subtractIntervals(open, mergeIntervals(covered)).length > 0) return { isOpen: true };
  return { isOpen: false, closureType: decidingType(deciding) };
}

/**
 * Reads the `Date` of an is-open request. `YYYY-MM-DD` asks about that whole local day; a
 * date-time with `Z` or an offset is an instant; a date-time without one is a local date-time,
 * read in the location's time zone. A space before the offset stands for `+` (an unescaped `+`
 * in a query string arrives as a space).
 */
export function parseIsOpenDate(value: string): IsOpenAt {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    if (!isCalendarDate(text)) throw new IsOpenDateError(value);
    return { localDate: text };
  }

  const match = DATE_TIME.exec(text);
  if (!match) throw new IsOpenDateError(value);
  const [, date, hh, mm, ss = '00', fraction = '', zulu, sign, offsetHours, offsetMinutes = '00'] = match;
  const milliseconds = fraction.padEnd(3, '0').slice(0, 3);
  const validTime = Number(hh) < 24 && Number(mm) < 60 && Number(ss) < 60;
  const validOffset = sign === undefined || (Number(offsetHours) <= 18 && Number(offsetMinutes) < 60);
  if (!isCalendarDate(date) || !validTime || !validOffset) throw new IsOpenDateError(value);

  const localDateTime = `${date}T${hh}:${mm}:${ss}.${milliseconds}`;
  if (zulu === undefined && sign === undefined) return { localDateTime };
  const offset = zulu !== undefined ? 'Z' : `${sign === '-' ? '-' : '+'}${offsetHours}:${offsetMinutes}`;
  return new Date(`${localDateTime}${offset}`);
}

/**
 * A local date-time (`YYYY-MM-DDThh:mm:ss[.sss]`) in a zone as an instant. A time the clocks skip
 * is the moment of the change; a time that happens twice is its first pass.
 */
export function localDateTimeToInstant(localDateTime: string, timeZone: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(localDateTime);
  if (!match) throw new IsOpenDateError(localDateTime);
  const [, date, hh, mm, ss, ms = '0'] = match;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) throw new IsOpenDateError(localDateTime);
  const wallClock = wallClockOfLocalDate(date) + ((Number(hh) * 60 + Number(mm)) * 60 + Number(ss)) * SECOND + Number(ms.padEnd(3, '0'));
  return new Date(instantAtWallClock(wallClock, timeZoneNamed(timeZone), 'first'));
}

/** The opening period that starts on the local day beginning at the naive `midnight`, if any. */
function openingPeriodOf(schedule: Schedule, zone: IANAZone, midnight: number): TimeInterval | null {
  const day = schedule[weekdayOf(midnight)];
  if (!day.isOpen) return null;
  const open = parseTimeOfDay(day.open);
  let close = parseTimeOfDay(day.close);
  if (close <= open) close += 24 * 3600;
  return {
    start: instantAtWallClock(midnight + open * SECOND, zone, 'first'),
    end: instantAtWallClock(midnight + close * SECOND, zone, 'last'),
  };
}

function weekdayOf(naiveMidnight: number): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(naiveMidnight).getUTCDay() + 6) % 7];
}

function startOfWallClockDay(wallClock: number): number {
  return Math.floor(wallClock / DAY) * DAY;
}

function isCalendarDate(text: string): boolean {
  try {
    wallClockOfLocalDate(text);
    return true;
  } catch {
    return false;
  }
}

/** `from` minus `remove`; both sorted and non-overlapping. */
function subtractIntervals(from: readonly TimeInterval[], remove: readonly TimeInterval[]): TimeInterval[] {
  const left: TimeInterval[] = [];
  for (const interval of from) {
    let start = interval.start;
    for (const cut of remove) {
      if (cut.end <= start || cut.start >= interval.end) continue;
      if (cut.start > start) left.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
    }
    if (start < interval.end) left.push({ start, end: interval.end });
  }
  return left;
}

/** The first of DECIDING_ORDER that a deciding closure has; `closures` is not empty. */
function decidingType<C extends TypedClosure>(closures: readonly C[]): C['type'] {
  const rank = (closure: C) => DECIDING_ORDER.indexOf(closure.type);
  return closures.reduce((best, closure) => (rank(closure) < rank(best) ? closure : best)).type;
}
