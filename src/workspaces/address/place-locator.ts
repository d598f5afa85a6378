import type { RequestContext } from '../../kernel/context';
import { BadInputError, ServiceUnavailableError } from '../../kernel/errors';
import type { Geo, PostalAddress } from './geo';
import { GeocoderUnavailableError, type Geocoder } from './geocoder';
import { timeZoneAt } from './time-zone';

declare module '../../kernel/services' {
  interface Services {
    /** Offline gazetteer by default; Nominatim-compatible HTTP geocoder with GEOCODER=nominatim. */
    geocoder: Geocoder;
  }
}

export interface LocatedPlace {
  geo: Geo;
  timeZone: string;
}

/**
 * The point and IANA time zone of an address (docs/decisions.md#geocoding). An address that cannot be located is a
 * 400 naming `address.zipCode` when a ZIP code was given, else `address` (`field` is the prefix).
 */
export async function locateAddress(ctx: RequestContext, address: PostalAddress, field = 'address'): Promise<LocatedPlace> {
  const hasAny = [address.line1, address.line2, address.city, address.state, address.zipCode].some(
    (part) => typeof part === 'string' && part.trim() !== '',
  );
  if (!hasAny) throw BadInputError.field(field, 'The address is empty: give at least a city and state or a ZIP code.');
  let geo: Geo | null;
  try {
    geo = await ctx.services.geocoder.geocode(address);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      ctx.log.error({ err: error }, 'geocoder unavailable');
      throw new ServiceUnavailableError('The geocoding service is unavailable; try again later.');
    }
    throw error;
  }
  if (!geo) {
    const zip = address.zipCode?.trim();
    if (zip) throw BadInputError.field(`${field}.zipCode`, `No place is known at ZIP code "${zip}" with this address.`);
    throw BadInputError.field(field, 'The address could not be located: give a valid US ZIP code or city and state.');
  }
  return { geo, timeZone: timeZoneAt(geo.latitude, geo.longitude) };
}
