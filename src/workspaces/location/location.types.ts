import { Field, Float, InputType } from 'type-graphql';
import { CentsScalar } from '../../kernel/scalars';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { PHONE_MAX } from '../../identity/contact/contact';
import { Address } from '../../kernel/address';
import { CATALOGUE_LIMITS } from '../catalogue/catalogue-input';
import { GeoSearchInput } from '../address/address.types';
import { LocationStatus } from '../catalogue/catalogue.enums';
import { Location } from './location.entity';
import { Schedule } from './schedule.types';

/** A page of locations (the document's ExtendedLocationIPagedResponse: each location carries its token cost). */
export const LocationIPagedResponse = PagedResponse(Location, 'LocationIPagedResponse');

/** The UpsertLocation request fields. */
@InputType('UpsertLocationInput', { description: 'Every field of a location to create or update (an update replaces them all and keeps the status).' })
export class UpsertLocationInput {
  @Field({ description: "The workspace to create the location in (the caller must administer it); on an update, must be the location's own workspace." })
  workspaceId!: string;

  @Field({ description: `Name, 1 to ${CATALOGUE_LIMITS.name} characters (trimmed). Without an \`id\`, the location of the workspace with this name is updated, if there is one.` })
  name!: string;

  @Field(() => Address, { description: 'Postal address; it must be locatable (a known ZIP code, or a city and state).' })
  address!: Address;

  @Field(() => Schedule, { description: 'Weekly opening hours, in the local time of the address.' })
  schedule!: Schedule;

  @Field(() => [String], { description: `Picture URLs in display order (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).` })
  pictureUrls!: string[];

  @Field(() => [String], { description: `Amenities, free-form labels (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).` })
  amenities!: string[];

  @Field(() => CentsScalar, { description: 'Day pass price, in cents.' })
  price!: number;

  @Field(() => CentsScalar, { nullable: true, description: 'Day pass price on the marketplace, in cents; null or absent keeps the location off the marketplace.' })
  marketplacePrice?: number | null;

  @Field({ description: `Front desk phone (at most ${PHONE_MAX} characters).` })
  phone!: string;

  @Field({ description: `What a visitor does on arrival (at most ${CATALOGUE_LIMITS.longText} characters).` })
  checkInInstructions!: string;

  @Field(() => String, { nullable: true, description: `Free text about the location (at most ${CATALOGUE_LIMITS.longText} characters), or null.` })
  description?: string | null;

  @Field({ description: 'URL of the waiver visitors accept (from `uploadWaiver`).' })
  waiverUrl!: string;

  @Field({ description: 'URL of the terms of service (from `uploadTerms`); the name is spelled as the interface documents spell it.' })
  termsOfSerivceUrl!: string;

  @Field({ description: 'Whether reservations at the location are approved when created.' })
  autoApproveReservations!: boolean;
}

@InputType('GetLocationsInput', {
  description: 'A page of the locations the caller may see. Every filter given must match; an absent filter or an empty list filters nothing.',
})
export class GetLocationsInput extends PageInput {
  @Field(() => Boolean, { nullable: true, description: 'Keep only locations with a marketplace price.' })
  excludeLocationsNotOnMarketplace?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Only these locations (an id that is not a UUID matches nothing).' })
  ids?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only locations of these workspaces.' })
  workspaceIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A part of the name or of an address field, ignoring case.' })
  searchText?: string | null;

  @Field(() => GeoSearchInput, { nullable: true, description: 'Only locations within `maxMiles` of a point.' })
  geoSearch?: GeoSearchInput | null;

  @Field(() => String, { nullable: true, description: 'State code, ignoring case.' })
  state?: string | null;

  @Field(() => [String], { nullable: true, description: 'Locations having all of these amenities.' })
  amenities?: string[] | null;

  @Field(() => CentsScalar, { nullable: true, description: 'On marketplacePrice ?? price.' })
  maxMarketplacePrice?: number | null;

  @Field(() => [LocationStatus], { nullable: true, description: 'Only locations in these statuses (Inactive ones only where the caller may see them).' })
  statuses?: LocationStatus[] | null;

  @Field(() => Float, { nullable: true, description: 'Maximum token cost.' })
  maxTokens?: number | null;
}

@InputType('SetLocationStatusInput', { description: 'A location and the status to give it.' })
export class SetLocationStatusInput {
  @Field({ description: 'The id of the location.' })
  id!: string;

  @Field(() => LocationStatus, { description: 'The new status.' })
  status!: LocationStatus;
}
