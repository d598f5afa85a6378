import { ID, InputType } from 'type-graphql';
import { IdFilter } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Employer } from './employer.entity';

@InputType('GetEmployersInput', { description: 'Filter and page of GetEmployers.' })
export class GetEmployersInput extends PageInput {
  @IdFilter(ID, 'Only these employers; absent or empty: no filter; an id that is not a UUID matches nothing.')
  employerIds?: IdFilter;
}

export const EmployerIPagedResponse = PagedResponse(Employer, 'EmployerIPagedResponse');
