import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ClosureType, Recurrence } from '../location/catalogue.enums';
import { LocationClosure, RoomClosure } from './closure.entity';

export const LocationClosureIPagedResponse = PagedResponse(LocationClosure, 'LocationClosureIPagedResponse');
export const RoomClosureIPagedResponse = PagedResponse(RoomClosure, 'RoomClosureIPagedResponse');

@InputType('DateRangeInput')
export class DateRangeInput {
  @Field()
  from!: Date;

  @Field()
  to!: Date;
}

@InputType('LocationClosureInput')
export class LocationClosureInput {
  @Field(() => DateRangeInput)
  dateRange!: DateRangeInput;

  @Field({ description: "Must be the location's workspace." })
  workspaceId!: string;

  @Field()
  locationId!: string;

  @Field(() => Recurrence)
  recurrence!: Recurrence;

  @Field(() => Date, { nullable: true, description: 'Last local day an occurrence may start (inclusive); null repeats forever.' })
  recurrenceEndDate?: Date | null;

  @Field(() => ClosureType, { nullable: true, defaultValue: ClosureType.Default })
  type?: ClosureType | null;
}

@InputType('RoomClosureInput')
export class RoomClosureInput {
  @Field(() => DateRangeInput)
  dateRange!: DateRangeInput;

  @Field({ description: "Must be the workspace of the room's location." })
  workspaceId!: string;

  @Field()
  roomId!: string;

  @Field(() => Recurrence)
  recurrence!: Recurrence;

  @Field(() => Date, { nullable: true })
  recurrenceEndDate?: Date | null;

  @Field(() => ClosureType, { nullable: true, defaultValue: ClosureType.Default })
  type?: ClosureType | null;
}

@InputType('CreateLocationClosuresInput')
export class CreateLocationClosuresInput {
  @Field(() => [LocationClosureInput])
  closures!: LocationClosureInput[];
}

@InputType('CreateRoomClosuresInput')
export class CreateRoomClosuresInput {
  @Field(() => [RoomClosureInput])
  closures!: RoomClosureInput[];
}

@InputType('GetLocationClosuresInput')
export class GetLocationClosuresInput extends PageInput {
  @Field(() => [String], { nullable: true })
  locationIds?: string[] | null;
}

@InputType('GetRoomClosuresInput')
export class GetRoomClosuresInput extends PageInput {
  @Field(() => [String], { nullable: true })
  roomIds?: string[] | null;
}
