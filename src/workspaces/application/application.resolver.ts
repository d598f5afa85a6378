import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { Workspace } from '../workspace/workspace.entity';
import { WorkspaceApplication } from './application.entity';
import {
  approveApplication,
  approveInquiry,
  createApplication,
  denyApplication,
  listApplications,
  remindApplication,
  submitApplication,
  updateApplication,
} from './application.service';
import {
  CreateWorkspaceApplicationInput,
  GetWorkspaceApplicationsInput,
  WorkspaceApplicationContentInput,
  WorkspaceApplicationIdInput,
  WorkspaceApplicationIPagedResponse,
} from './application.types';

/** The workspace application operations; one mutation per transition. */
@Resolver(() => WorkspaceApplication)
export class WorkspaceApplicationResolver {
  @Query(() => WorkspaceApplicationIPagedResponse, { description: 'GetApplications (workspaces): newest first.' })
  workspaceApplications(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetWorkspaceApplicationsInput, { nullable: true }) input?: GetWorkspaceApplicationsInput,
  ): Promise<Page<WorkspaceApplication>> {
    return listApplications(ctx, input ?? new GetWorkspaceApplicationsInput());
  }

  @Mutation(() => WorkspaceApplication, { description: 'CreateApplication (workspaces): the public inquiry; status Inquiry.' })
  createWorkspaceApplication(@Ctx() ctx: RequestContext, @Arg('input', () => CreateWorkspaceApplicationInput) input: CreateWorkspaceApplicationInput): Promise<WorkspaceApplication> {
    return createApplication(ctx, input, 'create');
  }

  @Mutation(() => WorkspaceApplication, { description: 'InviteWorkspace: an application in status Pending, with an invitation mail.' })
  inviteWorkspace(@Ctx() ctx: RequestContext, @Arg('input', () => CreateWorkspaceApplicationInput) input: CreateWorkspaceApplicationInput): Promise<WorkspaceApplication> {
    return createApplication(ctx, input, 'invite');
  }

  @Mutation(() => WorkspaceApplication, { description: 'UpdateApplication (workspaces).' })
  updateWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String) id: string,
    @Arg('input', () => WorkspaceApplicationContentInput) input: WorkspaceApplicationContentInput,
  ): Promise<WorkspaceApplication> {
    return updateApplication(ctx, id, input);
  }

  @Mutation(() => WorkspaceApplication, { description: 'SubmitApplication (workspaces): replaces the content, validates it, status Submitted.' })
  submitWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String) id: string,
    @Arg('input', () => WorkspaceApplicationContentInput) input: WorkspaceApplicationContentInput,
  ): Promise<WorkspaceApplication> {
    return submitApplication(ctx, id, input);
  }

  @Mutation(() => WorkspaceApplication, { description: 'ApproveApplicationInquiry (workspaces): Inquiry to Pending.' })
  approveWorkspaceApplicationInquiry(@Ctx() ctx: RequestContext, @Arg('input', () => WorkspaceApplicationIdInput) input: WorkspaceApplicationIdInput): Promise<WorkspaceApplication> {
    return approveInquiry(ctx, input);
  }

  @Mutation(() => WorkspaceApplication, { description: 'DenyApplication (workspaces).' })
  denyWorkspaceApplication(@Ctx() ctx: RequestContext, @Arg('input', () => WorkspaceApplicationIdInput) input: WorkspaceApplicationIdInput): Promise<WorkspaceApplication> {
    return denyApplication(ctx, input);
  }

  @Mutation(() => Workspace, { description: 'ApproveApplication (workspaces): creates and answers the Workspace.' })
  approveWorkspaceApplication(@Ctx() ctx: RequestContext, @Arg('input', () => WorkspaceApplicationIdInput) input: WorkspaceApplicationIdInput): Promise<Workspace> {
    return approveApplication(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'SendApplicationReminder (workspaces): at most one per application per 24 h.' })
  sendWorkspaceApplicationReminder(@Ctx() ctx: RequestContext, @Arg('input', () => WorkspaceApplicationIdInput) input: WorkspaceApplicationIdInput): Promise<boolean> {
    return remindApplication(ctx, input);
  }
}
