import type { Connection } from '@mikro-orm/core';

/** A connection pool now: what the metrics show of the primary's pool and of each replica's. */
export interface PoolUse {
  /** Connections lent to a statement or a transaction. */
  inUse: number;
  /** Open connections waiting in the pool. */
  idle: number;
  /** Requests for a connection waiting for one. */
  waiting: number;
}

/** The part of knex's pool (tarn) the metrics read. */
interface KnexPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The pool of a MikroORM SQL connection (knex's; on the embedded engine its connections share the one in-process database). */
export function poolUseOf(connection: Connection): PoolUse {
  const knex = (connection as unknown as { getKnex(): { client: { pool?: KnexPool } } }).getKnex();
  const pool = knex.client.pool;
  return pool ? { inUse: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires() } : { inUse: 0, idle: 0, waiting: 0 };
}
