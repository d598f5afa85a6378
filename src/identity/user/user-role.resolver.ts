import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Tenant } from '../tenant/tenant.entity';
import { tenantByTenantId } from '../tenant/tenant.loaders';
import { UserRole } from './user-role.entity';

@Resolver(() => UserRole)
export class UserRoleResolver {
  @FieldResolver(() => Tenant, { nullable: true, description: 'The tenant the role is held in; null when it has no tenant record.' })
  tenant(@Root() role: UserRole, @Ctx() ctx: RequestContext): Promise<Tenant | null> {
    return ctx.loaders.get(tenantByTenantId).load(role.tenantId);
  }
}
