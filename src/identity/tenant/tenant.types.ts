import { InputType, ObjectType } from 'type-graphql';
import { ListFilter, Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Tenant } from './tenant.entity';
import { TENANT_ID_MAX, TENANT_NAME_MAX } from './tenant.service';

export const TenantIPagedResponse = PagedResponse(Tenant, 'TenantIPagedResponse');

@InputType('GetTenantsInput', { description: 'A page of tenants, optionally only some of them.' })
export class GetTenantsInput extends PageInput {
  @ListFilter(String, 'Only these tenants (by tenantId).')
  tenantIds?: ListFilter<string>;
}

@InputType('AddTenantInput', { description: 'A new Workspace or Employer tenant.' })
export class AddTenantInput {
  @Required(`The new tenant's key (up to ${TENANT_ID_MAX} characters, no spaces): the id of its workspace or employer. Must be unused.`)
  tenantId!: string;

  @Required(`The display name (up to ${TENANT_NAME_MAX} characters).`)
  tenantName!: string;

  @Required('`Workspace` or `Employer` (any letter case); there is only one `Platform`.')
  tenantType!: string;
}

@ObjectType('GetUserTenantsResponse', { description: 'The tenants the caller holds a role in.' })
export class GetUserTenantsResponse {
  @Optional([Tenant], 'The tenants, newest first.')
  tenants!: Tenant[];
}
