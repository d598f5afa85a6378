import type { RequestContext } from '../../kernel/context';
import { isTenantAdmin } from '../../kernel/caller';
import { isUuid } from '../../kernel/uuid';
import { administeredIds } from '../../kernel/visibility';
import { BadInputError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../kernel/errors';
import { Workspace } from './workspace.entity';

/** A workspace is a tenant that records link users to (memberships, member applications, location links, applications). */
declare module '../../kernel/visibility' {
  interface LinkedTenantTypes {
    Workspace: true;
  }
}

/**
 * Tenant rules shared by the onboarding operations. Rights are checked before existence, so a
 * caller without rights learns nothing about another workspace (403 whether or not it exists).
 */
export async function requireWorkspaceAdmin(ctx: RequestContext, workspaceId: string, field = 'workspaceId'): Promise<Workspace> {
  const id = requireId(workspaceId, field);
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  if (!isTenantAdmin(ctx.caller, id)) throw new ForbiddenError('Only the Platform Admin or an Admin of this workspace may do this.');
  const workspace = await ctx.em.findOne(Workspace, { id });
  if (!workspace) throw new NotFoundError('Workspace', id);
  return workspace;
}

/** The caller's user id (every operation here needs a signed-in caller). */
export function callerUserId(ctx: RequestContext): string {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  return ctx.caller.userId;
}

/**
 * The tenants the caller administers that can be workspaces (their ids are UUIDs; a tenant the
 * Platform Admin named otherwise, such as `acme`, is never a workspace and must not reach a uuid column).
 */
export function workspaceTenantIds(ctx: RequestContext): string[] {
  return administeredIds(ctx.caller);
}

/** Ids are UUIDs here; anything else is a 400 naming the field (never a database error). */
export function requireId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isUuid(value.trim())) throw BadInputError.field(field, 'Must be an id (a UUID).');
  return value.trim().toLowerCase();
}
