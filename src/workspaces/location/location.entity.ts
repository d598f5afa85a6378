import { Entity, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';
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
  @Column.uuid('The id of the workspace that operates the location.') workspaceId!: string;
  @Column.text('Name, unique within its workspace.') name!: string;
  @Column.json(() => Address, 'Postal address; geocoded to `geo` and `timeZone`.') address!: Address;
  @Column.json(() => Schedule, 'Weekly opening hours, in the local time of `timeZone`.') schedule!: Schedule;
  @Column.cents('Day pass price in cents.') price!: number;
  @Column.cents('Day pass price on the marketplace, in cents.', { nullable: true }) marketplacePrice: number | null = null;
  @Column.double() latitude!: number;
  @Column.double() longitude!: number;

  @Field(() => Geo, { description: 'The point of the address, from geocoding.' })
  get geo(): Opt<Geo> {
    return { latitude: this.latitude, longitude: this.longitude };
  }

  @Column.text('IANA time zone of the location, from its coordinates.') timeZone!: string;
  @Column.strings('Picture URLs, in display order (files uploaded with `uploadLocationImage`).') pictureUrls: Opt<string[]> = [];
  @Column.strings('Amenities, free-form labels such as `wifi` or `coffee`, without duplicates.') amenities: Opt<string[]> = [];
  @Column.text('Front desk phone.') phone!: string;
  @Column.text('What a visitor does on arrival.') checkInInstructions!: string;
  @Column.text('Free text about the location, or null.', { nullable: true }) description: string | null = null;
  @Column.text('URL of the waiver visitors accept (a PDF uploaded with `uploadWaiver`).') waiverUrl!: string;
  @Column.text(
    'URL of the terms of service (a PDF uploaded with `uploadTerms`); the name is spelled as the interface documents spell it.',
    { fieldName: 'terms_of_serivce_url' },
  )
  termsOfSerivceUrl!: string;
  @Column.boolean('Whether reservations at the location are approved when created.') autoApproveReservations!: boolean;
  @Column.enum(LocationStatus, 'Active (listed) or Inactive (seen only by the Admins of its workspace and the Platform Admin).')
  status: Opt<LocationStatus> = LocationStatus.Active;
  @Column.boolean(
    'Whether the location is closed on the public holidays of `publicHolidayCountry` and `publicHolidayRegion` (closures of type PublicHoliday); set with `setLocationPublicHolidays`.',
  )
  followsPublicHolidays: Opt<boolean> = false;
  @Column.text(
    'ISO 3166-1 country code of the public holidays the location follows; null reads `US` (every address is a US address today).',
    { nullable: true },
  )
  publicHolidayCountry: string | null = null;
  @Column.text("Region (a US state's code) of the public holidays the location follows; null reads the address's state.", {
    nullable: true,
  })
  publicHolidayRegion: string | null = null;
  /** The state code, upper-cased, for the `state` filter. */
  @Column.text({ hidden: true }) stateCode: Opt<string> = '';
  /** Name and every address line, lower-cased: the trigram-indexed text of `searchText`. */
  @Column.text({ hidden: true }) searchText: Opt<string> = '';
}
