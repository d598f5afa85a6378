import { Field, ID, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Employer } from './employer.entity';

@InputType('GetEmployersInput')
export class GetEmployersInput extends PageInput {
  @Field(() => [ID], { nullable: true })
  employerIds?: string[] | null;
}

export const EmployerIPagedResponse = PagedResponse(Employer, 'EmployerIPagedResponse');
