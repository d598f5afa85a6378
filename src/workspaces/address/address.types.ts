import { Float, InputType, ObjectType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';

@ObjectType('Geo', { description: 'A point on the Earth, in decimal degrees (WGS 84).' })
export class Geo {
  @Required(Float, 'Latitude in degrees, -90 (south) to 90 (north).')
  latitude!: number;

  @Required(Float, 'Longitude in degrees, -180 (west) to 180 (east).')
  longitude!: number;
}

@InputType('GeoSearchInput', { description: 'Within `maxMiles` great-circle miles of the point, exact at the edge.' })
export class GeoSearchInput {
  @Required(Float, 'Largest great-circle distance from the point, in miles (>= 0); a place exactly this far is inside.')
  maxMiles!: number;

  @Required(Float, 'Latitude of the centre, in degrees (-90 to 90).')
  latitude!: number;

  @Required(Float, 'Longitude of the centre, in degrees (-180 to 180).')
  longitude!: number;
}

@ObjectType('AddressSearchMatch', { description: 'A place matching an address search, with its point.' })
export class AddressSearchMatch {
  @Optional(
    String,
    'The place as one line, e.g. `Austin, TX 78701` (the offline gazetteer knows ZIP codes and cities; a street-level geocoder may answer streets).',
  )
  address?: string | null;

  @Optional(Geo, "The place's point (offline: the ZIP code's, or the median of a city's ZIP codes).")
  geo?: Geo | null;
}
