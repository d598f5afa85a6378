import { Float, InputType, Int } from 'type-graphql';
import { changeType } from '../../kernel/changes/change-feed';
import { IdFilter, ListFilter, Optional, Required } from '../../kernel/field-decorators';
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
  @Required(
    "The id of the room's location; the caller must administer its workspace. A different location moves the room (to a workspace the caller also administers).",
  )
  locationId!: string;

  @Required(
    `Name, 1 to ${CATALOGUE_LIMITS.name} characters (trimmed). Without an \`id\`, the room of the location with this name is updated, if there is one.`,
  )
  name!: string;

  @Required(CentsScalar, 'Price of one hour, in cents.')
  pricePerHour!: number;

  @Optional(CentsScalar, 'Price of a whole day, in cents; null or absent for no daily price.')
  pricePerDay?: number | null;

  @Optional(CentsScalar, 'Price of one hour on the marketplace, in cents; null or absent keeps the room off the marketplace.')
  marketplacePricePerHour?: number | null;

  @Optional(CentsScalar, 'Price of a whole day on the marketplace, in cents, or null.')
  marketplacePricePerDay?: number | null;

  @Required(Int, 'How many of this room exist (>= 1).')
  quantity!: number;

  @Required([String], `Amenities, free-form labels (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).`)
  amenities!: string[];

  @Required(Int, 'People allowed (>= 1).')
  capacity!: number;

  @Required(Int, 'Longest reservation allowed, in minutes (>= 1).')
  maxReservationMinutes!: number;

  @Required([String], `Picture URLs in display order (at most ${CATALOGUE_LIMITS.listItems}; duplicates dropped).`)
  pictureUrls!: string[];

  @Required('Whether reservations of the room are approved when created.')
  autoApproveReservations!: boolean;
}

@InputType('GetRoomsInput', {
  description:
    'A page of the rooms whose locations the caller may see. Every filter given must match; an absent filter or an empty list filters nothing.',
})
export class GetRoomsInput extends PageInput {
  @Optional(Boolean, 'Keep only rooms with a marketplace hourly price.')
  excludeRoomsNotOnMarketplace?: boolean | null;

  @IdFilter(String, 'Only these rooms (an id that is not a UUID matches nothing).')
  ids?: IdFilter;

  @IdFilter(String, 'Only rooms of these locations.')
  locationIds?: IdFilter;

  @Optional(String, "A part of the room's name or of its location's name or address, ignoring case.")
  searchText?: string | null;

  @Optional(GeoSearchInput, "On the room's location.")
  geoSearch?: GeoSearchInput | null;

  @Optional(String, "State code of the room's location, ignoring case.")
  state?: string | null;

  @ListFilter(String, 'Rooms having all of these amenities (exact labels).')
  amenities?: ListFilter<string>;

  @Optional(Int, 'Rooms for at least this many people.')
  minimumCapacity?: number | null;

  @Optional(CentsScalar, 'On marketplacePricePerHour ?? pricePerHour.')
  maxMarketplacePricePerHour?: number | null;

  @Optional(Float, 'Maximum token cost per hour (a whole number >= 0), on marketplacePricePerHour ?? pricePerHour.')
  maxTokensPerHour?: number | null;
}

/** `roomChanged`'s event. */
export const RoomChange = changeType('RoomChange', { field: 'room', type: () => Room, description: 'The room.' });
