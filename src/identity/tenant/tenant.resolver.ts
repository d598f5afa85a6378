import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import type { Tenant } from './tenant.entity';
import { addTenant, listTenants, userTenants } from './tenant.actions';
import { AddTenantInput, GetTenantsInput, GetUserTenantsResponse, TenantIPagedResponse } from './tenant.types';

@Resolver()
export class TenantResolver {
  @Query(() => TenantIPagedResponse, { description: 'Tenants, newest first: all of them for the Platform Admin, otherwise those the caller holds a role in.' })
  tenants(@Ctx() ctx: RequestContext, @Arg('input', () => GetTenantsInput, { nullable: true }) input?: GetTenantsInput): Promise<Page<Tenant>> {
    return listTenants(ctx, input ?? new GetTenantsInput());
  }

  @Query(() => GetUserTenantsResponse, { description: 'The tenants the caller holds a role in.' })
  userTenants(@Ctx() ctx: RequestContext): Promise<{ tenants: Tenant[] }> {
    return userTenants(ctx);
  }

  @Mutation(() => Boolean, { description: 'Adds a Workspace or Employer tenant (Platform Admin).' })
  addTenant(@Ctx() ctx: RequestContext, @Arg('input', () => AddTenantInput) input: AddTenantInput): Promise<boolean> {
    return addTenant(ctx, input);
  }
}
