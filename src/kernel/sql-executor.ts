import { createHash } from 'node:crypto';
import { type EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { ReadReplica } from '../config/read-replicas';
import { isDatabaseUnavailable } from './errors';
import { countReplicaStatement } from './sql-statement-counter';

interface RawQuery extends PromiseLike<unknown> {
  transacting(trx: unknown): RawQuery;
}

/** A pooled pg connection, as knex hands it out. */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
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
 * then only executes it (a prepared statement, as a hand-written server would keep), and it goes
 * to a pooled connection directly, without knex's query building around a text that is final.
 *
 * `replica`: the read replica the request reads from (docs/decisions.md#read-replicas), unless
 * the statement is inside a transaction. A replica that cannot be reached, or that cancels the
 * statement for a recovery conflict, is passed over for a while and the statement runs on the
 * primary: a read is safe to run twice. So does a statement the replica cannot run yet because it
 * has not replayed the latest migrations.
 */
export async function runSql<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[], replica: ReadReplica | null = null): Promise<T[]> {
  const primary = em.getConnection() as unknown as RawConnection;
  const transaction = em.getTransactionContext();
  if (replica && !transaction) {
    try {
      return await runOn<T>(primary, replica.connection as unknown as RawConnection, em, text, params, null);
    } catch (error) {
      if (isDatabaseUnavailable(error) || isRecoveryConflict(error)) replica.unreachable();
      else if (!lacksSchemaOfPrimary(error)) throw error;
    }
  }
  return runOn<T>(primary, primary, em, text, params, transaction);
}

/** Runs the statement on `target` (the primary or a replica) through the primary's query hook: one count, one log line. */
function runOn<T>(primary: RawConnection, target: RawConnection, em: EntityManager, text: string, params: readonly unknown[], transaction: unknown): Promise<T[]> {
  return primary.executeQuery(
    text,
    async () => {
      const knex = target.getKnex();
      let rows: T[];
      if (!transaction && em.getDriver() instanceof PostgreSqlDriver && params.every((p) => !Array.isArray(p))) {
        const prepared = preparedStatement(text);
        const pg = await knex.client.acquireConnection();
        try {
          rows = (await pg.query({ name: prepared.name, text: prepared.text, values: params as unknown[] })).rows as T[];
        } finally {
          await knex.client.releaseConnection(pg);
        }
      } else {
        let query = knex.raw(text, params);
        if (transaction) query = query.transacting(transaction);
        rows = target.transformRawResult<T[]>(await query, 'all');
      }
      if (target !== primary) countReplicaStatement(); // one the replica answered
      return rows;
    },
    { query: text, params: [...params] },
  );
}

/**
 * The replica does not have a table, column, function or type the statement names yet: it has not
 * replayed the migrations a new gateway has just applied to the primary (a rolling deploy). The
 * primary has them; the replica is fine for the reads of the gateways that do not need them.
 */
function lacksSchemaOfPrimary(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && SCHEMA_NOT_YET_REPLAYED.has(code);
}

/** undefined_table, undefined_column, undefined_function, undefined_object. */
const SCHEMA_NOT_YET_REPLAYED = new Set(['42P01', '42703', '42883', '42704']);

/** A standby cancelled the statement because replaying the primary's WAL needed what it read (SQLSTATE 40001 on a standby). */
function isRecoveryConflict(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '40001' && typeof message === 'string' && message.includes('conflict with recovery');
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
