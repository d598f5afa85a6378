import type { RequestContext } from '../../kernel/context';
import { BadInputError, UnauthenticatedError, type FieldErrors } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { CONTROL_CHARACTERS } from '../../kernel/text';
import { UserRole } from '../user/user-role.entity';
import { TENANT_TYPES, Tenant, type TenantType } from '../tenant/tenant.entity';
import { TENANT } from '../tenant/tenant.loaders';
import { createTenant, TENANT_ID_MAX, TENANT_NAME_MAX } from '../tenant/tenant.service';
import type { AddTenantInput, GetTenantsInput } from '../tenant/tenant.types';

/** The tenantIds in which the caller holds any role (read from the database, whatever the token's scope). */
async function ownTenantIds(ctx: RequestContext): Promise<string[]> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const grants = await ctx.em.find(UserRole, { userId: ctx.caller.userId }, { fields: ['tenantId'] });
  return [...new Set(grants.map((g) => g.tenantId))];
}

/** GetTenants: the Platform Admin sees every tenant; anyone else the tenants they hold a role in (the TENANT rule), in one statement. */
export async function listTenants(ctx: RequestContext, input: GetTenantsInput): Promise<Page<Tenant>> {
  return pageOfVisible(ctx, TENANT, 't', input, (where) => {
    if (input.tenantIds?.some((id) => CONTROL_CHARACTERS.test(id)))
      throw BadInputError.field('tenantIds', 'A tenantId has no control characters.');
    where.inValues('t.tenant_id', input.tenantIds);
  });
}

/** GetUserTenants: the caller's tenants, newest first. */
export async function userTenants(ctx: RequestContext): Promise<{ tenants: Tenant[] }> {
  const ids = await ownTenantIds(ctx);
  const tenants = ids.length ? await ctx.em.find(Tenant, { tenantId: { $in: ids } }, { orderBy: { dateCreated: 'desc', id: 'desc' } }) : [];
  return { tenants };
}

/** AddTenant (Platform Admin). A second `Platform` is refused; an existing tenantId is a 409. */
export async function addTenant(ctx: RequestContext, input: AddTenantInput): Promise<boolean> {
  const errors: FieldErrors = {};
  const tenantId = input.tenantId?.trim() ?? '';
  const tenantName = input.tenantName?.trim() ?? '';
  if (!tenantId || tenantId.length > TENANT_ID_MAX || /\s/.test(tenantId) || CONTROL_CHARACTERS.test(tenantId))
    errors.tenantId = [`Required: up to ${TENANT_ID_MAX} characters without spaces.`];
  if (!tenantName || tenantName.length > TENANT_NAME_MAX || CONTROL_CHARACTERS.test(tenantName))
    errors.tenantName = [`Required: up to ${TENANT_NAME_MAX} characters, no control characters.`];
  // The word as documented; any letter case is accepted (`workspace` is `Workspace`).
  const tenantType = TENANT_TYPES.find((t) => t.toLowerCase() === input.tenantType?.trim().toLowerCase());
  if (!tenantType) errors.tenantType = [`Must be one of ${TENANT_TYPES.join(', ')}.`];
  else if (tenantType === 'Platform') errors.tenantType = ['There is one Platform tenant (platform); add a Workspace or an Employer.'];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  await createTenant(ctx.em, tenantId, tenantName, tenantType as TenantType);
  await ctx.em.flush();
  return true;
}
