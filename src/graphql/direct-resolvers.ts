import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType, isScalarType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** What type-graphql keeps of a resolver method and of each of its parameters (not in its public typings). */
interface MethodMetadata {
  target: new () => Record<string, (...values: unknown[]) => unknown>;
  methodName: string;
  schemaName: string;
  kind?: 'internal' | 'external';
  getObjectType?: () => unknown;
  middlewares?: unknown[];
  roles?: unknown[];
  params?: ParamMetadata[];
}

interface ParamMetadata {
  kind: string;
  index: number;
  propertyName?: string;
  getType?: () => unknown;
  validateSettings?: unknown;
  validateFn?: unknown;
  name?: string;
}

type Read = (root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;

/**
 * The graph's resolver methods called straight (docs/decisions.md#resolvers-called-straight):
 * type-graphql's wrapper finds the resolver's instance in a list, sorts the parameters and awaits a
 * validation of each argument (validation is off) on every call, a promise per argument of every
 * edge of every record of a page. A method whose parameters are only the parent, the context, the
 * info, scalar arguments and argument classes of scalars (`PageArgs`, whose defaults the schema
 * gives) gets a resolver that reads them in order and calls it; any other method (an input object
 * argument, a middleware, roles, a validation of its own) keeps type-graphql's wrapper.
 * Answers the fields it replaced (`Location.rooms`).
 */
export function callResolversDirectly(schema: GraphQLSchema): string[] {
  const storage = getMetadataStorage() as unknown as {
    queries: MethodMetadata[];
    mutations: MethodMetadata[];
    fieldResolvers: MethodMetadata[];
    objectTypes: { target: unknown; name: string }[];
    argumentTypes: { target: unknown; fields: { name: string; getType: () => unknown }[] }[];
  };
  const instances = new Map<MethodMetadata['target'], Record<string, (...values: unknown[]) => unknown>>();
  const instanceOf = (target: MethodMetadata['target']) => {
    let instance = instances.get(target);
    if (!instance) instances.set(target, (instance = new target()));
    return instance;
  };
  const scalarArgsClass = (type: unknown) => {
    const argsType = storage.argumentTypes.find((candidate) => candidate.target === type);
    return Boolean(argsType) && argsType!.fields.every((field) => isScalarClass(field.getType()));
  };
  const replaced: string[] = [];
  const replace = (typeName: string | undefined, meta: MethodMetadata) => {
    const type = typeName ? schema.getType(typeName) : undefined;
    const field = isObjectType(type) ? type.getFields()[meta.schemaName] : undefined;
    const resolve = field && directResolver(meta, instanceOf, scalarArgsClass);
    if (!resolve) return;
    field.resolve = resolve;
    replaced.push(`${typeName}.${meta.schemaName}`);
  };
  for (const meta of storage.queries) replace(schema.getQueryType()?.name, meta);
  for (const meta of storage.mutations) replace(schema.getMutationType()?.name, meta);
  for (const meta of storage.fieldResolvers) {
    if (meta.kind !== 'external' || !meta.getObjectType) continue;
    const objectClass = meta.getObjectType();
    replace(storage.objectTypes.find((objectType) => objectType.target === objectClass)?.name, meta);
  }
  DIRECT_FIELDS.set(schema, replaced);
  return replaced;
}

const DIRECT_FIELDS = new WeakMap<GraphQLSchema, readonly string[]>();

/** The fields of the schema whose resolver methods are called straight (`Location.rooms`). */
export function directlyCalledFields(schema: GraphQLSchema): readonly string[] {
  return DIRECT_FIELDS.get(schema) ?? [];
}

function directResolver(
  meta: MethodMetadata,
  instanceOf: (target: MethodMetadata['target']) => Record<string, (...values: unknown[]) => unknown>,
  scalarArgsClass: (type: unknown) => boolean,
): GraphQLFieldResolver<unknown, unknown> | null {
  if (meta.middlewares?.length || meta.roles?.length || meta.target.length > 0) return null;
  const reads: Read[] = [];
  for (const param of [...(meta.params ?? [])].sort((a, b) => a.index - b.index)) {
    const read = readParameter(param, scalarArgsClass);
    if (!read) return null;
    reads.push(read);
  }
  const instance = instanceOf(meta.target);
  const method = instance[meta.methodName];
  if (typeof method !== 'function') return null;
  const resolve: GraphQLFieldResolver<unknown, unknown> & { readsNoInfo?: true } = callWith(method, instance, reads);
  // Unless the method reads the info, the compiled executor builds none for the call: no info
  // object and response path per field of every record (patches/graphql-jit+*.patch).
  if (!(meta.params ?? []).some((param) => param.kind === 'info')) resolve.readsNoInfo = true;
  return resolve;
}

/** Calls `method` on `instance` with its parameters read in order (no array per call for up to three). */
function callWith(method: (...values: unknown[]) => unknown, instance: unknown, reads: Read[]): Read {
  const [first, second, third] = reads;
  switch (reads.length) {
    case 0:
      return () => method.call(instance);
    case 1:
      return (root, args, context, info) => method.call(instance, first(root, args, context, info));
    case 2:
      return (root, args, context, info) => method.call(instance, first(root, args, context, info), second(root, args, context, info));
    case 3:
      return (root, args, context, info) =>
        method.call(instance, first(root, args, context, info), second(root, args, context, info), third(root, args, context, info));
    default:
      return (root, args, context, info) =>
        method.apply(
          instance,
          reads.map((read) => read(root, args, context, info)),
        );
  }
}

/** How a parameter is read from the resolver's arguments, or null when type-graphql's wrapper must read it. */
function readParameter(param: ParamMetadata, scalarArgsClass: (type: unknown) => boolean): Read | null {
  if (param.validateSettings !== undefined || param.validateFn !== undefined) return null;
  const property = param.propertyName;
  switch (param.kind) {
    case 'root':
      return param.getType || property ? null : (root) => root;
    case 'context':
      return property ? (_root, _args, context) => (context as Record<string, unknown>)[property] : (_root, _args, context) => context;
    case 'info':
      return (_root, _args, _context, info) => info;
    case 'arg': {
      const name = param.name;
      return name && isScalarClass(param.getType?.()) ? (_root, args) => args[name] : null;
    }
    case 'args':
      return scalarArgsClass(param.getType?.()) ? (_root, args) => ({ ...args }) : null;
    default:
      return null;
  }
}

/** The classes and scalars type-graphql passes as they come (its `convertToType` returns such a value unchanged). */
function isScalarClass(type: unknown): boolean {
  return type === String || type === Number || type === Boolean || type === Date || isScalarType(type);
}
