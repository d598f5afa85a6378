import { tenantEdges } from '../../identity/tenant/tenant-edges';
import { Workspace } from './workspace.entity';
import { workspaceById } from './workspace.loaders';

/** A workspace and its tenant (the tenant's `tenantId` is the workspace id), both ways. */
export const { recordToTenant: WorkspaceTenantEdge, tenantToRecord: TenantWorkspaceEdge } = tenantEdges(
  'Workspace',
  () => Workspace,
  workspaceById,
  {
    tenant: "The workspace's tenant (its roles live there); null unless the caller holds a role in it (or is the Platform Admin).",
    record: 'The workspace this tenant is, for a Workspace tenant the caller may see; null otherwise.',
  },
);
