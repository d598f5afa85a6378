import { Entity, Enum, Property, type Opt } from '@mikro-orm/core';
import { Field, InputType, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';

/** A closed period. One class for both forms: output `DateRange`, input `DateRangeInput`. */
@ObjectType('DateRange', { description: 'A period of time: from `from` through the second of `to`.' })
@InputType('DateRangeInput', {
  description: 'A period of time: from `from` through the second of `to` (instants, ISO 8601 with Z or an offset); `to` before `from` is refused.',
})
export class DateRange {
  @Field({ description: 'Start of the period (an instant).' })
  from!: Date;

  @Field({ description: 'End of the period (an instant), covered through its second.' })
  to!: Date;
}

/** What location and room closures share: a date range, optionally recurring in the location's local time. */
@ObjectType()
export abstract class Closure extends BaseEntity {
  @Property({ type: 'timestamptz' })
  dateFrom!: Date;

  @Property({ type: 'timestamptz' })
  dateTo!: Date;

  @Field(() => DateRange, { description: "When the place is closed; for a recurring closure, the first occurrence, repeated at the same local hours of the location's time zone." })
  get dateRange(): Opt<DateRange> {
    return { from: this.dateFrom, to: this.dateTo };
  }

  /** The workspace of the closed place (taken from the place, never from the request). */
  @Field({ description: 'The workspace of the closed place (copied from the place).' })
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field(() => Recurrence, { description: "How the closure repeats, in the location's local time (None: once)." })
  @Enum({ items: () => Recurrence, type: 'text' })
  recurrence: Opt<Recurrence> = Recurrence.None;

  @Field(() => Date, { nullable: true, description: 'Last local day an occurrence may start (inclusive); null repeats forever.' })
  @Property({ type: 'timestamptz', nullable: true })
  recurrenceEndDate: Date | null = null;

  @Field(() => ClosureType, { description: 'Default, or ComingSoon for a place that has not opened yet.' })
  @Enum({ items: () => ClosureType, type: 'text' })
  type: Opt<ClosureType> = ClosureType.Default;
}

@ObjectType('LocationClosure', {
  description: "A period when a location, and so each of its rooms, is closed, optionally recurring in its local time. Seen by whoever may see the location.",
})
@Entity({ tableName: 'location_closure' })
export class LocationClosure extends Closure {
  @Field({ description: 'The id of the closed location.' })
  @Property({ type: 'uuid' })
  locationId!: string;
}

@ObjectType('RoomClosure', {
  description: "A period when one room is closed, optionally recurring in its location's local time. Seen by whoever may see the room's location.",
})
@Entity({ tableName: 'room_closure' })
export class RoomClosure extends Closure {
  @Field({ description: 'The id of the closed room.' })
  @Property({ type: 'uuid' })
  roomId!: string;
}
