import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { isJsonObject, type RestRequest, type RestRoute, type RestRow, type RestShape, type RestShapes } from '../kernel/rest-route';

/**
 * Every row compiled against the schema, once at start (never per request): its operation document
 * derived from the graph. The variables are the root field's arguments, the values the row reads
 * from the request reduced to the members of their input types (see `asInput`); the selection is
 * the REST shape of the answer type (see RestShape). A shape that names a type or field the graph
 * does not have fails the start.
 */
export function compileRestRoutes(rows: readonly RestRow[], schema: GraphQLSchema): RestRoute[] {
  return rows.map((row) => compileRestRoute(row, schema));
}

function compileRestRoute(row: RestRow, schema: GraphQLSchema): RestRoute {
  const where = `REST ${row.service} ${row.method} ${row.path} (${row.operation})`;
  for (const name of Object.keys(row.shapes)) {
    if (!isObjectType(schema.getType(name)))
      throw new Error(`${where}: a REST shape is given for ${name}, which is not an object type of the graph`);
  }
  const query = schema.getQueryType()?.getFields()[row.field];
  const field = query ?? schema.getMutationType()?.getFields()[row.field];
  if (!field) throw new Error(`${where}: the graph has no root field ${row.field}`);
  const args = field.args;
  const definitions = args.length ? `(${args.map((arg) => `$${arg.name}: ${variableType(arg)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const answer = getNamedType(field.type);
  let selection = '';
  let omitWhenNull: readonly string[] = [];
  if (isObjectType(answer)) {
    selection = ` { ${selectionOf(answer, row.shapes, undefined, where, true)} }`;
    omitWhenNull = row.shapes[answer.name]?.omitWhenNull ?? [];
  } else if (!isLeafType(answer)) {
    throw new Error(`${where}: ${row.field} answers ${answer.name}, which a REST row cannot select`);
  }
  const read: (request: RestRequest) => Record<string, unknown> = row.variables ?? (() => ({}));
  return {
    ...row,
    variables: (request: RestRequest) => {
      const values = read(request);
      for (const arg of args) if (values[arg.name] !== undefined) values[arg.name] = asInput(values[arg.name], arg.type, false);
      return values;
    },
    document: `${query ? 'query' : 'mutation'} ${row.operation}${definitions} { ${row.field}${call}${selection} }`,
    // The documents' `200 empty` operations are `Boolean!` (true) in the graph (docs/decisions.md#undocumented-answers).
    empty: answer.name === 'Boolean',
    omitWhenNull,
  };
}

/**
 * A value read from the request, as the input type it feeds: an object keeps only the members that
 * are fields of its input type (unknown members are ignored, as JSON APIs usually do), and a nested
 * object (`contact`, `schedule.monday`, `closures[0]`) gets its required members as null when they
 * are missing, so that the graph's 400 names the member itself (`contact.email`) rather than the
 * whole object. Anything else goes through unchanged, for the graph to refuse.
 */
function asInput(value: unknown, type: GraphQLInputType, nested: boolean): unknown {
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) return Array.isArray(value) ? value.map((item: unknown) => asInput(item, nullable.ofType, true)) : value;
  if (!isInputObjectType(nullable) || !isJsonObject(value)) return value;
  const members: Record<string, unknown> = {};
  for (const field of Object.values(nullable.getFields())) {
    const member = value[field.name];
    if (member !== undefined) members[field.name] = asInput(member, field.type, true);
    else if (nested && isNonNullType(field.type) && field.defaultValue === undefined) members[field.name] = null;
  }
  return members;
}

/** An argument with a default may go unsent: its variable is nullable, so that the default applies. */
function variableType(arg: GraphQLArgument): string {
  return String(arg.defaultValue !== undefined && isNonNullType(arg.type) ? arg.type.ofType : arg.type);
}

/** A record has an `id`; an edge leads from a record to another record or to a page of them. */
const isRecord = (type: GraphQLObjectType) => Boolean(type.getFields().id);
const isPage = (type: GraphQLObjectType) => Boolean(type.getFields().data && type.getFields().pagedRequest);

function selectionOf(type: GraphQLObjectType, shapes: RestShapes, embedded: RestShape | undefined, where: string, root: boolean): string {
  const shape = merged(shapes[type.name], embedded);
  const fields = type.getFields();
  for (const name of [...(shape.omit ?? []), ...Object.keys(shape.embed ?? {}), ...(shape.omitWhenNull ?? [])]) {
    if (!fields[name]) throw new Error(`${where}: the REST shape of ${type.name} names ${name}, which the graph type does not have`);
  }
  if (shape.omitWhenNull?.length && !root)
    throw new Error(`${where}: omitWhenNull of ${type.name} applies only to the answer's own members`);
  const selected: string[] = [];
  for (const field of Object.values(fields)) {
    if (shape.omit?.includes(field.name)) continue;
    const named = getNamedType(field.type);
    const embed = shape.embed?.[field.name];
    if (embed && (field.args.length || !isObjectType(named))) throw new Error(`${where}: ${type.name}.${field.name} cannot be embedded`);
    if (field.args.length) continue;
    if (isLeafType(named)) selected.push(field.name);
    else if (isUnionType(named) && !embed)
      continue; // an edge to one of several record types (an event's record): read at its own path
    else if (!isObjectType(named)) throw new Error(`${where}: ${type.name}.${field.name} (${named.name}) has no REST shape`);
    else if (embed || !isRecord(type) || !(isRecord(named) || isPage(named)))
      selected.push(`${field.name} { ${selectionOf(named, shapes, embed, where, false)} }`);
  }
  return selected.join(' ');
}

function merged(own: RestShape | undefined, embedded: RestShape | undefined): RestShape {
  if (!embedded) return own ?? {};
  if (!own) return embedded;
  return {
    omit: [...(own.omit ?? []), ...(embedded.omit ?? [])],
    embed: { ...own.embed, ...embedded.embed },
    omitWhenNull: [...(own.omitWhenNull ?? []), ...(embedded.omitWhenNull ?? [])],
  };
}
