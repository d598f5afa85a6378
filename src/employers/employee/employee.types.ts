import { Field, ID, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ContactInput } from '../../identity/contact/contact';
import { Employee, EmployeeStatusEnum, type EmployeeStatus } from './employee.entity';

@InputType('CreateEmployeeInput', { description: 'CreateEmployee: the employer, the contact of the employee and an optional own identifier.' })
export class CreateEmployeeInput {
  @Field(() => ContactInput, { description: 'The employee; their user is found by email, or created (without a password) when new.' })
  contact!: ContactInput;

  @Field(() => ID, { description: 'The employer (the caller must be its Admin or the Platform Admin).' })
  employerId!: string;

  @Field(() => String, { nullable: true, description: "The employer's own identifier; defaults to the contact's email." })
  employerUserId?: string | null;
}

@InputType('GetEmployeesInput', { description: 'Filters (combined with AND; an absent or empty list filters nothing) and page of GetEmployees.' })
export class GetEmployeesInput extends PageInput {
  @Field(() => [ID], { nullable: true, description: 'Only employees of these employers; an id that is not a UUID matches nothing.' })
  employerIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Only the employee records of these users; an id that is not a UUID matches nothing.' })
  userIds?: string[] | null;

  @Field(() => [String], { nullable: true, description: "Only these employer's own identifiers (exact match)." })
  employerUserIds?: string[] | null;

  @Field(() => [EmployeeStatusEnum], { nullable: true, description: 'Only employees in these statuses.' })
  statuses?: EmployeeStatus[] | null;
}

@InputType('UpdateEmployeeStatusInput', { description: 'UpdateEmployeeStatus: the employee, named by employer and user, and the new status.' })
export class UpdateEmployeeStatusInput {
  @Field(() => ID, { description: 'The employer (the caller must be its Admin or the Platform Admin).' })
  employerId!: string;

  @Field(() => ID, { description: "The employee's user id." })
  userId!: string;

  @Field(() => EmployeeStatusEnum, { description: 'The new status; the one it has already changes nothing.' })
  status!: EmployeeStatus;
}

export const EmployeeIPagedResponse = PagedResponse(Employee, 'EmployeeIPagedResponse');
