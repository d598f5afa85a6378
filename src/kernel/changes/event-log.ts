import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError } from '../errors';
import { placeholders } from '../sql';

/**
 * The event log (docs/decisions.md#event-log): every event a webhook or a subscription publishes,
 * one row written in its change's transaction (`emitEvent`), kept EVENT_RETENTION_DAYS. Its order is
 * (`tx`, `position`): the id of the transaction that wrote it (xid8) and a sequence; a cursor names
 * a place in that order. The log is read only below the horizon (HORIZON_CTE): rows of
 * transactions older than every transaction still running that may write to it. Those can no longer
 * change, and any transaction that commits later has a higher id, so a reader that moves its cursor
 * to the last row it read never skips an event, whatever the order in which transactions commit.
 */

/**
 * The log's horizon, as common table expressions (`horizon`: one row, `xmin`): the oldest
 * transaction still running, as `pg_snapshot_xmin(pg_current_snapshot())`, but for those the
 * server shows running in another database (a backend's `backend_xid`, a prepared transaction's
 * database): transaction ids are the cluster's, and those can never write this database's log,
 * so a long transaction elsewhere on the server does not hold its events back. An id the server
 * cannot place (its transaction ended meanwhile) is kept, which can only hold a reader back a
 * moment, never make it skip. With none left, the snapshot's xmax: every older transaction ended.
 */
const HORIZON_CTE = `snapshot as (select pg_current_snapshot() as "s"),
  horizon as (
    select coalesce(
      (select min("x") from snapshot, pg_snapshot_xip(snapshot."s") as "x"
        where not exists (select 1 from pg_stat_activity where "backend_xid" = "x"::xid and "datname" <> current_database())
          and not exists (select 1 from pg_prepared_xacts where "transaction" = "x"::xid and "database" <> current_database())),
      (select pg_snapshot_xmax("s") from snapshot)) as "xmin")`;

/** One event of the log. */
export interface LoggedEvent {
  readonly id: string;
  readonly cursor: string;
  /** The webhook event type (`location.updated`). */
  readonly type: string;
  /** What the webhooks send as `data`: ids and the fields that changed. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly time: Date;
}

/** A place in the log: after the row (`tx`, `position`); the start is (0, 0). */
export interface LogPlace {
  readonly tx: string;
  readonly position: string;
}

export const LOG_START: LogPlace = { tx: '0', position: '0' };

const CURSOR_PREFIX = 'ev1:';

/** The opaque cursor of a place: what clients hold and send back as `after`. */
export function cursorOf(place: LogPlace): string {
  return Buffer.from(`${CURSOR_PREFIX}${place.tx}:${place.position}`).toString('base64url');
}

/** The place `cursor` names; a cursor this log did not make is a 400 naming `field`. */
export function placeOf(cursor: string, field = 'after'): LogPlace {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^ev1:(\d{1,20}):(\d{1,19})$/.exec(text);
  if (!match) throw BadInputError.field(field, "Must be a cursor of the event log (an event's `cursor`, or a page's `endCursor`).");
  return { tx: match[1], position: match[2] };
}

/** `later` comes after `earlier` in the log's order. */
export function isAfter(later: LogPlace, earlier: LogPlace): boolean {
  const byTx = compareDecimal(later.tx, earlier.tx);
  return byTx > 0 || (byTx === 0 && compareDecimal(later.position, earlier.position) > 0);
}

function compareDecimal(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * The statement of `emitEvent` that logs an event, as common table expressions of its own statement:
 * `event` is the logged row (id, cursor). Identical events of one transaction (one type, the same
 * data: `user.suspended` queued for each tenant's webhooks) are one event of the log.
 * Parameters, in order: id, type, data (JSON).
 */
export const LOG_EVENT_CTE = `existing as (
    select "id", "tx", "position" from "change_event"
     where "tx" = pg_current_xact_id() and "type" = ?::text and "data" = ?::jsonb limit 1),
  logged as (
    insert into "change_event" ("id", "type", "data")
    select ?::uuid, ?::text, ?::jsonb where not exists (select 1 from existing)
    returning "id", "tx", "position"),
  event as (
    select "id", "tx"::text as "tx", "position"::text as "position" from logged
    union all select "id", "tx"::text, "position"::text from existing)`;

/** The parameters of LOG_EVENT_CTE. */
export function logEventParams(id: string, type: string, data: string): unknown[] {
  return [type, data, id, type, data];
}

/** The SQL of an event's cursor from the `event` CTE's row, as `cursorOf` makes it. */
export const EVENT_CURSOR_SQL = `translate(encode(convert_to('${CURSOR_PREFIX}' || event."tx" || ':' || event."position", 'UTF8'), 'base64'), '+/=', '-_')`;

interface LogRow {
  id: string;
  tx: string;
  position: string;
  type: string;
  data: Record<string, unknown> | string;
  date_created: Date | string;
}

/** What a read of the log found: its events in order, and whether events lie past the horizon (not yet readable). */
export interface LogRead {
  events: LoggedEvent[];
  /** Where the read ends: the last event's place, or `after` when there was none. */
  end: LogPlace;
  /** More events than `limit` were readable. */
  more: boolean;
  /** Rows of transactions still running (or just committed behind one still running) exist past `end`: read again soon. */
  pending: boolean;
}

/**
 * The events after `after`, below the horizon, in order: at most `limit`, of the `types` when given.
 * One statement. Reads the primary (the log is read right after its commit). The order names the
 * table's columns: the select list hands out `tx` and `position` as text, and an ORDER BY of the bare
 * names would sort that text ("10" before "9").
 */
export async function readLog(em: EntityManager, after: LogPlace, limit: number, types?: readonly string[]): Promise<LogRead> {
  const typeFilter = types?.length ? `and "type" in (${placeholders(types)})` : '';
  const rows = (await em.execute(
    `with ${HORIZON_CTE}
     (select "id", "tx"::text as "tx", "position"::text as "position", "type", "data", "date_created", false as "pending"
        from "change_event", horizon
       where ("tx", "position") > (?::xid8, ?::bigint) and "tx" < horizon."xmin" ${typeFilter}
       order by "change_event"."tx", "change_event"."position" limit ?)
     union all
     select null, null, null, null, null, null, true from horizon
      where exists (select 1 from "change_event" where "tx" >= horizon."xmin" and ("tx", "position") > (?::xid8, ?::bigint))`,
    [after.tx, after.position, ...(types ?? []), limit + 1, after.tx, after.position],
    'all',
  )) as (LogRow & { pending: boolean })[];
  const pending = rows.some((row) => row.pending);
  const found = rows.filter((row) => !row.pending);
  const events = found.slice(0, limit).map(toEvent);
  const last = found[Math.min(found.length, limit) - 1];
  return { events, end: last ? { tx: last.tx, position: last.position } : after, more: found.length > limit, pending };
}

function toEvent(row: LogRow): LoggedEvent {
  return {
    id: row.id,
    cursor: cursorOf(row),
    type: row.type,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
    time: row.date_created instanceof Date ? row.date_created : new Date(row.date_created),
  };
}

/**
 * The place a new reader starts from to hear what commits from now on: the last row below the
 * horizon (rows above it belong to transactions still running: they are read when they commit).
 */
export async function logHead(em: EntityManager): Promise<LogPlace> {
  const rows = (await em.execute(
    `with ${HORIZON_CTE}
     select "tx"::text as "tx", "position"::text as "position" from "change_event"
      where "tx" < (select "xmin" from horizon) order by "change_event"."tx" desc, "change_event"."position" desc limit 1`,
    [],
    'all',
  )) as LogPlace[];
  return rows[0] ? { tx: rows[0].tx, position: rows[0].position } : LOG_START;
}

/**
 * Refuses (400 naming `field`) a place older than the log keeps: events after it were deleted by
 * the retention, so reading on would skip them. The message names the oldest cursor still complete.
 */
export async function assertKept(em: EntityManager, after: LogPlace, retentionDays: number, field = 'after'): Promise<void> {
  const rows = (await em.execute(
    `select "tx"::text as "tx", "position"::text as "position" from "change_event_purged"`,
    [],
    'all',
  )) as LogPlace[];
  const purged = rows[0];
  if (!purged || !isAfter(purged, after)) return;
  throw BadInputError.field(
    field,
    `Is older than the event log keeps (${retentionDays} days, EVENT_RETENTION_DAYS): the events after it are gone. ` +
      `Read everything again, then go on from ${cursorOf(purged)}, the oldest cursor the log still answers.`,
  );
}

/**
 * Deletes the events older than `retentionDays` and records the last place deleted (`assertKept`
 * refuses cursors before it). Returns the number of events deleted. Run hourly with the identity
 * tables' pruning (identity/maintenance.ts).
 */
export async function purgeEventLog(em: EntityManager, retentionDays: number): Promise<number> {
  const rows = (await em.execute(
    `with ${HORIZON_CTE},
     gone as (
       delete from "change_event" where "date_created" < now() - make_interval(days => ?)
         and "tx" < (select "xmin" from horizon)
       returning "tx", "position"),
     last as (select "tx", "position" from gone order by "tx" desc, "position" desc limit 1),
     kept as (
       insert into "change_event_purged" ("singleton", "tx", "position") select true, "tx", "position" from last
       on conflict ("singleton") do update set "tx" = excluded."tx", "position" = excluded."position"
        where ("change_event_purged"."tx", "change_event_purged"."position") < (excluded."tx", excluded."position"))
     select count(*)::int as "deleted" from gone`,
    [retentionDays],
    'all',
  )) as { deleted: number }[];
  return rows[0]?.deleted ?? 0;
}
