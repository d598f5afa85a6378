import { BigIntType, Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { CentsScalar } from '../../graphql/scalars';
import { Geo, LocationAddress } from '../address/address.types';
import { LocationStatus } from './catalogue.enums';
import { Schedule } from './schedule.types';

/** A day-pass site of a workspace. `geo` and `timeZone` come from geocoding its address. */
@ObjectType('Location')
@Entity({ tableName: 'location' })
export class Location extends BaseEntity {
  @Field()
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => LocationAddress)
  @Property({ type: 'json' })
  address!: LocationAddress;

  @Field(() => Schedule)
  @Property({ type: 'json' })
  schedule!: Schedule;

  @Field(() => CentsScalar, { description: 'Day pass price in cents.' })
  @Property({ type: new BigIntType('number') })
  price!: number;

  @Field(() => CentsScalar, { nullable: true, description: 'Day pass price on the marketplace, in cents.' })
  @Property({ type: new BigIntType('number'), nullable: true })
  marketplacePrice: number | null = null;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Field(() => Geo)
  get geo(): Geo {
    return { latitude: this.latitude, longitude: this.longitude };
  }

  @Field({ description: 'IANA time zone of the location, from its coordinates.' })
  @Property({ type: 'text' })
  timeZone!: string;

  @Field(() => [String])
  @Property({ type: 'json' })
  pictureUrls: string[] = [];

  @Field(() => [String])
  @Property({ type: 'json' })
  amenities: string[] = [];

  @Field()
  @Property({ type: 'text' })
  phone!: string;

  @Field()
  @Property({ type: 'text' })
  checkInInstructions!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field()
  @Property({ type: 'text' })
  waiverUrl!: string;

  @Field({ description: 'Spelled as the interface documents spell it.' })
  @Property({ type: 'text', fieldName: 'terms_of_serivce_url' })
  termsOfSerivceUrl!: string;

  @Field()
  @Property({ type: 'boolean' })
  autoApproveReservations!: boolean;

  @Field(() => LocationStatus)
  @Enum({ items: () => LocationStatus, type: 'text' })
  status: LocationStatus = LocationStatus.Active;

  /** The state code, upper-cased, for the `state` filter. */
  @Property({ type: 'text', hidden: true })
  stateCode: string = '';

  /** Name and every address line, lower-cased: the trigram-indexed text of `searchText`. */
  @Property({ type: 'text', hidden: true })
  searchText: string = '';
}
