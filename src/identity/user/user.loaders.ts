import { pagedChildren, recordsById, defineRecordType } from '../../kernel/records';
import { placeholders, sql, type SqlFragment } from '../../kernel/sql';
import { anyOf, linkedToAdministered, signedInRule } from '../../kernel/visibility';
import { ADMIN_ROLE, administeredTenantIds, type UserCaller } from '../../kernel/caller';
import { User } from './user.entity';

/**
 * Who may read a user: the user themself, the Platform Admin, and an Admin of a tenant the user
 * belongs to: holds a role in, is an employee of (employers), or is a member of, has applied to,
 * is linked to a location of, or applied to become (workspaces). Another tenant's users are never
 * visible, at the root or through an edge.
 */
export const USER = defineRecordType(User, {
  table: 'app_user',
  readRule:
    'the user themself; Platform Admin: all; an Admin of a tenant the user belongs to (holds a role in, is an employee of, a member of, has applied to, is linked to a location of, or applied to become)',
  visibility: (ctx, alias) =>
    signedInRule(ctx, (caller) =>
      anyOf([sql(`${alias}.id = ?`, caller.userId), ...roleInAdministered(caller, alias), ...linkedToAdministered(caller, `${alias}.id`)]),
    ),
});

/** The user holds a role in a tenant the caller administers. */
function roleInAdministered(caller: UserCaller, alias: string): SqlFragment[] {
  const tenants = administeredTenantIds(caller);
  return tenants.length
    ? [
        sql(
          `exists (select 1 from "user_role" shared_role where shared_role.user_id = ${alias}.id and shared_role.tenant_id in (${placeholders(tenants)}))`,
          ...tenants,
        ),
      ]
    : [];
}

export const userById = recordsById(USER);

/** `Tenant.users`: a page of the users holding a role in each tenant (each once, however many roles), one statement per level. */
export const usersOfTenant = pagedChildren(USER, {
  parentKey: 'ur.tenant_id',
  join: 'join (select distinct user_id, tenant_id from "user_role") ur on ur.user_id = t.id',
  parentKeyKind: 'text',
});

/**
 * `Workspace.admins`, `Employer.admins`: a page of the users holding the `Admin` role in each tenant
 * (a workspace's or an employer's tenant id is its own id), with the users' own visibility (so an
 * Admin of another tenant, or a plain user, sees none of them but themself); one statement per level.
 */
export const adminsOfTenant = pagedChildren(USER, {
  parentKey: 'ur.tenant_id',
  join: 'join "user_role" ur on ur.user_id = t.id',
  where: sql('ur.role = ?', ADMIN_ROLE),
  parentKeyKind: 'text',
});
