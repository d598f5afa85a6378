import { DateTime } from 'luxon';
import { timeZoneNamed } from '../catalogue/closure-recurrence';

/**
 * The VTIMEZONE component (RFC 5545, 3.6.5) of an IANA zone, built from the runtime's own time-zone
 * data (Node's ICU, the data luxon and the is-open answers read), so a feed and `isOpen` always
 * agree on the offsets (docs/decisions.md#calendar-feeds).
 *
 * The zone's offset changes are found from `fromYear` to `toYear`. The changes of each kind
 * (daylight, standard) that keep one yearly rule up to `toYear` ("the second Sunday of March at
 * 02:00") become one observance with a yearly RRULE, so that a closure repeating for ever keeps
 * its local hours after `toYear` too; every other change is listed as it happened (DTSTART and
 * RDATE). A zone without changes is one STANDARD observance.
 */
export function vtimezoneOf(timeZone: string, fromYear: number, toYear: number): string {
  const changes = offsetChangesOf(timeZone, fromYear, toYear);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const opening = firstOffsetOf(timeZone, fromYear);
  lines.push(
    ...observance({
      daylight: opening.daylight,
      localStart: `${pad(fromYear, 4)}0101T000000`,
      from: opening.offset,
      to: opening.offset,
      name: opening.name,
    }),
  );
  for (const daylight of [true, false]) {
    const ofKind = changes.filter((change) => change.daylight === daylight);
    const ruled = yearlyRuleTail(ofKind, toYear);
    const listed = ruled ? ofKind.slice(0, ofKind.length - ruled.count) : ofKind;
    for (const group of groupByOffsets(listed)) {
      lines.push(
        ...observance({
          daylight,
          localStart: group[0].localStart,
          from: group[0].from,
          to: group[0].to,
          name: group[0].name,
          rdates: group.slice(1).map((change) => change.localStart),
        }),
      );
    }
    if (ruled) lines.push(...observance({ ...ruled.first, rrule: ruled.rrule }));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n') + '\r\n';
}

/** One change of a zone's offset: the local time it happens at (in the offset before it), the offsets in minutes. */
interface OffsetChange {
  at: number;
  localStart: string;
  from: number;
  to: number;
  daylight: boolean;
  name: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Every offset change of the zone in the years given: sampled daily, each change found to the second. */
function offsetChangesOf(timeZone: string, fromYear: number, toYear: number): OffsetChange[] {
  const zone = timeZoneNamed(timeZone);
  const changes: OffsetChange[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let before = Date.UTC(fromYear, 0, 1);
  let offset = zone.offset(before);
  for (let after = before + DAY; after <= end; before = after, after += DAY) {
    const next = zone.offset(after);
    if (next === offset) continue;
    let low = before;
    let high = after;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (zone.offset(middle) === offset) low = middle;
      else high = middle;
    }
    const local = DateTime.fromMillis(high, { zone: timeZone });
    changes.push({
      at: high,
      localStart: naiveStamp(high + offset * MINUTE),
      from: offset,
      to: next,
      daylight: local.isInDST,
      name: local.toFormat('ZZZZ', { locale: 'en-US' }),
    });
    offset = next;
  }
  return changes;
}

/** The offset in force when the listed years begin (the zone's first observance). */
function firstOffsetOf(timeZone: string, year: number): { offset: number; name: string; daylight: boolean } {
  const start = DateTime.fromMillis(Date.UTC(year, 0, 1), { zone: timeZone });
  return { offset: start.offset, name: start.toFormat('ZZZZ', { locale: 'en-US' }), daylight: start.isInDST };
}

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * The last changes of one kind that follow one yearly rule, one a year, up to `toYear` (at least
 * two years of them): the first of them and the RRULE, or null when the zone keeps no such rule.
 */
function yearlyRuleTail(changes: readonly OffsetChange[], toYear: number): { count: number; first: ObservanceSpec; rrule: string } | null {
  const ruleOf = (change: OffsetChange) => {
    const local = new Date(change.at + change.from * MINUTE);
    const day = local.getUTCDate();
    const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
    const position = day + 7 > lastDay ? -1 : Math.ceil(day / 7);
    const time = change.localStart.slice(9);
    return {
      year: local.getUTCFullYear(),
      key: `${change.from}/${change.to}/${local.getUTCMonth()}/${position}/${local.getUTCDay()}/${time}`,
      month: local.getUTCMonth() + 1,
      byDay: `${position}${WEEKDAY_CODES[local.getUTCDay()]}`,
    };
  };
  const rules = changes.map(ruleOf);
  const last = rules[rules.length - 1];
  if (!last || last.year !== toYear) return null;
  let count = 1;
  while (
    count < rules.length &&
    rules[rules.length - 1 - count].key === last.key &&
    rules[rules.length - 1 - count].year === last.year - count
  )
    count++;
  if (count < 2) return null;
  const first = changes[changes.length - count];
  return {
    count,
    first: { daylight: first.daylight, localStart: first.localStart, from: first.from, to: first.to, name: first.name },
    rrule: `FREQ=YEARLY;BYMONTH=${last.month};BYDAY=${last.byDay}`,
  };
}

/** Changes with the same offsets and name, in order: one observance each (DTSTART and RDATEs). */
function groupByOffsets(changes: readonly OffsetChange[]): OffsetChange[][] {
  const groups = new Map<string, OffsetChange[]>();
  for (const change of changes) {
    const key = `${change.from}/${change.to}/${change.name}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(change);
  }
  return [...groups.values()];
}

interface ObservanceSpec {
  daylight: boolean;
  localStart: string;
  from: number;
  to: number;
  name: string;
  rdates?: string[];
  rrule?: string;
}

function observance(spec: ObservanceSpec): string[] {
  const kind = spec.daylight ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    `BEGIN:${kind}`,
    `DTSTART:${spec.localStart}`,
    `TZOFFSETFROM:${utcOffset(spec.from)}`,
    `TZOFFSETTO:${utcOffset(spec.to)}`,
    `TZNAME:${spec.name}`,
  ];
  if (spec.rrule) lines.push(`RRULE:${spec.rrule}`);
  for (const rdate of spec.rdates ?? []) lines.push(`RDATE:${rdate}`);
  lines.push(`END:${kind}`);
  return lines;
}

/** `+0530`, `-0500`. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60), 2)}${pad(size % 60, 2)}`;
}

/** A naive wall-clock timestamp as an iCalendar local date-time: `20261101T020000`. */
function naiveStamp(wallClock: number): string {
  const at = new Date(wallClock);
  return `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1, 2)}${pad(at.getUTCDate(), 2)}T${pad(at.getUTCHours(), 2)}${pad(at.getUTCMinutes(), 2)}${pad(at.getUTCSeconds(), 2)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
