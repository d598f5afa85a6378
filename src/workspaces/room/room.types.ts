import { Field, Float, InputType, Int } from 'type-graphql';
import { CentsScalar } from '../../kernel/scalars';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { GeoSearchInput } from '../address/address.types';
import { Room } from './room.entity';
import { CATALOGUE_LIMITS } from '../catalogue/catalogue-input';

/** A page of rooms (the document's ExtendedRoomIPagedResponse: each room carries its token costs and its location). */
export const RoomIPagedResponse = PagedResponse(Room, 'RoomIPagedResponse');

/** The UpsertRoom request fields. */
@InputType('UpsertRoomInput', { description: 'Every field of a room to create or update (an update replaces them all).' })
export class UpsertRoomInput {
  @Field({
    description: "The id of the room's location; the caller must administer its workspace. A different location moves the room (to a workspace the caller also administers).",
  })
  locationId!: string;

  @Field({ description: `Name, 1 to ${CATALOGUE_LIMITS.name} characters (trimmed). Without an \`id\`, the room of the location with this name is updated, if there is one.` })
  name!: string;

  @Field(() => CentsScalar, { description: 'Price of one hour, in cents.' })
  pricePerHour!: number;

  @Field(() => CentsScalar, { nullable: true, description: 'Price of a whole day, in cents; null or absent for no daily price.' })
  pricePerDay?: number | null;

  @Field(() => CentsScalar, { nullable: true, description: 'Price of one hour on the marketplace, in cents; null or absent keeps the room off the marketplace.' })
  marketplacePricePerHour?: number | null;

  @Field(() => CentsScalar, { nullable: true, description: 'Price of a whole day on the marketplace, in cents, or null.' })
  marketplacePricePerDay?: number | null;

  @Field(() => Int, { description: 'How many of this room exist (>= 1).' })
  quantity!: number;

  @Field(() => [String], { description: `Amenities, free-form labels (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).` })
  amenities!: string[];

  @Field(() => Int, { description: 'People allowed (>= 1).' })
  capacity!: number;

  @Field(() => Int, { description: 'Longest reservation allowed, in minutes (>= 1).' })
  maxReservationMinutes!: number;

  @Field(() => [String], { description: `Picture URLs in display order (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).` })
  pictureUrls!: string[];

  @Field({ description: 'Whether reservations of the room are approved when created.' })
  autoApproveReservations!: boolean;
}

@InputType('GetRoomsInput', {
  description: 'A page of the rooms whose locations the caller may see. Every filter given must match; an absent filter or an empty list filters nothing.',
})
export class GetRoomsInput extends PageInput {
  @Field(() => Boolean, { nullable: true, description: 'Keep only rooms with a marketplace hourly price.' })
  excludeRoomsNotOnMarketplace?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Only these rooms (an id that is not a UUID matches nothing).' })
  ids?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only rooms of these locations.' })
  locationIds?: string[] | null;

  @Field(() => String, { nullable: true, description: "A part of the room's name or of its location's name or address, ignoring case." })
  searchText?: string | null;

  @Field(() => GeoSearchInput, { nullable: true, description: "On the room's location." })
  geoSearch?: GeoSearchInput | null;

  @Field(() => String, { nullable: true, description: "State code of the room's location, ignoring case." })
  state?: string | null;

  @Field(() => [String], { nullable: true, description: 'Rooms having all of these amenities (exact labels).' })
  amenities?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Rooms for at least this many people.' })
  minimumCapacity?: number | null;

  @Field(() => CentsScalar, { nullable: true, description: 'On marketplacePricePerHour ?? pricePerHour.' })
  maxMarketplacePricePerHour?: number | null;

  @Field(() => Float, { nullable: true, description: 'Maximum token cost per hour (a whole number >= 0), on marketplacePricePerHour ?? pricePerHour.' })
  maxTokensPerHour?: number | null;
}
