import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isCompositeType,
  isInputObjectType,
  isObjectType,
  isInterfaceType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_LIMIT } from '../kernel/paging';

/**
 * The cost of an operation, computed before it runs: every field that returns an object costs 1,
 * scalars cost nothing, and a list that takes a `limit` (a list edge `rooms(limit: 20)`, a root
 * list `locations(input: { limit: 50 })`) costs its limit times what it selects under it. So a walk
 * through the graph's cycles (`locations -> rooms -> location -> rooms ...`) costs what it could
 * read, whatever its depth: `locations(limit 100) { rooms(limit 100) { closures(limit 100) } }`
 * is about a million, a catalogue page of 100 locations with 20 rooms each about 2,300.
 * The limit of a variable is read from the request's variables; when absent, the argument's default.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  pageMaxLimit = Number.MAX_SAFE_INTEGER,
): number {
  let bySchema = KNOWN_COSTS.get(schema);
  if (!bySchema) KNOWN_COSTS.set(schema, (bySchema = new WeakMap()));
  let byDocument = bySchema.get(document);
  if (!byDocument) bySchema.set(document, (byDocument = new Map()));
  const key = `${operationName ?? ''}:${pageMaxLimit}`;
  const known = byDocument.get(key);
  const given = variables ?? {};
  if (known) {
    const cost = known.costs.get(known.limits.map((read) => usableLimit(read(given), pageMaxLimit)).join(','));
    if (cost !== undefined) return cost;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName))
      operation ??= definition;
  }
  if (!operation) return 0;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const walker = new CostWalker(schema, fragments, given, pageMaxLimit);
  const cost = walker.selectionSet(operation.selectionSet, root, new Set());
  const entry = known ?? { limits: walker.variableLimits, costs: new Map<string, number>() };
  if (entry.costs.size >= KNOWN_COSTS_PER_OPERATION) entry.costs.clear();
  entry.costs.set(walker.variableLimitValues.join(','), cost);
  byDocument.set(key, entry);
  return cost;
}

/**
 * The costs of each operation of a document (Apollo hands the same document object to every request
 * of the same text), by the limits its variables gave: the walk runs once per document and set of
 * limits, and a request only reads its variables' limits (`limits`, in the walk's order).
 */
const KNOWN_COSTS = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, KnownCosts>>>();
const KNOWN_COSTS_PER_OPERATION = 100;

interface KnownCosts {
  limits: ((variables: Record<string, unknown>) => unknown)[];
  costs: Map<string, number>;
}

class CostWalker {
  /** How each limit that a variable gives is read from the variables, in the walk's order. */
  readonly variableLimits: ((variables: Record<string, unknown>) => unknown)[] = [];
  /** The limits the variables gave this walk, in the same order. */
  readonly variableLimitValues: number[] = [];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
    private readonly pageMaxLimit: number,
  ) {}

  selectionSet(selectionSet: SelectionSetNode, parent: GraphQLNamedType, visiting: Set<string>): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) cost += this.field(selection, parent, visiting);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (this.schema.getType(selection.typeCondition.name.value) ?? parent) : parent;
        cost += this.selectionSet(selection.selectionSet, type, visiting);
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        if (!fragment || visiting.has(name)) continue; // unknown or cyclic fragments are refused by validation
        const type = this.schema.getType(fragment.typeCondition.name.value) ?? parent;
        visiting.add(name);
        cost += this.selectionSet(fragment.selectionSet, type, visiting);
        visiting.delete(name);
      }
    }
    return cost;
  }

  private field(node: FieldNode, parent: GraphQLNamedType, visiting: Set<string>): number {
    if (node.name.value.startsWith('__')) return 0; // introspection and __typename
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
    const definition = parent.getFields()[node.name.value];
    if (!definition) return 0; // unknown fields are refused by validation
    const type = getNamedType(definition.type);
    if (!isCompositeType(type) || !node.selectionSet) return 0;
    return 1 + this.limitOf(node, definition) * this.selectionSet(node.selectionSet, type, visiting);
  }

  /** The `limit` the field will read with (a list edge's argument or a root list's `input.limit`), 1 for other fields. */
  private limitOf(node: FieldNode, definition: GraphQLField<unknown, unknown>): number {
    const limitArgument = definition.args.find((arg) => arg.name === 'limit');
    if (limitArgument) {
      const given = node.arguments?.find((arg) => arg.name.value === 'limit');
      return this.limit(given?.value, (variables) => (given ? valueOf(given.value, variables) : limitArgument.defaultValue));
    }
    const inputArgument = definition.args.find((arg) => arg.name === 'input');
    const inputType = inputArgument ? getNamedType(inputArgument.type) : undefined;
    if (!inputArgument || !isInputObjectType(inputType) || !inputType.getFields().limit) return 1;
    const limitDefault = inputType.getFields().limit.defaultValue;
    const given = node.arguments?.find((arg) => arg.name.value === 'input');
    return this.limit(given?.value, (variables) => {
      const input = given ? valueOf(given.value, variables) : undefined;
      const limit = input && typeof input === 'object' ? (input as Record<string, unknown>).limit : undefined;
      return limit ?? limitDefault;
    });
  }

  /** A limit as the page check will take it; one that a variable gives is noted with how to read it. */
  private limit(node: ValueNode | undefined, read: (variables: Record<string, unknown>) => unknown): number {
    const limit = usableLimit(read(this.variables), this.pageMaxLimit);
    if (node && mentionsVariable(node)) {
      this.variableLimits.push(read);
      this.variableLimitValues.push(limit);
    }
    return limit;
  }
}

/**
 * A limit the page check accepts (1 to the page maximum) counts as itself; any other value counts
 * as the default, so the page check answers it with its own 400 naming `limit`.
 */
function usableLimit(value: unknown, pageMaxLimit: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= pageMaxLimit ? value : DEFAULT_PAGE_LIMIT;
}

/** The value a literal or a variable gives, as far as a limit needs it (numbers, objects). */
function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, valueOf(field.value, variables)]));
    default:
      return undefined;
  }
}

function mentionsVariable(node: ValueNode): boolean {
  if (node.kind === Kind.VARIABLE) return true;
  if (node.kind === Kind.OBJECT) return node.fields.some((field) => mentionsVariable(field.value));
  return false;
}
