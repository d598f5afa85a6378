import { ID, InputType } from 'type-graphql';
import { IdFilter, ListFilter, Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ContactInput } from '../../identity/contact/contact';
import { Employee, EmployeeStatusEnum, type EmployeeStatus } from './employee.entity';

@InputType('CreateEmployeeInput', {
  description: 'CreateEmployee: the employer, the contact of the employee and an optional own identifier.',
})
export class CreateEmployeeInput {
  @Required(ContactInput, 'The employee; their user is found by email, or created (without a password) when new.')
  contact!: ContactInput;

  @Required(ID, 'The employer (the caller must be its Admin or the Platform Admin).')
  employerId!: string;

  @Optional(String, "The employer's own identifier; defaults to the contact's email.")
  employerUserId?: string | null;
}

@InputType('GetEmployeesInput', {
  description: 'Filters (combined with AND; an absent or empty list filters nothing) and page of GetEmployees.',
})
export class GetEmployeesInput extends PageInput {
  @IdFilter(ID, 'Only employees of these employers; an id that is not a UUID matches nothing.')
  employerIds?: IdFilter;

  @IdFilter(ID, 'Only the employee records of these users; an id that is not a UUID matches nothing.')
  userIds?: IdFilter;

  @ListFilter(String, "Only these employer's own identifiers (exact match).")
  employerUserIds?: ListFilter<string>;

  @ListFilter(EmployeeStatusEnum, 'Only employees in these statuses.')
  statuses?: ListFilter<EmployeeStatus>;
}

@InputType('UpdateEmployeeStatusInput', {
  description: 'UpdateEmployeeStatus: the employee, named by employer and user, and the new status.',
})
export class UpdateEmployeeStatusInput {
  @Required(ID, 'The employer (the caller must be its Admin or the Platform Admin).')
  employerId!: string;

  @Required(ID, "The employee's user id.")
  userId!: string;

  @Required(EmployeeStatusEnum, 'The new status; the one it has already changes nothing.')
  status!: EmployeeStatus;
}

export const EmployeeIPagedResponse = PagedResponse(Employee, 'EmployeeIPagedResponse');
