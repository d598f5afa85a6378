import { Field, InputType, ObjectType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Tenant } from './tenant.entity';

export const TenantIPagedResponse = PagedResponse(Tenant, 'TenantIPagedResponse');

@InputType('GetTenantsInput')
export class GetTenantsInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only these tenants (by tenantId).' })
  tenantIds?: string[] | null;
}

@InputType('AddTenantInput')
export class AddTenantInput {
  @Field()
  tenantId!: string;

  @Field()
  tenantName!: string;

  @Field({ description: 'Platform, Workspace or Employer.' })
  tenantType!: string;
}

@ObjectType('GetUserTenantsResponse')
export class GetUserTenantsResponse {
  @Field(() => [Tenant], { nullable: true })
  tenants!: Tenant[];
}
