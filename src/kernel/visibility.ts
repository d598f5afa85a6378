import { administeredTenantIds, type Caller, isPlatformAdmin, type UserCaller } from './caller';
import type { RequestContext } from './context';
import { placeholders, sql, type SqlFragment } from './sql';
import { runSql } from './sql-executor';
import { isUuid } from './uuid';

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
export function administeredIds(caller: Caller): string[] {
  return administeredTenantIds(caller).filter(isUuid);
}

/**
 * A per-user record of a tenant (a membership, an employee record, a member application): the user
 * reads their own, a tenant's Admin those of their tenant, the Platform Admin all.
 */
export function ownOrAdministered(ctx: RequestContext, userColumn: string, tenantColumn: string): SqlFragment | null {
  return signedInRule(ctx, (caller) => anyOf([sql(`${userColumn} = ?`, caller.userId), ...inList(tenantColumn, administeredIds(caller))]));
}

/** `(a or b or ...)`; no alternative at all reads nothing (`false`). */
export function anyOf(alternatives: SqlFragment[]): SqlFragment {
  if (alternatives.length === 0) return sql('false');
  if (alternatives.length === 1) return alternatives[0];
  return sql(`(${alternatives.map((a) => a.sql).join(' or ')})`, ...alternatives.flatMap((a) => a.params));
}

/** `column in (...)` as an alternative; none when the list is empty. */
export function inList(column: string, values: readonly string[]): SqlFragment[] {
  return values.length ? [sql(`${column} in (${placeholders(values)})`, ...values)] : [];
}

/**
 * The tenant types that records link users to, registered by the domains that own them (the kernel
 * names none): a domain adds its own by declaration merging, next to its tenant,
 * `declare module '../../kernel/visibility' { interface LinkedTenantTypes { Employer: true } }`,
 * so that a link or a lookup naming a tenant type nobody declared does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains (declaration merging)
export interface LinkedTenantTypes {}

/** A tenant type some domain registered in `LinkedTenantTypes` (`Workspace`, `Employer`). */
export type LinkedTenantType = keyof LinkedTenantTypes & string;

/**
 * A table whose rows tie a user to a tenant: an employee record to an employer, a membership, a
 * member application or a location link to a workspace. Each domain declares its own, once (next
 * to the record type); the visibility rules of users and of tenants read them from here.
 */
export interface TenantLink {
  table: string;
  userColumn: string;
  tenantColumn: string;
  tenantType: LinkedTenantType;
  /** The row makes the user one of the tenant's people (a workspace membership, an employee record), not only an applicant or a visitor. */
  membership?: boolean;
}

const TENANT_LINKS: TenantLink[] = [];

export function declareTenantLink(link: TenantLink): void {
  TENANT_LINKS.push(link);
}

/** One alternative per link of that tenant type: the caller has such a row for the tenant `tenantExpr`. */
export function callerLinkedTo(caller: UserCaller, tenantType: LinkedTenantType, tenantExpr: string): SqlFragment[] {
  return callerHasLink(
    TENANT_LINKS.filter((link) => link.tenantType === tenantType),
    caller,
    tenantExpr,
  );
}

/**
 * One alternative per membership link of that tenant type (`TenantLink.membership`): the caller is one
 * of the people of the tenant `tenantExpr` (a member of the workspace, an employee of the employer).
 */
export function callerMemberOf(caller: UserCaller, tenantType: LinkedTenantType, tenantExpr: string): SqlFragment[] {
  return callerHasLink(
    TENANT_LINKS.filter((link) => link.tenantType === tenantType && link.membership),
    caller,
    tenantExpr,
  );
}

function callerHasLink(links: TenantLink[], caller: UserCaller, tenantExpr: string): SqlFragment[] {
  return links.map((link) =>
    sql(
      `exists (select 1 from "${link.table}" tenant_link where tenant_link.${link.tenantColumn} = ${tenantExpr} and tenant_link.${link.userColumn} = ?)`,
      caller.userId,
    ),
  );
}

/** One alternative per link: the user `userExpr` has such a row in a tenant the caller administers. */
export function linkedToAdministered(caller: UserCaller, userExpr: string): SqlFragment[] {
  const tenants = administeredIds(caller);
  if (tenants.length === 0) return [];
  return TENANT_LINKS.map((link) =>
    sql(
      `exists (select 1 from "${link.table}" tenant_link where tenant_link.${link.userColumn} = ${userExpr} and tenant_link.${link.tenantColumn} in (${placeholders(tenants)}))`,
      ...tenants,
    ),
  );
}

/**
 * The tenants of that type a user belongs to by a membership link (the workspaces they are a
 * member of, the employers they work for), in one statement: a domain's service reads the links
 * that its other folders declared, without importing them.
 */
export async function tenantsOfMemberships(ctx: RequestContext, userId: string, tenantType: LinkedTenantType): Promise<string[]> {
  const links = TENANT_LINKS.filter((link) => link.tenantType === tenantType && link.membership);
  if (links.length === 0) return [];
  const text = links
    .map(
      (link) => `select tenant_link.${link.tenantColumn} as id from "${link.table}" tenant_link where tenant_link.${link.userColumn} = ?`,
    )
    .join(' union ');
  const rows = await runSql<{ id: string }>(
    ctx.sqlEm,
    text,
    links.map(() => userId),
    { replica: ctx.reads.replica },
  );
  return rows.map((row) => row.id);
}
