import { Field, Float, InputType, ObjectType } from 'type-graphql';

/** Address of the interface documents (`line1`, `line2`, `state`, `city`, `zipCode`, all optional), as stored on a location. */
@ObjectType('LocationAddress', { description: 'A postal address (every line optional).' })
export class LocationAddress {
  @Field(() => String, { nullable: true })
  line1?: string | null;

  @Field(() => String, { nullable: true })
  line2?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  zipCode?: string | null;
}

@InputType('LocationAddressInput')
export class LocationAddressInput {
  @Field(() => String, { nullable: true })
  line1?: string | null;

  @Field(() => String, { nullable: true })
  line2?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  zipCode?: string | null;
}

@ObjectType('Geo')
export class Geo {
  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;
}

@InputType('GeoSearchInput', { description: 'Within `maxMiles` great-circle miles of the point, exact at the edge.' })
export class GeoSearchInput {
  @Field(() => Float)
  maxMiles!: number;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;
}

@ObjectType('AddressSearchMatch')
export class AddressSearchMatch {
  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => Geo, { nullable: true })
  geo?: Geo | null;
}
