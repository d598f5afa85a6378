import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { Employer } from './employer.entity';
import { listEmployers } from './employer.service';
import { EmployerIPagedResponse, GetEmployersInput } from './employer.types';

@Resolver(() => Employer)
export class EmployerResolver {
  @Query(() => EmployerIPagedResponse, { description: 'GetEmployers: the Platform Admin sees all; others the employers they administer or work for.' })
  employers(@Ctx() ctx: RequestContext, @Arg('input', () => GetEmployersInput, { nullable: true }) input?: GetEmployersInput): Promise<Page<Employer>> {
    return listEmployers(ctx, input ?? new GetEmployersInput());
  }
}
