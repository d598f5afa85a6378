import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';
import { DateRange, LocationClosure, RoomClosure } from './closure.entity';

export const LocationClosureIPagedResponse = PagedResponse(LocationClosure, 'LocationClosureIPagedResponse');
export const RoomClosureIPagedResponse = PagedResponse(RoomClosure, 'RoomClosureIPagedResponse');

@InputType('LocationClosureInput', { description: "A location closure to create; the caller must administer the location's workspace." })
export class LocationClosureInput {
  @Field(() => DateRange, { description: 'When the location is closed; for a recurring closure, the first occurrence.' })
  dateRange!: DateRange;

  @Field({ description: "Must be the location's workspace." })
  workspaceId!: string;

  @Field({ description: 'The id of the location to close.' })
  locationId!: string;

  @Field(() => Recurrence, { description: "How the closure repeats, in the location's local time (None: once)." })
  recurrence!: Recurrence;

  @Field(() => Date, { nullable: true, description: 'Last local day an occurrence may start (inclusive); null repeats forever.' })
  recurrenceEndDate?: Date | null;

  @Field(() => ClosureType, { nullable: true, defaultValue: ClosureType.Default, description: 'Default when omitted; ComingSoon for a location that has not opened yet.' })
  type?: ClosureType | null;
}

@InputType('RoomClosureInput', { description: "A room closure to create; the caller must administer the workspace of the room's location." })
export class RoomClosureInput {
  @Field(() => DateRange, { description: 'When the room is closed; for a recurring closure, the first occurrence.' })
  dateRange!: DateRange;

  @Field({ description: "Must be the workspace of the room's location." })
  workspaceId!: string;

  @Field({ description: 'The id of the room to close.' })
  roomId!: string;

  @Field(() => Recurrence, { description: "How the closure repeats, in the local time of the room's location (None: once)." })
  recurrence!: Recurrence;

  @Field(() => Date, { nullable: true, description: 'Last local day an occurrence may start (inclusive); null repeats forever.' })
  recurrenceEndDate?: Date | null;

  @Field(() => ClosureType, { nullable: true, defaultValue: ClosureType.Default, description: 'Default when omitted; ComingSoon for a room that has not opened yet.' })
  type?: ClosureType | null;
}

@InputType('CreateLocationClosuresInput', { description: 'Location closures to create together: all or none.' })
export class CreateLocationClosuresInput {
  @Field(() => [LocationClosureInput], { description: 'The closures; one invalid closure refuses the request, naming `closures[i].<field>`.' })
  closures!: LocationClosureInput[];
}

@InputType('CreateRoomClosuresInput', { description: 'Room closures to create together: all or none.' })
export class CreateRoomClosuresInput {
  @Field(() => [RoomClosureInput], { description: 'The closures; one invalid closure refuses the request, naming `closures[i].<field>`.' })
  closures!: RoomClosureInput[];
}

@InputType('GetLocationClosuresInput', { description: 'A page of the closures of the locations the caller may see, newest first.' })
export class GetLocationClosuresInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only closures of these locations; absent or empty filters nothing.' })
  locationIds?: string[] | null;
}

@InputType('GetRoomClosuresInput', { description: 'A page of the closures of the rooms whose locations the caller may see, newest first.' })
export class GetRoomClosuresInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only closures of these rooms; absent or empty filters nothing.' })
  roomIds?: string[] | null;
}
