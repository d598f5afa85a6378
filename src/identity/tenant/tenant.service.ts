import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../kernel/errors';
import { Tenant, type TenantType } from './tenant.entity';

/** Creates a tenant (approval of a workspace or employer application, or the Platform Admin's AddTenant). */
export async function createTenant(em: EntityManager, tenantId: string, tenantName: string, tenantType: TenantType): Promise<Tenant> {
  if (await em.findOne(Tenant, { tenantId })) throw new ConflictError(`Tenant ${tenantId} already exists.`, { tenantId });
  const tenant = em.create(Tenant, { tenantId, tenantName, tenantType } as never);
  em.persist(tenant);
  return tenant;
}

export function findTenant(em: EntityManager, tenantId: string): Promise<Tenant | null> {
  return em.findOne(Tenant, { tenantId });
}
