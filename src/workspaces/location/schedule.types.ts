import { InputType, Int, ObjectType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';
import { TimeOfDayScalar } from '../../kernel/scalars';

/** One weekday of a schedule. One class for both forms: output `ScheduleDay`, input `ScheduleDayInput`. */
@ObjectType('ScheduleDay', { description: "The opening hours of one weekday, in the location's local time (its `timeZone`)." })
@InputType('ScheduleDayInput', { description: "The opening hours of one weekday, in the location's local time (its `timeZone`)." })
export class ScheduleDay {
  @Required('Whether the location opens on this weekday at all; when false, `open` and `close` are ignored.')
  isOpen!: boolean;

  @Required(TimeOfDayScalar, 'Local opening time, hh:mm:ss.')
  open!: string;

  @Required(TimeOfDayScalar, 'Local closing time, hh:mm:ss; a `close` at or before `open` runs past midnight into the next day.')
  close!: string;

  @Optional(Int, 'Maximum number of day passes for that day (>= 0), or null when not set.')
  maxVisitors?: number | null;
}

/** A week of opening hours. One class for both forms: output `Schedule`, input `ScheduleInput`. */
@ObjectType('Schedule', { description: "A location's weekly opening hours, one entry per weekday, in its local time." })
@InputType('ScheduleInput', { description: "A location's weekly opening hours: all seven weekdays are required, in its local time." })
export class Schedule {
  @Required(ScheduleDay, 'Opening hours on Mondays.')
  monday!: ScheduleDay;

  @Required(ScheduleDay, 'Opening hours on Tuesdays.')
  tuesday!: ScheduleDay;

  @Required(ScheduleDay, 'Opening hours on Wednesdays.')
  wednesday!: ScheduleDay;

  @Required(ScheduleDay, 'Opening hours on Thursdays.')
  thursday!: ScheduleDay;

  @Required(ScheduleDay, 'Opening hours on Fridays.')
  friday!: ScheduleDay;

  @Required(ScheduleDay, 'Opening hours on Saturdays.')
  saturday!: ScheduleDay;

  @Required(ScheduleDay, 'Opening hours on Sundays.')
  sunday!: ScheduleDay;
}
