import { pagedChildren, recordsById, defineRecordType } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { signedInRule } from '../../kernel/visibility';
import { Tenant } from './tenant.entity';

/** Tenants: the Platform Admin all; anyone else the tenants they hold a role in (as the root list). */
export const TENANT = defineRecordType(Tenant, {
  table: 'tenant',
  readRule: 'Platform Admin: all; anyone else: the tenants they hold a role in',
  visibility: (ctx, alias) =>
    signedInRule(ctx, (caller) =>
      sql(
        `exists (select 1 from "user_role" caller_role where caller_role.tenant_id = ${alias}.tenant_id and caller_role.user_id = ?)`,
        caller.userId,
      ),
    ),
});

export const tenantById = recordsById(TENANT);

/** Tenants by their `tenantId` (the key roles name them by), batched per request: `UserRole.tenant`. */
export const tenantByTenantId = recordsById(TENANT, { column: 'tenant_id', kind: 'text', of: (tenant) => tenant.tenantId });

/**
 * `User.tenants`: a page of the tenants each user holds a role in (each once, however many roles:
 * the roles are reduced to distinct user-tenant pairs before the join), of those the caller may
 * see; one statement per level.
 */
export const tenantsOfUser = pagedChildren(TENANT, {
  parentKey: 'ur.user_id',
  join: 'join (select distinct user_id, tenant_id from "user_role") ur on ur.tenant_id = t.tenant_id',
});
