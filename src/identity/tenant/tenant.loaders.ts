import { defineLoader } from '../../kernel/loaders';
import { pagedEdge, readRecords, recordsById, type RecordType } from '../../kernel/records';
import { placeholders, sql, SqlConditions } from '../../kernel/sql';
import { signedInRule } from '../../kernel/visibility';
import { Tenant } from './tenant.entity';

/** Tenants: the Platform Admin all; anyone else the tenants they hold a role in (as the root list). */
export const TENANT: RecordType<Tenant> = {
  entity: Tenant,
  table: 'tenant',
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => sql(`exists (select 1 from "user_role" vr where vr.tenant_id = ${alias}.tenant_id and vr.user_id = ?)`, caller.userId)),
};

export const tenantById = recordsById(TENANT);

/**
 * Tenants by their `tenantId` (the key roles name them by), batched per request, each `null` when
 * it does not exist or the caller may not read it: `UserRole.tenant`.
 */
export const tenantByTenantId = defineLoader<string, Tenant | null>((ctx) => async (tenantIds) => {
  const keys = [...new Set(tenantIds)];
  const where = new SqlConditions();
  where.addFragment(TENANT.visibility(ctx, 't'));
  where.add(`t.tenant_id in (${placeholders(keys)})`, ...keys);
  const rows = await readRecords(ctx, Tenant, `select t.* from "tenant" t ${where.sql}`, where.params);
  const byTenantId = new Map(rows.map(({ record }) => [record.tenantId, record]));
  return tenantIds.map((tenantId) => byTenantId.get(tenantId) ?? null);
});

/**
 * `User.tenants`: a page of the tenants each user holds a role in (each once, however many roles:
 * the roles are reduced to distinct user-tenant pairs before the join), of those the caller may
 * see; one statement per level.
 */
export const tenantsOfUser = pagedEdge(TENANT, {
  parentKey: 'ur.user_id',
  join: 'join (select distinct user_id, tenant_id from "user_role") ur on ur.tenant_id = t.tenant_id',
});
