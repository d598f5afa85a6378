import type { AddressSearchMatch, Geo, PostalAddress } from './geo';

/**
 * Offline geocoding from the `zipcodes` package: about 42,000 US ZIP codes (with territories),
 * each with a city, a state and coordinates. Precision is the ZIP code or the city; street lines
 * are not read.
 *
 * Rules this module fixes:
 * - A place is a (city, state) pair; its point is the median latitude and median longitude of
 *   its ZIP codes' points (a median, so one misplaced code cannot drag a city away: the data set
 *   has New York's 10200 at +73.95), and its number of ZIP codes stands in for its size when
 *   ranking search results.
 * - A positive longitude in a state that lies wholly west of Greenwich (all but AK, HI and the
 *   Pacific territories) is a lost minus sign and is read negative.
 * - Military mail codes (states AA, AE, AP) and codes without coordinates are left out.
 * - Names compare ignoring case, spaces and punctuation (`McLean` finds "Mc Lean"), and a
 *   leading St/Ft/Mt reads as Saint/Fort/Mount.
 * - Search order: the exact ZIP code; then ZIP codes starting with the digits typed; then places
 *   whose name is the text, starts with it, or has a later word starting with it, each group
 *   larger places first. "City, ST", "City ST" and "City, State" limit the places to that state.
 */

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface ZipcodesModule {
  codes: Record<string, ZipRecord>;
  states: { full: Record<string, string> };
}

interface Place {
  city: string;
  state: string;
  key: string;
  zipCount: number;
  geo: Geo;
}

interface NameEntry {
  /** Compact name from one word boundary to its end. */
  key: string;
  place: Place;
  /** 0 for the whole name, 1 for a later word. */
  fromWord: 0 | 1;
}

interface Index {
  byZip: Map<string, ZipRecord>;
  zips: string[];
  places: Map<string, Place>;
  /** Sorted by key, for prefix search. */
  names: NameEntry[];
  /** State code by compact full name (NEWYORK -> NY), and by code for those without a name. */
  stateCodes: Map<string, string>;
}

export const MAX_SEARCH_RESULTS = 10;
const EXCLUDED_STATES = new Set(['AA', 'AE', 'AP']);
const TERRITORY_NAMES: Record<string, string> = {
  'PUERTO RICO': 'PR',
  GUAM: 'GU',
  'VIRGIN ISLANDS': 'VI',
  'AMERICAN SAMOA': 'AS',
  'NORTHERN MARIANA ISLANDS': 'MP',
  'MARSHALL ISLANDS': 'MH',
  MICRONESIA: 'FM',
  PALAU: 'PW',
};
/** States and territories with points east of Greenwich (the Aleutians, Wake Island, the western Pacific). */
const EASTERN_LONGITUDE_STATES = new Set(['AK', 'HI', 'GU', 'MP', 'PW', 'FM', 'MH']);
const NAME_ALIASES: Record<string, string> = { ST: 'SAINT', FT: 'FORT', MT: 'MOUNT' };

let index: Index | undefined;

/** The point of an address: its ZIP code's when known, else its city's (in its state). */
export function geocodeAddress(address: PostalAddress): Geo | null {
  const { byZip, places, stateCodes } = loadIndex();
  const zip = /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(address.zipCode ?? '')?.[1];
  const record = zip === undefined ? undefined : byZip.get(zip);
  if (record) return { latitude: record.latitude, longitude: record.longitude };

  const city = placeKey(address.city ?? '');
  if (city === '') return null;
  const stateText = address.state?.trim() ?? '';
  if (stateText !== '') {
    const state = stateCodeOf(stateText, stateCodes);
    return state === undefined ? null : (places.get(`${city}|${state}`)?.geo ?? null);
  }
  // No state: only a city name that exists in one state is an answer.
  const matching = [...new Set(stateCodes.values())].flatMap((code) => places.get(`${city}|${code}`) ?? []);
  return matching.length === 1 ? matching[0].geo : null;
}

/** Addresses matching free text, best first; at most `limit`, never more than 10. */
export function searchAddresses(query: string, limit: number = MAX_SEARCH_RESULTS): AddressSearchMatch[] {
  const wanted = Math.min(Math.max(Math.floor(limit), 0), MAX_SEARCH_RESULTS);
  const text = query.trim();
  if (wanted === 0 || text === '') return [];

  const found = new Map<string, AddressSearchMatch>();
  const add = (match: AddressSearchMatch): void => {
    if (found.size < wanted && !found.has(match.address)) found.set(match.address, match);
  };

  if (/^\d{3,4}$/.test(text)) {
    for (const record of zipsStartingWith(text, wanted)) add(zipResult(record));
    return [...found.values()];
  }
  const trailingZip = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/.exec(text);
  const record = trailingZip ? loadIndex().byZip.get(trailingZip[1]) : undefined;
  if (record) add(zipResult(record));
  const rest = trailingZip ? text.slice(0, trailingZip.index).replace(/[\s,]+$/, '') : text;
  for (const place of placesMatching(rest)) {
    if (found.size >= wanted) break;
    add(placeResult(place));
  }
  return [...found.values()];
}

function zipsStartingWith(digits: string, limit: number): ZipRecord[] {
  const { byZip, zips } = loadIndex();
  const found: ZipRecord[] = [];
  for (let i = lowerBound(zips, digits, (zip) => zip); i < zips.length && found.length < limit; i++) {
    if (!zips[i].startsWith(digits)) break;
    found.push(byZip.get(zips[i])!);
  }
  return found;
}

/**
 * Places for the text, best first. With commas, the last part may be a state and the part
 * before it is the city ("100 Main St, Austin, TX"); without, the last one to three words may
 * name a state ("Austin TX", "Albany New York"), and the whole text is also tried as a name.
 */
function placesMatching(text: string): Place[] {
  if (text === '') return [];
  const { stateCodes } = loadIndex();
  const readings: { name: string; states: Set<string> | null }[] = [];

  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > 1) {
    const states = statesMatching(parts[parts.length - 1], stateCodes);
    if (states.size > 0) readings.push({ name: parts[parts.length - 2], states });
    else readings.push({ name: parts[parts.length - 1], states: null });
  } else {
    const words = text.split(/\s+/);
    for (let count = 1; count <= Math.min(3, words.length - 1); count++) {
      const code = stateCodeOf(words.slice(-count).join(' '), stateCodes);
      if (code) readings.push({ name: words.slice(0, -count).join(' '), states: new Set([code]) });
    }
    readings.push({ name: text, states: null });
  }
  return readings.flatMap((reading) => rankPlaces(placeKey(reading.name), reading.states));
}

function rankPlaces(key: string, states: Set<string> | null): Place[] {
  if (key === '') return [];
  const { names } = loadIndex();
  const best = new Map<Place, number>();
  for (let i = lowerBound(names, key, (entry) => entry.key); i < names.length; i++) {
    const entry = names[i];
    if (!entry.key.startsWith(key)) break;
    if (states && !states.has(entry.place.state)) continue;
    const tier = entry.fromWord === 1 ? 2 : entry.key === key ? 0 : 1;
    const previous = best.get(entry.place);
    if (previous === undefined || tier < previous) best.set(entry.place, tier);
  }
  return [...best.entries()]
    .sort(
      ([a, tierA], [b, tierB]) =>
        tierA - tierB || b.zipCount - a.zipCount || a.city.localeCompare(b.city) || a.state.localeCompare(b.state),
    )
    .map(([place]) => place);
}

function zipResult(record: ZipRecord): AddressSearchMatch {
  return {
    address: `${displayName(record.city)}, ${record.state} ${record.zip}`,
    geo: { latitude: record.latitude, longitude: record.longitude },
  };
}

function placeResult(place: Place): AddressSearchMatch {
  return { address: `${displayName(place.city)}, ${place.state}`, geo: place.geo };
}

/**
 * States a typed state part can mean: one or two letters are the start of a code ("T": TN, TX),
 * else the start of a full name ("Tex": TX, "Te": TN, TX).
 */
function statesMatching(text: string, stateCodes: Map<string, string>): Set<string> {
  const key = compact(text);
  if (key === '') return new Set();
  const codes = new Set(stateCodes.values());
  if (key.length <= 2) {
    const byCode = [...codes].filter((code) => code.startsWith(key));
    if (byCode.length > 0) return new Set(byCode);
  }
  return new Set([...stateCodes].filter(([name]) => name.startsWith(key)).map(([, code]) => code));
}

/** The code of a state given exactly, by code or by full name. */
function stateCodeOf(text: string, stateCodes: Map<string, string>): string | undefined {
  const key = compact(text);
  if (key.length === 2) return [...stateCodes.values()].includes(key) ? key : undefined;
  return stateCodes.get(key);
}

/** Upper case, letters and digits only, with St/Ft/Mt before another word spelled out. */
function placeKey(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[\s.]+/)
    .filter(Boolean);
  return compact(words.map((word, i) => (i < words.length - 1 ? (NAME_ALIASES[word] ?? word) : word)).join(''));
}

function compact(text: string): string {
  return text
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The data's names are capitalised per word; this also capitalises after a hyphen. */
function displayName(city: string): string {
  return city.replace(/-([a-z])/g, (_, letter: string) => `-${letter.toUpperCase()}`);
}

function lowerBound<T>(items: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(items[middle]) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

function loadIndex(): Index {
  if (index) return index;
  // Loaded on first use: the data set takes about 30 MB and a quarter of a second to load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const zipcodes = require('zipcodes') as ZipcodesModule;

  const byZip = new Map<string, ZipRecord>();
  const points = new Map<string, { city: string; state: string; latitudes: number[]; longitudes: number[] }>();
  for (const raw of Object.values(zipcodes.codes)) {
    if (raw.country !== 'US' || EXCLUDED_STATES.has(raw.state)) continue;
    if (raw.latitude === 0 && raw.longitude === 0) continue;
    const record = raw.longitude > 0 && !EASTERN_LONGITUDE_STATES.has(raw.state) ? { ...raw, longitude: -raw.longitude } : raw;
    byZip.set(record.zip, record);
    const key = `${placeKey(record.city)}|${record.state}`;
    const place = points.get(key) ?? { city: record.city, state: record.state, latitudes: [], longitudes: [] };
    place.latitudes.push(record.latitude);
    place.longitudes.push(record.longitude);
    points.set(key, place);
  }

  const places = new Map<string, Place>();
  const names: NameEntry[] = [];
  for (const [key, sum] of points) {
    const place: Place = {
      city: sum.city,
      state: sum.state,
      key: key.slice(0, key.indexOf('|')),
      zipCount: sum.latitudes.length,
      geo: { latitude: round(median(sum.latitudes)), longitude: round(median(sum.longitudes)) },
    };
    places.set(key, place);
    names.push({ key: place.key, place, fromWord: 0 });
    const words = sum.city
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean);
    for (let w = 1; w < words.length; w++) names.push({ key: compact(words.slice(w).join('')), place, fromWord: 1 });
  }
  names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const stateCodes = new Map<string, string>();
  const usedStates = new Set([...places.values()].map((place) => place.state));
  for (const [name, code] of Object.entries({ ...zipcodes.states.full, ...TERRITORY_NAMES })) {
    if (usedStates.has(code)) stateCodes.set(compact(name), code);
  }
  for (const code of usedStates) if (![...stateCodes.values()].includes(code)) stateCodes.set(code, code);

  index = { byZip, zips: [...byZip.keys()].sort(), places, names, stateCodes };
  return index;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function round(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
