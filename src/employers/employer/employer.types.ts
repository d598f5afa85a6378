import { Field, ID, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Employer } from './employer.entity';

@InputType('GetEmployersInput', { description: 'Filter and page of GetEmployers.' })
export class GetEmployersInput extends PageInput {
  @Field(() => [ID], { nullable: true, description: 'Only these employers; absent or empty: no filter; an id that is not a UUID matches nothing.' })
  employerIds?: string[] | null;
}

export const EmployerIPagedResponse = PagedResponse(Employer, 'EmployerIPagedResponse');
