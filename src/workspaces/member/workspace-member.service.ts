import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { WORKSPACE_MEMBER } from './member.loaders';
import type { WorkspaceMember } from './workspace-member.entity';
import type { GetWorkspaceMembersInput } from './workspace-member.types';

/** GetWorkspaceMembers: Platform Admin all; a workspace's Admin its workspace's; a user their own memberships. */
export function listWorkspaceMembers(ctx: RequestContext, input: GetWorkspaceMembersInput): Promise<Page<WorkspaceMember>> {
  return pageOfVisible(ctx, WORKSPACE_MEMBER, 'member', input, (where) => {
    where.inIds('member.id', input.ids);
    where.inIds('member.workspace_id', input.workspaceIds);
    where.inIds('member.user_id', input.userIds);
  });
}
