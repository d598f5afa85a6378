import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { User } from '../user/user.entity';
import { usersOfTenant } from '../user/user.loaders';
import { UserIPagedResponse } from '../user/user.types';
import { Tenant } from '../tenant/tenant.entity';
import { tenantById } from '../tenant/tenant.loaders';
import { addTenant, listTenants, userTenants } from './tenant.actions';
import { AddTenantInput, GetTenantsInput, GetUserTenantsResponse, TenantIPagedResponse } from '../tenant/tenant.types';

@Resolver(() => Tenant)
export class TenantResolver {
  @Query(() => TenantIPagedResponse, { description: 'Tenants, newest first: all of them for the Platform Admin, otherwise those the caller holds a role in.' })
  tenants(@Ctx() ctx: RequestContext, @Arg('input', () => GetTenantsInput, { nullable: true, description: 'The page and an optional list of tenantIds; all optional.' }) input?: GetTenantsInput): Promise<Page<Tenant>> {
    return listTenants(ctx, input ?? new GetTenantsInput());
  }

  @Query(() => Tenant, {
    nullable: true,
    description: 'A tenant by id (its `id`, not its `tenantId`); null when there is none or the caller may not see it (visible: to the Platform Admin and to the users holding a role in it).',
  })
  tenant(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The tenant\'s id (not its tenantId).' }) id: string): Promise<Tenant | null> {
    return ctx.loaders.get(tenantById).load(id);
  }

  @Query(() => GetUserTenantsResponse, { description: 'The tenants the caller holds a role in.' })
  userTenants(@Ctx() ctx: RequestContext): Promise<{ tenants: Tenant[] }> {
    return userTenants(ctx);
  }

  @Mutation(() => Boolean, { description: 'Adds a Workspace or Employer tenant (Platform Admin).' })
  addTenant(@Ctx() ctx: RequestContext, @Arg('input', () => AddTenantInput, { description: 'The new tenant.' }) input: AddTenantInput): Promise<boolean> {
    return addTenant(ctx, input);
  }

  @FieldResolver(() => UserIPagedResponse, {
    description: 'The users holding a role in the tenant (each once), newest first; only those the caller may see: the Platform Admin all, a tenant\'s Admin its users, anyone else themself.',
  })
  users(@Root() tenant: Tenant, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<User>> {
    return usersOfTenant.load(ctx, tenant.tenantId, page, info);
  }
}
