import { Entity, Enum, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const EMPLOYEE_STATUSES = ['Active', 'Inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EmployeeStatusEnum = Object.fromEntries(EMPLOYEE_STATUSES.map((s) => [s, s])) as { [K in EmployeeStatus]: K };
registerEnumType(EmployeeStatusEnum, {
  name: 'EmployeeStatus',
  description: 'Whether an employee record is in use (set by UpdateEmployeeStatus).',
  valuesConfig: {
    Active: { description: 'Employed: the state of a new employee record.' },
    Inactive: { description: 'No longer active (deactivated by an Admin of the employer); the record is kept.' },
  },
});

/**
 * A user employed by an employer. `employerUserId` is the employer's own identifier (defaults to
 * the email); it and the user are each unique within the employer.
 */
@ObjectType('Employee', {
  description: 'A user employed by an employer (one record per user and employer). Seen by the employee, the Admins of the employer and the Platform Admin.',
})
@Entity({ tableName: 'employee' })
@Unique({ properties: ['employerId', 'employerUserId'] })
@Unique({ properties: ['employerId', 'userId'] })
@Index({ properties: ['userId'] })
export class Employee extends BaseEntity {
  @Field({ description: 'The employer id (see `employer`).' })
  @Property({ type: 'uuid' })
  employerId!: string;

  @Field({ description: "The employee's user id (see `user`)." })
  @Property({ type: 'uuid' })
  userId!: string;

  @Field({ description: "The employer's own identifier of the employee (defaults to the email); unique within the employer." })
  @Property({ type: 'text' })
  employerUserId!: string;

  @Field(() => EmployeeStatusEnum, { description: 'Active or Inactive.' })
  @Enum({ items: [...EMPLOYEE_STATUSES], type: 'text' })
  status: Opt<EmployeeStatus> = 'Active';

  @Field(() => Date, { description: 'When the status last changed (the creation time until then).' })
  @Property({ type: 'timestamptz' })
  statusUpdatedDate: Opt<Date> = new Date();
}
