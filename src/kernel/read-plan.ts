import {
  type DocumentNode,
  getNamedType,
  getNullableType,
  type GraphQLSchema,
  isAbstractType,
  isListType,
  isObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * What one GraphQL document can read of each object type, known before it runs: the fields it
 * selects on the type anywhere (operations and fragments alike; a field selected on an interface
 * counts for every type that implements it), and the types it reaches by a reference (a field that
 * answers one record, not a list: `Location.workspace`, `Query.location`). The read path reads only
 * the columns those fields need from a list of a type that no reference reaches (see
 * `kernel/records.ts`): a catalogue page does not read the schedule, the check-in text or the
 * picture URLs of 50 locations and 150 rooms it does not show.
 */
export interface ReadPlan {
  /** The fields selected on an object type anywhere in the document. */
  fieldsOf(typeName: string): ReadonlySet<string>;
  /** Whether a field answering one record of this type (not a list of them) is selected anywhere. */
  isReferenced(typeName: string): boolean;
}

const PLANS = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, ReadPlan>>();
const NONE: ReadonlySet<string> = new Set();

/** The read plan of a document, computed once per document (Apollo reuses the document of a text). */
export function readPlanOf(schema: GraphQLSchema, document: DocumentNode): ReadPlan {
  let bySchema = PLANS.get(schema);
  if (!bySchema) PLANS.set(schema, (bySchema = new WeakMap()));
  let plan = bySchema.get(document);
  if (!plan) bySchema.set(document, (plan = buildPlan(schema, document)));
  return plan;
}

function buildPlan(schema: GraphQLSchema, document: DocumentNode): ReadPlan {
  const fields = new Map<string, Set<string>>();
  const referenced = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent) return;
        const owners = isAbstractType(parent) ? schema.getPossibleTypes(parent) : isObjectType(parent) ? [parent] : [];
        for (const owner of owners) {
          let set = fields.get(owner.name);
          if (!set) fields.set(owner.name, (set = new Set()));
          set.add(node.name.value);
        }
        const type = typeInfo.getType();
        if (!type || isListType(getNullableType(type))) return;
        const named = getNamedType(type);
        if (isAbstractType(named)) for (const possible of schema.getPossibleTypes(named)) referenced.add(possible.name);
        else if (isObjectType(named)) referenced.add(named.name);
      },
    }),
  );
  return {
    fieldsOf: (typeName) => fields.get(typeName) ?? NONE,
    isReferenced: (typeName) => referenced.has(typeName),
  };
}
