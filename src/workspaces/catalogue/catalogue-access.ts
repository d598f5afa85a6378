import { isPlatformAdmin, isTenantAdmin } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { ForbiddenError, UnauthenticatedError } from '../../kernel/errors';
import { placeholders, sql, type SqlFragment } from '../../kernel/sql';
import { administeredIds } from '../../kernel/visibility';

/**
 * Who may change a place: the Admin of the place's workspace (always the workspace the place
 * really belongs to, never one named by the client) or the Platform Admin.
 */
export function assertWorkspaceAdmin(ctx: RequestContext, workspaceId: string): void {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  if (!isTenantAdmin(ctx.caller, workspaceId))
    throw new ForbiddenError('Only an Admin of the workspace that owns this place (or the Platform Admin) may do this.');
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
  return { all: isPlatformAdmin(ctx.caller), ownWorkspaceIds: administeredIds(ctx.caller) };
}

/** The rule for one location already in memory. */
export function canSeeLocation(ctx: RequestContext, location: { status: string; workspaceId: string }): boolean {
  const visibility = catalogueVisibility(ctx);
  return visibility.all || location.status === 'Active' || visibility.ownWorkspaceIds.includes(location.workspaceId);
}

/** The same rule as SQL on a location row `alias`: `null` when the caller sees every location. */
export function locationVisibility(ctx: RequestContext, alias: string): SqlFragment | null {
  const visibility = catalogueVisibility(ctx);
  if (visibility.all) return null;
  const own = visibility.ownWorkspaceIds;
  if (own.length === 0) return sql(`${alias}.status = 'Active'`);
  return sql(`(${alias}.status = 'Active' or ${alias}.workspace_id in (${placeholders(own)}))`, ...own);
}

/** A row that belongs to a location (`column` holds its id) is visible with that location. */
export function visibleWithLocation(ctx: RequestContext, column: string): SqlFragment | null {
  const rule = locationVisibility(ctx, 'vl');
  if (!rule) return null;
  return sql(`exists (select 1 from "location" vl where vl.id = ${column} and ${rule.sql})`, ...rule.params);
}

/** A row that belongs to a room (`column` holds its id) is visible with the room's location. */
export function visibleWithRoom(ctx: RequestContext, column: string): SqlFragment | null {
  const rule = locationVisibility(ctx, 'vl');
  if (!rule) return null;
  return sql(
    `exists (select 1 from "room" vr join "location" vl on vl.id = vr.location_id where vr.id = ${column} and ${rule.sql})`,
    ...rule.params,
  );
}
