import { ID, InputType } from 'type-graphql';
import { Required } from '../../kernel/field-decorators';
import { PagedResponse } from '../../kernel/paging';
import { ApplicationFiltersInput } from '../../applications/application-filters.types';
import { APPLICATION_DESCRIPTION_MAX } from '../../applications/application-record';
import { ContactInput } from '../../identity/contact/contact';
import { TENANT_NAME_MAX } from '../../identity/tenant/tenant.service';
import { Address } from '../../kernel/address';
import { EmployerApplication, EmployerApplicationStatusEnum } from './employer-application.entity';

@InputType('CreateEmployerApplicationInput', { description: 'CreateApplication (employers): the public inquiry form.' })
export class CreateEmployerApplicationInput {
  @Required(`The company name (not blank, at most ${TENANT_NAME_MAX} characters); becomes the employer name on approval.`)
  name!: string;

  @Required(ContactInput, 'The contact; their user (found by email, or created without a password) becomes the owner.')
  contact!: ContactInput;

  @Required(`What the employer wants (not blank, at most ${APPLICATION_DESCRIPTION_MAX} characters; tab and line breaks allowed).`)
  description!: string;
}

@InputType('UpdateEmployerApplicationInput', { description: 'UpdateApplication (employers): replaces name, description and address.' })
export class UpdateEmployerApplicationInput {
  @Required(`The company name (not blank, at most ${TENANT_NAME_MAX} characters).`)
  name!: string;

  @Required(`What the employer wants (not blank, at most ${APPLICATION_DESCRIPTION_MAX} characters; tab and line breaks allowed).`)
  description!: string;

  @Required(Address, 'The postal address; every line optional.')
  address!: Address;
}

@InputType('GetEmployerApplicationsInput', {
  description: 'Filters (combined with AND; an absent or empty list filters nothing) and page of GetApplications (employers).',
})
export class GetEmployerApplicationsInput extends ApplicationFiltersInput(ID, EmployerApplicationStatusEnum, {
  ids: 'Only these applications; an id that is not a UUID matches nothing.',
  ownerIds: 'Only applications owned by these users; an id that is not a UUID matches nothing.',
  statuses: 'Only applications in these statuses.',
}) {}

/** ApplicationIPagedResponse of the employers document. */
export const EmployerApplicationIPagedResponse = PagedResponse(EmployerApplication, 'EmployerApplicationIPagedResponse');
