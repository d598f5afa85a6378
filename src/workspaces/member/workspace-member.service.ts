import type { FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { checkPage, findPage, type Page } from '../../kernel/paging';
import { administeredWorkspaceIds, callerUserId, idFilter } from '../workspace/workspace-access';
import { WorkspaceMember } from './workspace-member.entity';
import type { GetWorkspaceMembersInput } from './workspace-member.types';

/** GetWorkspaceMembers: Platform Admin all; a workspace's Admin its workspace's; a user their own memberships. */
export function listWorkspaceMembers(ctx: RequestContext, input: GetWorkspaceMembersInput): Promise<Page<WorkspaceMember>> {
  const userId = callerUserId(ctx);
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const where: FilterQuery<WorkspaceMember>[] = [];
  const ids = idFilter(input.ids, 'ids');
  const workspaceIds = idFilter(input.workspaceIds, 'workspaceIds');
  const userIds = idFilter(input.userIds, 'userIds');
  if (ids) where.push({ id: { $in: ids } });
  if (workspaceIds) where.push({ workspaceId: { $in: workspaceIds } });
  if (userIds) where.push({ userId: { $in: userIds } });
  const administered = administeredWorkspaceIds(ctx);
  if (administered) where.push({ $or: [{ userId }, ...(administered.length ? [{ workspaceId: { $in: administered } }] : [])] });
  return findPage(ctx.em, WorkspaceMember, where.length ? { $and: where } : {}, page);
}
