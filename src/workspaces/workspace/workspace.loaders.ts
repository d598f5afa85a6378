import { USER } from '../../identity/user/user.loaders';
import { ADMIN_ROLE, isPlatformAdmin } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { placeholders, sql, type SqlFragment } from '../../kernel/sql';
import { workspaceTenantIds } from './workspace-access';
import { Workspace } from './workspace.entity';

/**
 * Who may read a workspace: the Platform Admin all; anyone the workspaces they administer, are a
 * member of, have applied to or are linked to a location of, and every workspace with an active location (its public face in the catalogue: the
 * operator of the places the caller can see). Its members, applications and admins have rules of
 * their own.
 */
export function workspaceVisibility(ctx: RequestContext, alias: string): SqlFragment | null {
  if (isPlatformAdmin(ctx.caller)) return null;
  if (ctx.caller.kind !== 'user') return sql('false');
  const own = workspaceTenantIds(ctx);
  const parts = [
    `exists (select 1 from "location" wl where wl.workspace_id = ${alias}.id and wl.status = 'Active')`,
    `exists (select 1 from "workspace_member" wm where wm.workspace_id = ${alias}.id and wm.user_id = ?)`,
    `exists (select 1 from "member_application" wa where wa.workspace_id = ${alias}.id and wa.user_id = ?)`,
    `exists (select 1 from "user_location" wu where wu.workspace_id = ${alias}.id and wu.user_id = ?)`,
  ];
  const params: unknown[] = [ctx.caller.userId, ctx.caller.userId, ctx.caller.userId];
  if (own.length) {
    parts.push(`${alias}.id in (${placeholders(own)})`);
    params.push(...own);
  }
  return sql(`(${parts.join(' or ')})`, ...params);
}

export const WORKSPACE = defineRecordType<Workspace>({ name: 'Workspace', readRule: 'any signed-in user when it has an active location (its public face in the catalogue); its Admins, members, member applicants and users linked to one of its locations; Platform Admin: all', entity: Workspace, table: 'workspace', visibility: workspaceVisibility });

/** `Query.workspace`, `Location.workspace` and every other reference to a workspace: batched per request. */
export const workspaceById = recordsById(WORKSPACE);

/**
 * `Workspace.admins`: a page of the users holding the `Admin` role in each workspace's tenant (its
 * `tenant_id` is the workspace id), one statement per level. The users are filtered by the USER rule,
 * so an Admin of another workspace, or a plain user, sees none of them (but themself).
 */
export const adminsOfWorkspace = pagedEdge(USER, {
  parentKey: 'ur.tenant_id',
  join: 'join "user_role" ur on ur.user_id = t.id',
  where: sql('ur.role = ?', ADMIN_ROLE),
  parentKeyKind: 'text',
});
