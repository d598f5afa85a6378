import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Tenant } from '../../identity/tenant/tenant.entity';
import { tenantByTenantId } from '../../identity/tenant/tenant.loaders';
import type { RequestContext } from '../../kernel/context';
import { Workspace } from './workspace.entity';
import { workspaceById } from './workspace.loaders';

/** A workspace and its tenant (the tenant's `tenantId` is the workspace id), both ways. */
@Resolver(() => Workspace)
export class WorkspaceTenantEdge {
  @FieldResolver(() => Tenant, { nullable: true, description: "The workspace's tenant (its roles live there); null unless the caller holds a role in it (or is the Platform Admin)." })
  tenant(@Root() workspace: Workspace, @Ctx() ctx: RequestContext): Promise<Tenant | null> {
    return ctx.loaders.get(tenantByTenantId).load(workspace.id);
  }
}

@Resolver(() => Tenant)
export class TenantWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace this tenant is, for a Workspace tenant the caller may see; null otherwise.' })
  async workspace(@Root() tenant: Tenant, @Ctx() ctx: RequestContext): Promise<Workspace | null> {
    return tenant.tenantType === 'Workspace' ? ctx.loaders.get(workspaceById).load(tenant.tenantId) : null;
  }
}
