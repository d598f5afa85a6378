import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Tenant } from '../tenant/tenant.entity';
import { tenantByTenantId } from '../tenant/tenant.loaders';
import { UserRole } from './user-role.entity';
import { User } from './user.entity';
import { userById } from './user.loaders';

@Resolver(() => UserRole)
export class UserRoleResolver {
  @FieldResolver(() => Tenant, { nullable: true, description: 'The tenant the role is held in; null when it has no tenant record.' })
  tenant(@Root() role: UserRole, @Ctx() ctx: RequestContext): Promise<Tenant | null> {
    return ctx.loaders.get(tenantByTenantId).load(role.tenantId);
  }

  @FieldResolver(() => User, { description: 'The user who holds the role (a role is visible only with its user).' })
  async user(@Root() role: UserRole, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.loaders.get(userById).load(role.userId);
    if (!user) throw new Error(`The user ${role.userId} of a visible role is missing`);
    return user;
  }
}
