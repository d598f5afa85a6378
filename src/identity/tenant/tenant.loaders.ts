import { recordsById, type RecordType } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { signedInRule } from '../../kernel/visibility';
import { Tenant } from './tenant.entity';

/** Tenants: the Platform Admin all; anyone else the tenants they hold a role in (as the root list). */
export const TENANT: RecordType<Tenant> = {
  entity: Tenant,
  table: 'tenant',
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => sql(`exists (select 1 from "user_role" vr where vr.tenant_id = ${alias}.tenant_id and vr.user_id = ?)`, caller.userId)),
};

export const tenantById = recordsById(TENANT);
