import type { RequestContext } from '../../kernel/context';
import { checkPage, findPage, type Page } from '../../kernel/paging';
import { workspaceUserRecordConditions } from '../workspace/workspace-access';
import { WorkspaceMember } from './workspace-member.entity';
import type { GetWorkspaceMembersInput } from './workspace-member.types';

/** GetWorkspaceMembers: Platform Admin all; a workspace's Admin its workspace's; a user their own memberships. */
export function listWorkspaceMembers(ctx: RequestContext, input: GetWorkspaceMembersInput): Promise<Page<WorkspaceMember>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const where = workspaceUserRecordConditions<WorkspaceMember>(ctx, {
    ids: input.ids,
    workspaceIds: input.workspaceIds,
    userIds: input.userIds,
  });
  return findPage(ctx.em, WorkspaceMember, where.length ? { $and: where } : {}, page);
}
