import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = { [keyword: string]: unknown };

/** The JSON Schema of each scalar of the graph; a scalar missing here stops the build (say what it looks like in JSON). */
const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  Int: { type: 'integer', format: 'int32' },
  Float: { type: 'number', format: 'double' },
  Cents: { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  DateTimeISO: { type: 'string', format: 'date-time' },
  TimeOfDay: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' },
  Upload: { type: 'string', contentMediaType: 'application/octet-stream' },
};

const COMPONENT = '#/components/schemas/';

/** Where an answer's record was first met, to name a second shape of the same graph type. */
export interface ShapeOrigin {
  service: string;
  /** The record type and field that embed it (`Room`, `location`), when a record embeds it. */
  parent?: { type: string; field: string };
}

interface AnswerShape {
  type: GraphQLObjectType;
  /** The schema, its nested records referenced by their shape keys (named at the end). */
  schema: JsonSchema;
  width: number;
  origin: ShapeOrigin;
}

/**
 * The components of an OpenAPI document, built from the graph's types: input objects and enums by
 * their graph names, and each shape of an answer's record as REST selects it. A graph type that
 * REST answers in several shapes (the employers' User without the account flags, a Room's
 * Location without its token cost) gets one component per shape: the widest keeps the graph name,
 * the others are named after where they are met (`EmployersUser`, `RoomLocation`).
 */
export class JsonSchemaComponents {
  private readonly named: Record<string, JsonSchema> = {};
  private readonly shapes = new Map<string, AnswerShape>();

  /** The schema of an input type (a reference for input objects and enums); nullable unless `NonNull`. */
  input(type: GraphQLInputType): JsonSchema {
    if (isNonNullType(type)) return this.inputNonNull(type.ofType);
    return orNull(this.inputNonNull(type));
  }

  private inputNonNull(type: GraphQLInputType): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.input(type.ofType) };
    if (isInputObjectType(type)) {
      if (!this.named[type.name]) {
        this.named[type.name] = {}; // a recursive input type finds its own name while being built
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const field of Object.values(type.getFields())) {
          properties[field.name] = described(this.input(field.type), field.description, field.defaultValue);
          if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
        }
        this.named[type.name] = objectSchema(properties, required, type.description);
      }
      return { $ref: COMPONENT + type.name };
    }
    return this.leaf(getNamedType(type));
  }

  /**
   * The schema of an answer: the field's type with the selection the row's document makes.
   * `omitWhenNull`: members of the answer's own record left out when null (not required).
   */
  answer(
    type: GraphQLOutputType,
    selection: SelectionSetNode | undefined,
    origin: ShapeOrigin,
    omitWhenNull: readonly string[] = [],
  ): JsonSchema {
    if (isNonNullType(type)) return this.answerNonNull(type.ofType, selection, origin, omitWhenNull);
    return orNull(this.answerNonNull(type, selection, origin, omitWhenNull));
  }

  private answerNonNull(
    type: GraphQLOutputType,
    selection: SelectionSetNode | undefined,
    origin: ShapeOrigin,
    omitWhenNull: readonly string[],
  ): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.answer(type.ofType, selection, origin, omitWhenNull) };
    if (!isObjectType(type) || !selection) return this.leaf(getNamedType(type));
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const node of selection.selections) {
      if (node.kind !== Kind.FIELD) continue;
      const field = type.getFields()[node.name.value];
      const isRecord = Boolean(type.getFields().id);
      const nested: ShapeOrigin = isRecord
        ? { service: origin.service, parent: { type: type.name, field: field.name } }
        : { service: origin.service };
      properties[field.name] = described(this.answer(field.type, (node as FieldNode).selectionSet, nested), field.description);
      if (!omitWhenNull.includes(field.name)) required.push(field.name);
    }
    const schema = objectSchema(properties, required, type.description);
    const key = `${type.name} ${JSON.stringify(schema)}`;
    if (!this.shapes.has(key)) this.shapes.set(key, { type, schema, width: key.length, origin });
    return { $ref: `shape:${key}` };
  }

  private leaf(type: GraphQLNamedType): JsonSchema {
    if (isEnumType(type)) {
      this.named[type.name] ??= {
        type: 'string',
        enum: type.getValues().map((value) => value.value),
        ...(type.description ? { description: type.description } : {}),
      };
      return { $ref: COMPONENT + type.name };
    }
    if (isScalarType(type)) {
      const schema = SCALARS[type.name];
      if (!schema)
        throw new Error(`OpenAPI: the graph's scalar ${type.name} has no JSON Schema (add it to SCALARS in src/rest/json-schemas.ts)`);
      // A scalar of our own says what it holds (Cents: whole cents); GraphQL's own need no words.
      return isSpecifiedScalarType(type) || !type.description ? { ...schema } : { ...schema, description: type.description };
    }
    throw new Error(`OpenAPI: ${type.name} cannot be written as a JSON Schema here`);
  }

  /**
   * Names the answers' shapes and gives every component, and `paths` with their references to
   * the shapes rewritten to the components' names.
   */
  finish<T>(paths: T): { paths: T; schemas: Record<string, JsonSchema> } {
    const names = new Map<string, string>();
    const byType = new Map<string, [string, AnswerShape][]>();
    for (const entry of this.shapes) byType.set(entry[1].type.name, [...(byType.get(entry[1].type.name) ?? []), entry]);
    const taken = new Set(Object.keys(this.named));
    for (const [typeName, shapes] of byType) {
      const widestFirst = [...shapes].sort((a, b) => b[1].width - a[1].width);
      widestFirst.forEach(([key, shape], index) => {
        const candidates = index === 0 ? [typeName] : [];
        const { service, parent } = shape.origin;
        if (parent) candidates.push(`${parent.type}${capitalized(parent.field)}`);
        candidates.push(`${capitalized(service)}${typeName}`);
        let name = candidates.find((candidate) => !taken.has(candidate));
        for (let n = 2; !name; n++) if (!taken.has(`${typeName}${n}`)) name = `${typeName}${n}`;
        taken.add(name);
        names.set(key, name);
      });
    }
    const rename = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rename);
      if (!value || typeof value !== 'object') return value;
      const entries = Object.entries(value).map(([key, member]) => [
        key,
        key === '$ref' && typeof member === 'string' && member.startsWith('shape:')
          ? COMPONENT + names.get(member.slice(6))
          : rename(member),
      ]);
      return Object.fromEntries(entries);
    };
    const schemas: Record<string, JsonSchema> = { ...this.named };
    for (const [key, shape] of this.shapes) schemas[names.get(key)!] = rename(shape.schema) as JsonSchema;
    return { paths: rename(paths) as T, schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) };
  }
}

function objectSchema(properties: Record<string, JsonSchema>, required: string[], description: string | null | undefined): JsonSchema {
  return { type: 'object', ...(description ? { description } : {}), properties, ...(required.length ? { required } : {}) };
}

/** The schema or null (JSON null: GraphQL's nullable). */
export function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.$ref) return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** A member's schema with the description of its graph field (beside a `$ref`, as JSON Schema 2020-12 allows) and its default. */
export function described(schema: JsonSchema, description: string | null | undefined, defaultValue?: unknown): JsonSchema {
  return { ...schema, ...(description ? { description } : {}), ...(defaultValue !== undefined ? { default: defaultValue } : {}) };
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
