import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { WorkspaceApplication } from './application.entity';
import { approvedApplicationsOfWorkspace, workspaceApplicationById, workspaceApplicationsOfOwner } from './application.loaders';
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
import { workspaceApplicationFlow as flow } from './application.service';
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
  @Query(() => WorkspaceApplicationIPagedResponse, {
    description: 'GetApplications (workspaces): the Platform Admin sees all; others the applications they own and those of the workspaces they administer; newest first.',
  })
  workspaceApplications(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetWorkspaceApplicationsInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetWorkspaceApplicationsInput,
  ): Promise<Page<WorkspaceApplication>> {
    return listApplications(ctx, flow, input ?? new GetWorkspaceApplicationsInput());
  }

  @Query(() => WorkspaceApplication, {
    nullable: true,
    description: 'A workspace application by id; null when it does not exist or the caller may not see it (only its owner, the Admins of the workspace it became and the Platform Admin do).',
  })
  workspaceApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The application id.' }) id: string): Promise<WorkspaceApplication | null> {
    return ctx.loaders.get(workspaceApplicationById).load(id);
  }

  @Mutation(() => WorkspaceApplication, { description: 'CreateApplication (workspaces): the public inquiry, open to anonymous callers; status Inquiry. The user of the contact email becomes the owner.' })
  createWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateWorkspaceApplicationInput, { description: 'The inquiry form.' }) input: CreateWorkspaceApplicationInput,
  ): Promise<WorkspaceApplication> {
    return openApplication(ctx, flow, input, 'create');
  }

  @Mutation(() => WorkspaceApplication, { description: 'InviteWorkspace (Platform Admin): an application in status Pending, with an invitation mail to the contact.' })
  inviteWorkspace(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateWorkspaceApplicationInput, { description: 'The invited operator: name, description, contact.' }) input: CreateWorkspaceApplicationInput,
  ): Promise<WorkspaceApplication> {
    return openApplication(ctx, flow, input, 'invite');
  }

  @Mutation(() => WorkspaceApplication, { description: 'UpdateApplication (workspaces): the owner or the Platform Admin replaces the content, in Inquiry or Pending.' })
  updateWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { description: 'The application to update.' }) id: string,
    @Arg('input', () => WorkspaceApplicationContentInput, { description: 'The new content.' }) input: WorkspaceApplicationContentInput,
  ): Promise<WorkspaceApplication> {
    return updateApplication(ctx, flow, id, input);
  }

  @Mutation(() => WorkspaceApplication, { description: 'SubmitApplication (workspaces): replaces the content, validates it, Pending to Submitted.' })
  submitWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { description: 'The application to submit.' }) id: string,
    @Arg('input', () => WorkspaceApplicationContentInput, { description: 'The final content (validated: at least one complete location).' }) input: WorkspaceApplicationContentInput,
  ): Promise<WorkspaceApplication> {
    return submitApplication(ctx, flow, id, input, 'id');
  }

  @Mutation(() => WorkspaceApplication, { description: 'ApproveApplicationInquiry (workspaces, Platform Admin): Inquiry to Pending; mails the owner.' })
  approveWorkspaceApplicationInquiry(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WorkspaceApplicationIdInput, { description: 'The application.' }) input: WorkspaceApplicationIdInput,
  ): Promise<WorkspaceApplication> {
    return approveInquiry(ctx, flow, input.applicationId);
  }

  @Mutation(() => WorkspaceApplication, { description: 'DenyApplication (workspaces, Platform Admin): Inquiry, Pending or Submitted to Denied; mails the owner.' })
  denyWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WorkspaceApplicationIdInput, { description: 'The application.' }) input: WorkspaceApplicationIdInput,
  ): Promise<WorkspaceApplication> {
    return denyApplication(ctx, flow, input.applicationId);
  }

  @Mutation(() => Workspace, { description: 'ApproveApplication (workspaces, Platform Admin): Submitted to Approved; creates and answers the Workspace, its locations and rooms, and makes the owner its Admin.' })
  approveWorkspaceApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WorkspaceApplicationIdInput, { description: 'The application.' }) input: WorkspaceApplicationIdInput,
  ): Promise<Workspace> {
    return approveApplication(ctx, flow, input.applicationId);
  }

  @Mutation(() => Boolean, { description: 'SendApplicationReminder (workspaces, Platform Admin): mails the owner of an Inquiry or Pending application; at most one per application per 24 h.' })
  sendWorkspaceApplicationReminder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WorkspaceApplicationIdInput, { description: 'The application.' }) input: WorkspaceApplicationIdInput,
  ): Promise<boolean> {
    return remindApplication(ctx, flow, input.applicationId);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The user who owns the application (the user of the contact email); null when there is none.' })
  owner(@Root() application: WorkspaceApplication, @Ctx() ctx: RequestContext): Promise<User | null> {
    return application.ownerId ? ctx.loaders.get(userById).load(application.ownerId) : Promise.resolve(null);
  }

  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace the application became on approval; null before approval or when the caller may not see it.' })
  workspace(@Root() application: WorkspaceApplication, @Ctx() ctx: RequestContext): Promise<Workspace | null> {
    return application.workspaceId ? ctx.loaders.get(workspaceById).load(application.workspaceId) : Promise.resolve(null);
  }
}

/** `Workspace.application`: the edge lives with the application, which knows the workspace it became. */
@Resolver(() => Workspace)
export class WorkspaceApplicationEdge {
  @FieldResolver(() => WorkspaceApplication, {
    nullable: true,
    description: "The Approved workspace application the workspace was created from; null when there is none or the caller may not see it (only its owner, the workspace's Admins and the Platform Admin do).",
  })
  async application(@Root() workspace: Workspace, @Ctx() ctx: RequestContext): Promise<WorkspaceApplication | null> {
    const [application] = await ctx.loaders.get(approvedApplicationsOfWorkspace).load(workspace.id);
    return application ?? null;
  }
}

@Resolver(() => User)
export class UserWorkspaceApplicationsEdge {
  @FieldResolver(() => WorkspaceApplicationIPagedResponse, {
    description: 'The workspace applications the user owns, newest first, as far as the caller may read them (the owner all; an Admin those of their workspace).',
  })
  workspaceApplications(@Root() user: User, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<WorkspaceApplication>> {
    return workspaceApplicationsOfOwner.load(ctx, user.id, page, info);
  }
}
