import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import { Employer } from '../employer/employer.entity';
import { employerById } from '../employer/employer.loaders';
import { EmployerApplication } from './employer-application.entity';
import { approvedApplicationOfEmployer, employerApplicationById, employerApplicationsOfOwner } from './employer-application.loaders';
import {
  approveApplication,
  approveInquiry,
  denyApplication,
  listApplications,
  openApplication,
  remindApplication,
  submitApplication,
  updateApplication,
} from '../../applications/application-flow';
import { employerApplicationFlow as flow } from './employer-application.service';
import { CreateEmployerApplicationInput, EmployerApplicationIPagedResponse, GetEmployerApplicationsInput, UpdateEmployerApplicationInput } from './employer-application.types';

@Resolver(() => EmployerApplication)
export class EmployerApplicationResolver {
  @Query(() => EmployerApplicationIPagedResponse, { description: 'GetApplications (employers): the Platform Admin sees all, an owner their own.' })
  employerApplications(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetEmployerApplicationsInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetEmployerApplicationsInput,
  ): Promise<Page<EmployerApplication>> {
    return listApplications(ctx, flow, input ?? new GetEmployerApplicationsInput());
  }

  @Query(() => EmployerApplication, { nullable: true, description: 'An employer application by id; null when it does not exist or the caller is neither its owner nor the Platform Admin.' })
  employerApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The application id.' }) id: string): Promise<EmployerApplication | null> {
    return ctx.loaders.get(employerApplicationById).load(id);
  }

  @Mutation(() => EmployerApplication, { description: 'CreateApplication (employers): the public inquiry form.' })
  createEmployerApplication(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEmployerApplicationInput, { description: 'The inquiry form: name, description and contact.' }) input: CreateEmployerApplicationInput): Promise<EmployerApplication> {
    return openApplication(ctx, flow, input, 'create');
  }

  @Mutation(() => EmployerApplication, { description: 'UpdateApplication (employers): replaces name, description and address (Inquiry or Pending).' })
  updateEmployerApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The application to update.' }) id: string,
    @Arg('input', () => UpdateEmployerApplicationInput, { description: 'The new name, description and address (replaces them all).' }) input: UpdateEmployerApplicationInput,
  ): Promise<EmployerApplication> {
    return updateApplication(ctx, flow, id, input);
  }

  @Mutation(() => EmployerApplication, { description: 'ApproveApplicationInquiry (employers): Inquiry -> Pending.' })
  approveEmployerApplicationInquiry(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID, { description: 'The application id.' }) applicationId: string): Promise<EmployerApplication> {
    return approveInquiry(ctx, flow, applicationId);
  }

  @Mutation(() => EmployerApplication, { description: 'SubmitApplication (employers): Pending -> Submitted.' })
  submitEmployerApplication(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID, { description: 'The application id.' }) applicationId: string): Promise<EmployerApplication> {
    return submitApplication(ctx, flow, applicationId);
  }

  @Mutation(() => EmployerApplication, { description: 'DenyApplication (employers): Inquiry, Pending or Submitted -> Denied.' })
  denyEmployerApplication(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID, { description: 'The application id.' }) applicationId: string): Promise<EmployerApplication> {
    return denyApplication(ctx, flow, applicationId);
  }

  @Mutation(() => Employer, { description: 'ApproveApplication (employers): Submitted -> Approved; creates and returns the Employer.' })
  approveEmployerApplication(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID, { description: 'The application id.' }) applicationId: string): Promise<Employer> {
    return approveApplication(ctx, flow, applicationId);
  }

  @Mutation(() => Boolean, { description: 'SendApplicationReminder (employers): at most one per application per 24 h.' })
  sendEmployerApplicationReminder(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID, { description: 'The application id.' }) applicationId: string): Promise<boolean> {
    return remindApplication(ctx, flow, applicationId);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "The owner's user account (the contact of the inquiry form; whoever sees the application sees its owner); null when the account was deleted.",
  })
  owner(@Root() application: EmployerApplication, @Ctx() ctx: RequestContext): Promise<User | null> {
    return application.ownerId ? ctx.loaders.get(userById).load(application.ownerId) : Promise.resolve(null);
  }

  @FieldResolver(() => Employer, {
    nullable: true,
    description: 'The employer created by approving the application; null before approval and for a caller who may not see the employer (an owner who is no longer its Admin).',
  })
  employer(@Root() application: EmployerApplication, @Ctx() ctx: RequestContext): Promise<Employer | null> {
    return application.employerId ? ctx.loaders.get(employerById).load(application.employerId) : Promise.resolve(null);
  }
}

/** `Employer.application`: the edge lives with the application, which knows the employer it became. */
@Resolver(() => Employer)
export class EmployerApplicationEdge {
  @FieldResolver(() => EmployerApplication, {
    nullable: true,
    description: 'The Approved application the employer was created from; null for the caller who neither owns it nor is the Platform Admin (or for an employer made without one).',
  })
  async application(@Root() employer: Employer, @Ctx() ctx: RequestContext): Promise<EmployerApplication | null> {
    const [application] = await ctx.loaders.get(approvedApplicationOfEmployer).load(employer.id);
    return application ?? null;
  }
}

@Resolver(() => User)
export class UserEmployerApplicationsEdge {
  @FieldResolver(() => EmployerApplicationIPagedResponse, { description: 'The employer applications the user owns, newest first, as far as the caller may read them (the owner and the Platform Admin).' })
  employerApplications(@Root() user: User, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<EmployerApplication>> {
    return employerApplicationsOfOwner.load(ctx, user.id, page, info);
  }
}
