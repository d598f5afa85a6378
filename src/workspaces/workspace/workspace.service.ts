import type { RequestContext } from '../../kernel/context';
import { isTenantAdmin } from '../../kernel/caller';
import { BadInputError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { atMostCharacters, URL_MAX } from '../../kernel/text';
import { targetId } from '../../kernel/uuid';
import { tenantsOfMemberships } from '../../kernel/visibility';
import { callerUserId, workspaceTenantIds } from './workspace-access';
import { Workspace } from './workspace.entity';
import { WORKSPACE } from './workspace.loaders';
import type { GetWorkspacesInput, UpdateWorkspaceInput } from './workspace.types';

/**
 * GetWorkspace (`/Workspace/my`): the workspace the caller's token is scoped to (`tenant-id` at
 * sign-in) when it names one the caller administers or belongs to; otherwise the single workspace
 * the caller administers. None: 404; several: 400 (sign in with a `tenant-id`).
 */
export async function myWorkspace(ctx: RequestContext): Promise<Workspace> {
  const userId = callerUserId(ctx);
  const caller = ctx.caller.kind === 'user' ? ctx.caller : null;
  if (caller?.tenantId) {
    const scoped = /^[0-9a-f-]{36}$/i.test(caller.tenantId) ? await ctx.em.findOne(Workspace, { id: caller.tenantId }) : null;
    if (scoped && (isTenantAdmin(ctx.caller, scoped.id) || (await tenantsOfMemberships(ctx, userId, 'Workspace')).includes(scoped.id)))
      return scoped;
    throw new NotFoundError(`Workspace of tenant ${caller.tenantId}`);
  }
  const administered = workspaceTenantIds(ctx);
  const workspaces = administered.length
    ? await ctx.em.find(Workspace, { id: { $in: administered } }, { orderBy: { dateCreated: 'desc', id: 'desc' }, limit: 2 })
    : [];
  if (workspaces.length === 0) throw new NotFoundError('Workspace administered by the caller');
  if (workspaces.length > 1) {
    throw BadInputError.field('tenantId', 'You administer several workspaces: sign in with the tenant-id header of the one you mean.');
  }
  return workspaces[0];
}

/** GetWorkspaces: the Platform Admin sees all; others their own, those they administer or are members of (`ownWorkspaces`). */
export function listWorkspaces(ctx: RequestContext, input: GetWorkspacesInput): Promise<Page<Workspace>> {
  return pageOfVisible(ctx, WORKSPACE, 'workspace', input, (where) => where.inIds('workspace.id', input.ids));
}

/** UpdateWorkspace (logoUrl): an Admin of the workspace or the Platform Admin. */
export async function updateWorkspace(ctx: RequestContext, id: string, input: UpdateWorkspaceInput): Promise<Workspace> {
  const workspaceId = targetId(id, 'Workspace', 'id');
  if (!isTenantAdmin(ctx.caller, workspaceId))
    throw new ForbiddenError('Only the Platform Admin or an Admin of this workspace may update it.');
  const workspace = await ctx.em.findOne(Workspace, { id: workspaceId });
  if (!workspace) throw new NotFoundError('Workspace', workspaceId);
  const logoUrl = input.logoUrl?.trim() ?? '';
  if (logoUrl.length > URL_MAX) throw BadInputError.field('logoUrl', atMostCharacters(URL_MAX));
  if (logoUrl && !/^https?:\/\/\S+$/i.test(logoUrl)) throw BadInputError.field('logoUrl', 'Must be an http(s) URL.');
  workspace.logoUrl = logoUrl;
  await ctx.em.flush();
  return workspace;
}
