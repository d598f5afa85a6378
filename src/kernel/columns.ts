import { BigIntType, Embedded, Enum, PrimaryKey, Property, type PropertyOptions } from '@mikro-orm/core';
import { Field, Float, ID, Int } from 'type-graphql';
import { CentsScalar } from './scalars';

/**
 * An entity's columns, one short line each: the kind of a column decides both its SQL type and its
 * GraphQL type, `nullable` is said once for both, and the description is the field's.
 *
 *   @Column.uuid('The id of the location the room is in.') locationId!: string;
 *   @Column.cents('Price of a whole day, in cents; null when none.', { nullable: true }) pricePerDay: number | null = null;
 *   @Column.enum(EmployeeStatusEnum, 'Active or Inactive.') status: Opt<EmployeeStatus> = 'Active';
 *   @Column.json(() => Schedule, 'Weekly opening hours.') schedule!: Schedule;
 *   @Column.text() contactName!: string;                                     // a column the graph does not show
 *   @Column.text({ hidden: true, lazy: true, nullable: true }) passwordHash: string | null = null;
 *
 * A column with a description is also a field of the graph (of the entity's @ObjectType, or of an
 * embeddable's @ObjectType and @InputType); one without is not, and only such a column may be
 * `hidden` (left out of the entity's JSON) or `lazy` (not loaded unless asked for). The property's
 * type is checked against the column: a nullable column on a property that cannot be null, or the
 * other way round, or a number on a text column, does not compile.
 *
 * MikroORM's own decorators stay where nothing repeats: @Entity, @Embeddable, @Unique, @Index.
 */

/** What a column of the graph may say besides its description. */
export interface FieldColumnOptions {
  nullable?: boolean;
  /** The column's name when it is not the property's in snake case. */
  fieldName?: string;
  /** The database's default, as SQL (`now()`). */
  defaultRaw?: string;
  /** The value written on every update (`() => new Date()`). */
  onUpdate?: () => unknown;
}

/** What a column the graph does not show may say. */
export interface StoredColumnOptions extends FieldColumnOptions {
  /** Left out of the entity's JSON (secrets, derived search text). */
  hidden?: true;
  /** Loaded only when asked for (`populate`). */
  lazy?: true;
}

/** What a field's type is given as: `() => String`, `() => [String]`, `() => Schedule`. */
type GraphType = NonNullable<Parameters<typeof Field>[0]>;

/** Compiles on a property whose type is `V` (an `Opt<V>` too). */
export type ColumnDecorator<V> = <K extends string>(target: { [P in K]: V }, key: K) => void;
/** Compiles on a property of type `V | null` (and only on one that can be null). */
export type NullableColumnDecorator<V> = <K extends string, T extends { [P in K]?: V | null }>(
  target: T,
  key: null extends T[K] ? K : never,
) => void;

/** One kind of column: with a description a field of the graph, without one a stored column only. */
export interface ColumnKind<V> {
  (description: string, options: FieldColumnOptions & { nullable: true }): NullableColumnDecorator<V>;
  (description: string, options?: FieldColumnOptions & { nullable?: false }): ColumnDecorator<V>;
  (options: StoredColumnOptions & { nullable: true }): NullableColumnDecorator<V>;
  (options?: StoredColumnOptions & { nullable?: false }): ColumnDecorator<V>;
}

/**
 * A registered graph enum (kernel/graph-enum.ts, or a TypeScript enum registered with type-graphql), or the
 * values of a stored-only enum.
 */
type EnumValues = Readonly<Record<string, string>> | readonly string[];
type ValueOf<E extends EnumValues> = E extends readonly string[] ? E[number] : E[keyof E];
/** A non-null value of any type (a JSON document, an embeddable). */
type Present = NonNullable<unknown>;

/** Declares the column through `store` and, when described, the field of type `graphType`. */
function declareColumn(
  store: (options: PropertyOptions<object>) => (target: object, key: string) => void,
  graphType: GraphType,
  first?: string | StoredColumnOptions,
  second?: FieldColumnOptions,
) {
  const [description, options] = typeof first === 'string' ? [first, second ?? {}] : [undefined, first ?? {}];
  const stored = definedOnly(options);
  return (target: object, key: string) => {
    store(stored)(target, key);
    if (description !== undefined) Field(graphType, definedOnly({ description, nullable: options.nullable }))(target, key);
  };
}

/** Options without the keys left undefined, so the metadata is what the entity says and nothing more. */
function definedOnly<O extends object>(options: O): O {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as O;
}

/** A kind whose SQL type is `sqlType()` (a new value per column: MikroORM keeps per-column state in a custom type). */
function kind<V>(sqlType: () => PropertyOptions<object>['type'], graphType: GraphType): ColumnKind<V> {
  return ((first?: string | StoredColumnOptions, second?: FieldColumnOptions) =>
    declareColumn((options) => Property({ type: sqlType(), ...options }), graphType, first, second)) as ColumnKind<V>;
}

function enumColumn<E extends EnumValues>(
  values: E,
  description: string,
  options: FieldColumnOptions & { nullable: true },
): NullableColumnDecorator<ValueOf<E>>;
function enumColumn<E extends EnumValues>(
  values: E,
  description: string,
  options?: FieldColumnOptions & { nullable?: false },
): ColumnDecorator<ValueOf<E>>;
function enumColumn<E extends EnumValues>(
  values: E,
  options: StoredColumnOptions & { nullable: true },
): NullableColumnDecorator<ValueOf<E>>;
function enumColumn<E extends EnumValues>(values: E, options?: StoredColumnOptions & { nullable?: false }): ColumnDecorator<ValueOf<E>>;
/** A text column holding one of `values`; in the graph the registered enum, or String for a list of values. */
function enumColumn(values: EnumValues, first?: string | StoredColumnOptions, second?: FieldColumnOptions) {
  const items = Array.isArray(values) ? [...values] : Object.values(values);
  const graphType = Array.isArray(values) ? String : values;
  return declareColumn(
    (options) => Enum({ items, type: 'text', ...options }),
    () => graphType,
    first,
    second,
  );
}

function jsonColumn(
  graphType: GraphType,
  description: string,
  options: FieldColumnOptions & { nullable: true },
): NullableColumnDecorator<Present>;
function jsonColumn(
  graphType: GraphType,
  description: string,
  options?: FieldColumnOptions & { nullable?: false },
): ColumnDecorator<Present>;
/** A JSON document (jsonb) that the graph shows as `graphType` (an object type, or a list of one). */
function jsonColumn(graphType: GraphType, description: string, options?: FieldColumnOptions) {
  return declareColumn((stored) => Property({ type: 'json', ...stored }), graphType, description, options);
}

function embeddedColumns(
  embeddable: () => Function,
  prefix: string,
  description: string,
  options: FieldColumnOptions & { nullable: true },
): NullableColumnDecorator<Present>;
function embeddedColumns(
  embeddable: () => Function,
  prefix: string,
  description: string,
  options?: FieldColumnOptions & { nullable?: false },
): ColumnDecorator<Present>;
/** An @Embeddable stored in columns named `prefix` + its own (`address_city`); the graph shows the embeddable's object type. */
function embeddedColumns(embeddable: () => Function, prefix: string, description: string, options?: FieldColumnOptions) {
  return declareColumn((stored) => Embedded(embeddable, { prefix, ...stored }), embeddable, description, options);
}

/** The record's id: a uuid primary key, the graph's ID. */
function idColumn(description: string): ColumnDecorator<string> {
  return declareColumn(
    (options) => PrimaryKey({ type: 'uuid', ...options }),
    () => ID,
    description,
  );
}

export const Column = {
  id: idColumn,
  uuid: kind<string>(
    () => 'uuid',
    () => String,
  ),
  text: kind<string>(
    () => 'text',
    () => String,
  ),
  integer: kind<number>(
    () => 'integer',
    () => Int,
  ),
  double: kind<number>(
    () => 'double',
    () => Float,
  ),
  /** Money: bigint in SQL, a number in JavaScript, Cents in the graph (docs/decisions.md#money). */
  cents: kind<number>(
    () => new BigIntType('number'),
    () => CentsScalar,
  ),
  boolean: kind<boolean>(
    () => 'boolean',
    () => Boolean,
  ),
  /** An instant: timestamptz in SQL, a Date in JavaScript, DateTimeISO in the graph. */
  timestamptz: kind<Date>(
    () => 'timestamptz',
    () => Date,
  ),
  /** A list of strings, stored as a JSON array (jsonb). */
  strings: kind<string[]>(
    () => 'json',
    () => [String],
  ),
  enum: enumColumn,
  json: jsonColumn,
  embedded: embeddedColumns,
};
