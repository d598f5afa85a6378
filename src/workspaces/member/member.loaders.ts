import type { RequestContext } from '../../kernel/context';
import { recordsById, type RecordType } from '../../kernel/records';
import { ownOrAdministered } from '../../kernel/visibility';
import { MemberApplication } from './member-application.entity';
import { WorkspaceMember } from './workspace-member.entity';

const ownOrWorkspaceAdmin = (ctx: RequestContext, alias: string) => ownOrAdministered(ctx, `${alias}.user_id`, `${alias}.workspace_id`);

/** Member applications: the applicant, an Admin of the workspace, the Platform Admin. */
export const MEMBER_APPLICATION: RecordType<MemberApplication> = { entity: MemberApplication, table: 'member_application', visibility: ownOrWorkspaceAdmin };

/** Memberships: the member, an Admin of the workspace, the Platform Admin. */
export const WORKSPACE_MEMBER: RecordType<WorkspaceMember> = { entity: WorkspaceMember, table: 'workspace_member', visibility: ownOrWorkspaceAdmin };

export const memberApplicationById = recordsById(MEMBER_APPLICATION);
export const workspaceMemberById = recordsById(WORKSPACE_MEMBER);
