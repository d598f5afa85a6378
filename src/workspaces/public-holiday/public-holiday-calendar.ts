import type Holidays from 'date-holidays';

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

/** `date-holidays`, loaded when first asked: its rules cost a start a tenth of a second, and most starts ask nothing. */
let library: typeof Holidays | null = null;
function holidaysOf(calendar?: HolidayCalendar): Holidays {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  library ??= require('date-holidays') as typeof Holidays;
  if (!calendar) return new library();
  return calendar.region ? new library(calendar.country, calendar.region) : new library(calendar.country);
}

/** Every country and its regions (the data set's own catalogue). */
let catalogue: Holidays | null = null;

/** Whether `date-holidays` knows the country (`US`, case-insensitive). */
export function isKnownCountry(country: string): boolean {
  catalogue ??= holidaysOf();
  return Object.hasOwn(catalogue.getCountries('en'), country.toUpperCase());
}

/** The regions of each country asked about, kept: is-open reads a location's calendar on each answer, and a look-up costs 50 µs. */
const regions = new Map<string, ReadonlySet<string>>();

/** Whether `date-holidays` knows the region of the country (`MA` of `US`, case-insensitive). */
export function isKnownRegion(country: string, region: string): boolean {
  const code = country.toUpperCase();
  let known = regions.get(code);
  if (!known) {
    catalogue ??= holidaysOf();
    known = new Set(Object.keys(catalogue.getStates(code, 'en') ?? {}));
    if (isKnownCountry(code)) regions.set(code, known);
  }
  return known.has(region.toUpperCase());
}

/**
 * The calendar a location follows: the country it names (else US) and the region it names, else its
 * address's state when the country knows it as a region (a state unknown to the data set reads the
 * country's holidays only).
 */
export function holidayCalendarOf(location: {
  publicHolidayCountry: string | null;
  publicHolidayRegion: string | null;
  stateCode: string;
}): HolidayCalendar {
  const country = (location.publicHolidayCountry ?? DEFAULT_HOLIDAY_COUNTRY).toUpperCase();
  const region =
    location.publicHolidayRegion ?? (location.stateCode && isKnownRegion(country, location.stateCode) ? location.stateCode : null);
  return { country, region: region ? region.toUpperCase() : null };
}

/** The public holidays of the calendar from `fromDate` through `toDate` (local dates, inclusive), in date order. */
export function publicHolidaysBetween(calendar: HolidayCalendar, fromDate: string, toDate: string): PublicHoliday[] {
  const found: PublicHoliday[] = [];
  for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year++) {
    for (const [date, name] of publicHolidaysOfYear(calendar, year)) if (date >= fromDate && date <= toDate) found.push({ date, name });
  }
  return found;
}

/** The public holiday of the calendar on a local date, or null. */
export function publicHolidayOn(calendar: HolidayCalendar, date: string): PublicHoliday | null {
  const name = publicHolidaysOfYear(calendar, Number(date.slice(0, 4))).get(date);
  return name === undefined ? null : { date, name };
}

/**
 * The years `date-holidays` answers truly: it reads a year below 100 as 19xx, and one past 9999 as
 * another; a question names a year of four digits (YYYY), and no calendar of ours starts before 1000.
 */
const FIRST_YEAR = 1000;
const LAST_YEAR = 9999;

/**
 * Years of calendars kept: computing one is slow, and is-open asks one for every following location
 * (docs/decisions.md#public-holidays).
 */
const YEARS_KEPT = 2000;
const years = new Map<string, ReadonlyMap<string, string>>();
const calendars = new Map<string, Holidays>();

/** The public holidays of one year of the calendar, date to name in date order (two on one day: one, named by both). */
function publicHolidaysOfYear(calendar: HolidayCalendar, year: number): ReadonlyMap<string, string> {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) return new Map();
  const which = calendar.region ? `${calendar.country}-${calendar.region}` : calendar.country;
  const key = `${which} ${year}`;
  let found = years.get(key);
  if (found === undefined) {
    let holidays = calendars.get(which);
    if (!holidays) {
      holidays = holidaysOf(calendar);
      calendars.set(which, holidays);
    }
    const names = new Map<string, string[]>();
    for (const holiday of holidays.getHolidays(year, 'en') || []) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && date.startsWith(`${year}-`)) names.set(date, [...(names.get(date) ?? []), holiday.name]);
    }
    found = new Map([...names.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, dayNames]) => [date, dayNames.join(' / ')]));
    if (years.size >= YEARS_KEPT) years.clear();
    years.set(key, found);
  }
  return found;
}
