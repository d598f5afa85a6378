import { graphResolver, referenceEdge } from '../../kernel/resolver-builders';
import { Tenant } from '../tenant/tenant.entity';
import { tenantByTenantId } from '../tenant/tenant.loaders';
import { UserRole } from './user-role.entity';
import { User } from './user.entity';
import { userById } from './user.loaders';

export const UserRoleResolver = graphResolver(() => UserRole, {
  tenant: referenceEdge({
    type: () => Tenant,
    loader: tenantByTenantId,
    key: 'tenantId',
    description: 'The tenant the role is held in; null when it has no tenant record.',
  }),
  user: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'userId',
    required: 'a role is visible only with its user',
    description: 'The user who holds the role (a role is visible only with its user).',
  }),
});
