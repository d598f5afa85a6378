import { Field, Float, InputType } from 'type-graphql';
import { CentsScalar } from '../../graphql/scalars';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { GeoSearchInput, LocationAddressInput } from '../address/address.types';
import { LocationStatus } from './catalogue.enums';
import { Location } from './location.entity';
import { ScheduleInput } from './schedule.types';

/** A page of locations (the document's ExtendedLocationIPagedResponse: each location carries its token cost). */
export const LocationIPagedResponse = PagedResponse(Location, 'LocationIPagedResponse');

/** The UpsertLocation request fields. */
@InputType('UpsertLocationInput')
export class UpsertLocationInput {
  @Field()
  workspaceId!: string;

  @Field()
  name!: string;

  @Field(() => LocationAddressInput)
  address!: LocationAddressInput;

  @Field(() => ScheduleInput)
  schedule!: ScheduleInput;

  @Field(() => [String])
  pictureUrls!: string[];

  @Field(() => [String])
  amenities!: string[];

  @Field(() => CentsScalar)
  price!: number;

  @Field(() => CentsScalar, { nullable: true })
  marketplacePrice?: number | null;

  @Field()
  phone!: string;

  @Field()
  checkInInstructions!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field()
  waiverUrl!: string;

  @Field()
  termsOfSerivceUrl!: string;

  @Field()
  autoApproveReservations!: boolean;
}

@InputType('GetLocationsInput')
export class GetLocationsInput extends PageInput {
  @Field(() => Boolean, { nullable: true, description: 'Keep only locations with a marketplace price.' })
  excludeLocationsNotOnMarketplace?: boolean | null;

  @Field(() => [String], { nullable: true })
  ids?: string[] | null;

  @Field(() => [String], { nullable: true })
  workspaceIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A part of the name or of an address field, ignoring case.' })
  searchText?: string | null;

  @Field(() => GeoSearchInput, { nullable: true })
  geoSearch?: GeoSearchInput | null;

  @Field(() => String, { nullable: true, description: 'State code, ignoring case.' })
  state?: string | null;

  @Field(() => [String], { nullable: true, description: 'Locations having all of these amenities.' })
  amenities?: string[] | null;

  @Field(() => CentsScalar, { nullable: true, description: 'On marketplacePrice ?? price.' })
  maxMarketplacePrice?: number | null;

  @Field(() => [LocationStatus], { nullable: true })
  statuses?: LocationStatus[] | null;

  @Field(() => Float, { nullable: true, description: 'Maximum token cost.' })
  maxTokens?: number | null;
}

@InputType('SetLocationStatusInput')
export class SetLocationStatusInput {
  @Field()
  id!: string;

  @Field(() => LocationStatus)
  status!: LocationStatus;
}
