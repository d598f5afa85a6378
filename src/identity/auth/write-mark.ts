import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders } from '../../kernel/sql';

/**
 * Read-your-writes with read replicas (docs/decisions.md#read-replicas). After a caller's
 * mutation has committed, the primary's WAL position is kept for that caller (`caller_write_mark`),
 * in PostgreSQL, so that every gateway knows it. Authentication reads it back with the caller, on
 * the primary, in the statement it already runs; a replica is read for that caller only once it
 * has replayed that far. Written only when replicas are set.
 */

/**
 * How long a mark holds. A replica replays within seconds; one still behind after this is lagging
 * for everyone, and the mark stops holding its caller on the primary (as it would after the
 * database moved to a new cluster, whose WAL positions start lower).
 */
const WRITE_MARK_LIFETIME_MINUTES = 5;

/** The caller's mark while it holds, as a column of the authentication statement (its user row is `u`). */
export const WRITE_MARK_COLUMN = `(select m."wal_position"::text from "caller_write_mark" m where m."user_id" = u.id and m."date_updated" > now() - interval '${WRITE_MARK_LIFETIME_MINUTES} minutes')`;

/**
 * Keeps, for a mutation's caller and the users it wrote for, where the primary's WAL stands now
 * that its writes have committed: the insert position, past the commit records even when
 * `synchronous_commit` is off and they are not written yet (one statement; never moves a mark
 * back). A user may have gone in that very mutation: nothing is kept for it then.
 */
export async function markCallerWrite(em: EntityManager, userIds: readonly string[]): Promise<void> {
  await em.execute(
    `insert into "caller_write_mark" ("user_id", "wal_position") select u.id, pg_current_wal_insert_lsn() from "app_user" u where u.id in (${placeholders(userIds)}) order by u.id ` +
      `on conflict ("user_id") do update set "wal_position" = greatest("caller_write_mark"."wal_position", excluded."wal_position"), "date_updated" = now()`,
    [...userIds],
  );
}
