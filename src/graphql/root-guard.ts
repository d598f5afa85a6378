import { type GraphQLFieldResolver, type GraphQLSchema, defaultFieldResolver } from 'graphql';
import type { RequestContext } from '../kernel/context';
import { BadInputError, ForbiddenError, UnauthenticatedError } from '../kernel/errors';
import { isPlatformAdmin } from '../kernel/caller';
import type { OperationPolicy, PermissionTable } from '../kernel/policy';
import { printFieldPath, type FieldPath } from '../kernel/field-path';
import { hasControlCharacters, NO_CONTROL_CHARACTERS } from '../kernel/text';
import { inTransaction } from '../kernel/transaction';
import { withAuditScope } from '../kernel/audit/audit-trail';

/**
 * Wraps every root field with its policy (audience, two-factor step-up), every mutation and every
 * query that writes with its audit scope (its writes are recorded as its operation), every mutation
 * with one database transaction, and every subscription's start with its policy. Refuses to build
 * when a root field has no policy or a policy names a field that does not exist: a forgotten guard
 * cannot ship.
 */
export function guardRootFields(schema: GraphQLSchema, permissions: PermissionTable): void {
  POLICIES.set(schema, permissions);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const isMutation = root === schema.getMutationType();
    for (const field of Object.values(root.getFields())) {
      seen.add(field.name);
      const policy = permissions[field.name];
      if (!policy) {
        problems.push(`${root.name}.${field.name} declares no policy`);
        continue;
      }
      field.resolve = guarded(field.resolve ?? defaultFieldResolver, policy, {
        transactional: isMutation && !policy.ownTransaction,
        audited: isMutation || policy.writes === true,
      });
    }
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    seen.add(field.name);
    const policy = permissions[field.name];
    if (!policy) problems.push(`Subscription.${field.name} declares no policy`);
    else if (field.subscribe) field.subscribe = guardedSubscribe(field.subscribe, policy);
  }
  for (const name of Object.keys(permissions)) if (!seen.has(name)) problems.push(`policy "${name}" names no query or mutation`);
  if (problems.length) throw new Error(`The permission table does not match the graph:\n  ${problems.join('\n  ')}`);
}

const POLICIES = new WeakMap<GraphQLSchema, PermissionTable>();

/** The policy of a root field of a guarded schema (the federation's `_entities` applies each read by id's: src/graphql/federation.ts). */
export function policyOf(schema: GraphQLSchema, field: string): OperationPolicy | undefined {
  return POLICIES.get(schema)?.[field];
}

function guarded(
  resolve: GraphQLFieldResolver<unknown, RequestContext>,
  policy: OperationPolicy,
  { transactional, audited }: { transactional: boolean; audited: boolean },
): GraphQLFieldResolver<unknown, RequestContext> {
  return async (source, args, ctx, info) => {
    checkAudience(ctx, policy);
    rejectControlCharacters(args);
    // A query that does not write runs in no audit scope: no async context, none of its cost (policy.ts, `writes`).
    if (!audited) return resolve(source, args, ctx, info);
    // Every write below is audited as this operation.
    return withAuditScope(ctx, info.fieldName, () =>
      transactional ? inTransaction(ctx, async () => resolve(source, args, ctx, info)) : resolve(source, args, ctx, info),
    );
  };
}

/** A subscription is checked when it starts; its events are read as its caller reads (kernel/changes/change-feed.ts). */
function guardedSubscribe(
  subscribe: GraphQLFieldResolver<unknown, RequestContext>,
  policy: OperationPolicy,
): GraphQLFieldResolver<unknown, RequestContext> {
  return (source, args, ctx, info) => {
    checkAudience(ctx, policy);
    rejectControlCharacters(args);
    return subscribe(source, args, ctx, info);
  };
}

export function checkAudience(ctx: RequestContext, policy: OperationPolicy): void {
  if (ctx.credentialProblem && !policy.ignoresHeaderCredentials) {
    // A credential that is wrong is a 401 even on public operations: the client should learn it.
    throw Object.assign(new UnauthenticatedError(ctx.credentialProblem), { extensions: { http: { status: 401 } } });
  }
  if (policy.audience === 'anyone') return;
  const caller = ctx.caller;
  if (caller.kind !== 'user') throw new UnauthenticatedError();
  if (caller.twoFactorPending && !policy.allowWhileTwoFactorPending) {
    throw new ForbiddenError(
      'Two-factor verification is required: send a code with sendTwoFactorCode and verify it, then refresh your token.',
    );
  }
  if (policy.audience === 'platformAdmin' && !isPlatformAdmin(caller)) throw new ForbiddenError('Only the Platform Admin may do this.');
}

/**
 * Refuses control characters in any string argument before it reaches a service, as a 400 naming
 * every such field by its argument path (`input.contact.name`, `input.tenantIds[1]`). PostgreSQL
 * cannot store U+0000 at all (it would be a database error), and the others belong in no name, id or text.
 */
export function rejectControlCharacters(args: Record<string, unknown>): void {
  const found: string[] = [];
  const visit = (value: unknown, path: FieldPath): void => {
    if (typeof value === 'string') {
      if (hasControlCharacters(value, true)) found.push(printFieldPath(path));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
    } else if (value && typeof value === 'object') {
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== null && prototype !== Object.prototype) return; // Upload promises, dates
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    }
  };
  for (const [name, value] of Object.entries(args)) visit(value, [name]);
  if (found.length) throw new BadInputError(Object.fromEntries(found.map((field) => [field, [NO_CONTROL_CHARACTERS]])));
}
