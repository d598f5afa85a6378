import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CentsScalar } from '../../kernel/scalars';
import { Address } from '../../kernel/address';
import { Schedule } from '../location/schedule.types';

/** A room the operator describes in its application (becomes a Room at approval). */
/** One class for both forms: output `ApplicationLocationRoom`, input `ApplicationLocationRoomInput`. */
@ObjectType('ApplicationLocationRoom', { description: 'A room described in a workspace application; approval creates a Room from it.' })
@InputType('ApplicationLocationRoomInput', { description: 'A room of an application location; the fields of ApplicationLocationRoom.' })
export class ApplicationLocationRoom {
  @Field(() => String, { nullable: true, description: 'Name of the room (required at submit).' }) name?: string | null;
  @Field(() => CentsScalar, { nullable: true, description: 'Price of an hour, in cents (required at submit).' }) pricePerHour?: number | null;
  @Field(() => CentsScalar, { nullable: true, description: 'Marketplace price of an hour, in cents; null: pricePerHour applies.' }) marketplacePricePerHour?: number | null;
  @Field(() => CentsScalar, { nullable: true, description: 'Price of a day, in cents; null: no daily price.' }) pricePerDay?: number | null;
  @Field(() => CentsScalar, { nullable: true, description: 'Marketplace price of a day, in cents; null: pricePerDay applies.' }) marketplacePricePerDay?: number | null;
  @Field(() => Int, { nullable: true, description: 'How many of this room exist (required at submit).' }) quantity?: number | null;
  @Field(() => [String], { nullable: true, description: 'Amenities of the room (free text names).' }) amenities?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'People allowed (required at submit).' }) capacity?: number | null;
  @Field(() => Int, { nullable: true, description: 'Longest reservation, in minutes; null: not set.' }) maxReservationMinutes?: number | null;
  @Field(() => [String], { nullable: true, description: 'URLs of pictures of the room.' }) pictureUrls?: string[] | null;
  @Field({ description: 'Reservations of the room are approved when created.' }) autoApproveReservations!: boolean;
}

/** A location the operator describes in its application (becomes a Location at approval). */
/** One class for both forms: output `ApplicationLocation`, input `ApplicationLocationInput`. */
@ObjectType('ApplicationLocation', { description: 'A location described in a workspace application; approval creates a Location (geocoded, Active) from it.' })
@InputType('ApplicationLocationInput', { description: 'A location of an application; the fields of ApplicationLocation.' })
export class ApplicationLocation {
  @Field(() => String, { nullable: true, description: 'Name of the location (required at submit).' }) name?: string | null;
  @Field(() => Address, { nullable: true, description: 'Postal address (required at submit; must be locatable).' }) address?: Address | null;
  @Field(() => Schedule, { nullable: true, description: 'Weekly opening hours (required at submit).' }) schedule?: Schedule | null;
  @Field(() => [String], { nullable: true, description: 'Amenities of the location (free text names).' }) amenities?: string[] | null;
  @Field(() => CentsScalar, { nullable: true, description: 'Price of a day pass, in cents (required at submit).' }) price?: number | null;
  @Field(() => CentsScalar, { nullable: true, description: 'Marketplace price of a day pass, in cents; null: price applies.' }) marketplacePrice?: number | null;
  @Field(() => [String], { nullable: true, description: 'URLs of pictures of the location.' }) pictureUrls?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Phone number of the location.' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'What a visitor does on arrival.' }) checkInInstructions?: string | null;
  @Field(() => String, { nullable: true, description: 'Description of the location.' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the waiver visitors accept.' }) waiverUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the terms of service; spelled as the interface document spells it.' }) termsOfSerivceUrl?: string | null;
  @Field(() => [ApplicationLocationRoom], { nullable: true, description: 'The rooms of the location.' }) rooms?: ApplicationLocationRoom[] | null;
  @Field({ description: 'Reservations are auto approved when created.' }) autoApproveReservations!: boolean;
}
