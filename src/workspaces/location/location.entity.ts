import { BigIntType, Entity, Enum, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { CentsScalar } from '../../kernel/scalars';
import { Address } from '../../kernel/address';
import { Geo } from '../address/address.types';
import { LocationStatus } from '../catalogue/catalogue.enums';
import { Schedule } from './schedule.types';

/** A day-pass site of a workspace. `geo` and `timeZone` come from geocoding its address. */
@ObjectType('Location', {
  description:
    'A day-pass site of a workspace. Every signed-in user sees Active locations; the Admins of its workspace and the Platform Admin also see Inactive ones.',
})
@Entity({ tableName: 'location' })
export class Location extends BaseEntity {
  @Field({ description: 'The id of the workspace that operates the location.' })
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field({ description: 'Name, unique within its workspace.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => Address, { description: 'Postal address; geocoded to `geo` and `timeZone`.' })
  @Property({ type: 'json' })
  address!: Address;

  @Field(() => Schedule, { description: 'Weekly opening hours, in the local time of `timeZone`.' })
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

  @Field(() => Geo, { description: 'The point of the address, from geocoding.' })
  get geo(): Opt<Geo> {
    return { latitude: this.latitude, longitude: this.longitude };
  }

  @Field({ description: 'IANA time zone of the location, from its coordinates.' })
  @Property({ type: 'text' })
  timeZone!: string;

  @Field(() => [String], { description: 'Picture URLs, in display order (files uploaded with `uploadLocationImage`).' })
  @Property({ type: 'json' })
  pictureUrls: Opt<string[]> = [];

  @Field(() => [String], { description: 'Amenities, free-form labels such as `wifi` or `coffee`, without duplicates.' })
  @Property({ type: 'json' })
  amenities: Opt<string[]> = [];

  @Field({ description: 'Front desk phone.' })
  @Property({ type: 'text' })
  phone!: string;

  @Field({ description: 'What a visitor does on arrival.' })
  @Property({ type: 'text' })
  checkInInstructions!: string;

  @Field(() => String, { nullable: true, description: 'Free text about the location, or null.' })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field({ description: 'URL of the waiver visitors accept (a PDF uploaded with `uploadWaiver`).' })
  @Property({ type: 'text' })
  waiverUrl!: string;

  @Field({ description: 'URL of the terms of service (a PDF uploaded with `uploadTerms`); the name is spelled as the interface documents spell it.' })
  @Property({ type: 'text', fieldName: 'terms_of_serivce_url' })
  termsOfSerivceUrl!: string;

  @Field({ description: 'Whether reservations at the location are approved when created.' })
  @Property({ type: 'boolean' })
  autoApproveReservations!: boolean;

  @Field(() => LocationStatus, { description: 'Active (listed) or Inactive (seen only by the Admins of its workspace and the Platform Admin).' })
  @Enum({ items: () => LocationStatus, type: 'text' })
  status: Opt<LocationStatus> = LocationStatus.Active;

  /** The state code, upper-cased, for the `state` filter. */
  @Property({ type: 'text', hidden: true })
  stateCode: Opt<string> = '';

  /** Name and every address line, lower-cased: the trigram-indexed text of `searchText`. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';
}
