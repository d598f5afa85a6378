import { geocodeAddress, MAX_SEARCH_RESULTS, searchAddresses } from './gazetteer';
import type { AddressSearchMatch, Geo, PostalAddress } from './geo';

/** Turns addresses into points and free text into address suggestions. */
export interface Geocoder {
  /** The point of an address, or null when it cannot be located. */
  geocode(address: PostalAddress): Promise<Geo | null>;
  /** Suggestions for free text, best first; at most `limit` (never more than 10). */
  search(query: string, limit?: number): Promise<AddressSearchMatch[]>;
}

export type GeocoderProvider = 'offline' | 'nominatim';

export interface GeocoderSettings {
  provider: GeocoderProvider;
  /** Base URL of a Nominatim-compatible server; required for `nominatim`. */
  nominatimUrl?: string;
  userAgent?: string;
  timeoutMs?: number;
}

/** The geocoding server failed or did not answer; the address is not known to be wrong. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

export const DEFAULT_USER_AGENT = 'flexspace-gateway/0.1 (workspace catalogue geocoding)';
export const DEFAULT_GEOCODER_TIMEOUT_MS = 5000;

/** ZIP code and city precision from the bundled US gazetteer; no network. */
export class OfflineGeocoder implements Geocoder {
  async geocode(address: PostalAddress): Promise<Geo | null> {
    return geocodeAddress(address);
  }

  async search(query: string, limit: number = MAX_SEARCH_RESULTS): Promise<AddressSearchMatch[]> {
    return searchAddresses(query, limit);
  }
}

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

/**
 * Street-level geocoding from a Nominatim-compatible server (`GET {base}/search?format=jsonv2`),
 * limited to the United States. A server error, a timeout or an unreadable answer is a
 * GeocoderUnavailableError; "no match" is an empty answer.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly searchUrl: URL;
  private readonly userAgent: string;
  private readonly timeoutMs: number;

  constructor(options: { baseUrl: string; userAgent?: string; timeoutMs?: number }) {
    const base = URL.canParse(options.baseUrl) ? new URL(options.baseUrl) : null;
    if (!base || (base.protocol !== 'http:' && base.protocol !== 'https:')) {
      throw new Error(`The geocoder base URL must be an http(s) URL, got "${options.baseUrl}"`);
    }
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.searchUrl = new URL('search', base);
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;
  }

  async geocode(address: PostalAddress): Promise<Geo | null> {
    const stateAndZip = [address.state, address.zipCode]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
    const text = [address.line1, address.line2, address.city, stateAndZip]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ');
    if (text === '') return null;
    const [first] = await this.query(text, 1);
    return first?.geo ?? null;
  }

  async search(query: string, limit: number = MAX_SEARCH_RESULTS): Promise<AddressSearchMatch[]> {
    const wanted = Math.min(Math.max(Math.floor(limit), 0), MAX_SEARCH_RESULTS);
    const text = query.trim();
    if (wanted === 0 || text === '') return [];
    return this.query(text, wanted);
  }

  private async query(text: string, limit: number): Promise<AddressSearchMatch[]> {
    const url = new URL(this.searchUrl);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('countrycodes', 'us');

    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError(`The geocoding server at ${this.searchUrl.origin} failed: ${describe(error)}`, {
        cause: error,
      });
    }
    if (!Array.isArray(body)) {
      throw new GeocoderUnavailableError(`The geocoding server at ${this.searchUrl.origin} did not answer with a list`);
    }
    return body
      .flatMap((place: NominatimPlace) => {
        const latitude = coordinate(place.lat, 90);
        const longitude = coordinate(place.lon, 180);
        if (latitude === null || longitude === null) return [];
        const address = typeof place.display_name === 'string' ? place.display_name : `${latitude}, ${longitude}`;
        return [{ address, geo: { latitude, longitude } }];
      })
      .slice(0, limit);
  }
}

export function createGeocoder(settings: GeocoderSettings): Geocoder {
  switch (settings.provider) {
    case 'offline':
      return new OfflineGeocoder();
    case 'nominatim':
      if (!settings.nominatimUrl) throw new Error('The nominatim geocoder needs a base URL (nominatimUrl)');
      return new NominatimGeocoder({
        baseUrl: settings.nominatimUrl,
        userAgent: settings.userAgent,
        timeoutMs: settings.timeoutMs,
      });
    default:
      throw new Error(`Unknown geocoder provider "${String(settings.provider)}"`);
  }
}

/** Nominatim sends coordinates as decimal strings. */
function coordinate(value: unknown, bound: number): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const degrees = Number(value);
  return Number.isFinite(degrees) && Math.abs(degrees) <= bound && String(value).trim() !== '' ? degrees : null;
}

function describe(error: unknown): string {
  // Not `instanceof Error`: the DOMException of an aborted fetch may come from another realm.
  const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    cause?: { code?: unknown };
  };
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return typeof message === 'string' ? `${message}${code}` : String(error);
}
