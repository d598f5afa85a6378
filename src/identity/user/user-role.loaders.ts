import { childrenOf, defineRecordType } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { TENANT } from '../tenant/tenant.loaders';
import { USER } from './user.loaders';
import { UserRole } from './user-role.entity';

/**
 * Roles: visible when the caller may see both the user (USER) and the tenant (TENANT) of the role.
 * So the Platform Admin reads every role, a tenant's Admin the roles of the users they see in the
 * tenants they hold a role in, anyone else their own roles.
 */
export const USER_ROLE = defineRecordType(UserRole, {
  table: 'user_role',
  readRule: 'when the caller may read both its user and its tenant',
  visibility: (ctx, alias) => {
    const user = USER.visibility(ctx, 'ru');
    const tenant = TENANT.visibility(ctx, 'rt');
    if (!user && !tenant) return null;
    return sql(
      `(exists (select 1 from "app_user" ru where ru.id = ${alias}.user_id and ${user?.sql ?? 'true'}) ` +
        `and exists (select 1 from "tenant" rt where rt.tenant_id = ${alias}.tenant_id and ${tenant?.sql ?? 'true'}))`,
      ...(user?.params ?? []),
      ...(tenant?.params ?? []),
    );
  },
  order: (alias) => `${alias}.tenant_id asc, ${alias}.role asc, ${alias}.id asc`,
});

/** `User.roles`: every role of each user (a short list) that the caller may see, one statement per level. */
export const rolesOfUser = childrenOf(USER_ROLE, { parentKey: 't.user_id' });
