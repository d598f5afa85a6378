import { arg, byIdQuery, graphResolver, listQuery, mutation, pagedEdge, query } from '../../kernel/resolver-builders';
import { usersOfTenant } from '../user/user.loaders';
import { UserIPagedResponse } from '../user/user.types';
import { Tenant } from '../tenant/tenant.entity';
import { tenantById } from '../tenant/tenant.loaders';
import { addTenant, listTenants, userTenants } from './tenant.actions';
import { AddTenantInput, GetTenantsInput, GetUserTenantsResponse, TenantIPagedResponse } from '../tenant/tenant.types';

export const TenantResolver = graphResolver(() => Tenant, {
  tenants: listQuery({
    type: () => TenantIPagedResponse,
    input: () => GetTenantsInput,
    inputDescription: 'The page and an optional list of tenantIds; all optional.',
    list: listTenants,
    description: 'Tenants, newest first: all of them for the Platform Admin, otherwise those the caller holds a role in.',
  }),
  tenant: byIdQuery({
    type: () => Tenant,
    loader: tenantById,
    description:
      'A tenant by id (its `id`, not its `tenantId`); null when there is none or the caller may not see it (visible: to the Platform Admin and to the users holding a role in it).',
    idDescription: "The tenant's id (not its tenantId).",
  }),
  userTenants: query({
    type: () => GetUserTenantsResponse,
    description: 'The tenants the caller holds a role in.',
    args: [],
    run: userTenants,
  }),
  addTenant: mutation({
    type: () => Boolean,
    description: 'Adds a Workspace or Employer tenant (Platform Admin).',
    args: [arg('input', () => AddTenantInput, 'The new tenant.')],
    run: addTenant,
  }),
  users: pagedEdge({
    type: () => UserIPagedResponse,
    loader: usersOfTenant,
    key: 'tenantId',
    description:
      "The users holding a role in the tenant (each once), newest first; only those the caller may see: the Platform Admin all, a tenant's Admin its users, anyone else themself.",
  }),
});
