import { type ClassType, InputType } from 'type-graphql';
import { changeType } from '../../kernel/changes/change-feed';
import { IdFilter, Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';
import { DateRange, LocationClosure, RoomClosure } from './closure.entity';

export const LocationClosureIPagedResponse = PagedResponse(LocationClosure, 'LocationClosureIPagedResponse');
export const RoomClosureIPagedResponse = PagedResponse(RoomClosure, 'RoomClosureIPagedResponse');

/** What a closure to create says, for a location or a room; each adds the id of its place. */
@InputType()
export abstract class ClosureInput {
  @Required(DateRange, 'When the place is closed; for a recurring closure, the first occurrence.')
  dateRange!: DateRange;

  @Required("Must be the workspace of the closed place (a room's: its location's).")
  workspaceId!: string;

  @Required(Recurrence, "How the closure repeats, in the location's local time (None: once).")
  recurrence!: Recurrence;

  @Optional(Date, 'Last local day an occurrence may start (inclusive); null repeats forever.')
  recurrenceEndDate?: Date | null;

  @Optional(ClosureType, 'Default when omitted; ComingSoon for a place that has not opened yet.', ClosureType.Default)
  type?: ClosureType | null;
}

@InputType('LocationClosureInput', { description: "A location closure to create; the caller must administer the location's workspace." })
export class LocationClosureInput extends ClosureInput {
  @Required('The id of the location to close.')
  locationId!: string;
}

@InputType('RoomClosureInput', {
  description: "A room closure to create; the caller must administer the workspace of the room's location.",
})
export class RoomClosureInput extends ClosureInput {
  @Required('The id of the room to close.')
  roomId!: string;
}

/** Closures of one kind to create together (all or none): the input of CreateLocationClosures and CreateRoomClosures. */
function ClosuresToCreate<T extends ClosureInput>(closureInput: ClassType<T>) {
  @InputType()
  abstract class ClosuresToCreateInput {
    @Required([closureInput], 'The closures; one invalid closure refuses the request, naming `closures[i].<field>`.')
    closures!: T[];
  }
  return ClosuresToCreateInput;
}

@InputType('CreateLocationClosuresInput', { description: 'Location closures to create together: all or none.' })
export class CreateLocationClosuresInput extends ClosuresToCreate(LocationClosureInput) {}

@InputType('CreateRoomClosuresInput', { description: 'Room closures to create together: all or none.' })
export class CreateRoomClosuresInput extends ClosuresToCreate(RoomClosureInput) {}

@InputType('GetLocationClosuresInput', { description: 'A page of the closures of the locations the caller may see, newest first.' })
export class GetLocationClosuresInput extends PageInput {
  @IdFilter(String, 'Only closures of these locations; absent or empty filters nothing.')
  locationIds?: IdFilter;
}

@InputType('GetRoomClosuresInput', { description: 'A page of the closures of the rooms whose locations the caller may see, newest first.' })
export class GetRoomClosuresInput extends PageInput {
  @IdFilter(String, 'Only closures of these rooms; absent or empty filters nothing.')
  roomIds?: IdFilter;
}

/** `locationClosureChanged`'s event. */
export const LocationClosureChange = changeType('LocationClosureChange', {
  field: 'locationClosure',
  type: () => LocationClosure,
  description: 'The location closure.',
});

/** `roomClosureChanged`'s event. */
export const RoomClosureChange = changeType('RoomClosureChange', {
  field: 'roomClosure',
  type: () => RoomClosure,
  description: 'The room closure.',
});
