import { defineTenantLinkType, pagedChildren, recordsById } from '../../kernel/records';
import { MemberApplication } from './member-application.entity';
import { WorkspaceMember } from './workspace-member.entity';

/** Memberships: the member, an Admin of the workspace, the Platform Admin. A membership ties its user to the workspace. */
export const WORKSPACE_MEMBER = defineTenantLinkType(WorkspaceMember, {
  table: 'workspace_member',
  readRule: 'the member; an Admin of the workspace; Platform Admin: all',
  link: { userColumn: 'user_id', tenantColumn: 'workspace_id', tenantType: 'Workspace', membership: true },
});

/** Member applications: the applicant, an Admin of the workspace, the Platform Admin. An application ties its user to the workspace. */
export const MEMBER_APPLICATION = defineTenantLinkType(MemberApplication, {
  table: 'member_application',
  readRule: 'the applicant; an Admin of the workspace; Platform Admin: all',
  link: { userColumn: 'user_id', tenantColumn: 'workspace_id', tenantType: 'Workspace' },
});

export const memberApplicationById = recordsById(MEMBER_APPLICATION);
export const workspaceMemberById = recordsById(WORKSPACE_MEMBER);

/** `Workspace.memberApplications`: a page of each workspace's member applications, one statement per level. */
export const memberApplicationsOfWorkspace = pagedChildren(MEMBER_APPLICATION, { parentKey: 't.workspace_id' });

/** `Workspace.members`: a page of each workspace's memberships, one statement per level. */
export const membersOfWorkspace = pagedChildren(WORKSPACE_MEMBER, { parentKey: 't.workspace_id' });

/** `User.memberships`: a page of each user's memberships, one statement per level. */
export const membershipsOfUser = pagedChildren(WORKSPACE_MEMBER, { parentKey: 't.user_id' });
