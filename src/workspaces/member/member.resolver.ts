import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
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
import type { WorkspaceMember } from './workspace-member.entity';
import { listWorkspaceMembers } from './workspace-member.service';
import { GetWorkspaceMembersInput, WorkspaceMemberIPagedResponse } from './workspace-member.types';

/** Member applications (one mutation per transition) and the workspace members they create. */
@Resolver(() => MemberApplication)
export class MemberResolver {
  @Query(() => MemberApplicationIPagedResponse, { description: 'GetMemberApplications: newest first.' })
  memberApplications(@Ctx() ctx: RequestContext, @Arg('input', () => GetMemberApplicationsInput, { nullable: true }) input?: GetMemberApplicationsInput): Promise<Page<MemberApplication>> {
    return listMemberApplications(ctx, input ?? new GetMemberApplicationsInput());
  }

  @Query(() => WorkspaceMemberIPagedResponse, { description: 'GetWorkspaceMembers: newest first.' })
  workspaceMembers(@Ctx() ctx: RequestContext, @Arg('input', () => GetWorkspaceMembersInput, { nullable: true }) input?: GetWorkspaceMembersInput): Promise<Page<WorkspaceMember>> {
    return listWorkspaceMembers(ctx, input ?? new GetWorkspaceMembersInput());
  }

  @Mutation(() => MemberApplication, { description: 'CreateMemberApplication: status Request.' })
  createMemberApplication(@Ctx() ctx: RequestContext, @Arg('input', () => CreateMemberApplicationInput) input: CreateMemberApplicationInput): Promise<MemberApplication> {
    return createMemberApplication(ctx, input);
  }

  @Mutation(() => MemberApplication, { description: 'UpdateMemberApplication.' })
  updateMemberApplication(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String) id: string,
    @Arg('input', () => UpdateMemberApplicationInput) input: UpdateMemberApplicationInput,
  ): Promise<MemberApplication> {
    return updateMemberApplication(ctx, id, input);
  }

  @Mutation(() => MemberApplication, { description: 'DenyMemberApplication.' })
  denyMemberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<MemberApplication> {
    return denyMemberApplication(ctx, id);
  }

  @Mutation(() => MemberApplication, { description: 'ApproveMemberApplicationRequest: Request to Pending.' })
  approveMemberApplicationRequest(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<MemberApplication> {
    return approveMemberApplicationRequest(ctx, id);
  }

  @Mutation(() => MemberApplication, { description: 'SubmitMemberApplication: Pending to Submitted (the applicant).' })
  submitMemberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<MemberApplication> {
    return submitMemberApplication(ctx, id);
  }

  @Mutation(() => MemberApplication, { description: 'ApproveMemberApplication: creates the WorkspaceMember (and the UserLocation with a location).' })
  approveMemberApplication(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string): Promise<MemberApplication> {
    return approveMemberApplication(ctx, id);
  }
}
