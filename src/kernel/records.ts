import type { EntityClass, EntityMetadata } from '@mikro-orm/core';
import type { GraphQLResolveInfo } from 'graphql';
import { selects } from './selection';
import { checkPage, type Page, type PagedRequest, type PageInput, type PageRead } from './paging';
import type { LoaderDefinition, ParameterizedLoaderDefinition, RequestContext } from './context';
import { defineLoader } from './loaders';
import { DISTANCE_COLUMN, mappedColumns, mappedColumnsOf, rowMapper, type RowMapper } from './row-mapper';
import { anyKey, keyRows, SqlConditions, type SqlFragment } from './sql';
import { isUuid } from './uuid';
import { runSql, runSqlTable } from './sql-executor';
import { declareTenantLink, ownOrAdministered, type TenantLink } from './visibility';

/**
 * A record type of the graph as the read path sees it: its table and who may read which rows.
 * The visibility rule is the one the root list applies (unless the type declares a narrower
 * `rootList`); reads by id and every edge that reaches the type apply it too, so no edge shows
 * what the root would not.
 */
export interface RecordType<T extends object> {
  /** The graph type's name (`Location`). */
  name: string;
  /** Who may read these records, in words (docs/permissions.md shows it). */
  readRule: string;
  entity: EntityClass<T>;
  table: string;
  /** The rows the caller may read, as a condition on the row alias; `null` when the caller reads them all. */
  visibility: (ctx: RequestContext, alias: string) => SqlFragment | null;
  /**
   * For a type visible with another row (a room with its location): that row's rule, which a root
   * list that has joined the row (`ListShape.visibleWith`) applies to it there, where `visibility`
   * would read the row a second time in an `exists`.
   */
  visibleWithJoined?: (ctx: RequestContext, alias: string) => SqlFragment | null;
  /**
   * For a type visible exactly with the row one of its columns names (a room's `location_id`), that
   * column: an edge that reads the children of parents by it applies no rule of its own, as an edge is
   * only ever read under parents the caller reads. Declared with the rule by `sharesParentRule`.
   */
  visibleWithParent?: string;
  /**
   * For a type whose root list shows fewer rows than the caller may read by id (a workspace's public
   * face is read by id, not listed): the list's own rule, in words and as SQL, which `pageOfVisible`
   * applies instead of `visibility`.
   */
  rootList?: { rule: string; visibility: (ctx: RequestContext, alias: string) => SqlFragment | null };
  /** The order of lists of this type (stable: ties broken by id). Newest first by default. */
  order?: (alias: string) => string;
  /**
   * The columns each graph field that is not a column property of the entity reads (`tokenCost`:
   * the two prices). A list reads only the columns of the fields the request selects; a selected
   * field that is neither a property nor named here makes the list read every column.
   */
  fieldColumns?: Record<string, readonly string[]>;
}

const RECORD_TYPES: RecordType<object>[] = [];

/**
 * Declares the record type of an entity (and lists it for docs/permissions.md). The entity class is
 * the graph type, so the type's name is the class's.
 */
export function defineRecordType<T extends object>(entity: EntityClass<T>, spec: Omit<RecordType<T>, 'name' | 'entity'>): RecordType<T> {
  const type: RecordType<T> = { name: entity.name, entity, ...spec };
  RECORD_TYPES.push(type as unknown as RecordType<object>);
  return type;
}

/**
 * The record type of a table whose rows tie a user to a tenant (an employee record, a membership, a
 * member application, a location link): the user reads their rows, the tenant's Admins their
 * tenant's, the Platform Admin all; and the tie counts in the rules of users and tenants
 * (`declareTenantLink`). The two columns are named once, for both.
 */
export function defineTenantLinkType<T extends object>(
  entity: EntityClass<T>,
  spec: { table: string; readRule: string; link: Omit<TenantLink, 'table'> },
): RecordType<T> {
  const { table, link } = spec;
  declareTenantLink({ table, ...link });
  return defineRecordType(entity, {
    table,
    readRule: spec.readRule,
    visibility: (ctx, alias) => ownOrAdministered(ctx, `${alias}.${link.userColumn}`, `${alias}.${link.tenantColumn}`),
  });
}

/**
 * The rule of a type visible exactly with the row its `column` names (a room with its location):
 * `parentRule` asked of that column, and the column as `visibleWithParent`, one declaration for both
 * (docs/decisions.md#children-seen-with-their-parent).
 */
export function sharesParentRule(
  column: string,
  parentRule: (ctx: RequestContext, column: string) => SqlFragment | null,
): Pick<RecordType<object>, 'visibility' | 'visibleWithParent'> {
  return { visibility: (ctx, alias) => parentRule(ctx, `${alias}.${column}`), visibleWithParent: column };
}

/** Every record type declared so far (all of them once the domain modules are loaded), by name. */
export function recordTypes(): readonly RecordType<object>[] {
  return [...RECORD_TYPES].sort((a, b) => a.name.localeCompare(b.name));
}

export const NEWEST_FIRST = (alias: string): string => `${alias}.date_created desc, ${alias}.id desc`;

/**
 * Names of the helper columns a read adds next to the record's own (the mapper leaves them out): the
 * count of all matches, a child's number under its parent, the parent's key. (A distance to a point,
 * `DISTANCE_COLUMN`, the mapper sets on the record.)
 */
const HELPER_COLUMNS = ['total_matches', 'row_in_parent', 'parent_key', 'ties_past_margin', 'in_page', 'readers'] as const;

/**
 * The by-id loader of each record type, primed with every record a list or an edge reads (so
 * `Room.location` under a page of locations costs nothing).
 */
const BY_ID_LOADERS = new WeakMap<RecordType<object>, LoaderDefinition<string, object | null>>();

/**
 * Primes the type's by-id loaders with the records a list or an edge read: a whole record both the
 * loader and its planned twin (`loadPlanned`), a record of the plan's columns only the twin.
 */
function prime<T extends object>(ctx: RequestContext, type: RecordType<T>, records: T[], whole: boolean): void {
  const definition = BY_ID_LOADERS.get(type as unknown as RecordType<object>);
  if (!definition) return;
  const twin = PLANNED_BY_ID.get(definition);
  const idOf = (record: object) => (record as { id: string }).id;
  if (whole) ctx.loaders.prime(definition, records, idOf);
  if (twin && plannedColumns(ctx, type)) ctx.loaders.prime(twin.planned, records, idOf);
}

/** The records of a read, and the helper columns it read beside them, each a column of values in the records' order. */
interface ReadRows<T> {
  records: T[];
  /** A helper column's values, one per record (`undefined` each when the statement does not read it). */
  helper(name: (typeof HELPER_COLUMNS)[number]): readonly unknown[];
}

/** Runs a read and maps each row to its record (no unit-of-work changes are tracked for them). */
export async function readRecords<T extends object>(
  ctx: RequestContext,
  entity: EntityClass<T>,
  text: string,
  params: unknown[],
  planEach = false,
): Promise<ReadRows<T>> {
  const { columns, rows } = await runSqlTable(ctx.sqlEm, text, params, { replica: ctx.reads.replica, planEach, trace: ctx.trace });
  const { map, helpers } = rowShape(ctx, entity, text, columns);
  const records = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i += 1) records[i] = map(rows[i]);
  return {
    records,
    helper(name) {
      const at = helpers.find(([helper]) => helper === name)?.[1];
      return at === undefined ? new Array<unknown>(rows.length) : rows.map((row) => row[at]);
    },
  };
}

interface RowShape<T> {
  map: RowMapper<T>;
  /** Where each helper column the statement reads stands in its rows. */
  helpers: (readonly [(typeof HELPER_COLUMNS)[number], number])[];
}

/** How the rows of a statement map to records: once per entity and statement text (its select list decides), a bounded cache. */
function rowShape<T extends object>(ctx: RequestContext, entity: EntityClass<T>, text: string, columns: readonly string[]): RowShape<T> {
  let byText = ROW_SHAPES.get(entity);
  if (!byText) ROW_SHAPES.set(entity, (byText = new Map()));
  let shape = byText.get(text) as RowShape<T> | undefined;
  if (!shape) {
    const helpers = HELPER_COLUMNS.map((name) => [name, columns.indexOf(name)] as const).filter(([, at]) => at >= 0);
    shape = { map: rowMapper(ctx.sqlEm, entity, columns), helpers };
    // Rows of objects (the embedded database) name their columns only when there is a row.
    if (columns.length) {
      if (byText.size > 10_000) byText.clear();
      byText.set(text, shape as RowShape<object>);
    }
  }
  return shape;
}

const ROW_SHAPES = new WeakMap<EntityClass<object>, Map<string, RowShape<object>>>();

/** Every column of a whole record (`mappedColumns`), as a select list under `alias`. */
function wholeRow<T extends object>(ctx: RequestContext, type: RecordType<T>, alias: string): { sql: string; whole: true } {
  return { sql: selectList(alias, mappedColumns(ctx.sqlEm, type.entity as EntityClass<object>)), whole: true };
}

/** `alias."a", alias."b"`: columns as a select list; once per list of columns (the lists are kept) and alias. */
function selectList(alias: string, columns: readonly string[]): string {
  let byAlias = SELECT_LISTS.get(columns);
  if (!byAlias) SELECT_LISTS.set(columns, (byAlias = new Map()));
  let sql = byAlias.get(alias);
  if (sql === undefined) byAlias.set(alias, (sql = columns.map((column) => `${alias}."${column}"`).join(', ')));
  return sql;
}

const SELECT_LISTS = new WeakMap<readonly string[], Map<string, string>>();
const COLUMN_LISTS = new WeakMap<ReadonlySet<string>, Map<RecordType<object>, string[] | null>>();

/**
 * The columns a list of this type reads for the request: every column (`wholeRow`) unless the request
 * is a query whose document reaches the type by lists only (see `kernel/read-plan.ts`); then the
 * primary key and the columns of the fields it selects on the type. Such a partial record is not
 * primed into the type's by-id loader, whose reads answer whole records.
 */
function columnsToRead<T extends object>(ctx: RequestContext, type: RecordType<T>, alias: string): { sql: string; whole: boolean } {
  if (ctx.reads.plan?.isReferenced(type.name) === false) {
    const columns = plannedColumns(ctx, type);
    if (columns) return { sql: selectList(alias, columns), whole: false };
  }
  return wholeRow(ctx, type, alias);
}

/** The columns of the fields the query selects on the type (`kernel/read-plan.ts`); null without a plan or when one is unknown. */
function plannedColumns<T extends object>(ctx: RequestContext, type: RecordType<T>): string[] | null {
  const plan = ctx.reads.plan;
  if (!plan) return null;
  const fields = plan.fieldsOf(type.name);
  let byType = COLUMN_LISTS.get(fields);
  if (!byType) COLUMN_LISTS.set(fields, (byType = new Map()));
  let columns = byType.get(type as unknown as RecordType<object>);
  if (columns === undefined) {
    columns = columnsOfFields(ctx, type, fields);
    byType.set(type as unknown as RecordType<object>, columns);
  }
  return columns;
}

/** The columns the fields read, with the primary key; `null` when a field's columns are not known. */
function columnsOfFields<T extends object>(ctx: RequestContext, type: RecordType<T>, fields: ReadonlySet<string>): string[] | null {
  const meta = ctx.sqlEm.getMetadata().get(type.entity.name) as EntityMetadata<object>;
  const columns = new Set<string>(meta.primaryKeys.flatMap((key) => mappedColumnsOf(meta, key) ?? []));
  for (const field of fields) {
    if (field === '__typename') continue;
    const read = type.fieldColumns?.[field] ?? mappedColumnsOf(meta, field);
    if (!read) return null;
    for (const column of read) columns.add(column);
  }
  return [...columns];
}

function visibilityConditions<T extends object>(ctx: RequestContext, type: RecordType<T>, alias: string): SqlConditions {
  const where = new SqlConditions();
  where.addFragment(type.visibility(ctx, alias));
  return where;
}

/** The column a read by key matches: the id by default, or another unique key (a tenant's `tenant_id`). */
export interface RecordKey<T> {
  column: string;
  kind: 'uuid' | 'text';
  of: (record: T) => string;
}

const BY_ID: RecordKey<{ id: string }> = { column: 'id', kind: 'uuid', of: (record) => record.id };

/**
 * Records of a type by id (or another unique key), batched per request, each `null` when it does
 * not exist or the caller may not read it: the reads by id on `Query` and every reference edge.
 */
export function recordsById<T extends object & { id: string }>(
  type: RecordType<T>,
  key: RecordKey<T> = BY_ID as RecordKey<T>,
): LoaderDefinition<string, T | null> {
  const definition = byKeyLoader(type, key, (ctx) => wholeRow(ctx, type, 't').sql);
  if (key === BY_ID) {
    BY_ID_LOADERS.set(type as unknown as RecordType<object>, definition as LoaderDefinition<string, object | null>);
    // Used by `loadPlanned` only when the plan's columns are known.
    const planned = byKeyLoader(type, key, (ctx) => selectList('t', plannedColumns(ctx, type) ?? []));
    PLANNED_BY_ID.set(definition as LoaderDefinition<string, object | null>, { type: type as unknown as RecordType<object>, planned });
  }
  return definition;
}

function byKeyLoader<T extends object & { id: string }>(
  type: RecordType<T>,
  key: RecordKey<T>,
  selectListOf: (ctx: RequestContext) => string,
): LoaderDefinition<string, T | null> {
  const normal = (value: string) => (key.kind === 'uuid' ? value.toLowerCase() : value);
  return defineLoader<string, T | null>((ctx) => async (ids) => {
    const keys = [...new Set(ids.filter((id) => (key.kind === 'uuid' ? isUuid(id) : typeof id === 'string')).map(normal))];
    if (keys.length === 0) return ids.map(() => null);
    const known = key === BY_ID ? knownReadable(ctx, type as unknown as RecordType<object>) : undefined;
    const rule = known && keys.every((id) => known.has(id)) ? null : type.visibility(ctx, 't');
    // A change's subscribers of many callers read together (kernel/read-together.ts).
    const records = ctx.reads.together
      ? await ctx.reads.together.read<T>(ctx, type, key, keys, selectListOf(ctx), rule, (text, params) =>
          readRecords(ctx, type.entity, text, params),
        )
      : await recordsByKey(ctx, type, key, keys, selectListOf(ctx), rule);
    const byKey = new Map(records.map((record) => [normal(key.of(record)), record]));
    return ids.map((id) => (typeof id === 'string' ? (byKey.get(normal(id)) ?? null) : null));
  });
}

/** Each by-id loader's twin that reads only the columns the query selects on the type (a root field's read by id). */
const PLANNED_BY_ID = new WeakMap<
  LoaderDefinition<string, object | null>,
  { type: RecordType<object>; planned: LoaderDefinition<string, object | null> }
>();

/**
 * A read by id whose record goes to the graph's fields only (a root field such as `Query.location`,
 * a reference edge such as `Location.workspace`): with a query's read plan whose fields on the type
 * have known columns, only those columns, through a loader of its own, so a partial record never
 * reaches a list edge, a service or a write that reads the type's by-id loader (those read whole rows).
 */
export function loadPlanned<T>(ctx: RequestContext, loader: LoaderDefinition<string, T | null>, id: string): Promise<T | null> {
  return plannedLoader(ctx, loader).load(id);
}

/** `loadPlanned` of many ids at once (one promise, not one per id: a federation router's `_entities`); each null or its error. */
export function loadManyPlanned<T>(
  ctx: RequestContext,
  loader: LoaderDefinition<string, T | null>,
  ids: string[],
): Promise<(T | null | Error)[]> {
  return plannedLoader(ctx, loader).loadMany(ids);
}

function plannedLoader<T>(ctx: RequestContext, loader: LoaderDefinition<string, T | null>) {
  const twin = PLANNED_BY_ID.get(loader as unknown as LoaderDefinition<string, object | null>);
  if (twin && plannedColumns(ctx, twin.type)) return ctx.loaders.get(twin.planned as unknown as LoaderDefinition<string, T | null>);
  return ctx.loaders.get(loader);
}

/**
 * Per request (its loaders), the ids of each record type the caller is known to be allowed to read
 * (`loadKnownReadable`): a batch of the type's by-id loaders made of such ids only leaves the rule out.
 */
const KNOWN_READABLE = new WeakMap<object, Map<RecordType<object>, Set<string>>>();

function knownReadable(ctx: RequestContext, type: RecordType<object>): Set<string> | undefined {
  return KNOWN_READABLE.get(ctx.loaders)?.get(type);
}

/**
 * A read by id of a record the caller is known to be allowed to read, because it reads the record
 * that refers to it and the two rules imply it (`referenceEdge`'s `readableWithReferrer`, where the
 * implication is stated and a test proves it against both rules): through `loadPlanned`'s loaders,
 * so what the request has read or primed answers it as before, and a batch of such ids only is read
 * by key alone, without the type's rule (a batch that mixes in other ids keeps the rule for all).
 */
export function loadKnownReadable<T>(ctx: RequestContext, loader: LoaderDefinition<string, T | null>, id: string): Promise<T | null> {
  const twin = PLANNED_BY_ID.get(loader as unknown as LoaderDefinition<string, object | null>);
  if (!twin) throw new Error('loadKnownReadable takes the by-id loader of a record type (recordsById)');
  if (isUuid(id)) {
    let byType = KNOWN_READABLE.get(ctx.loaders);
    if (!byType) KNOWN_READABLE.set(ctx.loaders, (byType = new Map()));
    let ids = byType.get(twin.type);
    if (!ids) byType.set(twin.type, (ids = new Set()));
    ids.add(id.toLowerCase());
  }
  return loadPlanned(ctx, loader, id);
}

/**
 * The record of this id when the caller may read it, else `null` (a malformed id too): the by-id
 * loader's statement, run at once with this `ctx` and kept nowhere, so a write asks the type's rule
 * without a copy of it and what the request reads after the write is read afresh.
 */
export async function visibleRecordById<T extends object & { id: string }>(
  ctx: RequestContext,
  type: RecordType<T>,
  id: string,
): Promise<T | null> {
  if (!isUuid(id)) return null;
  const [record] = await visibleByKey(ctx, type, BY_ID as RecordKey<T>, [id.toLowerCase()]);
  return record ?? null;
}

/** The records of these keys that the caller may read (whole unless `columnList` names fewer of its columns), in one statement. */
function visibleByKey<T extends object>(
  ctx: RequestContext,
  type: RecordType<T>,
  key: RecordKey<T>,
  keys: string[],
  columnList = wholeRow(ctx, type, 't').sql,
): Promise<T[]> {
  return recordsByKey(ctx, type, key, keys, columnList, type.visibility(ctx, 't'));
}

/** The records of these keys that meet `rule` (null: no rule), in one statement. */
async function recordsByKey<T extends object>(
  ctx: RequestContext,
  type: RecordType<T>,
  key: RecordKey<T>,
  keys: string[],
  columnList: string,
  rule: SqlFragment | null,
): Promise<T[]> {
  const where = new SqlConditions();
  where.addFragment(rule);
  where.addFragment(anyKey(`t.${key.column}`, keys, key.kind));
  return (await readRecords(ctx, type.entity, `select ${columnList} from "${type.table}" t ${where.sql}`, where.params)).records;
}

/** How a list edge finds its children: the parent key column, and a join or a condition when needed. */
export interface EdgeSource {
  /** The column (of alias `t`, or of a joined table) that holds the parent's key. */
  parentKey: string;
  /** Extra `join ...` clauses (e.g. the role table for an `admins` edge). */
  join?: string;
  /** An extra condition of the edge (e.g. `ur.role = 'Admin'`). */
  where?: SqlFragment;
  /** Parent keys are UUIDs (default) or free text (tenant ids). */
  parentKeyKind?: 'uuid' | 'text';
}

/** A paged list edge: the page of children of each parent, with their count. */
export interface PagedChildren<T extends object> {
  /** With the field's `info`, the count of each parent's children is read only when `totalCount` is selected. */
  load(
    ctx: RequestContext,
    parentKey: string,
    page: { offset?: number | null; limit?: number | null },
    info?: GraphQLResolveInfo,
  ): Promise<Page<T>>;
}

/**
 * A list edge under any number of parents in ONE statement (docs/decisions.md#children-pages).
 * An edge whose parent key is a column of the children's table (a room's `location_id`) reads each
 * parent's page by itself: the parents' keys as rows, and for each a lateral read of its children in
 * the type's order, which an index that leads with the parent key answers in order, stopping at the
 * page (PostgreSQL reads the page's rows, not every child of the parent); with the count, each
 * parent's count beside its page. An edge through a join (a user's tenants through their roles)
 * numbers the children of every parent by a window function in the type's order, of which each
 * parent keeps its page (and its first row, which carries the count when the page is past the end).
 */
export function pagedChildren<T extends object>(type: RecordType<T>, source: EdgeSource): PagedChildren<T> {
  if (!source.join) PAGED_BY_PARENT.push({ table: type.table, parentKey: source.parentKey });
  const definition: ParameterizedLoaderDefinition<string, Page<T>, PageRead> = {
    keyOf: (page) => `${page.offset}:${page.limit}:${page.countMatches}`,
    batch: (ctx, page) => async (parents) => {
      const keys = parentKeys(source, parents);
      const empty = (): Page<T> => ({ data: [], pagedRequest: page, totalCount: 0 });
      if (keys.length === 0) return parents.map(empty);
      const columns = columnsToRead(ctx, type, 't');
      const how: ChildrenRead<T> = { ctx, type, source, keys, page, columns: columns.sql };
      const read = source.join ? childrenByWindow(how) : childrenByParent(how);
      const { records, helper } = await readRecords(ctx, type.entity, read.sql, read.params);
      const [parentOf, numberOf, counts, inPage] = [
        helper('parent_key'),
        helper('row_in_parent'),
        helper('total_matches'),
        helper('in_page'),
      ];
      const pages = new Map<string, Page<T>>();
      const kept: T[] = [];
      records.forEach((record, i) => {
        const parent = String(parentOf[i]);
        let entry = pages.get(parent);
        if (!entry) pages.set(parent, (entry = { data: [], pagedRequest: page, totalCount: page.countMatches ? Number(counts[i]) : 0 }));
        // A window's numbers (the first row may stand before the page); a lateral's marker (null: a parent without a row in its page).
        const inThePage = source.join ? Number(numberOf[i]) > page.offset : !page.countMatches || inPage[i] === true;
        if (inThePage) {
          entry.data.push(record);
          kept.push(record);
        }
      });
      prime(ctx, type, kept, columns.whole);
      return parents.map((parent) => pages.get(parentKey(source, parent)) ?? empty());
    },
  };
  return {
    load(ctx, parent, input, info) {
      return ctx.loaders
        .withParameter(definition, checkPage(input, ctx.settings.pageMaxLimit, info ? selects(info, 'totalCount') : true))
        .load(parent);
    },
  };
}

/**
 * The edges whose children are read per parent by their parent key column (`childrenByParent`):
 * each table needs an index that leads with that column, or each parent's read scans the table
 * (test/kernel/children-pages.test.ts checks every one against the migrated schema).
 */
export const PAGED_BY_PARENT: { table: string; parentKey: string }[] = [];

/** What a read of the children's pages of a level's parents takes: the edge, the parents' keys, the page, the columns to read. */
interface ChildrenRead<T extends object> {
  ctx: RequestContext;
  type: RecordType<T>;
  source: EdgeSource;
  keys: string[];
  page: PageRead;
  columns: string;
}

/**
 * Each parent's page of an edge whose parent key is the children's own column: the keys as rows,
 * a lateral read of each one's page in the type's order (rows come parent by parent, each page in
 * its order: a nested loop over the keys), and with the count each parent's count, the page joined
 * to it so a parent past the end of its children still tells its count (`in_page` marks real rows).
 */
function childrenByParent<T extends object>({ ctx, type, source, keys, page, columns }: ChildrenRead<T>): SqlFragment {
  const where = childConditions(ctx, type, source);
  where.add(`${source.parentKey} = p.key`);
  const parents = keyRows('p', keys, source.parentKeyKind ?? 'uuid');
  const from = `from "${type.table}" t ${where.sql}`;
  const pageOf = `select ${columns}${page.countMatches ? ', true as in_page' : ''} ${from} order by ${(type.order ?? NEWEST_FIRST)('t')} limit ? offset ?`;
  if (!page.countMatches)
    return {
      sql: `select c.*, p.key as parent_key from ${parents.sql} cross join lateral (${pageOf}) c`,
      params: [...parents.params, ...where.params, page.limit, page.offset],
    };
  return {
    sql:
      `select c.*, p.key as parent_key, n.total_matches from ${parents.sql} cross join lateral (select count(*)::int as total_matches ${from}) n ` +
      `left join lateral (${pageOf}) c on true`,
    params: [...parents.params, ...where.params, ...where.params, page.limit, page.offset],
  };
}

/** Each parent's page of an edge through a join: every child numbered per parent by a window function, the pages kept. */
function childrenByWindow<T extends object>({ ctx, type, source, keys, page, columns }: ChildrenRead<T>): SqlFragment {
  const where = childConditions(ctx, type, source);
  where.addFragment(anyKey(source.parentKey, keys, source.parentKeyKind ?? 'uuid'));
  const order = (type.order ?? NEWEST_FIRST)('t');
  // Counting: each parent's first row stays in (dropped by the caller when before the page) to carry
  // the count when the page is past the end.
  const count = page.countMatches ? `, (count(*) over (partition by ${source.parentKey}))::int as total_matches` : '';
  return {
    sql:
      `select * from (select ${columns}, ${source.parentKey} as parent_key, (row_number() over (partition by ${source.parentKey} order by ${order}))::int as row_in_parent${count} ` +
      `from "${type.table}" t ${source.join ?? ''} ${where.sql}) children ` +
      `where (children.row_in_parent > ? and children.row_in_parent <= ?)${page.countMatches ? ' or children.row_in_parent = 1' : ''} ` +
      'order by children.parent_key, children.row_in_parent',
    params: [...where.params, page.offset, page.offset + page.limit],
  };
}

/** A parent key as the database returns it (UUIDs lower-cased). */
function parentKey(source: EdgeSource, parent: string): string {
  return source.parentKeyKind === 'text' ? parent : String(parent).toLowerCase();
}

/** The children the caller may read, under the edge's own condition (the parents' keys are the caller's to add). */
function childConditions<T extends object>(ctx: RequestContext, type: RecordType<T>, source: EdgeSource): SqlConditions {
  const sharesParentRule = type.visibleWithParent !== undefined && source.parentKey === `t.${type.visibleWithParent}` && !source.join;
  const where = sharesParentRule ? new SqlConditions() : visibilityConditions(ctx, type, 't');
  where.addFragment(source.where ?? null);
  return where;
}

/** The distinct parent keys worth asking for (UUID columns never see a string that is not one). */
function parentKeys(source: EdgeSource, parents: readonly string[]): string[] {
  if (source.parentKeyKind === 'text') return [...new Set(parents.filter((p) => typeof p === 'string'))];
  return [...new Set(parents.filter(isUuid).map((p) => p.toLowerCase()))];
}

/** Every child of each parent (a bounded relation, such as a place's closures for is-open), one statement per level. */
export function childrenOf<T extends object>(type: RecordType<T>, source: EdgeSource): LoaderDefinition<string, T[]> {
  return defineLoader<string, T[]>((ctx) => async (parents) => {
    const keys = parentKeys(source, parents);
    if (keys.length === 0) return parents.map(() => []);
    const where = childConditions(ctx, type, source);
    where.addFragment(anyKey(source.parentKey, keys, source.parentKeyKind ?? 'uuid'));
    const order = (type.order ?? NEWEST_FIRST)('t');
    const { records, helper } = await readRecords(
      ctx,
      type.entity,
      `select ${wholeRow(ctx, type, 't').sql}, ${source.parentKey} as parent_key from "${type.table}" t ${source.join ?? ''} ${where.sql} order by ${order}`,
      where.params,
    );
    prime(ctx, type, records, true);
    const parentOf = helper('parent_key');
    const groups = new Map<string, T[]>();
    records.forEach((record, i) => {
      const parent = String(parentOf[i]);
      (groups.get(parent) ?? groups.set(parent, []).get(parent)!).push(record);
    });
    return parents.map((parent) => groups.get(parentKey(source, parent)) ?? []);
  });
}

/** How a root list reads its type, besides its filters: the row's alias, extra joins, and an order other than the type's. */
export interface ListShape {
  alias: string;
  join?: string;
  /** The alias of the joined row whose rule the type's visibility is (`RecordType.visibleWithJoined`): a room list's location. */
  visibleWith?: string;
  /** Replaces the type's order (e.g. nearest first), with its parameters; it may name the `distance` as `distance_miles`. */
  order?: SqlFragment;
  /** An extra value to read per row (e.g. the distance to the searched point), as SQL with its parameters. */
  distance?: SqlFragment;
  /**
   * Nearest first through an index that returns rows in distance order (a geo search: the GiST
   * index of `ll_to_earth`, `kernel/records.ts#nearestStatement`): `order` is the index's distance to
   * the point, which orders like the exact `distance`; `within` the exact condition (the circle)
   * rows must meet beyond the WHERE clause's (its box). The shape's `order` stays the page's order.
   */
  nearest?: { order: SqlFragment; within: SqlFragment };
}

/** What a root list reads: its shape, and the type's rule and the list's filters as its WHERE clause. */
export interface ListQuery extends ListShape {
  where: SqlConditions;
}

/**
 * The query of a root list of `type`: the records its rule (`rootList` when it has one) lets the
 * caller see (the rule comes first, so no list can forget it), narrowed by the list's filters
 * (`narrow` adds them, and may refuse them).
 */
export function visibleListQuery<T extends object>(
  ctx: RequestContext,
  type: RecordType<T>,
  list: string | ListShape,
  narrow?: (where: SqlConditions) => void,
): ListQuery {
  const shape: ListShape = typeof list === 'string' ? { alias: list } : list;
  const where = new SqlConditions();
  if (shape.visibleWith && type.visibleWithJoined) where.addFragment(type.visibleWithJoined(ctx, shape.visibleWith));
  else where.addFragment((type.rootList?.visibility ?? type.visibility)(ctx, shape.alias));
  narrow?.(where);
  return { ...shape, where };
}

/**
 * A root list of `type`: the page the caller asked for, checked first (a list whose filters are
 * checked before this call checks its page before them; checked again here, it stays as it is), of
 * `visibleListQuery`. Every root list reads its page here: the one gate of their visibility.
 */
export function pageOfVisible<T extends object>(
  ctx: RequestContext,
  type: RecordType<T>,
  list: string | ListShape,
  input: PageInput | PageRead,
  narrow?: (where: SqlConditions) => void,
): Promise<Page<T>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit, 'countMatches' in input ? input.countMatches : true);
  return pageOfRecords(ctx, type, visibleListQuery(ctx, type, list, narrow), page);
}

/**
 * One page of a root list in ONE statement: the records in the list's order, with the count of all
 * matches when it is asked for (a second statement only when the page is past the end and so has
 * no row to carry the count). A list that reads a `distance` carries it on each record (`distanceMiles`).
 * Root lists call `pageOfVisible`, never this: it applies no visibility rule of its own.
 */
async function pageOfRecords<T extends object>(
  ctx: RequestContext,
  type: RecordType<T>,
  query: ListQuery,
  page: PagedRequest | PageRead,
): Promise<Page<T>> {
  const columns = columnsToRead(ctx, type, query.alias);
  const statement = listStatement(type, query, page, columns.sql);
  // Planned for its values each time: its filters' selectivity depends on them (kernel/sql-executor.ts).
  let { records, helper } = await readRecords(ctx, type.entity, statement.sql, statement.params, true);
  if (query.nearest && helper('ties_past_margin')[0] === true) {
    // More rows than the margin lie at the distance where the nearest ran out: the page is read
    // from every match (`nearestStatement`), so the ties are ordered by id as ever.
    const exact = listStatement(type, exactQuery(query), page, columns.sql);
    ({ records, helper } = await readRecords(ctx, type.entity, exact.sql, exact.params, true));
  }
  const counting = countsMatches(page);
  let totalCount = records.length && counting ? Number(helper('total_matches')[0]) : 0;
  if (counting && records.length === 0 && page.offset > 0) {
    const all = exactQuery(query);
    const [count] = await runSql<{ total_matches: unknown }>(
      ctx.sqlEm,
      `select count(*)::int as total_matches ${fromClause(type, all)}`,
      all.where.params,
      { replica: ctx.reads.replica, planEach: true },
    );
    totalCount = Number(count.total_matches);
  }
  prime(ctx, type, records, columns.whole);
  return { data: records, pagedRequest: page, totalCount };
}

/** A page counts all its matches unless the caller left `totalCount` out. */
function countsMatches(page: PagedRequest | PageRead): boolean {
  return !('countMatches' in page) || page.countMatches;
}

function fromClause(type: RecordType<object>, query: ListQuery): string {
  return `from "${type.table}" ${query.alias} ${query.join ?? ''} ${query.where.sql}`;
}

/**
 * The statement of one page of a root list (what `bench/` EXPLAINs). The count of all matches is an
 * uncorrelated subquery, computed once, so the page itself can still be read in index order and
 * stop at its limit (a `count(*) over ()` beside the rows would make PostgreSQL read and sort every
 * match first).
 */
export function listStatement<T extends object>(
  type: RecordType<T>,
  query: ListQuery,
  page: PagedRequest | PageRead,
  columns = `${query.alias}.*`,
): SqlFragment {
  if (query.nearest) return nearestStatement(type, query, query.nearest, page, columns);
  const { order, distance } = pageOrder(type, query);
  const from = fromClause(type, query);
  const counting = countsMatches(page);
  return {
    sql: `select ${columns}${distance}${counting ? `, (select count(*)::int ${from}) as total_matches` : ''} ${from} order by ${order.sql} limit ? offset ?`,
    params: [
      ...(query.distance?.params ?? []),
      ...(counting ? query.where.params : []),
      ...query.where.params,
      ...order.params,
      page.limit,
      page.offset,
    ],
  };
}

/** A page's order (the list's, else the type's) and the distance it selects beside the record's columns, if any. */
function pageOrder<T extends object>(type: RecordType<T>, query: ListQuery): { order: SqlFragment; distance: string } {
  return {
    order: query.order ?? { sql: (type.order ?? NEWEST_FIRST)(query.alias), params: [] },
    distance: query.distance ? `, ${query.distance.sql} as ${DISTANCE_COLUMN}` : '',
  };
}

/** The list's query with its `nearest.within` as one more condition of its WHERE clause: every match, in any order. */
function exactQuery(query: ListQuery): ListQuery {
  if (!query.nearest) return query;
  const where = new SqlConditions();
  where.add(query.where.parts.join(' and ') || 'true', ...query.where.params);
  where.addFragment(query.nearest.within);
  return { ...query, where, nearest: undefined };
}

/**
 * How many rows past the page the nearest-first read takes, to order by the exact distance and the
 * id what the index ordered by its own distance (docs/decisions.md#nearest-first).
 */
export const NEAREST_MARGIN = 10;

/**
 * The statement of one page nearest first (docs/decisions.md#nearest-first): the index walks the
 * matches of the WHERE clause in distance order and stops after the page and `NEAREST_MARGIN` rows
 * more (a catalogue page reads some sixty rows, not the thousands its box holds); of those, the rows
 * `within` the exact circle, ordered by the exact distance and the id, are the page. The index's
 * distance orders as the exact one does, but ties in it come in no order: when more than the margin
 * tie at the last distance read, `ties_past_margin` says so and the page is read again from every
 * match (`exactQuery`). The count of all matches, when asked, counts every match. The distance
 * conditions name the coordinates as `alias.latitude` and `alias.longitude`, which the walked rows carry.
 */
function nearestStatement<T extends object>(
  type: RecordType<T>,
  query: ListQuery,
  nearest: NonNullable<ListShape['nearest']>,
  page: PagedRequest | PageRead,
  columns: string,
): SqlFragment {
  if (query.join) throw new Error('a nearest-first list reads one table');
  const alias = query.alias;
  const { order, distance } = pageOrder(type, query);
  const counting = countsMatches(page);
  // Every match, for the count only: built when the count is asked for.
  const all = counting ? exactQuery(query) : null;
  const read = page.offset + page.limit + NEAREST_MARGIN;
  // The rows the index walks carry the page's columns and what the exact distance reads.
  const carried = [
    columns,
    ...['latitude', 'longitude']
      .filter((c) => columns !== `${alias}.*` && !columns.includes(`${alias}."${c}"`))
      .map((c) => `${alias}."${c}"`),
  ];
  return {
    sql:
      `with nearest as materialized (select ${carried.join(', ')}, ${nearest.order.sql} as index_distance from "${type.table}" ${alias} ${query.where.sql} ` +
      `order by ${nearest.order.sql} limit ?) ` +
      `select ${columns}${distance}${all ? `, (select count(*)::int ${fromClause(type, all)}) as total_matches` : ''}, ` +
      '(select count(*) >= ? and count(*) filter (where n.index_distance = (select max(m.index_distance) from nearest m)) > ? from nearest n) as ties_past_margin ' +
      `from nearest ${alias} where ${nearest.within.sql} order by ${order.sql} limit ? offset ?`,
    params: [
      ...nearest.order.params,
      ...query.where.params,
      ...nearest.order.params,
      read,
      ...(query.distance?.params ?? []),
      ...(all ? all.where.params : []),
      read,
      NEAREST_MARGIN,
      ...nearest.within.params,
      ...order.params,
      page.limit,
      page.offset,
    ],
  };
}
