import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import type { User } from '../../identity/user/user.entity';
import { adminsOfTenant } from '../../identity/user/user.loaders';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { Employer } from './employer.entity';
import { employerById } from './employer.loaders';
import { listEmployers } from './employer.service';
import { EmployerIPagedResponse, GetEmployersInput } from './employer.types';

@Resolver(() => Employer)
export class EmployerResolver {
  @Query(() => EmployerIPagedResponse, { description: 'GetEmployers: the Platform Admin sees all; others the employers they administer or work for.' })
  employers(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetEmployersInput, { nullable: true, description: 'Filter and page; all optional.' }) input?: GetEmployersInput,
  ): Promise<Page<Employer>> {
    return listEmployers(ctx, input ?? new GetEmployersInput());
  }

  @Query(() => Employer, {
    nullable: true,
    description: 'An employer by id; null when it does not exist or the caller may not see it (neither the Platform Admin, nor its Admin, nor its employee).',
  })
  employer(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The employer id (also its tenant id).' }) id: string): Promise<Employer | null> {
    return ctx.loaders.get(employerById).load(id);
  }

  @FieldResolver(() => UserIPagedResponse, {
    description: "The users holding the Admin role in the employer's tenant, newest first; an employee who is no Admin sees only themself, if anyone.",
  })
  admins(@Root() employer: Employer, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<User>> {
    return adminsOfTenant.load(ctx, employer.id, page, info);
  }
}
