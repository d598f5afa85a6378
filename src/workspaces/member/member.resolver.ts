import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import { arg, byIdQuery, graphResolver, idArg, listQuery, mutation, pagedEdge, referenceEdge } from '../../kernel/resolver-builders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { MemberApplication } from './member-application.entity';
import { changeFeed, changeType } from '../../kernel/changes/change-feed';
import { MEMBER_APPLICATION_DECIDED, WORKSPACE_MEMBER_ADDED } from './member.webhook-events';

/** `memberApplicationChanged`'s event. */
const MemberApplicationChange = changeType('MemberApplicationChange', {
  field: 'memberApplication',
  type: () => MemberApplication,
  description: 'The member application.',
});
import {
  approveMemberApplication,
  approveMemberApplicationRequest,
  createMemberApplication,
  denyMemberApplication,
  listMemberApplications,
  submitMemberApplication,
  updateMemberApplication,
} from './member-application.service';
import {
  CreateMemberApplicationInput,
  GetMemberApplicationsInput,
  MemberApplicationIPagedResponse,
  UpdateMemberApplicationInput,
} from './member-application.types';
import {
  memberApplicationById,
  memberApplicationsOfWorkspace,
  membersOfWorkspace,
  membershipsOfUser,
  workspaceMemberById,
} from './member.loaders';
import { WorkspaceMember } from './workspace-member.entity';
import { listWorkspaceMembers } from './workspace-member.service';
import { GetWorkspaceMembersInput, WorkspaceMemberIPagedResponse } from './workspace-member.types';

/** Member applications (one mutation per transition) and the workspace members they create. */
/** `workspaceMemberChanged`'s event. */
const WorkspaceMemberChange = changeType('WorkspaceMemberChange', {
  field: 'workspaceMember',
  type: () => WorkspaceMember,
  description: 'The workspace member.',
});

export const MemberResolver = graphResolver(() => MemberApplication, {
  memberApplications: listQuery({
    type: () => MemberApplicationIPagedResponse,
    input: () => GetMemberApplicationsInput,
    list: listMemberApplications,
    description: "GetMemberApplications: the Platform Admin sees all; a workspace's Admin its workspace's; a user their own; newest first.",
  }),
  memberApplication: byIdQuery({
    type: () => MemberApplication,
    loader: memberApplicationById,
    description:
      "A member application by id; null when it does not exist or the caller may not see it (only the applicant, the workspace's Admins and the Platform Admin do).",
    idDescription: 'The member application id.',
  }),
  memberApplicationChanged: changeFeed({
    type: () => MemberApplicationChange,
    description:
      'A member application was approved or denied (a subscription: GraphQL over WebSocket on /graphql); only applications the caller may read.',
    events: [MEMBER_APPLICATION_DECIDED],
    record: { field: 'memberApplication', loader: memberApplicationById },
    id: (data) => data.memberApplicationId,
    parents: { workspaceId: { description: "Only the changes of this workspace's member applications.", of: (data) => data.workspaceId } },
  }),
  workspaceMemberChanged: changeFeed({
    type: () => WorkspaceMemberChange,
    description:
      'A workspace member was added by an approved member application (a subscription: GraphQL over WebSocket on /graphql); only members the caller may read.',
    events: [WORKSPACE_MEMBER_ADDED],
    record: { field: 'workspaceMember', loader: workspaceMemberById },
    id: (data) => data.workspaceMemberId,
    parents: { workspaceId: { description: "Only the changes of this workspace's members.", of: (data) => data.workspaceId } },
  }),
  workspaceMembers: listQuery({
    type: () => WorkspaceMemberIPagedResponse,
    input: () => GetWorkspaceMembersInput,
    list: listWorkspaceMembers,
    description:
      "GetWorkspaceMembers: the Platform Admin sees all; a workspace's Admin its workspace's; a user their own memberships; newest first.",
  }),
  workspaceMember: byIdQuery({
    type: () => WorkspaceMember,
    loader: workspaceMemberById,
    description:
      "A membership by id; null when it does not exist or the caller may not see it (only the member, the workspace's Admins and the Platform Admin do).",
    idDescription: 'The membership id.',
  }),
  createMemberApplication: mutation({
    type: () => MemberApplication,
    description: 'CreateMemberApplication: a user for themself, or an Admin of the workspace for any user; status Request.',
    args: [arg('input', () => CreateMemberApplicationInput, 'The new application.')],
    run: createMemberApplication,
  }),
  updateMemberApplication: mutation({
    type: () => MemberApplication,
    description:
      'UpdateMemberApplication: the applicant (dates, location) or an Admin of the workspace (also activationDate), before approval.',
    args: [idArg('The member application to update.'), arg('input', () => UpdateMemberApplicationInput, 'The new values.')],
    run: updateMemberApplication,
  }),
  denyMemberApplication: mutation({
    type: () => MemberApplication,
    description: 'DenyMemberApplication (an Admin of the workspace): Request, Pending or Submitted to Denied.',
    args: [idArg('The member application to deny.')],
    run: denyMemberApplication,
  }),
  approveMemberApplicationRequest: mutation({
    type: () => MemberApplication,
    description: 'ApproveMemberApplicationRequest (an Admin of the workspace): Request to Pending.',
    args: [idArg('The member application.')],
    run: approveMemberApplicationRequest,
  }),
  submitMemberApplication: mutation({
    type: () => MemberApplication,
    description: 'SubmitMemberApplication (the applicant): Pending to Submitted.',
    args: [idArg('The member application to submit.')],
    run: submitMemberApplication,
  }),
  approveMemberApplication: mutation({
    type: () => MemberApplication,
    description:
      'ApproveMemberApplication (an Admin of the workspace): Submitted to Approved; creates the WorkspaceMember (and the UserLocation with a location).',
    args: [idArg('The member application to approve.')],
    run: approveMemberApplication,
  }),
  user: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'userId',
    required: 'the USER rule shows a user to the Admins of every workspace the user has applied to',
    description: 'The applicant (visible whenever the application is).',
  }),
  workspace: referenceEdge({
    type: () => Workspace,
    loader: workspaceById,
    key: 'workspaceId',
    description: 'The workspace applied to; null when the caller may not see it (the applicant, while it has no active location).',
  }),
  location: referenceEdge({
    type: () => Location,
    loader: locationById,
    key: 'locationId',
    description:
      'The location where the license is used; null when none or the caller may not see it (an inactive location, for the applicant).',
  }),
});

export const WorkspaceMemberEdges = graphResolver(() => WorkspaceMember, {
  user: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'userId',
    required: 'the USER rule shows a user to the Admins of every workspace the user is a member of',
    description: 'The member (visible whenever the membership is).',
  }),
  workspace: referenceEdge({
    type: () => Workspace,
    loader: workspaceById,
    key: 'workspaceId',
    required: 'a member sees the workspaces they belong to, an Admin their own',
    description: 'The workspace (visible whenever the membership is: to its members, its Admins and the Platform Admin).',
  }),
  location: referenceEdge({
    type: () => Location,
    loader: locationById,
    key: 'locationId',
    description:
      'The location where the license is used; null when none or the caller may not see it (an inactive location, for the member).',
  }),
});

/** `User.memberships`, declared here so that workspaces depend on identity and never the reverse. */
export const UserMembershipsEdge = graphResolver(() => User, {
  memberships: pagedEdge({
    type: () => WorkspaceMemberIPagedResponse,
    loader: membershipsOfUser,
    description:
      "The user's memberships the caller may see, newest first: all of them for the user themself and the Platform Admin; for a workspace's Admin, those of their workspaces.",
  }),
});

/** `Workspace.members` and `Workspace.memberApplications`: the edges live with the membership, which knows its workspace. */
export const WorkspaceMembersEdges = graphResolver(() => Workspace, {
  members: pagedEdge({
    type: () => WorkspaceMemberIPagedResponse,
    loader: membersOfWorkspace,
    description:
      "The workspace's memberships, newest first: all of them for its Admins and the Platform Admin; a member sees only their own.",
  }),
  memberApplications: pagedEdge({
    type: () => MemberApplicationIPagedResponse,
    loader: memberApplicationsOfWorkspace,
    description:
      'The member applications to the workspace, newest first: all of them for its Admins and the Platform Admin; an applicant sees only their own.',
  }),
});
