import { Field, InputType, ObjectType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Tenant } from './tenant.entity';
import { TENANT_ID_MAX, TENANT_NAME_MAX } from './tenant.service';

export const TenantIPagedResponse = PagedResponse(Tenant, 'TenantIPagedResponse');

@InputType('GetTenantsInput', { description: 'A page of tenants, optionally only some of them.' })
export class GetTenantsInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only these tenants (by tenantId).' })
  tenantIds?: string[] | null;
}

@InputType('AddTenantInput', { description: 'A new Workspace or Employer tenant.' })
export class AddTenantInput {
  @Field({ description: `The new tenant's key (up to ${TENANT_ID_MAX} characters, no spaces): the id of its workspace or employer. Must be unused.` })
  tenantId!: string;

  @Field({ description: `The display name (up to ${TENANT_NAME_MAX} characters).` })
  tenantName!: string;

  @Field({ description: '`Workspace` or `Employer` (any letter case); there is only one `Platform`.' })
  tenantType!: string;
}

@ObjectType('GetUserTenantsResponse', { description: 'The tenants the caller holds a role in.' })
export class GetUserTenantsResponse {
  @Field(() => [Tenant], { nullable: true, description: 'The tenants, newest first.' })
  tenants!: Tenant[];
}
