import { Field, ID, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { APPLICATION_DESCRIPTION_MAX, type ApplicationStatus } from '../../applications/application-record';
import { ContactInput } from '../../identity/contact/contact';
import { TENANT_NAME_MAX } from '../../identity/tenant/tenant.service';
import { Address } from '../../kernel/address';
import { EmployerApplication, EmployerApplicationStatusEnum } from './employer-application.entity';

@InputType('CreateEmployerApplicationInput', { description: 'CreateApplication (employers): the public inquiry form.' })
export class CreateEmployerApplicationInput {
  @Field({ description: `The company name (not blank, at most ${TENANT_NAME_MAX} characters); becomes the employer name on approval.` })
  name!: string;

  @Field(() => ContactInput, { description: 'The contact; their user (found by email, or created without a password) becomes the owner.' })
  contact!: ContactInput;

  @Field({ description: `What the employer wants (not blank, at most ${APPLICATION_DESCRIPTION_MAX} characters; tab and line breaks allowed).` })
  description!: string;
}

@InputType('UpdateEmployerApplicationInput', { description: 'UpdateApplication (employers): replaces name, description and address.' })
export class UpdateEmployerApplicationInput {
  @Field({ description: `The company name (not blank, at most ${TENANT_NAME_MAX} characters).` })
  name!: string;

  @Field({ description: `What the employer wants (not blank, at most ${APPLICATION_DESCRIPTION_MAX} characters; tab and line breaks allowed).` })
  description!: string;

  @Field(() => Address, { description: 'The postal address; every line optional.' })
  address!: Address;
}

@InputType('GetEmployerApplicationsInput', { description: 'Filters (combined with AND; an absent or empty list filters nothing) and page of GetApplications (employers).' })
export class GetEmployerApplicationsInput extends PageInput {
  @Field(() => [ID], { nullable: true, description: 'Only these applications; an id that is not a UUID matches nothing.' })
  ids?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Only applications owned by these users; an id that is not a UUID matches nothing.' })
  ownerIds?: string[] | null;

  @Field(() => [EmployerApplicationStatusEnum], { nullable: true, description: 'Only applications in these statuses.' })
  statuses?: ApplicationStatus[] | null;
}

/** ApplicationIPagedResponse of the employers document. */
export const EmployerApplicationIPagedResponse = PagedResponse(EmployerApplication, 'EmployerApplicationIPagedResponse');
