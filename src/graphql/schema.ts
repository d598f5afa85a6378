import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import type { DomainModule, ResolverList } from '../kernel/module';
import type { PermissionTable } from '../kernel/policy';
import { guardRootFields } from './root-guard';

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

/** One graph for the three domains, every root field guarded by its policy. */
export function buildGatewaySchema(modules: DomainModule[]): GraphQLSchema {
  const resolvers = modules.flatMap((m) => m.resolvers) as unknown as ResolverList;
  const schema = buildSchemaSync({
    resolvers,
    // Inputs are checked by the services (each field rule once, named as the client sent it); no
    // class-validator pass on every argument of every field.
    validate: false,
    scalarsMap: [],
    orphanedTypes: [],
    emitSchemaFile: false,
  });
  guardRootFields(schema, mergedPermissions(modules));
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = 'The entry points of the graph: lists (paged), reads by id (null when missing or not visible to the caller) and the caller\'s own records.';
  if (mutation) mutation.description = 'Every state-changing operation; each runs in one database transaction unless it says otherwise.';
  return schema;
}

/** The SDL as checked in under schema/: sorted, so the file only changes when the graph does. */
export function printGatewaySchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
