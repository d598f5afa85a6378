import { Float, InputType } from 'type-graphql';
import { changeType } from '../../kernel/changes/change-feed';
import { IdFilter, ListFilter, Optional, Required } from '../../kernel/field-decorators';
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
@InputType('UpsertLocationInput', {
  description: 'Every field of a location to create or update (an update replaces them all and keeps the status).',
})
export class UpsertLocationInput {
  @Required("The workspace to create the location in (the caller must administer it); on an update, must be the location's own workspace.")
  workspaceId!: string;

  @Required(
    `Name, 1 to ${CATALOGUE_LIMITS.name} characters (trimmed). Without an \`id\`, the location of the workspace with this name is updated, if there is one.`,
  )
  name!: string;

  @Required(Address, 'Postal address; it must be locatable (a known ZIP code, or a city and state).')
  address!: Address;

  @Required(Schedule, 'Weekly opening hours, in the local time of the address.')
  schedule!: Schedule;

  @Required([String], `Picture URLs in display order (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).`)
  pictureUrls!: string[];

  @Required([String], `Amenities, free-form labels (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).`)
  amenities!: string[];

  @Required(CentsScalar, 'Day pass price, in cents.')
  price!: number;

  @Optional(CentsScalar, 'Day pass price on the marketplace, in cents; null or absent keeps the location off the marketplace.')
  marketplacePrice?: number | null;

  @Required(`Front desk phone (at most ${PHONE_MAX} characters).`)
  phone!: string;

  @Required(`What a visitor does on arrival (at most ${CATALOGUE_LIMITS.longText} characters).`)
  checkInInstructions!: string;

  @Optional(String, `Free text about the location (at most ${CATALOGUE_LIMITS.longText} characters), or null.`)
  description?: string | null;

  @Required('URL of the waiver visitors accept (from `uploadWaiver`).')
  waiverUrl!: string;

  @Required('URL of the terms of service (from `uploadTerms`); the name is spelled as the interface documents spell it.')
  termsOfSerivceUrl!: string;

  @Required('Whether reservations at the location are approved when created.')
  autoApproveReservations!: boolean;
}

@InputType('GetLocationsInput', {
  description:
    'A page of the locations the caller may see. Every filter given must match; an absent filter or an empty list filters nothing.',
})
export class GetLocationsInput extends PageInput {
  @Optional(Boolean, 'Keep only locations with a marketplace price.')
  excludeLocationsNotOnMarketplace?: boolean | null;

  @IdFilter(String, 'Only these locations (an id that is not a UUID matches nothing).')
  ids?: IdFilter;

  @IdFilter(String, 'Only locations of these workspaces.')
  workspaceIds?: IdFilter;

  @Optional(String, 'A part of the name or of an address field, ignoring case.')
  searchText?: string | null;

  @Optional(GeoSearchInput, 'Only locations within `maxMiles` of a point.')
  geoSearch?: GeoSearchInput | null;

  @Optional(String, 'State code, ignoring case.')
  state?: string | null;

  @ListFilter(String, 'Locations having all of these amenities.')
  amenities?: ListFilter<string>;

  @Optional(CentsScalar, 'On marketplacePrice ?? price.')
  maxMarketplacePrice?: number | null;

  @ListFilter(LocationStatus, 'Only locations in these statuses (Inactive ones only where the caller may see them).')
  statuses?: ListFilter<LocationStatus>;

  @Optional(Float, 'Maximum token cost.')
  maxTokens?: number | null;
}

@InputType('SetLocationStatusInput', { description: 'A location and the status to give it.' })
export class SetLocationStatusInput {
  @Required('The id of the location.')
  id!: string;

  @Required(LocationStatus, 'The new status.')
  status!: LocationStatus;
}

/** `locationChanged`'s event. */
export const LocationChange = changeType('LocationChange', { field: 'location', type: () => Location, description: 'The location.' });
