import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { EmployeeInquiry } from './employee-inquiry.entity';
import { createEmployeeInquiry, listEmployeeInquiries } from './employee-inquiry.service';
import { CreateEmployeeInquiryInput, EmployeeInquiryIPagedResponse, GetEmployeeInquiriesInput } from './employee-inquiry.types';

@Resolver(() => EmployeeInquiry)
export class EmployeeInquiryResolver {
  @Mutation(() => EmployeeInquiry, { description: 'CreateEmployeeInquiry: any signed-in user.' })
  createEmployeeInquiry(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEmployeeInquiryInput) input: CreateEmployeeInquiryInput): Promise<EmployeeInquiry> {
    return createEmployeeInquiry(ctx, input);
  }

  @Query(() => EmployeeInquiryIPagedResponse, { description: 'Employee inquiries, newest first (Platform Admin).' })
  employeeInquiries(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetEmployeeInquiriesInput, { nullable: true }) input?: GetEmployeeInquiriesInput,
  ): Promise<Page<EmployeeInquiry>> {
    return listEmployeeInquiries(ctx, input ?? new GetEmployeeInquiriesInput());
  }
}
