import { Field, Float, InputType, Int } from 'type-graphql';
import { CentsScalar } from '../../graphql/scalars';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { GeoSearchInput } from '../address/address.types';
import { Room } from './room.entity';

/** A page of rooms (the document's ExtendedRoomIPagedResponse: each room carries its token costs and its location). */
export const RoomIPagedResponse = PagedResponse(Room, 'RoomIPagedResponse');

/** The UpsertRoom request fields. */
@InputType('UpsertRoomInput')
export class UpsertRoomInput {
  @Field()
  locationId!: string;

  @Field()
  name!: string;

  @Field(() => CentsScalar)
  pricePerHour!: number;

  @Field(() => CentsScalar, { nullable: true })
  pricePerDay?: number | null;

  @Field(() => CentsScalar, { nullable: true })
  marketplacePricePerHour?: number | null;

  @Field(() => CentsScalar, { nullable: true })
  marketplacePricePerDay?: number | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => [String])
  amenities!: string[];

  @Field(() => Int)
  capacity!: number;

  @Field(() => Int)
  maxReservationMinutes!: number;

  @Field(() => [String])
  pictureUrls!: string[];

  @Field()
  autoApproveReservations!: boolean;
}

@InputType('GetRoomsInput')
export class GetRoomsInput extends PageInput {
  @Field(() => Boolean, { nullable: true, description: 'Keep only rooms with a marketplace hourly price.' })
  excludeRoomsNotOnMarketplace?: boolean | null;

  @Field(() => [String], { nullable: true })
  ids?: string[] | null;

  @Field(() => [String], { nullable: true })
  locationIds?: string[] | null;

  @Field(() => String, { nullable: true, description: "A part of the room's name or of its location's name or address, ignoring case." })
  searchText?: string | null;

  @Field(() => GeoSearchInput, { nullable: true, description: "On the room's location." })
  geoSearch?: GeoSearchInput | null;

  @Field(() => String, { nullable: true, description: "State code of the room's location, ignoring case." })
  state?: string | null;

  @Field(() => [String], { nullable: true })
  amenities?: string[] | null;

  @Field(() => Int, { nullable: true })
  minimumCapacity?: number | null;

  @Field(() => CentsScalar, { nullable: true, description: 'On marketplacePricePerHour ?? pricePerHour.' })
  maxMarketplacePricePerHour?: number | null;

  @Field(() => Float, { nullable: true })
  maxTokensPerHour?: number | null;
}
