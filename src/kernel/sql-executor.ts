import type { EntityManager } from '@mikro-orm/postgresql';

interface RawConnection {
  getKnex(): { raw(sql: string, bindings: readonly unknown[]): { transacting(trx: unknown): unknown } & PromiseLike<unknown> };
  executeQuery<T>(query: string, run: () => Promise<T>, context?: Record<string, unknown>): Promise<T>;
  transformRawResult<T>(result: unknown, method: 'all'): T;
}

/**
 * Runs one read statement with BOUND parameters (`?` placeholders become `$1, $2...`; the values
 * travel apart from the text), so PostgreSQL sees the same statement text for every request of a
 * shape, and a value can never change a statement. It goes through the connection's query hook, so
 * the statement counter and the SQL log see it, and runs in the EntityManager's transaction when
 * there is one (never beside it: the embedded database has a single connection).
 */
export async function runSql<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[]): Promise<T[]> {
  const connection = em.getConnection() as unknown as RawConnection;
  const transaction = em.getTransactionContext();
  return connection.executeQuery(
    text,
    async () => {
      const query = connection.getKnex().raw(text, params);
      if (transaction) query.transacting(transaction);
      return connection.transformRawResult<T[]>(await query, 'all');
    },
    { query: text, params: [...params] },
  );
}
