import { administeredTenantIds, isPlatformAdmin, type UserCaller } from './caller';
import type { RequestContext } from './context';
import { isUuid, placeholders, sql, type SqlFragment } from './sql';

/**
 * The shapes of the visibility rules of the record types (see each `*.loaders.ts`): the Platform
 * Admin reads every row (`null`: no condition), an anonymous caller none (`false`), a signed-in
 * caller what `rule` says.
 */
export function signedInRule(ctx: RequestContext, rule: (caller: UserCaller) => SqlFragment): SqlFragment | null {
  if (isPlatformAdmin(ctx.caller)) return null;
  if (ctx.caller.kind !== 'user') return sql('false');
  return rule(ctx.caller);
}

/** The tenants (workspaces, employers) the caller administers whose ids are UUIDs, so they may meet a uuid column. */
export function administeredIds(caller: UserCaller): string[] {
  return administeredTenantIds(caller).filter(isUuid);
}

/**
 * A per-user record of a tenant (a membership, an employee record, a member application): the user
 * reads their own, a tenant's Admin those of their tenant, the Platform Admin all.
 */
export function ownOrAdministered(ctx: RequestContext, userColumn: string, tenantColumn: string): SqlFragment | null {
  return signedInRule(ctx, (caller) => {
    const tenants = administeredIds(caller);
    if (tenants.length === 0) return sql(`${userColumn} = ?`, caller.userId);
    return sql(`(${userColumn} = ? or ${tenantColumn} in (${placeholders(tenants)}))`, caller.userId, ...tenants);
  });
}
