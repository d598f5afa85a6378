import { isPlatformAdmin, isTenantAdmin, administeredTenantIds } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { ForbiddenError, UnauthenticatedError } from '../../kernel/errors';

/**
 * Who may change a place: the Admin of the place's workspace (always the workspace the place
 * really belongs to, never one named by the client) or the Platform Admin.
 */
export function assertWorkspaceAdmin(ctx: RequestContext, workspaceId: string): void {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  if (!isTenantAdmin(ctx.caller, workspaceId)) throw new ForbiddenError('Only an Admin of the workspace that owns this place (or the Platform Admin) may do this.');
}

/**
 * What a caller may read of the catalogue: the Platform Admin everything; an operator its own
 * workspaces' places in any status; everyone else active places only.
 */
export interface CatalogueVisibility {
  all: boolean;
  ownWorkspaceIds: string[];
}

export function catalogueVisibility(ctx: RequestContext): CatalogueVisibility {
  return { all: isPlatformAdmin(ctx.caller), ownWorkspaceIds: administeredTenantIds(ctx.caller) };
}

export function canSeeLocation(ctx: RequestContext, location: { status: string; workspaceId: string }): boolean {
  const visibility = catalogueVisibility(ctx);
  return visibility.all || location.status === 'Active' || visibility.ownWorkspaceIds.includes(location.workspaceId);
}
