import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const EMPLOYEE_STATUSES = ['Active', 'Inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EmployeeStatusEnum = Object.fromEntries(EMPLOYEE_STATUSES.map((s) => [s, s])) as { [K in EmployeeStatus]: K };
registerEnumType(EmployeeStatusEnum, { name: 'EmployeeStatus' });

/**
 * A user employed by an employer. `employerUserId` is the employer's own identifier (defaults to
 * the email); it and the user are each unique within the employer.
 */
@ObjectType('Employee')
@Entity({ tableName: 'employee' })
@Unique({ properties: ['employerId', 'employerUserId'] })
@Unique({ properties: ['employerId', 'userId'] })
@Index({ properties: ['userId'] })
export class Employee extends BaseEntity {
  @Field()
  @Property({ type: 'uuid' })
  employerId!: string;

  @Field()
  @Property({ type: 'uuid' })
  userId!: string;

  @Field()
  @Property({ type: 'text' })
  employerUserId!: string;

  @Field(() => EmployeeStatusEnum)
  @Enum({ items: [...EMPLOYEE_STATUSES], type: 'text' })
  status: EmployeeStatus = 'Active';

  @Field()
  @Property({ type: 'timestamptz' })
  statusUpdatedDate: Date = new Date();
}
