import type { ClassType } from 'type-graphql';
import type { LoaderDefinition } from '../../kernel/context';
import { computedField, graphResolver } from '../../kernel/resolver-builders';
import { Tenant, type TenantType } from './tenant.entity';
import { tenantByTenantId } from './tenant.loaders';

/**
 * A domain's record that is a tenant (a workspace, an employer: the tenant's `tenantId` is the
 * record's id) and its tenant, both ways: `Workspace.tenant` and `Tenant.workspace` (the field is
 * named after the tenant type). Each side is null for a caller who may not see it.
 */
export function tenantEdges<R extends { id: string }>(
  tenantType: Exclude<TenantType, 'Platform'>,
  record: () => ClassType<R>,
  recordById: LoaderDefinition<string, R | null>,
  descriptions: { tenant: string; record: string },
) {
  return {
    recordToTenant: graphResolver(record, {
      tenant: computedField({
        type: () => Tenant,
        nullable: true,
        description: descriptions.tenant,
        resolve: (tenantRecord: R, ctx) => ctx.loaders.get(tenantByTenantId).load(tenantRecord.id),
      }),
    }),
    tenantToRecord: graphResolver(() => Tenant, {
      [tenantType.toLowerCase()]: computedField({
        type: record,
        nullable: true,
        description: descriptions.record,
        resolve: (tenant: Tenant, ctx) => (tenant.tenantType === tenantType ? ctx.loaders.get(recordById).load(tenant.tenantId) : null),
      }),
    }),
  };
}
