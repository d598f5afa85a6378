import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { TimeOfDayScalar } from '../../kernel/scalars';

/** One weekday of a schedule. One class for both forms: output `ScheduleDay`, input `ScheduleDayInput`. */
@ObjectType('ScheduleDay', { description: "The opening hours of one weekday, in the location's local time (its `timeZone`)." })
@InputType('ScheduleDayInput', { description: "The opening hours of one weekday, in the location's local time (its `timeZone`)." })
export class ScheduleDay {
  @Field({ description: 'Whether the location opens on this weekday at all; when false, `open` and `close` are ignored.' })
  isOpen!: boolean;

  @Field(() => TimeOfDayScalar, { description: 'Local opening time, hh:mm:ss.' })
  open!: string;

  @Field(() => TimeOfDayScalar, { description: 'Local closing time, hh:mm:ss; a `close` at or before `open` runs past midnight into the next day.' })
  close!: string;

  @Field(() => Int, { nullable: true, description: 'Maximum number of day passes for that day (>= 0), or null when not set.' })
  maxVisitors?: number | null;
}

/** A week of opening hours. One class for both forms: output `Schedule`, input `ScheduleInput`. */
@ObjectType('Schedule', { description: "A location's weekly opening hours, one entry per weekday, in its local time." })
@InputType('ScheduleInput', { description: "A location's weekly opening hours: all seven weekdays are required, in its local time." })
export class Schedule {
  @Field(() => ScheduleDay, { description: 'Opening hours on Mondays.' }) monday!: ScheduleDay;
  @Field(() => ScheduleDay, { description: 'Opening hours on Tuesdays.' }) tuesday!: ScheduleDay;
  @Field(() => ScheduleDay, { description: 'Opening hours on Wednesdays.' }) wednesday!: ScheduleDay;
  @Field(() => ScheduleDay, { description: 'Opening hours on Thursdays.' }) thursday!: ScheduleDay;
  @Field(() => ScheduleDay, { description: 'Opening hours on Fridays.' }) friday!: ScheduleDay;
  @Field(() => ScheduleDay, { description: 'Opening hours on Saturdays.' }) saturday!: ScheduleDay;
  @Field(() => ScheduleDay, { description: 'Opening hours on Sundays.' }) sunday!: ScheduleDay;
}

