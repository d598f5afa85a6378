import {
  assertValidSchema,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { buildSchemaSync, getMetadataStorage } from 'type-graphql';
import type { DomainModule, ResolverList } from '../kernel/module';
import type { PermissionTable } from '../kernel/policy';
import { callResolversDirectly } from './direct-resolvers';
import { guardRootFields } from './root-guard';

/**
 * type-graphql wraps a union's `resolveType` in an async function; graphql-jit, which executes the
 * gateway's operations, takes only a type (or its name) back, not a promise. Each union gets its
 * own function back (it answers the member's name at once: identity/events/event-page.ts).
 */
function resolveUnionsSynchronously(schema: GraphQLSchema): void {
  for (const union of getMetadataStorage().unions) {
    const type = schema.getType(union.name);
    if (isUnionType(type) && union.resolveType) type.resolveType = union.resolveType as GraphQLTypeResolver<unknown, unknown>;
  }
}

/** The permission tables of all domains, merged; a field named twice is a startup error. */
export function mergedPermissions(modules: DomainModule[]): PermissionTable {
  const merged: PermissionTable = {};
  for (const module of modules) {
    for (const [field, policy] of Object.entries(module.permissions)) {
      if (merged[field]) throw new Error(`Two domains declare a policy for ${field}`);
      merged[field] = policy;
    }
  }
  return merged;
}

/** The pubSub type-graphql requires once the graph has subscriptions: none of them uses topics. */
const NO_TOPICS = {
  publish(): never {
    throw new Error('The graph publishes no topics: a change is published by emitEvent (docs/decisions.md#subscriptions).');
  },
  subscribe(): never {
    throw new Error('The graph has no topics: each subscription brings its own stream (kernel/changes/change-feed.ts).');
  },
};

/** One graph for the three domains, every root field guarded by its policy. */
export function buildGatewaySchema(modules: DomainModule[]): GraphQLSchema {
  const resolvers = modules.flatMap((m) => m.resolvers) as unknown as ResolverList;
  readPlainFieldsDirectly();
  const schema = buildSchemaSync({
    resolvers,
    // Inputs are checked by the services (each field rule once, named as the client sent it); no
    // class-validator pass on every argument of every field.
    validate: false,
    scalarsMap: [],
    orphanedTypes: [],
    emitSchemaFile: false,
    // Every subscription brings its own stream (kernel/changes/change-feed.ts); type-graphql asks for a pubSub all the same.
    pubSub: NO_TOPICS,
    // type-graphql checks its schema by running a whole introspection query on it (about 90 ms of each
    // start); graphql's own validation says the same of a schema, at a fraction of the cost.
    skipCheck: true,
  });
  assertValidSchema(schema);
  callResolversDirectly(schema);
  resolveUnionsSynchronously(schema);
  guardRootFields(schema, mergedPermissions(modules));
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query)
    query.description =
      "The entry points of the graph: lists (paged), reads by id (null when missing or not visible to the caller) and the caller's own records.";
  if (mutation) mutation.description = 'Every state-changing operation; each runs in one database transaction unless it says otherwise.';
  const subscription = schema.getSubscriptionType();
  if (subscription)
    subscription.description =
      'Live updates over WebSocket on /graphql (graphql-transport-ws): the changes of the records the caller may read, as they commit (docs/decisions.md#subscriptions).';
  return schema;
}

/**
 * A plain field (a property, no field resolver) is read by GraphQL's default resolver, as in any
 * hand-written schema, instead of type-graphql's wrapper, which allocates its resolver data for
 * every field of every record (150 rooms of a catalogue page: a thousand calls) and keeps the
 * compiled executor from reading the property inline. That wrapper only matters for middlewares,
 * `@Authorized` roles or a field renamed in the schema, which the graph does not use: a field that
 * starts using one fails the start here, so the shortcut cannot silently skip it.
 */
function readPlainFieldsDirectly(): void {
  for (const type of getMetadataStorage().objectTypes) {
    for (const field of type.fields ?? []) {
      if (field.middlewares?.length || field.roles?.length || field.schemaName !== field.name) {
        throw new Error(
          `${type.name}.${field.schemaName}: middlewares, roles and renamed fields need type-graphql's field wrapper; give this type simpleResolvers: false`,
        );
      }
    }
    type.simpleResolvers ??= true;
  }
}

/** The SDL as checked in under schema/: sorted, so the file only changes when the graph does. */
export function printGatewaySchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
