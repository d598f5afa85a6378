import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  closureCoversInstant,
  closureIntervalsWithin,
  instantAtWallClock,
  localDayInterval,
  mergeIntervals,
  timeZoneNamed,
  type ClosureWindow,
  type Recurrence,
} from '../../../src/workspaces/catalogue/closure-recurrence';

const NEW_YORK = 'America/New_York';

function closure(from: string, to: string, recurrence: Recurrence = 'None', recurrenceEndDate?: string): ClosureWindow {
  return {
    from: new Date(from),
    to: new Date(to),
    recurrence,
    recurrenceEndDate: recurrenceEndDate === undefined ? null : new Date(recurrenceEndDate),
  };
}

/** How much of a local day the closure covers, read as the is-open answer of a day reads it. */
function closureCoverageOfLocalDay(window: ClosureWindow, timeZone: string, localDate: string): 'None' | 'Part' | 'Whole' {
  const day = localDayInterval(localDate, timeZoneNamed(timeZone));
  const covered = mergeIntervals(closureIntervalsWithin(window, timeZone, day));
  if (covered.length === 0) return 'None';
  return covered.length === 1 && covered[0].start <= day.start && covered[0].end >= day.end ? 'Whole' : 'Part';
}

function covers(window: ClosureWindow, instant: string, timeZone = NEW_YORK): boolean {
  return closureCoversInstant(window, timeZone, new Date(instant));
}

describe('instantAtWallClock', () => {
  const zone = timeZoneNamed(NEW_YORK);

  it('maps an ordinary local time to its single instant', () => {
    expect(new Date(instantAtWallClock(Date.UTC(2026, 5, 1, 9), zone, 'first')).toISOString()).toBe('2026-06-01T13:00:00.000Z');
  });

  it('maps a local time the clocks skip to the moment of the change', () => {
    // 2026-03-08 02:30 does not exist in New York: 02:00 EST is followed by 03:00 EDT (07:00Z).
    const skipped = Date.UTC(2026, 2, 8, 2, 30);
    expect(new Date(instantAtWallClock(skipped, zone, 'first')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(instantAtWallClock(skipped, zone, 'last')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('maps a local time that happens twice to its first or its last pass', () => {
    const twice = Date.UTC(2026, 10, 1, 1, 30);
    expect(new Date(instantAtWallClock(twice, zone, 'first')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new Date(instantAtWallClock(twice, zone, 'last')).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('rejects an unknown zone by name', () => {
    expect(() => timeZoneNamed('Mars/Olympus_Mons')).toThrow(/Unknown time zone/);
  });
});

describe('a closure that does not repeat', () => {
  const christmasEve = closure('2026-12-24T00:00:00-05:00', '2026-12-24T23:59:59-05:00');

  it('covers from `from` through the end of the second of `to`', () => {
    expect(covers(christmasEve, '2026-12-23T23:59:59.999-05:00')).toBe(false);
    expect(covers(christmasEve, '2026-12-24T00:00:00-05:00')).toBe(true);
    expect(covers(christmasEve, '2026-12-24T23:59:59.999-05:00')).toBe(true);
    expect(covers(christmasEve, '2026-12-25T00:00:00-05:00')).toBe(false);
  });

  it('does not come back a day, a week or a year later', () => {
    expect(covers(christmasEve, '2026-12-25T12:00:00-05:00')).toBe(false);
    expect(covers(christmasEve, '2026-12-31T12:00:00-05:00')).toBe(false);
    expect(covers(christmasEve, '2027-12-24T12:00:00-05:00')).toBe(false);
  });

  it('ignores a recurrence end date', () => {
    const window = { ...christmasEve, recurrenceEndDate: new Date('2026-01-01T00:00:00Z') };
    expect(covers(window, '2026-12-24T12:00:00-05:00')).toBe(true);
  });
});

describe('a daily closure', () => {
  // 09:00-17:00 every day, first on 2026-03-01 (EST, UTC-5).
  const daily = closure('2026-03-01T09:00:00-05:00', '2026-03-01T17:00:00-05:00', 'Daily');

  it('does not start before its first occurrence', () => {
    expect(covers(daily, '2026-02-28T10:00:00-05:00')).toBe(false);
  });

  it('keeps its local hours after clocks spring forward (2026-03-08)', () => {
    expect(covers(daily, '2026-03-07T09:30:00-05:00')).toBe(true);
    expect(covers(daily, '2026-03-08T09:30:00-04:00')).toBe(true);
    expect(covers(daily, '2026-03-09T09:00:00-04:00')).toBe(true); // 13:00Z, not 14:00Z
    expect(covers(daily, '2026-03-09T08:59:59-04:00')).toBe(false);
    expect(covers(daily, '2026-03-09T17:00:00.999-04:00')).toBe(true);
    expect(covers(daily, '2026-03-09T17:00:01-04:00')).toBe(false); // would be covered had it kept UTC hours
  });

  it('keeps its local hours after clocks fall back (2026-11-01)', () => {
    expect(covers(daily, '2026-10-31T09:00:00-04:00')).toBe(true);
    expect(covers(daily, '2026-11-02T09:00:00-05:00')).toBe(true); // 14:00Z
    expect(covers(daily, '2026-11-02T08:30:00-05:00')).toBe(false); // 13:30Z: 09:30 in EDT terms
    expect(covers(daily, '2026-11-02T17:30:00-05:00')).toBe(false);
  });

  it('covers a night window across the repeated hour as one span', () => {
    // 00:30-02:30 nightly; on 2026-11-01 that is 00:30 EDT (04:30Z) to 02:30 EST (07:30Z).
    const night = closure('2026-10-20T00:30:00-04:00', '2026-10-20T02:30:00-04:00', 'Daily');
    expect(covers(night, '2026-11-01T04:29:59Z')).toBe(false);
    expect(covers(night, '2026-11-01T04:30:00Z')).toBe(true);
    expect(covers(night, '2026-11-01T05:30:00Z')).toBe(true); // 01:30 EDT
    expect(covers(night, '2026-11-01T06:30:00Z')).toBe(true); // 01:30 EST
    expect(covers(night, '2026-11-01T07:30:00.500Z')).toBe(true);
    expect(covers(night, '2026-11-01T07:30:01Z')).toBe(false);
  });

  it('covers nothing on the night its window is skipped by the clocks', () => {
    // 02:00-02:59:59 nightly does not exist on 2026-03-08.
    const skipped = closure('2026-03-01T02:00:00-05:00', '2026-03-01T02:59:59-05:00', 'Daily');
    expect(covers(skipped, '2026-03-07T02:30:00-05:00')).toBe(true);
    expect(covers(skipped, '2026-03-08T06:59:59Z')).toBe(false); // 01:59:59 EST
    expect(covers(skipped, '2026-03-08T07:00:00Z')).toBe(false); // 03:00 EDT
    expect(covers(skipped, '2026-03-09T02:30:00-04:00')).toBe(true);
  });

  it('is shorter in real time on the night the clocks spring forward', () => {
    // 01:00-04:00 local is 06:00Z-08:00Z on 2026-03-08: two real hours.
    const night = closure('2026-03-01T01:00:00-05:00', '2026-03-01T03:59:59-05:00', 'Daily');
    const day = localDayInterval('2026-03-08', timeZoneNamed(NEW_YORK));
    expect(closureIntervalsWithin(night, NEW_YORK, day)).toEqual([
      { start: Date.parse('2026-03-08T06:00:00Z'), end: Date.parse('2026-03-08T08:00:00Z') },
    ]);
  });

  it('answers instants far from its start without walking the series', () => {
    // Compared with an instant on its first day, not with a clock: walking ~73,000 days would cost
    // hundreds of times more, a loaded machine slows both alike.
    const old = closure('2000-01-01T09:00:00-05:00', '2000-01-01T17:00:00-05:00', 'Daily');
    const timeOf = (instant: string) => {
      const started = performance.now();
      for (let i = 0; i < 300; i++) expect(covers(old, instant)).toBe(true);
      return performance.now() - started;
    };
    timeOf('2000-01-01T12:00:00-05:00'); // warm-up
    const near = timeOf('2000-01-01T12:00:00-05:00');
    const far = timeOf('2199-07-04T12:00:00-04:00');
    expect(far).toBeLessThan(near * 10 + 50);
  });
});

describe('a weekly closure', () => {
  // From Friday 18:00 to Monday 08:00, every week from 2026-02-27.
  const weekend = closure('2026-02-27T18:00:00-05:00', '2026-03-02T08:00:00-05:00', 'Weekly');

  it('repeats a window spanning several days on the same weekdays', () => {
    expect(covers(weekend, '2026-03-13T17:59:59-04:00')).toBe(false); // Friday
    expect(covers(weekend, '2026-03-13T18:00:00-04:00')).toBe(true);
    expect(covers(weekend, '2026-03-15T12:00:00-04:00')).toBe(true); // Sunday
    expect(covers(weekend, '2026-03-16T08:00:00-04:00')).toBe(true); // Monday
    expect(covers(weekend, '2026-03-16T08:00:01-04:00')).toBe(false);
    expect(covers(weekend, '2026-03-18T12:00:00-04:00')).toBe(false); // Wednesday
  });

  it('spans the weekend clocks spring forward in local hours', () => {
    // Friday 2026-03-06 18:00 EST to Monday 2026-03-09 08:00 EDT.
    expect(covers(weekend, '2026-03-06T23:00:00Z')).toBe(true);
    expect(covers(weekend, '2026-03-09T12:00:00Z')).toBe(true); // 08:00 EDT
    expect(covers(weekend, '2026-03-09T12:00:01Z')).toBe(false);
  });

  it('stops after the occurrence that starts on its end date, which still runs to its end', () => {
    const ending = { ...weekend, recurrenceEndDate: new Date('2026-03-13T00:00:00-04:00') };
    expect(covers(ending, '2026-03-15T12:00:00-04:00')).toBe(true);
    expect(covers(ending, '2026-03-22T12:00:00-04:00')).toBe(false);
  });
});

describe('a monthly closure on the 31st', () => {
  const monthly = closure('2026-01-31T10:00:00-05:00', '2026-01-31T12:00:00-05:00', 'Monthly');

  it('repeats on months that have a 31st', () => {
    expect(covers(monthly, '2026-03-31T10:30:00-04:00')).toBe(true);
    expect(covers(monthly, '2026-05-31T11:59:59-04:00')).toBe(true);
    expect(covers(monthly, '2026-12-31T10:30:00-05:00')).toBe(true);
    expect(covers(monthly, '2031-01-31T10:30:00-05:00')).toBe(true);
  });

  it('skips the months that have none, instead of moving to their last day', () => {
    expect(covers(monthly, '2026-02-28T10:30:00-05:00')).toBe(false);
    expect(covers(monthly, '2026-03-03T10:30:00-05:00')).toBe(false);
    expect(covers(monthly, '2026-04-30T10:30:00-04:00')).toBe(false);
    expect(covers(monthly, '2026-05-01T10:30:00-04:00')).toBe(false);
    expect(covers(monthly, '2026-06-30T10:30:00-04:00')).toBe(false);
  });

  it('is whole-day or part-day per local day', () => {
    expect(closureCoverageOfLocalDay(monthly, NEW_YORK, '2026-03-31')).toBe('Part');
    expect(closureCoverageOfLocalDay(monthly, NEW_YORK, '2026-04-30')).toBe('None');
    const allDay = closure('2026-01-31T00:00:00-05:00', '2026-01-31T23:59:59-05:00', 'Monthly');
    expect(closureCoverageOfLocalDay(allDay, NEW_YORK, '2026-03-31')).toBe('Whole');
    expect(closureCoverageOfLocalDay(allDay, NEW_YORK, '2026-04-30')).toBe('None');
  });
});

describe('a yearly closure on 29 February', () => {
  const leapDay = closure('2024-02-29T00:00:00-05:00', '2024-02-29T23:59:59-05:00', 'Yearly');

  it('repeats only in leap years', () => {
    expect(covers(leapDay, '2028-02-29T12:00:00-05:00')).toBe(true);
    expect(covers(leapDay, '2027-02-28T12:00:00-05:00')).toBe(false);
    expect(covers(leapDay, '2027-03-01T12:00:00-05:00')).toBe(false);
    expect(covers(leapDay, '2032-02-29T23:59:59-05:00')).toBe(true);
    expect(covers(leapDay, '2100-02-28T12:00:00-05:00')).toBe(false); // 2100 is not a leap year
    expect(covers(leapDay, '2104-02-29T12:00:00-05:00')).toBe(true);
  });

  it('covers the whole leap day and nothing in other years', () => {
    expect(closureCoverageOfLocalDay(leapDay, NEW_YORK, '2028-02-29')).toBe('Whole');
    expect(closureCoverageOfLocalDay(leapDay, NEW_YORK, '2027-02-28')).toBe('None');
    expect(closureCoverageOfLocalDay(leapDay, NEW_YORK, '2027-03-01')).toBe('None');
  });
});

describe('a yearly closure on a fixed date', () => {
  const christmas = closure('2025-12-25T00:00:00-05:00', '2025-12-25T23:59:59-05:00', 'Yearly');

  it('repeats on the same month and day', () => {
    expect(covers(christmas, '2030-12-25T08:00:00-05:00')).toBe(true);
    expect(covers(christmas, '2030-12-26T08:00:00-05:00')).toBe(false);
    expect(covers(christmas, '2030-11-25T08:00:00-05:00')).toBe(false);
  });
});

describe('the recurrence end date', () => {
  const daily = closure('2026-06-01T09:00:00-04:00', '2026-06-01T17:00:00-04:00', 'Daily', '2026-06-10T00:00:00-04:00');

  it('includes the occurrence that starts on its local day', () => {
    expect(covers(daily, '2026-06-09T10:00:00-04:00')).toBe(true);
    expect(covers(daily, '2026-06-10T10:00:00-04:00')).toBe(true);
    expect(covers(daily, '2026-06-11T10:00:00-04:00')).toBe(false);
    expect(covers(daily, '2027-06-10T10:00:00-04:00')).toBe(false);
  });

  it('is read as a local day in the closure time zone', () => {
    // 2026-06-10T02:00Z is still 9 June in New York.
    const ending = { ...daily, recurrenceEndDate: new Date('2026-06-10T02:00:00Z') };
    expect(covers(ending, '2026-06-09T10:00:00-04:00')).toBe(true);
    expect(covers(ending, '2026-06-10T10:00:00-04:00')).toBe(false);
    expect(covers(ending, '2026-06-10T10:00:00-04:00', 'UTC')).toBe(true);
  });

  it('never removes the first occurrence', () => {
    const ending = { ...daily, recurrenceEndDate: new Date('2026-05-01T00:00:00Z') };
    expect(covers(ending, '2026-06-01T10:00:00-04:00')).toBe(true);
    expect(covers(ending, '2026-06-02T10:00:00-04:00')).toBe(false);
  });
});

describe('local-day coverage', () => {
  const allDay = closure('2026-03-01T00:00:00-05:00', '2026-03-01T23:59:59-05:00', 'Daily');

  it('is whole on the 23-hour and the 25-hour days', () => {
    expect(closureCoverageOfLocalDay(allDay, NEW_YORK, '2026-03-08')).toBe('Whole');
    expect(closureCoverageOfLocalDay(allDay, NEW_YORK, '2026-11-01')).toBe('Whole');
  });

  it('is partial for a window of some hours, and none before the first occurrence', () => {
    const hours = closure('2026-03-01T09:00:00-05:00', '2026-03-01T17:00:00-05:00', 'Daily');
    expect(closureCoverageOfLocalDay(hours, NEW_YORK, '2026-03-05')).toBe('Part');
    expect(closureCoverageOfLocalDay(allDay, NEW_YORK, '2026-02-28')).toBe('None');
  });

  it('is whole for a closure of several days on the days inside it, partial on its edges', () => {
    const stay = closure('2026-07-01T12:00:00-04:00', '2026-07-04T12:00:00-04:00');
    expect(closureCoverageOfLocalDay(stay, NEW_YORK, '2026-07-01')).toBe('Part');
    expect(closureCoverageOfLocalDay(stay, NEW_YORK, '2026-07-02')).toBe('Whole');
    expect(closureCoverageOfLocalDay(stay, NEW_YORK, '2026-07-04')).toBe('Part');
    expect(closureCoverageOfLocalDay(stay, NEW_YORK, '2026-07-05')).toBe('None');
  });

  it('rejects a day that is not a calendar date', () => {
    expect(() => closureCoverageOfLocalDay(allDay, NEW_YORK, '2026-02-30')).toThrow(RangeError);
  });
});

describe('properties', () => {
  const zone = NEW_YORK;
  // Local dates on which New York changes its clocks; instants on them are left to the examples above.
  const changeDays = new Set(['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07', '2028-03-12', '2028-11-05']);
  const onChangeDay = (instant: DateTime): boolean => changeDays.has(instant.setZone(zone).toISODate()!);

  const localStart = fc.record({
    day: fc.integer({ min: 0, max: 500 }),
    minute: fc.integer({ min: 0, max: 1439 }),
  });

  function start({ day, minute }: { day: number; minute: number }): DateTime {
    return DateTime.fromObject({ year: 2026, month: 1, day: 1 }, { zone }).plus({ days: day, minutes: minute });
  }

  it('a weekly closure covers an instant iff it covers the same local time a week later, before its end', () => {
    fc.assert(
      fc.property(
        localStart,
        fc.integer({ min: 1, max: 3 * 1440 }),
        fc.integer({ min: 0, max: 200 * 1440 }),
        fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
        (first, lengthMinutes, laterMinutes, endDays) => {
          const from = start(first);
          const weekly: ClosureWindow = {
            from: from.toJSDate(),
            to: from.plus({ minutes: lengthMinutes }).toJSDate(),
            recurrence: 'Weekly',
            recurrenceEndDate: endDays === null ? null : from.plus({ days: endDays }).toJSDate(),
          };
          const instant = from.plus({ minutes: laterMinutes });
          const weekLater = instant.plus({ weeks: 1 });
          fc.pre(!onChangeDay(instant) && !onChangeDay(weekLater));
          fc.pre(endDays === null || weekLater.toISODate()! <= from.plus({ days: endDays }).toISODate()!);
          expect(closureCoversInstant(weekly, zone, weekLater.toJSDate())).toBe(closureCoversInstant(weekly, zone, instant.toJSDate()));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with walking every occurrence from the first, for every recurrence', () => {
    const recurrence = fc.constantFrom<Recurrence>('None', 'Daily', 'Weekly', 'Monthly', 'Yearly');
    fc.assert(
      fc.property(
        localStart,
        fc.integer({ min: 1, max: 3 * 1440 }),
        recurrence,
        fc.integer({ min: -2 * 1440, max: 800 * 1440 }),
        fc.option(fc.integer({ min: 0, max: 700 }), { nil: null }),
        (first, lengthMinutes, kind, laterMinutes, endDays) => {
          const from = start(first);
          const window: ClosureWindow = {
            from: from.toJSDate(),
            to: from.plus({ minutes: lengthMinutes }).toJSDate(),
            recurrence: kind,
            recurrenceEndDate: endDays === null ? null : from.plus({ days: endDays }).toJSDate(),
          };
          const instant = from.plus({ minutes: laterMinutes });
          fc.pre(!onChangeDay(instant));
          expect(closureCoversInstant(window, zone, instant.toJSDate())).toBe(walkOccurrences(window, instant));
        },
      ),
      { numRuns: 300 },
    );
  });

  /** The obvious reading: build the occurrences one by one with luxon calendar arithmetic. */
  function walkOccurrences(window: ClosureWindow, instant: DateTime): boolean {
    const from = DateTime.fromJSDate(window.from, { zone });
    const to = DateTime.fromJSDate(window.to, { zone }).endOf('second');
    const localLength = to.setZone('utc', { keepLocalTime: true }).diff(from.setZone('utc', { keepLocalTime: true }));
    const lastDay = window.recurrenceEndDate && DateTime.fromJSDate(window.recurrenceEndDate, { zone }).toISODate()!;
    const unit = { None: null, Daily: 'days', Weekly: 'weeks', Monthly: 'months', Yearly: 'years' } as const;
    const step = unit[window.recurrence];
    const naiveFrom = from.setZone('utc', { keepLocalTime: true });
    const naiveInstant = instant.setZone('utc', { keepLocalTime: true });
    // Start a few periods before the instant (windows last at most three days) to keep the walk short.
    const elapsed = step === null ? 0 : Math.floor(naiveInstant.diff(naiveFrom, step).get(step));
    for (let k = Math.max(0, elapsed - 5); ; k++) {
      if (k > 0 && step === null) return false;
      const naiveStart = naiveFrom.plus(step === null ? {} : { [step]: k });
      const skipsDay = step === 'months' || step === 'years';
      if (skipsDay && naiveStart.day !== from.day) continue; // the 31st in a short month, 29 February in a common year
      const start = naiveStart.setZone(zone, { keepLocalTime: true });
      if (start > instant) return false;
      if (k > 0 && lastDay !== null && start.toISODate()! > lastDay) return false;
      const end = naiveStart.plus(localLength).setZone(zone, { keepLocalTime: true });
      if (instant >= start && instant <= end) return true;
    }
  }
});
