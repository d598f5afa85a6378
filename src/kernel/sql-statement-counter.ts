import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Counts the SQL statements each HTTP request sends (`x-sql-statements` response header, when the
 * SQL_STATEMENT_COUNT_HEADER setting is on): how tests pin that a list costs the same number of
 * statements whatever its page size, and how a developer sees the cost of a query. Work outside
 * requests (the mail dispatcher, the subscriptions' reads) is not counted there, but in each pool's
 * total (`statementsSentBy`: the `db_statements_total` metric).
 */
const requestStatements = new AsyncLocalStorage<StatementCount>();

interface StatementCount {
  count: number;
  /** Of which a read replica ran (`x-sql-statements-replica`). */
  replica: number;
}

/** Every statement each pool's connection (the primary's, a replica's) has sent, in or outside requests. */
const SENT = new WeakMap<object, number>();

/** How many statements `connection` (a pool's: `orm.em.getConnection()`, a replica's) has sent since the start. */
export function statementsSentBy(connection: object): number {
  return SENT.get(connection) ?? 0;
}

export function countStatementsOf(orm: MikroORM, replicas: readonly { connection: object }[] = []): void {
  countThrough(orm.em.getConnection(), false);
  // A replica's statements (its reads, src/kernel/sql-executor.ts, and how far it has replayed,
  // to route a caller) go through its own hook.
  for (const replica of replicas) countThrough(replica.connection, true);
}

function countThrough(target: object, replica: boolean): void {
  const connection = target as { executeQuery: (...args: unknown[]) => Promise<unknown> };
  const original = connection.executeQuery;
  connection.executeQuery = function countedExecuteQuery(this: unknown, ...args: unknown[]) {
    const counter = requestStatements.getStore();
    if (!replica) {
      SENT.set(target, (SENT.get(target) ?? 0) + 1);
      if (counter) counter.count += 1;
      return original.apply(this, args);
    }
    // A replica's: counted once it answered (one that cannot be reached was sent nothing).
    return original.apply(this, args).then((result) => {
      SENT.set(target, (SENT.get(target) ?? 0) + 1);
      if (counter) {
        counter.count += 1;
        counter.replica += 1;
      }
      return result;
    });
  };
}

/** Runs `next` with a fresh counter; `read` gives the count so far, `replica` those a replica ran. */
export function withStatementCounter(next: () => void): { read: () => number; replica: () => number } {
  const counter = { count: 0, replica: 0 };
  requestStatements.run(counter, next);
  return { read: () => counter.count, replica: () => counter.replica };
}
