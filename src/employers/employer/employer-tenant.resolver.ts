import { tenantEdges } from '../../identity/tenant/tenant-edges';
import { Employer } from './employer.entity';
import { employerById } from './employer.loaders';

/** An employer and its tenant (the tenant's `tenantId` is the employer id), both ways. */
export const { recordToTenant: EmployerTenantEdge, tenantToRecord: TenantEmployerEdge } = tenantEdges(
  'Employer',
  () => Employer,
  employerById,
  {
    tenant: "The employer's tenant (its roles live there); null unless the caller holds a role in it (or is the Platform Admin).",
    record: 'The employer this tenant is, for an Employer tenant the caller may see; null otherwise.',
  },
);
