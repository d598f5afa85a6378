import { createHash } from 'node:crypto';
import { type EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { ReadReplica } from '../config/read-replicas';
import { STATEMENT_NAMING } from '../config/statement-naming';
import { isDatabaseUnavailable } from './errors';
import type { TraceScope } from './tracing';

interface RawQuery extends PromiseLike<unknown> {
  transacting(trx: unknown): RawQuery;
}

/** A pooled pg connection, as knex hands it out. */
interface PgConnection {
  query(config: {
    name: string | undefined;
    text: string;
    values: unknown[];
    rowMode: 'array' | undefined;
  }): Promise<{ rows: unknown[][]; fields: { name: string }[] }>;
}

interface RawConnection {
  getKnex(): {
    raw(sql: string, bindings: readonly unknown[]): RawQuery;
    client: { acquireConnection(): Promise<PgConnection>; releaseConnection(connection: PgConnection): Promise<unknown> };
  };
  executeQuery<T>(query: string, run: () => Promise<T>, context?: Record<string, unknown>): Promise<T>;
  transformRawResult<T>(result: unknown, method: 'all'): T;
}

/**
 * Runs one read statement with BOUND parameters (`?` placeholders become `$1, $2...`; the values
 * travel apart from the text), so PostgreSQL sees the same statement text for every request of a
 * shape, and a value can never change a statement. It goes through the connection's query hook, so
 * the statement counter and the SQL log see it, and runs in the EntityManager's transaction when
 * there is one (never beside it: the embedded database has a single connection). On PostgreSQL
 * the statement is also named after its text, so each connection parses and plans it once and
 * then only executes it (a prepared statement, as a hand-written server would keep), unless the
 * pool is behind a transaction pooler (`nameStatements`), and it goes to a pooled connection
 * directly, without knex's query building around a text that is final.
 *
 * `planEach` (a root list's page): the statement is not named, so PostgreSQL plans it for its values
 * every time; a generic plan ignores how selective a geographic box or a text search is
 * (docs/decisions.md#statement-plans). Lookups by key keep their name.
 *
 * `replica`: the read replica the request reads from (docs/decisions.md#read-replicas), unless
 * the statement is inside a transaction or the replica is being passed over. A read is safe to run
 * twice, so whatever keeps the replica from answering runs the statement on the primary: a replica
 * that cannot be reached, refuses the connection or cancels the statement for a recovery conflict
 * (then it is passed over for a while), or one that has not replayed the latest migrations yet.
 */
export async function runSql<T = Record<string, unknown>>(
  em: EntityManager,
  text: string,
  params: readonly unknown[],
  options: SqlOptions = {},
): Promise<T[]> {
  return (await run(em, text, params, options, false)) as T[];
}

/**
 * `runSql` with the rows as arrays of values in the select list's order, and the list's column
 * names: no object with a key per column is built for a row (records.ts maps rows by position).
 */
export async function runSqlTable(
  em: EntityManager,
  text: string,
  params: readonly unknown[],
  options: SqlOptions = {},
): Promise<RowTable> {
  return (await run(em, text, params, options, true)) as RowTable;
}

/** A statement's rows as arrays, each value at the position of its column in `columns`. */
export interface RowTable {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
}

/** How `runSql` runs a statement. */
export interface SqlOptions {
  /** The read replica the request reads from (null: the primary). */
  replica?: ReadReplica | null;
  /** Plan the statement for its values each time (not a named statement): a root list's page. */
  planEach?: boolean;
  /** A traced request's scope (`ctx.trace`): the statement's span hangs under it (docs/decisions.md#traces). */
  trace?: TraceScope | null;
}

async function run(em: EntityManager, text: string, params: readonly unknown[], options: SqlOptions, table: boolean): Promise<unknown> {
  const { replica = null, planEach = false, trace = null } = options;
  const transaction = em.getTransactionContext();
  if (replica?.available && !transaction) {
    try {
      // Through the replica's own query hook: counted (as a replica's) and logged once it answered.
      return await runOn(replica.connection as unknown as RawConnection, em, text, params, { transaction: null, planEach, table, trace });
    } catch (error) {
      const refusal = replicaRefusal(error);
      if (refusal === null) throw error;
      if (refusal === 'away') replica.unreachable();
    }
  }
  return runOn(em.getConnection() as unknown as RawConnection, em, text, params, { transaction, planEach, table, trace });
}

/** Runs the statement on `connection` (the primary's or a replica's) through its query hook: one count, one log line. */
function runOn(
  connection: RawConnection,
  em: EntityManager,
  text: string,
  params: readonly unknown[],
  how: { transaction: unknown; planEach: boolean; table: boolean; trace: TraceScope | null },
): Promise<unknown> {
  const { transaction, planEach, table, trace } = how;
  return connection.executeQuery(
    text,
    async () => {
      const knex = connection.getKnex();
      if (!transaction && em.getDriver() instanceof PostgreSqlDriver && params.every((p) => !Array.isArray(p))) {
        const prepared = preparedStatement(text);
        const pg = await knex.client.acquireConnection();
        try {
          const naming = STATEMENT_NAMING.get(knex.client);
          const named = !planEach && naming?.named !== false;
          const query = (name: string | undefined) =>
            pg.query({ name, text: prepared.text, values: params as unknown[], rowMode: table ? 'array' : undefined });
          let result;
          try {
            result = await query(named ? prepared.name : undefined);
          } catch (error) {
            if (!named || !isLostPreparedStatement(error)) throw error;
            // A transaction pooler handed this transaction another server connection than the one
            // the statement was prepared on (docs/decisions.md#transaction-pooler): from now on this
            // pool names no statement, and this read (safe to run again) runs unnamed.
            STATEMENT_NAMING.set(knex.client, { named: false, log: naming?.log });
            naming?.log?.warn(
              { err: error },
              'a named statement was lost between two transactions: the database is reached through a transaction pooler; statements are no longer named (set DATABASE_POOL_MODE=transaction to say so from the start)',
            );
            result = await query(undefined);
          }
          return table ? { columns: result.fields.map((field) => field.name), rows: result.rows } : result.rows;
        } finally {
          await knex.client.releaseConnection(pg);
        }
      }
      let query = knex.raw(text, params);
      if (transaction) query = query.transacting(transaction);
      const rows = connection.transformRawResult<Record<string, unknown>[]>(await query, 'all');
      return table ? tableOf(rows) : rows;
    },
    trace ? { query: text, params: [...params], trace } : { query: text, params: [...params] },
  );
}

/** Rows as objects (knex's answer: the embedded database, a transaction) as a table; their keys stand in the select list's order. */
function tableOf(rows: Record<string, unknown>[]): RowTable {
  const columns = rows.length ? Object.keys(rows[0]) : [];
  return { columns, rows: rows.map((row) => columns.map((column) => row[column])) };
}

/**
 * Why a replica did not answer a read, when the primary should answer it instead: 'away' (it
 * could not be reached or used: no connection, refused credentials or database, shutting down,
 * a recovery conflict; it is passed over for a while), 'behind' (it lacks a table, column,
 * function or type the statement names: it has not replayed the migrations a new gateway has just
 * applied to the primary, during a rolling deploy), or null: the statement itself failed, as it
 * would on the primary.
 */
export function replicaRefusal(error: unknown): 'away' | 'behind' | null {
  if (isDatabaseUnavailable(error)) return 'away';
  const { code } = (error ?? {}) as { code?: unknown };
  const sqlstate = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
  if (sqlstate === null) return 'away'; // not PostgreSQL's answer: a socket, TLS or timeout error
  if (SCHEMA_NOT_YET_REPLAYED.has(sqlstate)) return 'behind';
  if (sqlstate === QUERY_CANCELED) return null; // a statement timeout: the statement's own cost, the primary would spend it too
  if (REPLICA_AWAY_CLASSES.has(sqlstate.slice(0, 2)) || RECOVERY_CONFLICTS.has(sqlstate)) return 'away';
  return null;
}

const QUERY_CANCELED = '57014';
/** undefined_table, undefined_column, undefined_function, undefined_object. */
const SCHEMA_NOT_YET_REPLAYED = new Set(['42P01', '42703', '42883', '42704']);
/** Connection exceptions, invalid authorization, invalid catalog name (no such database), insufficient resources, operator intervention. */
const REPLICA_AWAY_CLASSES = new Set(['08', '28', '3D', '53', '57']);
/** What a standby cancels a read with when replaying the primary's WAL needs what it reads (by code: the message is translated). */
const RECOVERY_CONFLICTS = new Set(['40001', '40P01']);

/**
 * 26000 (invalid_sql_statement_name: not prepared on this server connection), 42P05
 * (duplicate_prepared_statement: prepared on it by another client).
 */
function isLostPreparedStatement(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '26000' || code === '42P05';
}

const PREPARED = new Map<string, { name: string; text: string }>();

/**
 * A statement's name (the same for the same text) and its text with PostgreSQL's `$1, $2...` for
 * the `?` placeholders (outside quoted literals); a bounded cache.
 */
export function preparedStatement(text: string): { name: string; text: string } {
  let prepared = PREPARED.get(text);
  if (!prepared) {
    let n = 0;
    const numbered = text.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? `$${(n += 1)}` : match));
    prepared = { name: `r${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text: numbered };
    if (PREPARED.size > 10_000) PREPARED.clear();
    PREPARED.set(text, prepared);
  }
  return prepared;
}
