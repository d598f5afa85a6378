import type { Logger } from 'pino';

/**
 * Whether each pool (by its knex client: the primary's, each replica's) names its statements, and
 * the log that hears when it stops: unset, it names them (`nameStatements`; src/kernel/sql-executor.ts reads it).
 */
export const STATEMENT_NAMING = new WeakMap<object, { named: boolean; log?: Logger }>();

/**
 * Says whether the pool of `connection` names its statements: not behind a transaction pooler
 * (`DATABASE_POOL_MODE=transaction`), where a statement prepared in one transaction is on a server
 * connection the next may not get (docs/decisions.md#transaction-pooler). A pool that was not told
 * finds out at the first statement the pooler lost, and stops naming them, saying so in `log`.
 */
export function nameStatements(connection: { getKnex(): { client: object } }, named: boolean, log?: Logger): void {
  STATEMENT_NAMING.set(connection.getKnex().client, { named, log });
}
