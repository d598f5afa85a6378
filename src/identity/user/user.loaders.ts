import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { placeholders, sql } from '../../kernel/sql';
import { administeredIds, signedInRule } from '../../kernel/visibility';
import { administeredTenantIds } from '../../kernel/caller';
import { User } from './user.entity';

/**
 * Who may read a user: the user themself, the Platform Admin, and an Admin of a tenant the user
 * belongs to: holds a role in, is an employee of (employers), or is a member of, has applied to,
 * is linked to a location of, or applied to become (workspaces). Another tenant's users are never
 * visible, at the root or through an edge.
 */
export const USER = defineRecordType<User>({
  name: 'User',
  readRule: 'the user themself; Platform Admin: all; an Admin of a tenant the user belongs to (holds a role in, is an employee of, a member of, has applied to, is linked to a location of, or applied to become)',
  entity: User,
  table: 'app_user',
  visibility: (ctx, alias) =>
    signedInRule(ctx, (caller) => {
      const tenants = administeredTenantIds(caller);
      const uuids = administeredIds(caller);
      if (tenants.length === 0) return sql(`${alias}.id = ?`, caller.userId);
      const parts = [`${alias}.id = ?`, `exists (select 1 from "user_role" vr where vr.user_id = ${alias}.id and vr.tenant_id in (${placeholders(tenants)}))`];
      const params: unknown[] = [caller.userId, ...tenants];
      if (uuids.length) {
        const inTenants = `in (${placeholders(uuids)})`;
        for (const [table, userColumn, tenantColumn] of [
          ['employee', 'user_id', 'employer_id'],
          ['workspace_member', 'user_id', 'workspace_id'],
          ['member_application', 'user_id', 'workspace_id'],
          ['user_location', 'user_id', 'workspace_id'],
          ['workspace_application', 'owner_id', 'workspace_id'],
        ]) {
          parts.push(`exists (select 1 from "${table}" vt where vt.${userColumn} = ${alias}.id and vt.${tenantColumn} ${inTenants})`);
          params.push(...uuids);
        }
      }
      return sql(`(${parts.join(' or ')})`, ...params);
    }),
});

export const userById = recordsById(USER);

/** `Tenant.users`: a page of the users holding a role in each tenant (each once, however many roles), one statement per level. */
export const usersOfTenant = pagedEdge(USER, {
  parentKey: 'ur.tenant_id',
  join: 'join (select distinct user_id, tenant_id from "user_role") ur on ur.user_id = t.id',
  parentKeyKind: 'text',
});
