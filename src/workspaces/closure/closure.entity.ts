import { Entity, type Opt } from '@mikro-orm/core';
import { Field, InputType, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';
import { ClosureType, Recurrence } from '../catalogue/catalogue.enums';

/** A closed period. One class for both forms: output `DateRange`, input `DateRangeInput`. */
@ObjectType('DateRange', { description: 'A period of time: from `from` through the second of `to`.' })
@InputType('DateRangeInput', {
  description:
    'A period of time: from `from` through the second of `to` (instants, ISO 8601 with Z or an offset); `to` before `from` is refused.',
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
  @Column.timestamptz() dateFrom!: Date;
  @Column.timestamptz() dateTo!: Date;

  @Field(() => DateRange, {
    description:
      "When the place is closed; for a recurring closure, the first occurrence, repeated at the same local hours of the location's time zone.",
  })
  get dateRange(): Opt<DateRange> {
    return { from: this.dateFrom, to: this.dateTo };
  }

  /** The workspace of the closed place (taken from the place, never from the request). */
  @Column.uuid('The workspace of the closed place (copied from the place).') workspaceId!: string;
  @Column.enum(Recurrence, "How the closure repeats, in the location's local time (None: once).") recurrence: Opt<Recurrence> =
    Recurrence.None;
  @Column.timestamptz('Last local day an occurrence may start (inclusive); null repeats forever.', { nullable: true })
  recurrenceEndDate: Date | null = null;
  @Column.enum(
    ClosureType,
    'Default, ComingSoon for a place that has not opened yet, or PublicHoliday (kept by the gateway for a location that follows public holidays).',
  )
  type: Opt<ClosureType> = ClosureType.Default;
}

@ObjectType('LocationClosure', {
  description:
    'A period when a location, and so each of its rooms, is closed, optionally recurring in its local time. Seen by whoever may see the location.',
})
@Entity({ tableName: 'location_closure' })
export class LocationClosure extends Closure {
  @Column.uuid('The id of the closed location.') locationId!: string;
  @Column.text('The name of the public holiday, for a closure of type PublicHoliday; null otherwise.', { nullable: true }) holidayName:
    string | null = null;
}

@ObjectType('RoomClosure', {
  description:
    "A period when one room is closed, optionally recurring in its location's local time. Seen by whoever may see the room's location.",
})
@Entity({ tableName: 'room_closure' })
export class RoomClosure extends Closure {
  @Column.uuid('The id of the closed room.') roomId!: string;
}
