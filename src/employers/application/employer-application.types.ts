import { Field, ID, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { EmployerAddressInput } from '../address/employer-address';
import { EmployerContactInput } from '../contact/employer-contact';
import { EmployerApplication, EmployerApplicationStatusEnum, type EmployerApplicationStatus } from './employer-application.entity';

@InputType('CreateEmployerApplicationInput')
export class CreateEmployerApplicationInput {
  @Field()
  name!: string;

  @Field(() => EmployerContactInput)
  contact!: EmployerContactInput;

  @Field()
  description!: string;
}

@InputType('UpdateEmployerApplicationInput')
export class UpdateEmployerApplicationInput {
  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field(() => EmployerAddressInput)
  address!: EmployerAddressInput;
}

@InputType('GetEmployerApplicationsInput')
export class GetEmployerApplicationsInput extends PageInput {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => [ID], { nullable: true })
  ownerIds?: string[] | null;

  @Field(() => [EmployerApplicationStatusEnum], { nullable: true })
  statuses?: EmployerApplicationStatus[] | null;
}

/** ApplicationIPagedResponse of the employers document. */
export const EmployerApplicationIPagedResponse = PagedResponse(EmployerApplication, 'EmployerApplicationIPagedResponse');
