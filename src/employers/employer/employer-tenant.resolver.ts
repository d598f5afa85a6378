import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Tenant } from '../../identity/tenant/tenant.entity';
import { tenantByTenantId } from '../../identity/tenant/tenant.loaders';
import type { RequestContext } from '../../kernel/context';
import { Employer } from './employer.entity';
import { employerById } from './employer.loaders';

/** An employer and its tenant (the tenant's `tenantId` is the employer id), both ways. */
@Resolver(() => Employer)
export class EmployerTenantEdge {
  @FieldResolver(() => Tenant, { nullable: true, description: "The employer's tenant (its roles live there); null unless the caller holds a role in it (or is the Platform Admin)." })
  tenant(@Root() employer: Employer, @Ctx() ctx: RequestContext): Promise<Tenant | null> {
    return ctx.loaders.get(tenantByTenantId).load(employer.id);
  }
}

@Resolver(() => Tenant)
export class TenantEmployerEdge {
  @FieldResolver(() => Employer, { nullable: true, description: 'The employer this tenant is, for an Employer tenant the caller may see; null otherwise.' })
  async employer(@Root() tenant: Tenant, @Ctx() ctx: RequestContext): Promise<Employer | null> {
    return tenant.tenantType === 'Employer' ? ctx.loaders.get(employerById).load(tenant.tenantId) : null;
  }
}
