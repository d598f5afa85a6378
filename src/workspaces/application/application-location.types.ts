import { InputType, Int, ObjectType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';
import { CentsScalar } from '../../kernel/scalars';
import { Address } from '../../kernel/address';
import { Schedule } from '../location/schedule.types';

/** What an application says alike of a room and of a location: its name, amenities and pictures, in the words of the place. */
function ApplicationPlace(place: 'room' | 'location') {
  @ObjectType()
  @InputType()
  abstract class ApplicationPlaceFields {
    @Optional(String, `Name of the ${place} (required at submit).`)
    name?: string | null;

    @Optional([String], `Amenities of the ${place} (free text names).`)
    amenities?: string[] | null;

    @Optional([String], `URLs of pictures of the ${place}.`)
    pictureUrls?: string[] | null;
  }
  return ApplicationPlaceFields;
}

/** A room the operator describes in its application (becomes a Room at approval). */
/** One class for both forms: output `ApplicationLocationRoom`, input `ApplicationLocationRoomInput`. */
@ObjectType('ApplicationLocationRoom', { description: 'A room described in a workspace application; approval creates a Room from it.' })
@InputType('ApplicationLocationRoomInput', { description: 'A room of an application location; the fields of ApplicationLocationRoom.' })
export class ApplicationLocationRoom extends ApplicationPlace('room') {
  @Optional(CentsScalar, 'Price of an hour, in cents (required at submit).')
  pricePerHour?: number | null;

  @Optional(CentsScalar, 'Marketplace price of an hour, in cents; null: pricePerHour applies.')
  marketplacePricePerHour?: number | null;

  @Optional(CentsScalar, 'Price of a day, in cents; null: no daily price.')
  pricePerDay?: number | null;

  @Optional(CentsScalar, 'Marketplace price of a day, in cents; null: pricePerDay applies.')
  marketplacePricePerDay?: number | null;

  @Optional(Int, 'How many of this room exist (required at submit).')
  quantity?: number | null;

  @Optional(Int, 'People allowed (required at submit).')
  capacity?: number | null;

  @Optional(Int, 'Longest reservation, in minutes; null: not set.')
  maxReservationMinutes?: number | null;

  @Required('Reservations of the room are approved when created.')
  autoApproveReservations!: boolean;
}

/** A location the operator describes in its application (becomes a Location at approval). */
/** One class for both forms: output `ApplicationLocation`, input `ApplicationLocationInput`. */
@ObjectType('ApplicationLocation', {
  description: 'A location described in a workspace application; approval creates a Location (geocoded, Active) from it.',
})
@InputType('ApplicationLocationInput', { description: 'A location of an application; the fields of ApplicationLocation.' })
export class ApplicationLocation extends ApplicationPlace('location') {
  @Optional(Address, 'Postal address (required at submit; must be locatable).')
  address?: Address | null;

  @Optional(Schedule, 'Weekly opening hours (required at submit).')
  schedule?: Schedule | null;

  @Optional(CentsScalar, 'Price of a day pass, in cents (required at submit).')
  price?: number | null;

  @Optional(CentsScalar, 'Marketplace price of a day pass, in cents; null: price applies.')
  marketplacePrice?: number | null;

  @Optional(String, 'Phone number of the location.')
  phone?: string | null;

  @Optional(String, 'What a visitor does on arrival.')
  checkInInstructions?: string | null;

  @Optional(String, 'Description of the location.')
  description?: string | null;

  @Optional(String, 'URL of the waiver visitors accept.')
  waiverUrl?: string | null;

  @Optional(String, 'URL of the terms of service; spelled as the interface document spells it.')
  termsOfSerivceUrl?: string | null;

  @Optional([ApplicationLocationRoom], 'The rooms of the location.')
  rooms?: ApplicationLocationRoom[] | null;

  @Required('Reservations are auto approved when created.')
  autoApproveReservations!: boolean;
}
