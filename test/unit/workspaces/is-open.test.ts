import type { Recurrence } from '../../../src/workspaces/catalogue/closure-recurrence';
import {
  evaluateIsOpen,
  IsOpenDateError,
  localDateTimeToInstant,
  parseIsOpenDate,
  WEEKDAYS,
  type ClosureType,
  type IsOpenAt,
  type Schedule,
  type ScheduleDay,
  type TypedClosure,
  type Weekday,
} from '../../../src/workspaces/catalogue/opening-hours';

const NEW_YORK = 'America/New_York';
const CLOSED: ScheduleDay = { isOpen: false, open: '00:00:00', close: '00:00:00' };
const NINE_TO_FIVE: ScheduleDay = { isOpen: true, open: '09:00:00', close: '17:00:00', maxVisitors: 20 };

function schedule(days: Partial<Record<Weekday, ScheduleDay>>, otherwise: ScheduleDay = CLOSED): Schedule {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, days[day] ?? otherwise])) as Schedule;
}

const WEEKDAYS_9_TO_5 = schedule({
  monday: NINE_TO_FIVE,
  tuesday: NINE_TO_FIVE,
  wednesday: NINE_TO_FIVE,
  thursday: NINE_TO_FIVE,
  friday: NINE_TO_FIVE,
});

function closure(
  from: string,
  to: string,
  type: ClosureType = 'Default',
  recurrence: Recurrence = 'None',
  recurrenceEndDate: string | null = null,
): TypedClosure {
  return {
    from: new Date(from),
    to: new Date(to),
    type,
    recurrence,
    recurrenceEndDate: recurrenceEndDate === null ? null : new Date(recurrenceEndDate),
  };
}

function ask(
  at: IsOpenAt | string,
  locationClosures: TypedClosure[] = [],
  roomClosures?: TypedClosure[],
  week: Schedule = WEEKDAYS_9_TO_5,
) {
  return evaluateIsOpen({
    schedule: week,
    timeZone: NEW_YORK,
    locationClosures,
    roomClosures,
    at: typeof at === 'string' ? new Date(at) : at,
  });
}

describe('evaluateIsOpen at an instant', () => {
  it('is open within opening hours with no closure, and says nothing of closures', () => {
    expect(ask('2026-06-03T10:00:00-04:00')).toStrictEqual({ isOpen: true });
  });

  it('is closed outside opening hours, without a closure type even when a closure covers it', () => {
    const evening = closure('2026-06-03T16:00:00-04:00', '2026-06-03T20:00:00-04:00');
    expect(ask('2026-06-03T18:00:00-04:00')).toStrictEqual({ isOpen: false });
    expect(ask('2026-06-03T18:00:00-04:00', [evening])).toStrictEqual({ isOpen: false });
  });

  it('is closed with the closure type when a closure decides', () => {
    const lunch = closure('2026-06-03T12:00:00-04:00', '2026-06-03T12:59:59-04:00');
    expect(ask('2026-06-03T12:30:00-04:00', [lunch])).toStrictEqual({ isOpen: false, closureType: 'Default' });
    expect(ask('2026-06-03T13:00:00-04:00', [lunch])).toStrictEqual({ isOpen: true });
  });

  it('reports ComingSoon for a place that has not opened yet', () => {
    const beforeOpening = closure('2026-01-01T00:00:00-05:00', '2026-06-30T23:59:59-04:00', 'ComingSoon');
    expect(ask('2026-06-03T10:00:00-04:00', [beforeOpening])).toStrictEqual({ isOpen: false, closureType: 'ComingSoon' });
    expect(ask('2026-07-01T10:00:00-04:00', [beforeOpening])).toStrictEqual({ isOpen: true });
  });

  it('prefers ComingSoon when closures of both types cover the instant', () => {
    const holiday = closure('2026-06-03T00:00:00-04:00', '2026-06-03T23:59:59-04:00');
    const beforeOpening = closure('2026-01-01T00:00:00-05:00', '2026-06-30T23:59:59-04:00', 'ComingSoon');
    expect(ask('2026-06-03T10:00:00-04:00', [holiday, beforeOpening]).closureType).toBe('ComingSoon');
  });

  it('applies recurring closures in local time across a daylight-saving change', () => {
    const dailyLunch = closure('2026-03-02T12:00:00-05:00', '2026-03-02T12:59:59-05:00', 'Default', 'Daily');
    expect(ask('2026-03-10T12:30:00-04:00', [dailyLunch])).toStrictEqual({ isOpen: false, closureType: 'Default' });
    expect(ask('2026-03-10T13:30:00-04:00', [dailyLunch])).toStrictEqual({ isOpen: true });
  });

  it('reads a local date-time in the location time zone', () => {
    expect(ask({ localDateTime: '2026-06-03T08:30:00.000' })).toStrictEqual({ isOpen: false });
    expect(ask({ localDateTime: '2026-06-03T09:30:00.000' })).toStrictEqual({ isOpen: true });
  });

  it("gives back the caller's own closure type values", () => {
    enum StoredClosureType {
      Default = 'Default',
      ComingSoon = 'ComingSoon',
    }
    const stored = { ...closure('2026-06-03T00:00:00-04:00', '2026-06-03T23:59:59-04:00'), type: StoredClosureType.ComingSoon };
    const result = evaluateIsOpen({
      schedule: WEEKDAYS_9_TO_5,
      timeZone: NEW_YORK,
      locationClosures: [stored],
      at: new Date('2026-06-03T10:00:00-04:00'),
    });
    const type: StoredClosureType | undefined = result.closureType;
    expect(type).toBe(StoredClosureType.ComingSoon);
  });

  it('rejects an invalid Date', () => {
    expect(() => ask(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('evaluateIsOpen for a room', () => {
  const roomService = closure('2026-06-03T10:00:00-04:00', '2026-06-03T11:00:00-04:00');

  it('is closed by its own closures', () => {
    expect(ask('2026-06-03T10:30:00-04:00', [], [roomService])).toStrictEqual({ isOpen: false, closureType: 'Default' });
    expect(ask('2026-06-03T11:30:00-04:00', [], [roomService])).toStrictEqual({ isOpen: true });
  });

  it('is closed when its location is, by schedule or by closure', () => {
    const beforeOpening = closure('2026-01-01T00:00:00-05:00', '2026-06-30T23:59:59-04:00', 'ComingSoon');
    expect(ask('2026-06-03T12:00:00-04:00', [beforeOpening], [])).toStrictEqual({
      isOpen: false,
      closureType: 'ComingSoon',
    });
    expect(ask('2026-06-06T12:00:00-04:00', [], [roomService])).toStrictEqual({ isOpen: false });
  });
});

describe('evaluateIsOpen for a whole local day', () => {
  const day = { localDate: '2026-06-03' }; // a Wednesday

  it('is open on a day with opening hours and closed on one without, with no closure type', () => {
    expect(ask(day)).toStrictEqual({ isOpen: true });
    expect(ask({ localDate: '2026-06-06' })).toStrictEqual({ isOpen: false });
    const saturdayClosure = closure('2026-06-06T00:00:00-04:00', '2026-06-06T23:59:59-04:00');
    expect(ask({ localDate: '2026-06-06' }, [saturdayClosure])).toStrictEqual({ isOpen: false });
  });

  it('stays open when a closure covers only part of the opening hours', () => {
    const morning = closure('2026-06-03T08:00:00-04:00', '2026-06-03T12:00:00-04:00');
    expect(ask(day, [morning])).toStrictEqual({ isOpen: true });
    const dailyLunch = closure('2026-05-01T12:00:00-04:00', '2026-05-01T13:00:00-04:00', 'Default', 'Daily');
    expect(ask(day, [dailyLunch])).toStrictEqual({ isOpen: true });
  });

  it('is closed when closures cover the whole opening window, even if not the whole day', () => {
    const officeHours = closure('2026-06-03T09:00:00-04:00', '2026-06-03T16:59:59-04:00');
    expect(ask(day, [officeHours])).toStrictEqual({ isOpen: false, closureType: 'Default' });
    const wider = closure('2026-06-03T07:00:00-04:00', '2026-06-03T18:00:00-04:00');
    expect(ask(day, [wider])).toStrictEqual({ isOpen: false, closureType: 'Default' });
  });

  it('stays open when the closures leave the last second of the opening window', () => {
    const almost = closure('2026-06-03T09:00:00-04:00', '2026-06-03T16:59:58-04:00');
    expect(ask(day, [almost])).toStrictEqual({ isOpen: true });
  });

  it('is closed when several closures together cover the opening window', () => {
    const morning = closure('2026-06-03T08:00:00-04:00', '2026-06-03T12:59:59-04:00');
    const afternoon = closure('2026-06-03T13:00:00-04:00', '2026-06-03T18:00:00-04:00');
    expect(ask(day, [morning, afternoon])).toStrictEqual({ isOpen: false, closureType: 'Default' });
    const afternoonSoon = { ...afternoon, type: 'ComingSoon' as const };
    expect(ask(day, [morning], [afternoonSoon])).toStrictEqual({ isOpen: false, closureType: 'ComingSoon' });
  });

  it('leaves out closures outside the opening hours when choosing the type', () => {
    const officeHours = closure('2026-06-03T09:00:00-04:00', '2026-06-03T16:59:59-04:00');
    const lateSoon = closure('2026-06-03T20:00:00-04:00', '2026-06-03T22:00:00-04:00', 'ComingSoon');
    expect(ask(day, [officeHours, lateSoon])).toStrictEqual({ isOpen: false, closureType: 'Default' });
  });

  it('reports ComingSoon for a day before opening', () => {
    const beforeOpening = closure('2026-01-01T00:00:00-05:00', '2026-06-30T23:59:59-04:00', 'ComingSoon');
    expect(ask(day, [beforeOpening])).toStrictEqual({ isOpen: false, closureType: 'ComingSoon' });
    expect(ask({ localDate: '2026-07-01' }, [beforeOpening])).toStrictEqual({ isOpen: true });
  });

  it('counts the hours past midnight of a schedule that runs overnight', () => {
    const bar = schedule({ monday: { isOpen: true, open: '18:00:00', close: '02:00:00' } });
    const tuesday = { localDate: '2026-06-02' };
    expect(ask(tuesday, [], undefined, bar)).toStrictEqual({ isOpen: true });
    const lateNight = closure('2026-06-02T00:00:00-04:00', '2026-06-02T01:59:59-04:00');
    expect(ask(tuesday, [lateNight], undefined, bar)).toStrictEqual({ isOpen: false, closureType: 'Default' });
  });

  it('handles the 23-hour and the 25-hour days of a place open around the clock', () => {
    const always = schedule({}, { isOpen: true, open: '00:00:00', close: '00:00:00' });
    const allDay = closure('2026-03-01T00:00:00-05:00', '2026-03-01T23:59:59-05:00', 'Default', 'Daily');
    for (const localDate of ['2026-03-08', '2026-11-01']) {
      expect(ask({ localDate }, [], undefined, always)).toStrictEqual({ isOpen: true });
      expect(ask({ localDate }, [allDay], undefined, always)).toStrictEqual({ isOpen: false, closureType: 'Default' });
    }
    const untilEleven = closure('2026-03-01T00:00:00-05:00', '2026-03-01T22:59:59-05:00', 'Default', 'Daily');
    expect(ask({ localDate: '2026-03-08' }, [untilEleven], undefined, always)).toStrictEqual({ isOpen: true });
  });

  it('rejects a day that is not a calendar date', () => {
    expect(() => ask({ localDate: '2026-02-29' })).toThrow(RangeError);
  });
});

describe('parseIsOpenDate', () => {
  it('reads a plain date as a whole local day', () => {
    expect(parseIsOpenDate('2026-12-24')).toEqual({ localDate: '2026-12-24' });
    expect(parseIsOpenDate(' 2028-02-29 ')).toEqual({ localDate: '2028-02-29' });
  });

  it('reads a date-time with Z or an offset as an instant', () => {
    expect(parseIsOpenDate('2026-12-24T15:00:00Z')).toEqual(new Date('2026-12-24T15:00:00.000Z'));
    expect(parseIsOpenDate('2026-12-24T10:00:00-05:00')).toEqual(new Date('2026-12-24T15:00:00.000Z'));
    expect(parseIsOpenDate('2026-12-24T20:30+0530')).toEqual(new Date('2026-12-24T15:00:00.000Z'));
    expect(parseIsOpenDate('2026-12-24 15:00:00.123456z')).toEqual(new Date('2026-12-24T15:00:00.123Z'));
  });

  it('reads a space before the offset as a plus sign undone by query-string decoding', () => {
    expect(parseIsOpenDate('2026-12-24T20:00:00 05:00')).toEqual(new Date('2026-12-24T15:00:00.000Z'));
  });

  it('reads a date-time without an offset as a local date-time', () => {
    expect(parseIsOpenDate('2026-12-24T10:00')).toEqual({ localDateTime: '2026-12-24T10:00:00.000' });
    expect(parseIsOpenDate('2026-12-24T10:00:05.5')).toEqual({ localDateTime: '2026-12-24T10:00:05.500' });
  });

  it.each([
    '',
    'tomorrow',
    '2026-02-30',
    '2026-13-01',
    '2026-12-24T24:00:00Z',
    '2026-12-24T10:61:00Z',
    '2026-12-24T10:00:00+19:00',
    '24/12/2026',
    '2026-12-24T10',
    '1766588400000',
  ])('rejects %j with a message naming the accepted forms', (value) => {
    expect(() => parseIsOpenDate(value)).toThrow(IsOpenDateError);
    expect(() => parseIsOpenDate(value)).toThrow(/YYYY-MM-DD/);
  });
});

describe('localDateTimeToInstant', () => {
  it('reads the wall clock of the zone, taking the first pass of a repeated time', () => {
    expect(localDateTimeToInstant('2026-06-03T09:30:00.000', NEW_YORK).toISOString()).toBe('2026-06-03T13:30:00.000Z');
    expect(localDateTimeToInstant('2026-11-01T01:30:00', NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(localDateTimeToInstant('2026-03-08T02:30:00', NEW_YORK).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });
});
