import { createHash } from 'node:crypto';
import { type EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';

interface RawQuery extends PromiseLike<unknown> {
  transacting(trx: unknown): RawQuery;
  options(options: { name: string }): RawQuery;
}

interface RawConnection {
  getKnex(): { raw(sql: string, bindings: readonly unknown[]): RawQuery };
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
 * then only executes it (a prepared statement, as a hand-written server would keep).
 */
export async function runSql<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[]): Promise<T[]> {
  const connection = em.getConnection() as unknown as RawConnection;
  const transaction = em.getTransactionContext();
  return connection.executeQuery(
    text,
    async () => {
      let query = connection.getKnex().raw(text, params);
      if (transaction) query = query.transacting(transaction);
      else if (em.getDriver() instanceof PostgreSqlDriver) query = query.options({ name: statementName(text) });
      return connection.transformRawResult<T[]>(await query, 'all');
    },
    { query: text, params: [...params] },
  );
}

const NAMES = new Map<string, string>();

/** A prepared statement's name: the same for the same text (a bounded cache of the hashes). */
function statementName(text: string): string {
  let name = NAMES.get(text);
  if (!name) {
    name = `r${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (NAMES.size > 10_000) NAMES.clear();
    NAMES.set(text, name);
  }
  return name;
}
