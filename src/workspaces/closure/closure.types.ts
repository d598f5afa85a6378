import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';
import { DateRange, LocationClosure, RoomClosure } from './closure.entity';

export const LocationClosureIPagedResponse = PagedResponse(LocationClosure, 'LocationClosureIPagedResponse');
export const RoomClosureIPagedResponse = PagedResponse(RoomClosure, 'RoomClosureIPagedResponse');

/** What a closure to create says, for a location or a room; each adds the id of its place. */
@InputType()
export abstract class ClosureInput {
  @Field(() => DateRange, { description: 'When the place is closed; for a recurring closure, the first occurrence.' })
  dateRange!: DateRange;

  @Field({ description: "Must be the workspace of the closed place (a room's: its location's)." })
  workspaceId!: string;

  @Field(() => Recurrence, { description: "How the closure repeats, in the location's local time (None: once)." })
  recurrence!: Recurrence;

  @Field(() => Date, { nullable: true, description: 'Last local day an occurrence may start (inclusive); null repeats forever.' })
  recurrenceEndDate?: Date | null;

  @Field(() => ClosureType, { nullable: true, defaultValue: ClosureType.Default, description: 'Default when omitted; ComingSoon for a place that has not opened yet.' })
  type?: ClosureType | null;
}

@InputType('LocationClosureInput', { description: "A location closure to create; the caller must administer the location's workspace." })
export class LocationClosureInput extends ClosureInput {
  @Field({ description: 'The id of the location to close.' })
  locationId!: string;
}

@InputType('RoomClosureInput', { description: "A room closure to create; the caller must administer the workspace of the room's location." })
export class RoomClosureInput extends ClosureInput {
  @Field({ description: 'The id of the room to close.' })
  roomId!: string;
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
