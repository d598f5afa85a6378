import Holidays from 'date-holidays';
import {
  holidayCalendarOf,
  isKnownRegion,
  publicHolidayOn,
  publicHolidaysBetween,
} from '../../../src/workspaces/public-holiday/public-holiday-calendar';

/** The calendar is-open reads for any date (docs/decisions.md#public-holidays-on-any-date); fixed dates only. */
const NEW_YORK = holidayCalendarOf({ publicHolidayCountry: null, publicHolidayRegion: null, stateCode: 'NY' });

describe('publicHolidayOn', () => {
  it('finds a holiday in any year a question may name, and none outside the years the data set answers', () => {
    expect(publicHolidayOn(NEW_YORK, '2030-11-28')).toEqual({ date: '2030-11-28', name: 'Thanksgiving Day' });
    expect(publicHolidayOn(NEW_YORK, '9999-11-25')).toEqual({ date: '9999-11-25', name: 'Thanksgiving Day' });
    expect(publicHolidayOn(NEW_YORK, '9999-12-24')).toEqual({ date: '9999-12-24', name: 'Christmas Day (substitute day)' });
    expect(publicHolidayOn(NEW_YORK, '1000-12-25')).toEqual({ date: '1000-12-25', name: 'Christmas Day' });
    // date-holidays reads year 50 as 1950 and year 0 as this one.
    expect(publicHolidayOn(NEW_YORK, '0050-12-25')).toBeNull();
    expect(publicHolidayOn(NEW_YORK, '0000-12-25')).toBeNull();
    expect(publicHolidayOn(NEW_YORK, '2030-11-27')).toBeNull();
  });

  it('names two holidays of one day by both, and reads only the region asked', () => {
    expect(publicHolidayOn(NEW_YORK, '2027-02-15')?.name).toBe("Susan B. Anthony Day / Washington's Birthday");
    const boston = holidayCalendarOf({ publicHolidayCountry: null, publicHolidayRegion: null, stateCode: 'MA' });
    expect(publicHolidayOn(boston, '2100-04-19')?.name).toBe("Patriots' Day");
    expect(publicHolidayOn(NEW_YORK, '2100-04-19')).toBeNull();
    // A state the data set does not know reads the country's holidays only.
    const unknownState = { publicHolidayCountry: null, publicHolidayRegion: null, stateCode: 'ZZ' };
    expect(holidayCalendarOf(unknownState)).toEqual({ country: 'US', region: null });
  });

  it('answers what date-holidays answers, asked again and across years', () => {
    const direct = new Holidays('US', 'NY');
    for (const year of [2026, 2027, 2100]) {
      const expected = direct.getHolidays(year, 'en').flatMap((holiday) => (holiday.type === 'public' ? [holiday.date.slice(0, 10)] : []));
      const found = publicHolidaysBetween(NEW_YORK, `${year}-01-01`, `${year}-12-31`).map((holiday) => holiday.date);
      expect(found).toEqual([...new Set(expected)].sort());
      expect(publicHolidaysBetween(NEW_YORK, `${year}-01-01`, `${year}-12-31`).map((holiday) => holiday.date)).toEqual(found);
    }
    const acrossYears = publicHolidaysBetween(NEW_YORK, '2026-12-01', '2027-01-31').map((holiday) => holiday.date);
    expect(acrossYears).toEqual(['2026-12-25', '2027-01-01', '2027-01-18']);
  });
});

describe('isKnownRegion', () => {
  it('knows the regions of a known country, in any case, and none of an unknown one', () => {
    expect([isKnownRegion('us', 'ma'), isKnownRegion('US', 'MA')]).toEqual([true, true]);
    expect([isKnownRegion('US', 'ZZ'), isKnownRegion('XX', 'MA')]).toEqual([false, false]);
    expect([isKnownRegion('de', 'by'), isKnownRegion('DE', 'MA')]).toEqual([true, false]);
  });
});
