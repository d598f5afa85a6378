import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { Employer } from '../employer/employer.entity';
import { EmployerApplication } from './employer-application.entity';
import {
  approveEmployerApplication,
  approveEmployerApplicationInquiry,
  createEmployerApplication,
  denyEmployerApplication,
  listEmployerApplications,
  remindEmployerApplication,
  submitEmployerApplication,
  updateEmployerApplication,
} from './employer-application.service';
import { CreateEmployerApplicationInput, EmployerApplicationIPagedResponse, GetEmployerApplicationsInput, UpdateEmployerApplicationInput } from './employer-application.types';

@Resolver(() => EmployerApplication)
export class EmployerApplicationResolver {
  @Query(() => EmployerApplicationIPagedResponse, { description: 'GetApplications (employers): the Platform Admin sees all, an owner their own.' })
  employerApplications(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetEmployerApplicationsInput, { nullable: true }) input?: GetEmployerApplicationsInput,
  ): Promise<Page<EmployerApplication>> {
    return listEmployerApplications(ctx, input ?? new GetEmployerApplicationsInput());
  }

  @Mutation(() => EmployerApplication, { description: 'CreateApplication (employers): the public inquiry form.' })
  createEmployerApplication(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEmployerApplicationInput) input: CreateEmployerApplicationInput): Promise<EmployerApplication> {
    return createEmployerApplication(ctx, input);
  }

  @Mutation(() => EmployerApplication, { description: 'UpdateApplication (employers): replaces name, description and address (Inquiry or Pending).' })
  updateEmployerApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateEmployerApplicationInput) input: UpdateEmployerApplicationInput,
  ): Promise<EmployerApplication> {
    return updateEmployerApplication(ctx, id, input);
  }

  @Mutation(() => EmployerApplication, { description: 'ApproveApplicationInquiry (employers): Inquiry -> Pending.' })
  approveEmployerApplicationInquiry(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string): Promise<EmployerApplication> {
    return approveEmployerApplicationInquiry(ctx, applicationId);
  }

  @Mutation(() => EmployerApplication, { description: 'SubmitApplication (employers): Pending -> Submitted.' })
  submitEmployerApplication(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string): Promise<EmployerApplication> {
    return submitEmployerApplication(ctx, applicationId);
  }

  @Mutation(() => EmployerApplication, { description: 'DenyApplication (employers): Inquiry, Pending or Submitted -> Denied.' })
  denyEmployerApplication(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string): Promise<EmployerApplication> {
    return denyEmployerApplication(ctx, applicationId);
  }

  @Mutation(() => Employer, { description: 'ApproveApplication (employers): Submitted -> Approved; creates and returns the Employer.' })
  approveEmployerApplication(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string): Promise<Employer> {
    return approveEmployerApplication(ctx, applicationId);
  }

  @Mutation(() => Boolean, { description: 'SendApplicationReminder (employers): at most one per application per 24 h.' })
  sendEmployerApplicationReminder(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string): Promise<boolean> {
    return remindEmployerApplication(ctx, applicationId);
  }
}
