import type { EntityManager } from '@mikro-orm/postgresql';
import { isTenantAdmin } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { ConflictError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import { requiredText } from '../../kernel/text';
import { Tenant, type TenantType } from './tenant.entity';

/** A tenant's id: at most this many characters (a workspace's or employer's is its UUID; the Platform Admin may name others). */
export const TENANT_ID_MAX = 200;
/** A tenant's name, and so the name of a workspace or employer and of the application that becomes one. */
export const TENANT_NAME_MAX = 200;

/** A tenantId naming a tenant (trimmed, not blank, at most TENANT_ID_MAX characters, one line), else a 400 naming `field`. */
export function checkTenantId(tenantId: unknown, field = 'tenantId'): string {
  return requiredText(tenantId, field, TENANT_ID_MAX);
}

/** Creates a tenant (approval of a workspace or employer application, or the Platform Admin's AddTenant). */
export async function createTenant(em: EntityManager, tenantId: string, tenantName: string, tenantType: TenantType): Promise<Tenant> {
  if (await em.findOne(Tenant, { tenantId })) throw new ConflictError(`Tenant ${tenantId} already exists.`, { tenantId });
  const tenant = em.create(Tenant, { tenantId, tenantName, tenantType });
  em.persist(tenant);
  return tenant;
}

/**
 * The tenant `value` names, for the Platform Admin or an Admin of that tenant (anyone else gets 403
 * before the lookup, so ids of other tenants reveal nothing); 404 when it does not exist.
 */
export async function tenantForAdmin(ctx: RequestContext, value: unknown, may: string): Promise<string> {
  const tenantId = checkTenantId(value);
  if (!isTenantAdmin(ctx.caller, tenantId)) throw new ForbiddenError(`Only the Platform Admin or an Admin of this tenant may ${may}.`);
  if (!(await findTenant(ctx.em, tenantId))) throw new NotFoundError('Tenant', tenantId);
  return tenantId;
}

export function findTenant(em: EntityManager, tenantId: string): Promise<Tenant | null> {
  return em.findOne(Tenant, { tenantId });
}
