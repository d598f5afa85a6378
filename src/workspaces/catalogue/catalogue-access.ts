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
 * Who may read a location, as SQL on a location row `alias` (the one copy of the rule: every read
 * of a location or of what belongs to one applies it): the Platform Admin everything (`null`); an
 * operator its own workspaces' locations in any status; everyone else active locations only.
 */
export function locationVisibility(ctx: RequestContext, alias: string): SqlFragment | null {
  if (isPlatformAdmin(ctx.caller)) return null;
  const own = administeredIds(ctx.caller);
  if (own.length === 0) return sql(`${alias}.status = 'Active'`);
  return sql(`(${alias}.status = 'Active' or ${alias}.workspace_id in (${placeholders(own)}))`, ...own);
}

/** A row that belongs to a location (`column` holds its id) is visible with that location. */
export function visibleWithLocation(ctx: RequestContext, column: string): SqlFragment | null {
  const rule = locationVisibility(ctx, 'visible_location');
  if (!rule) return null;
  return sql(`exists (select 1 from "location" visible_location where visible_location.id = ${column} and ${rule.sql})`, ...rule.params);
}

/** A row that belongs to a room (`column` holds its id) is visible with the room's location. */
export function visibleWithRoom(ctx: RequestContext, column: string): SqlFragment | null {
  const rule = locationVisibility(ctx, 'visible_location');
  if (!rule) return null;
  return sql(
    `exists (select 1 from "room" visible_room join "location" visible_location on visible_location.id = visible_room.location_id ` +
      `where visible_room.id = ${column} and ${rule.sql})`,
    ...rule.params,
  );
}
