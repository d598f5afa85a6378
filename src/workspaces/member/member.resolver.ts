import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { MemberApplication } from './member-application.entity';
import {
  approveMemberApplication,
  approveMemberApplicationRequest,
  createMemberApplication,
  denyMemberApplication,
  listMemberApplications,
  submitMemberApplication,
  updateMemberApplication,
} from './member-application.service';
import { CreateMemberApplicationInput, GetMemberApplicationsInput, MemberApplicationIPagedResponse, UpdateMemberApplicationInput } from './member-application.types';
import { memberApplicationById, memberApplicationsOfWorkspace, membersOfWorkspace, membershipsOfUser, workspaceMemberById } from './member.loaders';
import { WorkspaceMember } from './workspace-member.entity';
import { listWorkspaceMembers } from './workspace-member.service';
import { GetWorkspaceMembersInput, WorkspaceMemberIPagedResponse } from './workspace-member.types';

/**
 * The user of a record whose visibility implies the user's (the USER rule shows a user to the Admins
 * of every workspace the user is a member of, has applied to or is linked to a location of).
 */
async function visibleUser(ctx: RequestContext, userId: string, record: string): Promise<User> {
  const user = await ctx.loaders.get(userById).load(userId);
  if (!user) throw new Error(`The user ${userId} of a visible ${record} is missing`);
  return user;
}

/** Member applications (one mutation per transition) and the workspace members they create. */
@Resolver(() => MemberApplication)
export class MemberResolver {
  @Query(() => MemberApplicationIPagedResponse, { description: "GetMemberApplications: the Platform Admin sees all; a workspace's Admin its workspace's; a user their own; newest first." })
  memberApplications(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetMemberApplicationsInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetMemberApplicationsInput,
  ): Promise<Page<MemberApplication>> {
    return listMemberApplications(ctx, input ?? new GetMemberApplicationsInput());
  }

  @Query(() => MemberApplication, {
    nullable: true,
    description: "A member application by id; null when it does not exist or the caller may not see it (only the applicant, the workspace's Admins and the Platform Admin do).",
  })
  memberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The member application id.' }) id: string): Promise<MemberApplication | null> {
    return ctx.loaders.get(memberApplicationById).load(id);
  }

  @Query(() => WorkspaceMemberIPagedResponse, { description: "GetWorkspaceMembers: the Platform Admin sees all; a workspace's Admin its workspace's; a user their own memberships; newest first." })
  workspaceMembers(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetWorkspaceMembersInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetWorkspaceMembersInput,
  ): Promise<Page<WorkspaceMember>> {
    return listWorkspaceMembers(ctx, input ?? new GetWorkspaceMembersInput());
  }

  @Query(() => WorkspaceMember, {
    nullable: true,
    description: "A membership by id; null when it does not exist or the caller may not see it (only the member, the workspace's Admins and the Platform Admin do).",
  })
  workspaceMember(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The membership id.' }) id: string): Promise<WorkspaceMember | null> {
    return ctx.loaders.get(workspaceMemberById).load(id);
  }

  @Mutation(() => MemberApplication, { description: 'CreateMemberApplication: a user for themself, or an Admin of the workspace for any user; status Request.' })
  createMemberApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateMemberApplicationInput, { description: 'The new application.' }) input: CreateMemberApplicationInput,
  ): Promise<MemberApplication> {
    return createMemberApplication(ctx, input);
  }

  @Mutation(() => MemberApplication, { description: 'UpdateMemberApplication: the applicant (dates, location) or an Admin of the workspace (also activationDate), before approval.' })
  updateMemberApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { description: 'The member application to update.' }) id: string,
    @Arg('input', () => UpdateMemberApplicationInput, { description: 'The new values.' }) input: UpdateMemberApplicationInput,
  ): Promise<MemberApplication> {
    return updateMemberApplication(ctx, id, input);
  }

  @Mutation(() => MemberApplication, { description: 'DenyMemberApplication (an Admin of the workspace): Request, Pending or Submitted to Denied.' })
  denyMemberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The member application to deny.' }) id: string): Promise<MemberApplication> {
    return denyMemberApplication(ctx, id);
  }

  @Mutation(() => MemberApplication, { description: 'ApproveMemberApplicationRequest (an Admin of the workspace): Request to Pending.' })
  approveMemberApplicationRequest(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The member application.' }) id: string): Promise<MemberApplication> {
    return approveMemberApplicationRequest(ctx, id);
  }

  @Mutation(() => MemberApplication, { description: 'SubmitMemberApplication (the applicant): Pending to Submitted.' })
  submitMemberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The member application to submit.' }) id: string): Promise<MemberApplication> {
    return submitMemberApplication(ctx, id);
  }

  @Mutation(() => MemberApplication, { description: 'ApproveMemberApplication (an Admin of the workspace): Submitted to Approved; creates the WorkspaceMember (and the UserLocation with a location).' })
  approveMemberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The member application to approve.' }) id: string): Promise<MemberApplication> {
    return approveMemberApplication(ctx, id);
  }

  @FieldResolver(() => User, { description: 'The applicant (visible whenever the application is).' })
  user(@Root() application: MemberApplication, @Ctx() ctx: RequestContext): Promise<User> {
    return visibleUser(ctx, application.userId, 'member application');
  }

  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace applied to; null when the caller may not see it (the applicant, while it has no active location).' })
  workspace(@Root() application: MemberApplication, @Ctx() ctx: RequestContext): Promise<Workspace | null> {
    return ctx.loaders.get(workspaceById).load(application.workspaceId);
  }

  @FieldResolver(() => Location, { nullable: true, description: 'The location where the license is used; null when none or the caller may not see it (an inactive location, for the applicant).' })
  location(@Root() application: MemberApplication, @Ctx() ctx: RequestContext): Promise<Location | null> {
    return application.locationId ? ctx.loaders.get(locationById).load(application.locationId) : Promise.resolve(null);
  }
}

@Resolver(() => WorkspaceMember)
export class WorkspaceMemberEdges {
  @FieldResolver(() => User, { description: 'The member (visible whenever the membership is).' })
  user(@Root() member: WorkspaceMember, @Ctx() ctx: RequestContext): Promise<User> {
    return visibleUser(ctx, member.userId, 'membership');
  }

  @FieldResolver(() => Workspace, { description: 'The workspace (visible whenever the membership is: to its members, its Admins and the Platform Admin).' })
  async workspace(@Root() member: WorkspaceMember, @Ctx() ctx: RequestContext): Promise<Workspace> {
    const workspace = await ctx.loaders.get(workspaceById).load(member.workspaceId);
    // A member sees the workspaces they belong to, an Admin their own: this holds for every visible membership.
    if (!workspace) throw new Error(`The workspace ${member.workspaceId} of a visible membership is missing`);
    return workspace;
  }

  @FieldResolver(() => Location, { nullable: true, description: 'The location where the license is used; null when none or the caller may not see it (an inactive location, for the member).' })
  location(@Root() member: WorkspaceMember, @Ctx() ctx: RequestContext): Promise<Location | null> {
    return member.locationId ? ctx.loaders.get(locationById).load(member.locationId) : Promise.resolve(null);
  }
}

/** `User.memberships`, declared here so that workspaces depend on identity and never the reverse. */
@Resolver(() => User)
export class UserMembershipsEdge {
  @FieldResolver(() => WorkspaceMemberIPagedResponse, {
    description: "The user's memberships the caller may see, newest first: all of them for the user themself and the Platform Admin; for a workspace's Admin, those of their workspaces.",
  })
  memberships(@Root() user: User, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<WorkspaceMember>> {
    return membershipsOfUser.load(ctx, user.id, page, info);
  }
}

/** `Workspace.members` and `Workspace.memberApplications`: the edges live with the membership, which knows its workspace. */
@Resolver(() => Workspace)
export class WorkspaceMembersEdges {
  @FieldResolver(() => WorkspaceMemberIPagedResponse, {
    description: "The workspace's memberships, newest first: all of them for its Admins and the Platform Admin; a member sees only their own.",
  })
  members(@Root() workspace: Workspace, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<WorkspaceMember>> {
    return membersOfWorkspace.load(ctx, workspace.id, page, info);
  }


  @FieldResolver(() => MemberApplicationIPagedResponse, {
    description: "The member applications to the workspace, newest first: all of them for its Admins and the Platform Admin; an applicant sees only their own.",
  })
  memberApplications(@Root() workspace: Workspace, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<MemberApplication>> {
    return memberApplicationsOfWorkspace.load(ctx, workspace.id, page, info);
  }
}
