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
  const known = KNOWN_COSTS.get(schema)?.get(document);
  const key = `${operationName ?? ''}:${pageMaxLimit}`;
  const cached = known?.get(key);
  if (cached !== undefined) return cached;
  const walker = new CostWalker(schema, fragments, variables ?? {}, pageMaxLimit);
  const cost = walker.selectionSet(operation.selectionSet, root, new Set());
  if (!walker.readVariables) {
    let bySchema = KNOWN_COSTS.get(schema);
    if (!bySchema) KNOWN_COSTS.set(schema, (bySchema = new WeakMap()));
    let byDocument = bySchema.get(document);
    if (!byDocument) bySchema.set(document, (byDocument = new Map()));
    byDocument.set(key, cost);
  }
  return cost;
}

/**
 * The cost of a document whose limits are all written in it (none comes from a variable), kept
 * beside the document (Apollo hands the same document object to every request of the same text).
 */
const KNOWN_COSTS = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

class CostWalker {
  /** Whether a limit was read from a variable (then the cost holds for these variables only). */
  readVariables = false;

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
      return this.usable(given ? this.value(given.value) : limitArgument.defaultValue);
    }
    const inputArgument = definition.args.find((arg) => arg.name === 'input');
    const inputType = inputArgument ? getNamedType(inputArgument.type) : undefined;
    if (!inputArgument || !isInputObjectType(inputType) || !inputType.getFields().limit) return 1;
    const limitDefault = inputType.getFields().limit.defaultValue;
    const given = node.arguments?.find((arg) => arg.name.value === 'input');
    const input = given ? this.value(given.value) : undefined;
    const limit = input && typeof input === 'object' ? (input as Record<string, unknown>).limit : undefined;
    return this.usable(limit ?? limitDefault);
  }

  /**
   * A limit the page check accepts (1 to the page maximum) counts as itself; any other value counts
   * as the default, so the page check answers it with its own 400 naming `limit`.
   */
  private usable(value: unknown): number {
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= this.pageMaxLimit ? value : DEFAULT_PAGE_LIMIT;
  }

  private value(node: ValueNode): unknown {
    switch (node.kind) {
      case Kind.VARIABLE:
        this.readVariables = true;
        return this.variables[node.name.value];
      case Kind.INT:
      case Kind.FLOAT:
        return Number(node.value);
      case Kind.OBJECT:
        return Object.fromEntries(node.fields.map((field) => [field.name.value, this.value(field.value)]));
      default:
        return undefined;
    }
  }
}
