import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Counts the SQL statements each HTTP request sends (`x-sql-statements` response header, when the
 * SQL_STATEMENT_COUNT_HEADER setting is on): how tests pin that a list costs the same number of
 * statements whatever its page size, and how a developer sees the cost of a query. Work outside
 * requests (the mail dispatcher) is not counted.
 */
const requestStatements = new AsyncLocalStorage<{ count: number }>();

export function countStatementsOf(orm: MikroORM): void {
  const connection = orm.em.getConnection() as unknown as { executeQuery: (...args: unknown[]) => Promise<unknown> };
  const original = connection.executeQuery;
  connection.executeQuery = function countedExecuteQuery(this: unknown, ...args: unknown[]) {
    const counter = requestStatements.getStore();
    if (counter) counter.count += 1;
    return original.apply(this, args);
  };
}

/** Runs `next` with a fresh counter; `read` gives the count so far. */
export function withStatementCounter(next: () => void): { read: () => number } {
  const counter = { count: 0 };
  requestStatements.run(counter, next);
  return { read: () => counter.count };
}
