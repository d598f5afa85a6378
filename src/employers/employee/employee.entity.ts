import { Entity, Index, Unique, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';
import { defineGraphEnum, type GraphEnumValue } from '../../kernel/graph-enum';

export const EmployeeStatusEnum = defineGraphEnum('EmployeeStatus', 'Whether an employee record is in use (set by UpdateEmployeeStatus).', {
  Active: 'Employed: the state of a new employee record.',
  Inactive: 'No longer active (deactivated by an Admin of the employer); the record is kept.',
});
export type EmployeeStatus = GraphEnumValue<typeof EmployeeStatusEnum>;

/**
 * A user employed by an employer. `employerUserId` is the employer's own identifier (defaults to
 * the email); it and the user are each unique within the employer.
 */
@ObjectType('Employee', {
  description:
    'A user employed by an employer (one record per user and employer). Seen by the employee, the Admins of the employer and the Platform Admin.',
})
@Entity({ tableName: 'employee' })
@Unique({ properties: ['employerId', 'employerUserId'] })
@Unique({ properties: ['employerId', 'userId'] })
@Index({ properties: ['userId'] })
export class Employee extends BaseEntity {
  @Column.uuid('The employer id (see `employer`).') employerId!: string;
  @Column.uuid("The employee's user id (see `user`).") userId!: string;
  @Column.text("The employer's own identifier of the employee (defaults to the email); unique within the employer.")
  employerUserId!: string;
  @Column.enum(EmployeeStatusEnum, 'Active or Inactive.') status: Opt<EmployeeStatus> = 'Active';
  @Column.timestamptz('When the status last changed (the creation time until then).') statusUpdatedDate: Opt<Date> = new Date();
}
