import Holidays from 'date-holidays';

/**
 * The public holidays of a country and region, from `date-holidays` (docs/decisions.md#public-holidays).
 * Pure and database-free: which local days are public holidays, and their names.
 *
 * Rules this module fixes:
 * - Only holidays of type `public` count (not bank, school, optional or observance days); a
 *   substitute day (Independence Day on a Saturday, observed on Friday) is a public holiday too.
 * - A holiday is a local date (`YYYY-MM-DD`), a whole day wherever the location is: the location's
 *   time zone turns it into instants, not the country's.
 * - Two holidays on one day are one day off, named by both (`Susan B. Anthony Day / Washington's Birthday`).
 */

/** Whose public holidays: an ISO 3166-1 country code and, optionally, one of its regions (a US state). */
export interface HolidayCalendar {
  country: string;
  region: string | null;
}

export interface PublicHoliday {
  /** The local day, `YYYY-MM-DD`. */
  date: string;
  name: string;
}

/** The country every location's address is in today (a US ZIP code, a US state). */
export const DEFAULT_HOLIDAY_COUNTRY = 'US';

const catalogue = new Holidays();

/** Whether `date-holidays` knows the country (`US`, case-insensitive). */
export function isKnownCountry(country: string): boolean {
  return Object.hasOwn(catalogue.getCountries('en'), country.toUpperCase());
}

/** Whether `date-holidays` knows the region of the country (`MA` of `US`, case-insensitive). */
export function isKnownRegion(country: string, region: string): boolean {
  return Object.hasOwn(catalogue.getStates(country.toUpperCase(), 'en') ?? {}, region.toUpperCase());
}

/**
 * The calendar a location follows: the country it names (else US) and the region it names, else its
 * address's state when the country knows it as a region (a state unknown to the data set reads the
 * country's holidays only).
 */
export function holidayCalendarOf(location: { publicHolidayCountry: string | null; publicHolidayRegion: string | null; stateCode: string }): HolidayCalendar {
  const country = (location.publicHolidayCountry ?? DEFAULT_HOLIDAY_COUNTRY).toUpperCase();
  const region = location.publicHolidayRegion ?? (location.stateCode && isKnownRegion(country, location.stateCode) ? location.stateCode : null);
  return { country, region: region ? region.toUpperCase() : null };
}

/** The public holidays of the calendar from `fromDate` through `toDate` (local dates, inclusive), in date order. */
export function publicHolidaysBetween(calendar: HolidayCalendar, fromDate: string, toDate: string): PublicHoliday[] {
  const holidays = calendar.region ? new Holidays(calendar.country, calendar.region) : new Holidays(calendar.country);
  const names = new Map<string, string[]>();
  for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year++) {
    for (const holiday of holidays.getHolidays(year, 'en') || []) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || date < fromDate || date > toDate) continue;
      names.set(date, [...(names.get(date) ?? []), holiday.name]);
    }
  }
  return [...names.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, dayNames]) => ({ date, name: dayNames.join(' / ') }));
}

/** The public holiday of the calendar on a local date, or null. */
export function publicHolidayOn(calendar: HolidayCalendar, date: string): PublicHoliday | null {
  return publicHolidaysBetween(calendar, date, date)[0] ?? null;
}
