import type { FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { isPlatformAdmin, isTenantAdmin } from '../../kernel/caller';
import { idFilter, isUuid } from '../../kernel/uuid';
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
 * Which workspaces' private records (member applications, members, user-locations) a list may show:
 * `null` for all (Platform Admin), else the workspaces the caller administers.
 */
export function administeredWorkspaceIds(ctx: RequestContext): string[] | null {
  if (isPlatformAdmin(ctx.caller)) return null;
  return workspaceTenantIds(ctx);
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

/**
 * The list filters of a workspace's per-user records (`ids`, `workspaceIds`, `userIds`,
 * `locationIds`: each filters the property of its singular name), and who sees those records: the
 * Platform Admin all, a workspace's Admin its workspace's, anyone their own.
 */
export function workspaceUserRecordConditions<T extends { workspaceId: string; userId: string }>(
  ctx: RequestContext,
  filters: Record<string, string[] | null | undefined>,
): FilterQuery<T>[] {
  const userId = callerUserId(ctx);
  const where: FilterQuery<T>[] = [];
  for (const [field, values] of Object.entries(filters)) {
    const ids = idFilter(values);
    if (ids) where.push({ [field.replace(/s$/, '')]: { $in: ids } } as FilterQuery<T>);
  }
  const administered = administeredWorkspaceIds(ctx);
  if (administered)
    where.push({ $or: [{ userId }, ...(administered.length ? [{ workspaceId: { $in: administered } }] : [])] } as FilterQuery<T>);
  return where;
}
