import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CentsScalar } from '../../graphql/scalars';
import { LocationAddress, LocationAddressInput } from '../address/address.types';
import { Schedule, ScheduleInput } from '../location/schedule.types';

/** Contact of the workspaces document; `firstName` / `lastName` are read-only, split from `name`. */
@ObjectType('WorkspaceContact', { description: 'Contact of the workspaces document.' })
export class WorkspaceContact {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Read-only: the first words of name.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Read-only: the last word of name.' })
  lastName?: string | null;
}

@InputType('WorkspaceContactInput')
export class WorkspaceContactInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}

/** A room the operator describes in its application (becomes a Room at approval). */
@ObjectType('ApplicationLocationRoom')
export class ApplicationLocationRoom {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => CentsScalar, { nullable: true }) pricePerHour?: number | null;
  @Field(() => CentsScalar, { nullable: true }) marketplacePricePerHour?: number | null;
  @Field(() => CentsScalar, { nullable: true }) pricePerDay?: number | null;
  @Field(() => CentsScalar, { nullable: true }) marketplacePricePerDay?: number | null;
  @Field(() => Int, { nullable: true, description: 'How many of this room exist.' }) quantity?: number | null;
  @Field(() => [String], { nullable: true }) amenities?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'People allowed.' }) capacity?: number | null;
  @Field(() => Int, { nullable: true }) maxReservationMinutes?: number | null;
  @Field(() => [String], { nullable: true }) pictureUrls?: string[] | null;
  @Field() autoApproveReservations!: boolean;
}

/** A location the operator describes in its application (becomes a Location at approval). */
@ObjectType('ApplicationLocation')
export class ApplicationLocation {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => LocationAddress, { nullable: true }) address?: LocationAddress | null;
  @Field(() => Schedule, { nullable: true }) schedule?: Schedule | null;
  @Field(() => [String], { nullable: true }) amenities?: string[] | null;
  @Field(() => CentsScalar, { nullable: true }) price?: number | null;
  @Field(() => CentsScalar, { nullable: true }) marketplacePrice?: number | null;
  @Field(() => [String], { nullable: true }) pictureUrls?: string[] | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) checkInInstructions?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) waiverUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Spelled as the interface document spells it.' }) termsOfSerivceUrl?: string | null;
  @Field(() => [ApplicationLocationRoom], { nullable: true }) rooms?: ApplicationLocationRoom[] | null;
  @Field({ description: 'Reservations are auto approved when created.' }) autoApproveReservations!: boolean;
}

@InputType('ApplicationLocationRoomInput')
export class ApplicationLocationRoomInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => CentsScalar, { nullable: true }) pricePerHour?: number | null;
  @Field(() => CentsScalar, { nullable: true }) marketplacePricePerHour?: number | null;
  @Field(() => CentsScalar, { nullable: true }) pricePerDay?: number | null;
  @Field(() => CentsScalar, { nullable: true }) marketplacePricePerDay?: number | null;
  @Field(() => Int, { nullable: true }) quantity?: number | null;
  @Field(() => [String], { nullable: true }) amenities?: string[] | null;
  @Field(() => Int, { nullable: true }) capacity?: number | null;
  @Field(() => Int, { nullable: true }) maxReservationMinutes?: number | null;
  @Field(() => [String], { nullable: true }) pictureUrls?: string[] | null;
  @Field() autoApproveReservations!: boolean;
}

@InputType('ApplicationLocationInput')
export class ApplicationLocationInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => LocationAddressInput, { nullable: true }) address?: LocationAddressInput | null;
  @Field(() => ScheduleInput, { nullable: true }) schedule?: ScheduleInput | null;
  @Field(() => [String], { nullable: true }) amenities?: string[] | null;
  @Field(() => CentsScalar, { nullable: true }) price?: number | null;
  @Field(() => CentsScalar, { nullable: true }) marketplacePrice?: number | null;
  @Field(() => [String], { nullable: true }) pictureUrls?: string[] | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) checkInInstructions?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) waiverUrl?: string | null;
  @Field(() => String, { nullable: true }) termsOfSerivceUrl?: string | null;
  @Field(() => [ApplicationLocationRoomInput], { nullable: true }) rooms?: ApplicationLocationRoomInput[] | null;
  @Field() autoApproveReservations!: boolean;
}
