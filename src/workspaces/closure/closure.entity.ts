import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { ClosureType, Recurrence } from '../location/catalogue.enums';

@ObjectType('DateRange')
export class DateRange {
  @Field()
  from!: Date;

  @Field()
  to!: Date;
}

/** What location and room closures share: a date range, optionally recurring in the location's local time. */
@ObjectType()
export abstract class Closure extends BaseEntity {
  @Property({ type: 'timestamptz' })
  dateFrom!: Date;

  @Property({ type: 'timestamptz' })
  dateTo!: Date;

  @Field(() => DateRange)
  get dateRange(): DateRange {
    return { from: this.dateFrom, to: this.dateTo };
  }

  /** The workspace of the closed place (taken from the place, never from the request). */
  @Field()
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field(() => Recurrence)
  @Enum({ items: () => Recurrence, type: 'text' })
  recurrence: Recurrence = Recurrence.None;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  recurrenceEndDate: Date | null = null;

  @Field(() => ClosureType)
  @Enum({ items: () => ClosureType, type: 'text' })
  type: ClosureType = ClosureType.Default;
}

@ObjectType('LocationClosure')
@Entity({ tableName: 'location_closure' })
export class LocationClosure extends Closure {
  @Field()
  @Property({ type: 'uuid' })
  locationId!: string;
}

@ObjectType('RoomClosure')
@Entity({ tableName: 'room_closure' })
export class RoomClosure extends Closure {
  @Field()
  @Property({ type: 'uuid' })
  roomId!: string;
}
