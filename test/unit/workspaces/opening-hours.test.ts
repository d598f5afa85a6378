import {
  evaluateIsOpen,
  isOpenAt,
  openingIntervalsWithin,
  parseTimeOfDay,
  WEEKDAYS,
  type Schedule,
  type ScheduleDay,
  type Weekday,
} from '../../../src/workspaces/catalogue/opening-hours';

const NEW_YORK = 'America/New_York';
const CLOSED: ScheduleDay = { isOpen: false, open: '00:00:00', close: '00:00:00' };

function schedule(days: Partial<Record<Weekday, ScheduleDay>>, otherwise: ScheduleDay = CLOSED): Schedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, days[day] ?? otherwise])) as Schedule;
}

function hours(open: string, close: string): ScheduleDay {
  return { isOpen: true, open, close };
}

function openAt(week: Schedule, instant: string, timeZone = NEW_YORK): boolean {
  return isOpenAt(week, timeZone, new Date(instant));
}

const OFFICE = schedule({
  monday: hours('09:00:00', '17:00:00'),
  tuesday: hours('09:00:00', '17:00:00'),
  wednesday: hours('09:00:00', '17:00:00'),
  thursday: hours('09:00:00', '17:00:00'),
  friday: hours('09:00:00', '17:00:00'),
});

describe('parseTimeOfDay', () => {
  it('reads hh:mm:ss and hh:mm as seconds since midnight', () => {
    expect(parseTimeOfDay('00:00:00')).toBe(0);
    expect(parseTimeOfDay('09:30:15')).toBe(9 * 3600 + 30 * 60 + 15);
    expect(parseTimeOfDay('17:45')).toBe(17 * 3600 + 45 * 60);
    expect(parseTimeOfDay('24:00:00')).toBe(24 * 3600);
  });

  it.each(['9:00:00', '25:00:00', '12:60:00', '12:00:60', '24:00:01', 'noon', ''])('rejects %j', (value) => {
    expect(() => parseTimeOfDay(value)).toThrow(/time of day/);
  });
});

describe('isOpenAt', () => {
  it('is open from `open` up to, not including, `close` on an open day', () => {
    expect(openAt(OFFICE, '2026-06-03T08:59:59-04:00')).toBe(false); // Wednesday
    expect(openAt(OFFICE, '2026-06-03T09:00:00-04:00')).toBe(true);
    expect(openAt(OFFICE, '2026-06-03T16:59:59.999-04:00')).toBe(true);
    expect(openAt(OFFICE, '2026-06-03T17:00:00-04:00')).toBe(false);
  });

  it('is closed on a closed day', () => {
    expect(openAt(OFFICE, '2026-06-06T12:00:00-04:00')).toBe(false); // Saturday
    expect(openAt(OFFICE, '2026-06-07T12:00:00-04:00')).toBe(false); // Sunday
  });

  it('reads the day and time in the location time zone, not in UTC', () => {
    // Friday 20:00 in Los Angeles is Saturday 03:00 UTC.
    const evenings = schedule({ friday: hours('18:00:00', '22:00:00') });
    expect(openAt(evenings, '2026-06-06T03:00:00Z', 'America/Los_Angeles')).toBe(true);
    expect(openAt(evenings, '2026-06-06T03:00:00Z', NEW_YORK)).toBe(false);
  });

  describe('a schedule that closes after midnight', () => {
    const bar = schedule({ monday: hours('18:00:00', '02:00:00') });

    it('runs into the next morning', () => {
      expect(openAt(bar, '2026-06-01T17:59:59-04:00')).toBe(false); // Monday
      expect(openAt(bar, '2026-06-01T23:59:59-04:00')).toBe(true);
      expect(openAt(bar, '2026-06-02T00:00:00-04:00')).toBe(true); // Tuesday
      expect(openAt(bar, '2026-06-02T01:00:00-04:00')).toBe(true);
      expect(openAt(bar, '2026-06-02T02:00:00-04:00')).toBe(false);
      expect(openAt(bar, '2026-06-02T18:30:00-04:00')).toBe(false); // Tuesday itself is closed
    });

    it('wraps from Sunday into Monday', () => {
      const sundayNights = schedule({ sunday: hours('20:00:00', '03:00:00') });
      expect(openAt(sundayNights, '2026-06-08T01:00:00-04:00')).toBe(true); // Monday
      expect(openAt(sundayNights, '2026-06-09T01:00:00-04:00')).toBe(false); // Tuesday
    });

    it('is open around the clock when `close` equals `open`', () => {
      const always = schedule({}, hours('00:00:00', '00:00:00'));
      expect(openAt(always, '2026-06-01T00:00:00-04:00')).toBe(true);
      expect(openAt(always, '2026-06-03T23:59:59-04:00')).toBe(true);
      const fromNine = schedule({ monday: hours('09:00:00', '09:00:00') });
      expect(openAt(fromNine, '2026-06-02T08:59:59-04:00')).toBe(true); // Tuesday morning
      expect(openAt(fromNine, '2026-06-02T09:00:00-04:00')).toBe(false);
    });
  });

  describe('when clocks spring forward (New York, Sunday 2026-03-08)', () => {
    const week = schedule({}, hours('09:00:00', '17:00:00'));

    it('keeps local opening hours', () => {
      expect(openAt(week, '2026-03-08T08:30:00-04:00')).toBe(false); // 12:30Z, 09:30 in EST terms
      expect(openAt(week, '2026-03-08T09:00:00-04:00')).toBe(true);
      expect(openAt(week, '2026-03-08T16:59:59-04:00')).toBe(true);
      expect(openAt(week, '2026-03-08T17:00:00-04:00')).toBe(false);
    });

    it('shortens the night across the change', () => {
      // Saturday 20:00 EST (01:00Z) to Sunday 04:00 EDT (08:00Z).
      const nights = schedule({ saturday: hours('20:00:00', '04:00:00') });
      expect(openAt(nights, '2026-03-08T00:59:59Z')).toBe(false);
      expect(openAt(nights, '2026-03-08T06:59:59Z')).toBe(true); // 01:59:59 EST
      expect(openAt(nights, '2026-03-08T07:30:00Z')).toBe(true); // 03:30 EDT
      expect(openAt(nights, '2026-03-08T08:00:00Z')).toBe(false);
    });

    it('opens at the change when its opening time is skipped', () => {
      const small = schedule({ sunday: hours('02:30:00', '05:00:00') });
      expect(openAt(small, '2026-03-08T06:59:59Z')).toBe(false);
      expect(openAt(small, '2026-03-08T07:00:00Z')).toBe(true); // 03:00 EDT
    });
  });

  describe('when clocks fall back (New York, Sunday 2026-11-01)', () => {
    it('keeps local opening hours', () => {
      const week = schedule({}, hours('09:00:00', '17:00:00'));
      expect(openAt(week, '2026-11-01T09:00:00-05:00')).toBe(true); // 14:00Z
      expect(openAt(week, '2026-11-01T08:30:00-05:00')).toBe(false); // 13:30Z: 09:30 in EDT terms
      expect(openAt(week, '2026-11-01T17:00:00-05:00')).toBe(false);
    });

    it('stays open through the repeated hour until `close` comes round the second time', () => {
      // Saturday 22:00 EDT (02:00Z) to Sunday 01:30 EST (06:30Z).
      const nights = schedule({ saturday: hours('22:00:00', '01:30:00') });
      expect(openAt(nights, '2026-11-01T05:29:59Z')).toBe(true); // 01:29:59 EDT
      expect(openAt(nights, '2026-11-01T05:45:00Z')).toBe(true); // 01:45 EDT, before 01:30 EST
      expect(openAt(nights, '2026-11-01T06:29:59Z')).toBe(true); // 01:29:59 EST
      expect(openAt(nights, '2026-11-01T06:30:00Z')).toBe(false);
    });
  });
});

/** The is-open answer for a whole local day, closures aside. */
function isOpenOnLocalDay(schedule: Schedule, timeZone: string, localDate: string): boolean {
  return evaluateIsOpen({ schedule, timeZone, locationClosures: [], at: { localDate } }).isOpen;
}

describe('is-open on a local day', () => {
  it('is open on a day with opening hours and closed on one without', () => {
    expect(isOpenOnLocalDay(OFFICE, NEW_YORK, '2026-06-03')).toBe(true);
    expect(isOpenOnLocalDay(OFFICE, NEW_YORK, '2026-06-06')).toBe(false);
  });

  it('counts the hours past midnight of the previous day', () => {
    const bar = schedule({ monday: hours('18:00:00', '02:00:00') });
    expect(isOpenOnLocalDay(bar, NEW_YORK, '2026-06-02')).toBe(true); // Tuesday 00:00-02:00
    expect(isOpenOnLocalDay(bar, NEW_YORK, '2026-06-03')).toBe(false);
  });

  it('does not count a day whose only opening starts at midnight of the next', () => {
    const midnight = schedule({ tuesday: hours('00:00:00', '06:00:00') });
    expect(isOpenOnLocalDay(midnight, NEW_YORK, '2026-06-01')).toBe(false); // Monday
    expect(isOpenOnLocalDay(midnight, NEW_YORK, '2026-06-02')).toBe(true);
  });
});

describe('openingIntervalsWithin', () => {
  it('lists the opening periods of a range as spans of time, clipped to it', () => {
    const range = { start: Date.parse('2026-06-01T12:00:00-04:00'), end: Date.parse('2026-06-03T12:00:00-04:00') };
    expect(openingIntervalsWithin(OFFICE, NEW_YORK, range)).toEqual([
      { start: range.start, end: Date.parse('2026-06-01T17:00:00-04:00') },
      { start: Date.parse('2026-06-02T09:00:00-04:00'), end: Date.parse('2026-06-02T17:00:00-04:00') },
      { start: Date.parse('2026-06-03T09:00:00-04:00'), end: range.end },
    ]);
  });
});
