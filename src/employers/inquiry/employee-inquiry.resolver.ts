import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { Employer } from '../employer/employer.entity';
import { EmployeeInquiry } from './employee-inquiry.entity';
import { employeeInquiryById, employersNamedByInquiry, inquiriesOfEmployer } from './employee-inquiry.loaders';
import { createEmployeeInquiry, listEmployeeInquiries } from './employee-inquiry.service';
import { CreateEmployeeInquiryInput, EmployeeInquiryIPagedResponse, GetEmployeeInquiriesInput } from './employee-inquiry.types';

@Resolver(() => EmployeeInquiry)
export class EmployeeInquiryResolver {
  @Mutation(() => EmployeeInquiry, { description: 'CreateEmployeeInquiry: any signed-in user.' })
  createEmployeeInquiry(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateEmployeeInquiryInput, { description: 'The company, the prospective employee and an optional referral.' }) input: CreateEmployeeInquiryInput,
  ): Promise<EmployeeInquiry> {
    return createEmployeeInquiry(ctx, input);
  }

  @Query(() => EmployeeInquiryIPagedResponse, { description: 'Employee inquiries, newest first (Platform Admin).' })
  employeeInquiries(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetEmployeeInquiriesInput, { nullable: true, description: 'The page; optional.' }) input?: GetEmployeeInquiriesInput,
  ): Promise<Page<EmployeeInquiry>> {
    return listEmployeeInquiries(ctx, input ?? new GetEmployeeInquiriesInput());
  }

  @Query(() => EmployeeInquiry, { nullable: true, description: 'An employee inquiry by id (Platform Admin); null when it does not exist, and for anyone else.' })
  employeeInquiry(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The inquiry id.' }) id: string): Promise<EmployeeInquiry | null> {
    return ctx.loaders.get(employeeInquiryById).load(id);
  }

  @FieldResolver(() => Employer, {
    nullable: true,
    description:
      'The employer whose name equals companyName, ignoring case and surrounding spaces (the oldest, when several employers share the name); null when no employer has that name.',
  })
  async employer(@Root() inquiry: EmployeeInquiry, @Ctx() ctx: RequestContext): Promise<Employer | null> {
    const named = await ctx.loaders.get(employersNamedByInquiry).load(inquiry.id);
    return named.at(-1) ?? null;
  }
}

/** `Employer.inquiries`: the edge lives with the inquiry, which knows the employers it names. */
@Resolver(() => Employer)
export class EmployerInquiriesEdge {
  @FieldResolver(() => EmployeeInquiryIPagedResponse, {
    description:
      'The employee inquiries whose companyName equals the employer name (ignoring case and surrounding spaces), newest first. Inquiries are visible to the Platform Admin only: anyone else gets an empty page.',
  })
  inquiries(@Root() employer: Employer, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<EmployeeInquiry>> {
    return inquiriesOfEmployer.load(ctx, employer.id, page, info);
  }
}
