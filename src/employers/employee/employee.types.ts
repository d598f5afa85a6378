import { Field, ID, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { EmployerContactInput } from '../contact/employer-contact';
import { Employee, EmployeeStatusEnum, type EmployeeStatus } from './employee.entity';

@InputType('CreateEmployeeInput')
export class CreateEmployeeInput {
  @Field(() => EmployerContactInput)
  contact!: EmployerContactInput;

  @Field(() => ID)
  employerId!: string;

  @Field(() => String, { nullable: true, description: "The employer's own identifier; defaults to the contact's email." })
  employerUserId?: string | null;
}

@InputType('GetEmployeesInput')
export class GetEmployeesInput extends PageInput {
  @Field(() => [ID], { nullable: true })
  employerIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  userIds?: string[] | null;

  @Field(() => [String], { nullable: true })
  employerUserIds?: string[] | null;

  @Field(() => [EmployeeStatusEnum], { nullable: true })
  statuses?: EmployeeStatus[] | null;
}

@InputType('UpdateEmployeeStatusInput')
export class UpdateEmployeeStatusInput {
  @Field(() => ID)
  employerId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => EmployeeStatusEnum)
  status!: EmployeeStatus;
}

export const EmployeeIPagedResponse = PagedResponse(Employee, 'EmployeeIPagedResponse');
