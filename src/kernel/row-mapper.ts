import type { EntityClass, EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Maps a row of a plain read (`select t."id", t."name" ...`: `mappedColumns`), read as an array of
 * values in the select list's order, to a record of its entity class without the entity manager: no
 * hydration, no identity map, no change tracking (a read only shapes rows into an answer; writes load
 * through the entity manager). Column names and value types come from the entity's metadata: int8
 * from a string or a bigint to a number, timestamps to `Date`, json text to values (the two drivers
 * hand these over differently), and embedded objects from their columns. Lazy columns (password
 * hashes) are left out; a column the statement does not read is null (a partial record).
 */
export type RowMapper<T> = (row: readonly unknown[]) => T;

type Convert = (value: unknown) => unknown;

/** The column of a read's distance to a point (records.ts names it in a list nearest first), which the mapper sets as `distanceMiles`. */
export const DISTANCE_COLUMN = 'distance_miles';

/** Compiled mappers by entity, then by the statement's select list (its column names, joined). */
const MAPPERS = new WeakMap<EntityClass<object>, Map<string, RowMapper<object>>>();

/** The mapper of `entity`'s records from rows whose values stand in the order of `columns`; compiled once per select list. */
export function rowMapper<T extends object>(em: EntityManager, entity: EntityClass<T>, columns: readonly string[]): RowMapper<T> {
  let bySelectList = MAPPERS.get(entity);
  if (!bySelectList) MAPPERS.set(entity, (bySelectList = new Map()));
  const key = columns.join(',');
  let mapper = bySelectList.get(key) as RowMapper<T> | undefined;
  if (!mapper) {
    mapper = compile<T>(em.getMetadata().get(entity.name) as EntityMetadata<T>, columns);
    bySelectList.set(key, mapper as RowMapper<object>);
  }
  return mapper;
}

interface Column {
  column: string;
  property: string;
  convert: Convert;
}

interface Embedded {
  property: string;
  prototype: object;
  nullable: boolean;
  columns: Column[];
}

function compile<T extends object>(meta: EntityMetadata<T>, selectList: readonly string[]): RowMapper<T> {
  const props = Object.values(meta.props) as EntityProperty<T>[];
  const columns: Column[] = [];
  const embedded = new Map<string, Embedded>();
  for (const prop of props) {
    if (prop.kind === 'embedded') {
      embedded.set(prop.name, {
        property: prop.name,
        prototype: (prop.embeddable as unknown as { prototype: object }).prototype,
        nullable: Boolean(prop.nullable),
        columns: [],
      });
    }
  }
  for (const prop of props) {
    const name = mappedColumn(prop);
    if (!name) continue;
    const column = { column: name, property: prop.embedded ? prop.embedded[1] : prop.name, convert: converterOf(prop) };
    if (prop.embedded) embedded.get(prop.embedded[0])?.columns.push(column);
    else columns.push(column);
  }
  const prototype = (meta.class as unknown as { prototype: object }).prototype;
  return generateMapper<T>(columns, [...embedded.values()], prototype, selectList);
}

/**
 * The mapper as straight-line code, one object literal per record with its properties in a fixed
 * order (one hidden class, no loop over the column list per row): the catalogue maps hundreds of
 * rows per page. Each value is read at its position in the row (a row as an array: no object with a
 * key per column is built for it). The values are set on a plain object that only then gets the
 * entity's prototype, so the ORM's property accessors on that prototype (change tracking) are never
 * called for a read.
 */
function generateMapper<T extends object>(
  columns: Column[],
  parts: Embedded[],
  prototype: object,
  selectList: readonly string[],
): RowMapper<T> {
  const converters: Convert[] = [];
  const read = (column: Column) => {
    const at = selectList.indexOf(column.column);
    return `c[${converters.push(column.convert) - 1}](${at < 0 ? 'undefined' : `row[${at}]`})`;
  };
  const lines = parts.map((part, i) => {
    const fields = part.columns.map((column) => `${JSON.stringify(column.property)}: ${read(column)}`).join(', ');
    const present = part.columns.map((column) => `v${i}[${JSON.stringify(column.property)}] != null`).join(' || ') || 'false';
    return `const v${i} = { ${fields} };\n  const e${i} = ${part.nullable ? `(${present}) ? setPrototypeOf(v${i}, parts[${i}].prototype) : null` : `setPrototypeOf(v${i}, parts[${i}].prototype)`};`;
  });
  // A list nearest first reads its distance to the point (`ListShape.distance`): the record carries it
  // from the start, in its one shape (`Location.distanceMiles`), rather than as a property added later.
  const distanceAt = selectList.indexOf(DISTANCE_COLUMN);
  const fields = [
    ...columns.map((column) => `${JSON.stringify(column.property)}: ${read(column)}`),
    ...parts.map((part, i) => `${JSON.stringify(part.property)}: e${i}`),
    ...(distanceAt < 0 ? [] : [`distanceMiles: Number(row[${distanceAt}])`]),
  ].join(', ');
  const body = `return function mapRow(row) {\n  ${lines.join('\n  ')}\n  return setPrototypeOf({ ${fields} }, prototype);\n};`;
  return new Function('c', 'parts', 'prototype', 'setPrototypeOf', body)(
    converters,
    parts,
    prototype,
    Object.setPrototypeOf,
  ) as RowMapper<T>;
}

/** The column the mapper reads for a property: a persisted, eager scalar (an embedded object's part included); null for any other. */
function mappedColumn<T extends object>(prop: EntityProperty<T>): string | null {
  if (prop.kind !== 'scalar' || prop.lazy || prop.persist === false || !prop.fieldNames?.length) return null;
  return prop.fieldNames[0];
}

/**
 * Every column the mapper reads for a record of `entity`, once per class: what a read of whole
 * records names in its select list. Named, not `t.*`: lazy columns (password hashes) stay in the
 * table, and a column the statement names but the server lacks fails the statement (42703)
 * instead of answering a record without it (a read replica that has not replayed a migration yet).
 */
export function mappedColumns(em: EntityManager, entity: EntityClass<object>): readonly string[] {
  let columns = COLUMNS.get(entity);
  if (!columns) {
    const meta = em.getMetadata().get(entity.name) as EntityMetadata<object>;
    columns = (Object.values(meta.props) as EntityProperty<object>[])
      .map(mappedColumn)
      .filter((column): column is string => column !== null);
    COLUMNS.set(entity, columns);
  }
  return columns;
}

const COLUMNS = new WeakMap<EntityClass<object>, readonly string[]>();

/**
 * The columns the mapper reads to fill one property of a record (an embedded object: all its
 * parts); null when the name is not a property the mapper fills (a relation, a lazy column, a
 * getter or a field resolver).
 */
export function mappedColumnsOf(meta: EntityMetadata<object>, property: string): string[] | null {
  const prop = (meta.properties as Record<string, EntityProperty<object> | undefined>)[property];
  if (!prop) return null;
  if (prop.kind !== 'embedded') {
    const column = mappedColumn(prop);
    return column ? [column] : null;
  }
  const parts = Object.values(meta.props as EntityProperty<object>[])
    .filter((part) => part.embedded?.[0] === property)
    .map(mappedColumn)
    .filter((c): c is string => c !== null);
  return parts.length ? parts : null;
}

const asIs: Convert = (value) => (value === undefined ? null : value);
const toNumber: Convert = (value) => (value === null || value === undefined ? null : Number(value));
const toDate: Convert = (value) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));
const fromJson: Convert = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

function converterOf<T extends object>(prop: EntityProperty<T>): Convert {
  const type = (prop.customType?.constructor?.name ?? String(prop.type)).toLowerCase();
  if (prop.runtimeType === 'Date' || type.startsWith('timestamp') || type === 'datetype') return toDate;
  if (type === 'biginttype' || type === 'doubletype' || type === 'decimaltype' || type === 'bigint' || type === 'double') return toNumber;
  if (type === 'jsontype' || type === 'json' || type === 'jsonb') return fromJson;
  return asIs;
}
