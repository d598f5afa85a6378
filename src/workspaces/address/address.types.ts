import { Field, Float, InputType, ObjectType } from 'type-graphql';

/**
 * Address of the interface documents (`line1`, `line2`, `state`, `city`, `zipCode`, all optional), as stored on a
 * location. One class for both forms: the graph names the output `LocationAddress` and the input `LocationAddressInput`.
 */
@ObjectType('LocationAddress', { description: 'A postal address (every line optional).' })
@InputType('LocationAddressInput', {
  description:
    'A postal address (every line optional, at most 200 characters each). Saving a location geocodes it (the ZIP code, else the city and state) to set its `geo` and `timeZone`; an address that cannot be located is refused.',
})
export class LocationAddress {
  @Field(() => String, { nullable: true, description: 'First street line (number and street).' })
  line1?: string | null;

  @Field(() => String, { nullable: true, description: 'Second street line (suite, floor, building).' })
  line2?: string | null;

  @Field(() => String, { nullable: true, description: 'State, as its two-letter code (e.g. `NY`); the `state` filters compare this text ignoring case.' })
  state?: string | null;

  @Field(() => String, { nullable: true, description: 'City or town.' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'US ZIP code, five digits (ZIP+4 accepted).' })
  zipCode?: string | null;
}


@ObjectType('Geo', { description: 'A point on the Earth, in decimal degrees (WGS 84).' })
export class Geo {
  @Field(() => Float, { description: 'Latitude in degrees, -90 (south) to 90 (north).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees, -180 (west) to 180 (east).' })
  longitude!: number;
}

@InputType('GeoSearchInput', { description: 'Within `maxMiles` great-circle miles of the point, exact at the edge.' })
export class GeoSearchInput {
  @Field(() => Float, { description: 'Largest great-circle distance from the point, in miles (>= 0); a place exactly this far is inside.' })
  maxMiles!: number;

  @Field(() => Float, { description: 'Latitude of the centre, in degrees (-90 to 90).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of the centre, in degrees (-180 to 180).' })
  longitude!: number;
}

@ObjectType('AddressSearchMatch', { description: 'A place matching an address search, with its point.' })
export class AddressSearchMatch {
  @Field(() => String, { nullable: true, description: 'The place as one line, e.g. `Austin, TX 78701` (the offline gazetteer knows ZIP codes and cities; a street-level geocoder may answer streets).' })
  address?: string | null;

  @Field(() => Geo, { nullable: true, description: "The place's point (offline: the ZIP code's, or the median of a city's ZIP codes)." })
  geo?: Geo | null;
}
