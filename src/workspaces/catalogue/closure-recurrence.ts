import { IANAZone } from 'luxon';

/**
 * When a closure is in force. Closures repeat in the location's local wall-clock time
 * (docs/decisions.md#closures); everything here is pure and database-free.
 *
 * Rules this module fixes:
 * - A closure covers `from` up to and including `to`, to the second: it ends at the end of the
 *   second `to` falls in, so `to` = 23:59:59 closes through midnight.
 * - Occurrence k of a recurring closure keeps the first occurrence's local start and its local
 *   length; only the calendar moves (k days, k weeks, k months, k years). A daylight-saving
 *   change therefore never moves its local hours.
 * - Monthly and Yearly skip the periods that lack the start's day (RFC 5545): the 31st skips
 *   30-day months, 29 February only repeats in leap years.
 * - `recurrenceEndDate` is inclusive by local day: an occurrence that starts on that local day
 *   still counts. The first occurrence (`from`..`to` itself) always counts.
 * - A local time that happens twice (clocks fall back) starts a window at its first pass and ends
 *   it at its second; a local time that never happens (clocks spring forward) resolves to the
 *   moment of the change. A window is always one contiguous span of time.
 */

export type Recurrence = 'None' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';

export interface ClosureWindow {
  from: Date;
  to: Date;
  recurrence: Recurrence;
  recurrenceEndDate: Date | null;
}

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface TimeInterval {
  start: number;
  end: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** Wall clock and instants differ by the UTC offset; no zone is ever further than this from UTC. */
const OFFSET_MARGIN = DAY;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The IANA zone for `name`; throws a RangeError for a name the runtime does not know. */
export function timeZoneNamed(name: string): IANAZone {
  const zone = IANAZone.create(name);
  if (!zone.isValid) throw new RangeError(`Unknown time zone "${name}"`);
  return zone;
}

/**
 * The local wall-clock reading at an instant, as milliseconds since 1970-01-01T00:00 of that
 * wall clock (a "naive" timestamp: calendar arithmetic on it needs no zone).
 */
export function wallClockAt(instant: number, zone: IANAZone): number {
  return instant + zone.offset(instant) * MINUTE;
}

/**
 * The instant at which the wall clock reads `wallClock`. Where the reading happens twice,
 * `pass` chooses the first or the second; where it never happens (a gap), the answer is the
 * moment of the change, whatever `pass` says.
 */
export function instantAtWallClock(wallClock: number, zone: IANAZone, pass: 'first' | 'last'): number {
  const offsets = new Set([zone.offset(wallClock - DAY), zone.offset(wallClock), zone.offset(wallClock + DAY)]);
  let found: number | undefined;
  for (const offset of offsets) {
    const instant = wallClock - offset * MINUTE;
    if (zone.offset(instant) !== offset) continue;
    if (found === undefined || (pass === 'first' ? instant < found : instant > found)) found = instant;
  }
  if (found !== undefined) return found;

  const candidates = [...offsets].map((offset) => wallClock - offset * MINUTE);
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  const offsetAfter = zone.offset(after);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (zone.offset(middle) === offsetAfter) after = middle;
    else before = middle;
  }
  return after;
}

/** Midnight of a `YYYY-MM-DD` date as a naive wall-clock timestamp; throws for a non-date. */
export function wallClockOfLocalDate(localDate: string): number {
  const match = LOCAL_DATE.exec(localDate);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month - 1)) {
      return utcMidnight(year, month - 1, day);
    }
  }
  throw new RangeError(`"${localDate}" is not a calendar date of the form YYYY-MM-DD`);
}

/** The span of one local day: from its first midnight to the next day's. */
export function localDayInterval(localDate: string, zone: IANAZone): TimeInterval {
  const midnight = wallClockOfLocalDate(localDate);
  return {
    start: instantAtWallClock(midnight, zone, 'first'),
    end: instantAtWallClock(midnight + DAY, zone, 'first'),
  };
}

/** Whether the closure is in force at `instant`. Looks only at the occurrences next to it. */
export function closureCoversInstant(closure: ClosureWindow, timeZone: string, instant: Date): boolean {
  const t = instant.getTime();
  const first = firstOccurrence(closure);
  if (t >= first.start && t < first.end) return true;
  if (closure.recurrence === 'None') return false;

  const series = new OccurrenceSeries(closure, timeZoneNamed(timeZone));
  // Occurrences share one local length, so a later start never has an earlier end: the latest
  // occurrence that starts at or before the instant decides.
  for (let k = series.lastIndexStartingBy(wallClockAt(t, series.zone) + OFFSET_MARGIN); k >= 1; k--) {
    const occurrence = series.occurrence(k);
    if (occurrence && occurrence.start <= t) return t < occurrence.end;
  }
  return false;
}

/**
 * The parts of `range` the closure covers, one interval per occurrence that overlaps it, in
 * ascending order of start (they may overlap one another).
 */
export function closureIntervalsWithin(closure: ClosureWindow, timeZone: string, range: TimeInterval): TimeInterval[] {
  const found: TimeInterval[] = [];
  const keep = (occurrence: TimeInterval): void => {
    const start = Math.max(occurrence.start, range.start);
    const end = Math.min(occurrence.end, range.end);
    if (start < end) found.push({ start, end });
  };

  keep(firstOccurrence(closure));
  if (closure.recurrence !== 'None') {
    const series = new OccurrenceSeries(closure, timeZoneNamed(timeZone));
    // Walking back from the last occurrence that can start inside the range; once one starts at
    // or before the range, the earlier ones (earlier start, no later end) add nothing.
    for (let k = series.lastIndexStartingBy(wallClockAt(range.end, series.zone) + OFFSET_MARGIN); k >= 1; k--) {
      const occurrence = series.occurrence(k);
      if (!occurrence) continue;
      keep(occurrence);
      if (occurrence.start <= range.start) break;
    }
  }
  return found.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Sorts and joins overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly TimeInterval[]): TimeInterval[] {
  const sorted = [...intervals].filter((i) => i.start < i.end).sort((a, b) => a.start - b.start);
  const merged: TimeInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function firstOccurrence(closure: ClosureWindow): TimeInterval {
  return { start: closure.from.getTime(), end: endOfSecond(closure.to.getTime()) };
}

function endOfSecond(instant: number): number {
  return Math.floor(instant / SECOND) * SECOND + SECOND;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(utcMidnight(year, monthIndex + 1, 0)).getUTCDate();
}

/** Date.UTC without its reading of years 0..99 as 1900..1999. */
function utcMidnight(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** The occurrences k >= 1 of a recurring closure, computed on the naive wall clock. */
class OccurrenceSeries {
  private readonly startWallClock: number;
  private readonly lengthWallClock: number;
  private readonly year: number;
  private readonly monthIndex: number;
  private readonly day: number;
  private readonly timeOfDay: number;
  /** Occurrences must start before this wall-clock reading (the day after the end date). */
  private readonly startLimit: number;

  constructor(
    private readonly closure: ClosureWindow,
    readonly zone: IANAZone,
  ) {
    const first = firstOccurrence(closure);
    this.startWallClock = wallClockAt(first.start, zone);
    const length = wallClockAt(first.end, zone) - this.startWallClock;
    // Only a window inside a repeated hour can look negative on the wall clock.
    this.lengthWallClock = length > 0 ? length : first.end - first.start;

    const start = new Date(this.startWallClock);
    this.year = start.getUTCFullYear();
    this.monthIndex = start.getUTCMonth();
    this.day = start.getUTCDate();
    this.timeOfDay = this.startWallClock - utcMidnight(this.year, this.monthIndex, this.day);

    const end = closure.recurrenceEndDate;
    if (end === null) {
      this.startLimit = Infinity;
    } else {
      const endWallClock = wallClockAt(end.getTime(), zone);
      this.startLimit = endWallClock - mod(endWallClock, DAY) + DAY;
    }
  }

  /** The largest k whose nominal start is at or before the wall-clock reading (may be < 1). */
  lastIndexStartingBy(wallClock: number): number {
    const limited = Math.min(wallClock, this.startLimit - 1);
    const at = new Date(limited);
    const year = at.getUTCFullYear();
    const monthIndex = at.getUTCMonth();
    const day = at.getUTCDate();
    const timeOfDay = limited - utcMidnight(year, monthIndex, day);
    const beforeInMonth = day < this.day || (day === this.day && timeOfDay < this.timeOfDay);

    switch (this.closure.recurrence) {
      case 'Daily':
        return Math.floor((limited - this.startWallClock) / DAY);
      case 'Weekly':
        return Math.floor((limited - this.startWallClock) / WEEK);
      case 'Monthly':
        return (year - this.year) * 12 + (monthIndex - this.monthIndex) - (beforeInMonth ? 1 : 0);
      case 'Yearly': {
        const beforeInYear = monthIndex < this.monthIndex || (monthIndex === this.monthIndex && beforeInMonth);
        return year - this.year - (beforeInYear ? 1 : 0);
      }
      default:
        return 0;
    }
  }

  /** Occurrence k as instants, or null when that period skips it or it starts after the end date. */
  occurrence(k: number): TimeInterval | null {
    const start = this.startOf(k);
    if (start === null || start >= this.startLimit) return null;
    return {
      start: instantAtWallClock(start, this.zone, 'first'),
      end: instantAtWallClock(start + this.lengthWallClock, this.zone, 'last'),
    };
  }

  private startOf(k: number): number | null {
    switch (this.closure.recurrence) {
      case 'Daily':
        return this.startWallClock + k * DAY;
      case 'Weekly':
        return this.startWallClock + k * WEEK;
      case 'Monthly': {
        const monthIndex = this.monthIndex + k;
        const year = this.year + Math.floor(monthIndex / 12);
        return this.onDay(year, mod(monthIndex, 12));
      }
      case 'Yearly':
        return this.onDay(this.year + k, this.monthIndex);
      default:
        return null;
    }
  }

  private onDay(year: number, monthIndex: number): number | null {
    if (this.day > daysInMonth(year, monthIndex)) return null;
    return utcMidnight(year, monthIndex, this.day) + this.timeOfDay;
  }
}

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
