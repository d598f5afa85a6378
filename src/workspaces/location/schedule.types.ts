import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { TimeOfDayScalar } from '../../graphql/scalars';

@ObjectType('ScheduleDay')
export class ScheduleDay {
  @Field()
  isOpen!: boolean;

  @Field(() => TimeOfDayScalar)
  open!: string;

  @Field(() => TimeOfDayScalar)
  close!: string;

  @Field(() => Int, { nullable: true, description: 'Maximum number of day passes for that day.' })
  maxVisitors?: number | null;
}

@ObjectType('Schedule')
export class Schedule {
  @Field(() => ScheduleDay) monday!: ScheduleDay;
  @Field(() => ScheduleDay) tuesday!: ScheduleDay;
  @Field(() => ScheduleDay) wednesday!: ScheduleDay;
  @Field(() => ScheduleDay) thursday!: ScheduleDay;
  @Field(() => ScheduleDay) friday!: ScheduleDay;
  @Field(() => ScheduleDay) saturday!: ScheduleDay;
  @Field(() => ScheduleDay) sunday!: ScheduleDay;
}

@InputType('ScheduleDayInput')
export class ScheduleDayInput {
  @Field()
  isOpen!: boolean;

  @Field(() => TimeOfDayScalar)
  open!: string;

  @Field(() => TimeOfDayScalar)
  close!: string;

  @Field(() => Int, { nullable: true })
  maxVisitors?: number | null;
}

@InputType('ScheduleInput')
export class ScheduleInput {
  @Field(() => ScheduleDayInput) monday!: ScheduleDayInput;
  @Field(() => ScheduleDayInput) tuesday!: ScheduleDayInput;
  @Field(() => ScheduleDayInput) wednesday!: ScheduleDayInput;
  @Field(() => ScheduleDayInput) thursday!: ScheduleDayInput;
  @Field(() => ScheduleDayInput) friday!: ScheduleDayInput;
  @Field(() => ScheduleDayInput) saturday!: ScheduleDayInput;
  @Field(() => ScheduleDayInput) sunday!: ScheduleDayInput;
}
