import type { RequestContext } from '../../kernel/context';
import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { declareTenantLink, ownOrAdministered } from '../../kernel/visibility';
import { MemberApplication } from './member-application.entity';
import { WorkspaceMember } from './workspace-member.entity';

const ownOrWorkspaceAdmin = (ctx: RequestContext, alias: string) => ownOrAdministered(ctx, `${alias}.user_id`, `${alias}.workspace_id`);

/** Member applications: the applicant, an Admin of the workspace, the Platform Admin. */
export const MEMBER_APPLICATION = defineRecordType<MemberApplication>({ name: 'MemberApplication', readRule: 'the applicant; an Admin of the workspace; Platform Admin: all', entity: MemberApplication, table: 'member_application', visibility: ownOrWorkspaceAdmin });

/** Memberships: the member, an Admin of the workspace, the Platform Admin. */
export const WORKSPACE_MEMBER = defineRecordType<WorkspaceMember>({ name: 'WorkspaceMember', readRule: 'the member; an Admin of the workspace; Platform Admin: all', entity: WorkspaceMember, table: 'workspace_member', visibility: ownOrWorkspaceAdmin });

/** A membership ties its user to the workspace. */
declareTenantLink({ table: 'workspace_member', userColumn: 'user_id', tenantColumn: 'workspace_id', tenantType: 'Workspace', membership: true });
/** A member application ties its user to the workspace. */
declareTenantLink({ table: 'member_application', userColumn: 'user_id', tenantColumn: 'workspace_id', tenantType: 'Workspace' });

export const memberApplicationById = recordsById(MEMBER_APPLICATION);
export const workspaceMemberById = recordsById(WORKSPACE_MEMBER);

/** `Workspace.memberApplications`: a page of each workspace's member applications, one statement per level. */
export const memberApplicationsOfWorkspace = pagedEdge(MEMBER_APPLICATION, { parentKey: 't.workspace_id' });

/** `Workspace.members`: a page of each workspace's memberships, one statement per level. */
export const membersOfWorkspace = pagedEdge(WORKSPACE_MEMBER, { parentKey: 't.workspace_id' });

/** `User.memberships`: a page of each user's memberships, one statement per level. */
export const membershipsOfUser = pagedEdge(WORKSPACE_MEMBER, { parentKey: 't.user_id' });
