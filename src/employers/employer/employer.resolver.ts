import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import type { User } from '../../identity/user/user.entity';
import { adminsOfTenant } from '../../identity/user/user.loaders';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { EmployerApplication } from '../application/employer-application.entity';
import { approvedApplicationOfEmployer } from '../application/employer-application.loaders';
import type { Employee } from '../employee/employee.entity';
import { employeesOfEmployer } from '../employee/employee.loaders';
import { EmployeeIPagedResponse } from '../employee/employee.types';
import type { EmployeeInquiry } from '../inquiry/employee-inquiry.entity';
import { inquiriesOfEmployer } from '../inquiry/employee-inquiry.loaders';
import { EmployeeInquiryIPagedResponse } from '../inquiry/employee-inquiry.types';
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

  @FieldResolver(() => EmployeeIPagedResponse, {
    description: "The employer's employee records, newest first: all of them for its Admins and the Platform Admin, only their own for an employee.",
  })
  employees(@Root() employer: Employer, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Employee>> {
    return employeesOfEmployer.load(ctx, employer.id, page, info);
  }

  @FieldResolver(() => UserIPagedResponse, {
    description: "The users holding the Admin role in the employer's tenant, newest first; an employee who is no Admin sees only themself, if anyone.",
  })
  admins(@Root() employer: Employer, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<User>> {
    return adminsOfTenant.load(ctx, employer.id, page, info);
  }

  @FieldResolver(() => EmployeeInquiryIPagedResponse, {
    description:
      'The employee inquiries whose companyName equals the employer name (ignoring case and surrounding spaces), newest first. Inquiries are visible to the Platform Admin only: anyone else gets an empty page.',
  })
  inquiries(@Root() employer: Employer, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<EmployeeInquiry>> {
    return inquiriesOfEmployer.load(ctx, employer.id, page, info);
  }

  @FieldResolver(() => EmployerApplication, {
    nullable: true,
    description: 'The Approved application the employer was created from; null for the caller who neither owns it nor is the Platform Admin (or for an employer made without one).',
  })
  async application(@Root() employer: Employer, @Ctx() ctx: RequestContext): Promise<EmployerApplication | null> {
    const [application] = await ctx.loaders.get(approvedApplicationOfEmployer).load(employer.id);
    return application ?? null;
  }
}
