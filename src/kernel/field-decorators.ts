import type { GraphQLScalarType } from 'graphql';
import { Field } from 'type-graphql';

/**
 * The words the graph's input and output classes declare their fields with: whether a field may be
 * left out (or null), its GraphQL type and its description, each said once.
 *
 *   @Required('The role name.')                  role!: string;                  // String!, from the TypeScript type
 *   @Required(Int, 'People allowed.')             capacity!: number;              // Int!
 *   @Optional([String], 'Picture URLs.')          pictureUrls?: string[] | null;  // [String!], may be absent or null
 *   @IdFilter(ID, 'Only these employers.')        employerIds?: IdFilter;         // [ID!], a filter of a list query
 *   @ListFilter(Status, 'Only these statuses.')   statuses?: ListFilter<Status>;  // [Status!], a filter of a list query
 */

/** A GraphQL type as type-graphql takes it: a scalar, an enum, a graph class, or `[T]` for a list of them. */
export type GraphType = object;

/**
 * A field that is always there: required in an input, never null in an output. The type may be left out where
 * the TypeScript type says it (string, boolean, Date).
 */
export function Required(description: string): PropertyDecorator;
export function Required(type: GraphType, description: string): PropertyDecorator;
export function Required(typeOrDescription: GraphType | string, description?: string): PropertyDecorator {
  if (typeof typeOrDescription === 'string') return Field({ description: typeOrDescription });
  return Field(() => typeOrDescription, { description });
}

/** A field that may be absent or null (`field?: T | null`); in an input, `defaultValue` stands in for an absent one. */
export function Optional(type: GraphType, description: string, defaultValue?: unknown): PropertyDecorator {
  return Field(() => type, defaultValue === undefined ? { nullable: true, description } : { nullable: true, defaultValue, description });
}

/**
 * A list filter of a list query (`[T!]` in the graph): a record matches when its value is in the list;
 * absent, null or empty filters nothing.
 */
export type ListFilter<T> = T[] | null;

export function ListFilter(of: GraphType, description: string): PropertyDecorator {
  return Field(() => [of], { nullable: true, description });
}

/**
 * A list filter of record ids (`[ID!]` or `[String!]`, as the interface document types it): absent,
 * null or empty filters nothing, and an id that is not a UUID matches nothing (the services read it
 * with kernel/uuid.ts idFilter).
 */
export type IdFilter = ListFilter<string>;

export function IdFilter(type: GraphQLScalarType | StringConstructor, description: string): PropertyDecorator {
  return ListFilter(type, description);
}
