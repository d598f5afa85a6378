import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Args,
  type ClassType,
  Ctx,
  FieldResolver,
  getMetadataStorage,
  ID,
  Info,
  Mutation,
  type ParameterDecorator,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { LoaderDefinition, RequestContext } from './context';
import { PageArgs, type Page } from './paging';
import { selects } from './selection';
import { loadKnownReadable, loadPlanned, type PagedChildren } from './records';
import type { Caller } from './caller';

/**
 * The fields of the graph declared as data: a domain names each root operation and each edge with
 * its type, description and the one service function or loader that answers it, and
 * `graphResolver` turns them into a type-graphql resolver class, as if written by hand: a method
 * per field and its decorators, applied once when the module loads (type-graphql's own generic
 * resolver pattern). At call time a field runs exactly what the hand-written method did (no
 * reflection, no closure per request), so the edges cost the catalogue's hot path nothing.
 *
 * A field none of these fits (one with arguments of its own, such as `User.roles(tenantId)`) is
 * written by hand in a class that extends the generated one:
 * `class UserResolver extends graphResolver(() => User, {...}) { @FieldResolver(...) roles(...) }`.
 */

/** What type-graphql's type functions return: a class, a scalar, or `[X]` for a list. */
export type GraphType = () => object;

/** A field as data; `graphResolver` installs it on a resolver class under its name. */
export interface GraphField<Parent = any> {
  install(prototype: object, name: string, on: () => Function): void;
  /**
   * The parents it takes, for the checker only: a field of a `Room` goes on a `Room` resolver (a field of any
   * application on every application's).
   */
  readonly takes?: (parent: Parent) => void;
}

/**
 * A resolver class with these fields, in this order (the order of a type's fields in the schema):
 * on the type `on` returns, or on the root types only when `on` is null.
 */
export function graphResolver<Parent extends object>(
  on: (() => ClassType<Parent>) | null,
  fields: Record<string, GraphField<Parent>>,
): ClassType<object> {
  class GraphResolver {}
  const parent = on ?? (() => Object);
  for (const [name, field] of Object.entries(fields)) field.install(GraphResolver.prototype, name, parent);
  (on ? Resolver(on) : Resolver())(GraphResolver);
  return GraphResolver;
}

/**
 * Puts the method on the prototype and applies its decorators as TypeScript applies those of a
 * hand-written method: the parameters' from the last to the first (which gives the arguments their
 * order in the schema), then the method's.
 */
export function install(
  prototype: object,
  name: string,
  method: Function,
  decorator: MethodDecorator,
  parameters: ParameterDecorator[],
): void {
  Object.defineProperty(prototype, name, { value: method, writable: true, configurable: true });
  for (let index = parameters.length - 1; index >= 0; index--) parameters[index](prototype, name, index);
  decorator(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
}

/** type-graphql's options of a field or an argument; `nullable` only when it is (absent means required). */
export function options(description: string, nullable = false): { description: string; nullable?: true } {
  return nullable ? { nullable: true, description } : { description };
}

/** An argument of a root operation, handed to the service in the order the operation lists it. */
export interface OperationArg<T> {
  name: string;
  type: GraphType;
  description: string;
  nullable: boolean;
  /** The value the service receives, for the checker only. */
  readonly value?: T;
}

/** A string scalar argument type: `String` or `ID`. */
type StringType = () => StringConstructor | typeof ID;

/** A required argument: `arg('input', () => CreateRoomInput, 'Every field of the room.')`, `arg('id', () => ID, 'The room id.')`. */
export function arg(name: string, type: StringType, description: string): OperationArg<string>;
export function arg<T extends object>(name: string, type: () => ClassType<T>, description: string): OperationArg<T>;
export function arg(name: string, type: () => object, description: string): OperationArg<unknown> {
  return { name, type, description, nullable: false };
}

/** An argument the caller may leave out (the service receives null or undefined then). */
export function optionalArg(name: string, type: StringType, description: string): OperationArg<string | null | undefined>;
export function optionalArg<T extends object>(
  name: string,
  type: () => ClassType<T>,
  description: string,
): OperationArg<T | null | undefined>;
export function optionalArg(name: string, type: () => object, description: string): OperationArg<unknown> {
  return { name, type, description, nullable: true };
}

/** The `id: String` argument of a mutation that acts on one record (the id in a REST path); reads by id take an `ID`. */
export function idArg(description: string): OperationArg<string> {
  return arg('id', () => String, description);
}

type ArgValues<A extends OperationArg<unknown>[]> = { [K in keyof A]: A[K] extends OperationArg<infer T> ? T : never };

/** A root operation that calls one service function with the request context and its arguments. */
export interface Operation<A extends OperationArg<unknown>[]> {
  type: GraphType;
  nullable?: boolean;
  description: string;
  args: [...A];
  run: (ctx: RequestContext, ...args: ArgValues<A>) => unknown;
}

/** The service function is the method itself: type-graphql calls it with the context and the arguments, as it would a hand-written one. */
function operation<A extends OperationArg<unknown>[]>(decorate: typeof Query | typeof Mutation, spec: Operation<A>): GraphField {
  return {
    install(prototype, name) {
      const parameters = spec.args.map((a) => Arg(a.name, a.type as () => ClassType, options(a.description, a.nullable)));
      install(prototype, name, spec.run, decorate(spec.type, options(spec.description, spec.nullable)), [Ctx(), ...parameters]);
    },
  };
}

/** A root query answered by one service function: `me: query({ type: () => User, description, args: [], run: viewer })`. */
export function query<A extends OperationArg<unknown>[]>(spec: Operation<A>): GraphField {
  return operation(Query, spec);
}

/**
 * A mutation answered by one service function: `createRoom: mutation({ type: () => Room, description, args:
 * [arg(...)], run: createRoom })`.
 */
export function mutation<A extends OperationArg<unknown>[]>(spec: Operation<A>): GraphField {
  return operation(Mutation, spec);
}

/** The description of a list's `input` argument unless the list says otherwise. */
const LIST_INPUT = 'Filters and page; all optional.';

/**
 * A root list: `xs(input)`, the input optional (its defaults: the first page, no filter), answered
 * by the list service with the input and the field's `info` (which tells whether `totalCount` is
 * selected).
 */
export function listQuery<I extends object>(spec: {
  type: GraphType;
  input: () => ClassType<I>;
  inputDescription?: string;
  description: string;
  list: (ctx: RequestContext, input: I, info: GraphQLResolveInfo) => Promise<Page<unknown>>;
}): GraphField {
  const { input, list } = spec;
  return {
    install(prototype, name) {
      const method = (ctx: RequestContext, info: GraphQLResolveInfo, given?: I | null) => list(ctx, given ?? new (input())(), info);
      install(prototype, name, method, Query(spec.type, options(spec.description)), [
        Ctx(),
        Info(),
        Arg('input', input, options(spec.inputDescription ?? LIST_INPUT, true)),
      ]);
    },
  };
}

/** A root read by id: null when the record does not exist or the caller may not see it (the type's visibility rule, in its loader). */
export function byIdQuery<T>(spec: {
  type: GraphType;
  loader: LoaderDefinition<string, T | null>;
  description: string;
  idDescription: string;
}): GraphField {
  const { loader } = spec;
  return {
    install(prototype, name) {
      ENTITY_READS.push({ field: name, type: spec.type, loader: loader as LoaderDefinition<string, object | null> });
      const method = (ctx: RequestContext, id: string) => loadPlanned(ctx, loader, id);
      install(prototype, name, method, Query(spec.type, options(spec.description, true)), [
        Ctx(),
        Arg('id', () => ID, options(spec.idDescription)),
      ]);
    },
  };
}

/** The graph name of an object type's class (its `@ObjectType` name, else the class's). */
export function graphNameOf(type: Function): string {
  return getMetadataStorage().objectTypes.find((objectType) => objectType.target === type)?.name ?? type.name;
}

/**
 * Every type with a read by id on Query, that read's field and its loader: the graph's entities, which
 * a federation router resolves by `id` through `_entities` (src/graphql/federation.ts) under the same
 * field's policy and with the same loader, so with the same audience, batching and visibility.
 */
export const ENTITY_READS: { field: string; type: GraphType; loader: LoaderDefinition<string, object | null> }[] = [];

/** The parent's properties that hold a key (an id) of another record. */
export type KeyProperty<Parent> = { [K in keyof Parent]: Parent[K] extends string | null | undefined ? K : never }[keyof Parent] & string;

/** A paged list edge: a page of the parent's children, through a loader that reads every parent of the level in one statement. */
export function pagedEdge<Parent>(spec: {
  type: GraphType;
  loader: PagedChildren<object>;
  key?: KeyProperty<Parent>;
  description: string;
}): GraphField<Parent> {
  const { loader } = spec;
  const key = spec.key ?? 'id';
  return {
    install(prototype, name) {
      const method = (parent: Record<string, string>, ctx: RequestContext, page: PageArgs, info: GraphQLResolveInfo) =>
        loader.load(ctx, parent[key], page, info);
      install(prototype, name, method, FieldResolver(spec.type, options(spec.description)), [Root(), Ctx(), Args(() => PageArgs), Info()]);
    },
  };
}

/**
 * The record the parent's `key` names, through its by-id loader (so under the target type's
 * visibility rule): null when the key is empty or the caller may not see the record. Unless
 * `required` says why the parent's visibility implies the record's: then the field is not nullable,
 * and a record that does not come back is a broken invariant (an error naming the reason).
 */
export function referenceEdge<Parent, T>(spec: {
  type: GraphType;
  loader: LoaderDefinition<string, T | null>;
  key: KeyProperty<Parent>;
  required?: string;
  /**
   * The callers who may read the record whenever they may read the parent, by the two types' rules
   * (a signed-in caller who reads a location reads its workspace): for them the record is read by
   * key alone (`loadKnownReadable`), its type's rule left out of the statement. The declaration
   * says why it holds, and a test compares the edge with the record's own read for every kind of caller.
   */
  readableWithReferrer?: (caller: Caller) => boolean;
  description: string;
}): GraphField<Parent> {
  const { loader, key, required, readableWithReferrer } = spec;
  return {
    install(prototype, name, on) {
      const method = required
        ? async (parent: Record<string, string>, ctx: RequestContext) => {
            const record = await loadPlanned(ctx, loader, parent[key]);
            if (!record) throw new Error(`The ${name} ${parent[key]} of a visible ${on().name} is missing, yet ${required}`);
            return record;
          }
        : (parent: Record<string, string | null>, ctx: RequestContext) => {
            const id = parent[key];
            if (!id) return null;
            return readableWithReferrer?.(ctx.caller) ? loadKnownReadable(ctx, loader, id) : loadPlanned(ctx, loader, id);
          };
      install(prototype, name, method, FieldResolver(spec.type, options(spec.description, !required)), [Root(), Ctx()]);
    },
  };
}

/**
 * A field answered by `resolve(parent, ctx)`: a computed value (`tokenCost`) or an edge with a rule
 * of its own (the first of a short list, a condition on the parent). `resolve` is the method itself,
 * so it costs what a hand-written field resolver costs.
 */
export function computedField<Parent, T>(spec: {
  type: GraphType;
  nullable?: boolean;
  description: string;
  resolve: (parent: Parent, ctx: RequestContext) => Promise<T> | T;
}): GraphField<Parent> {
  return {
    install(prototype, name) {
      install(prototype, name, spec.resolve, FieldResolver(spec.type, options(spec.description, spec.nullable)), [Root(), Ctx()]);
    },
  };
}

/** A list service that counts all its matches only when asked (the catalogue's): asked when the field selects `totalCount`. */
export function countingWhenSelected<I>(list: (ctx: RequestContext, input: I, countMatches: boolean) => Promise<Page<unknown>>) {
  return (ctx: RequestContext, input: I, info: GraphQLResolveInfo) => list(ctx, input, selects(info, 'totalCount'));
}
