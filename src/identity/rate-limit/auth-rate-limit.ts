import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { RateLimitedError } from '../../kernel/errors';

/**
 * Rate limits of sign-in, sign-up, two-factor and password reset (CONTRACT §2), kept in PostgreSQL:
 * every attempt is counted by one atomic upsert, so the limits survive a restart, hold across
 * several server processes and count every alias of a GraphQL document separately.
 *
 * Call these on an EntityManager outside the operation's transaction (the operations that use them
 * are `ownTransaction`), so that a failed attempt still counts.
 */

const WINDOW_SECONDS = 60;
/** A lock starts at one minute and doubles with each further lock, up to 15 minutes. */
const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 15 * 60;

interface CounterRow {
  hits: number;
  retry_after: number;
}

/** Counts one attempt in `bucket`; throws RATE_LIMITED (with Retry-After) beyond `limit` per minute. */
export async function countAttempt(em: EntityManager, bucket: string, limit: number): Promise<void> {
  const rows = await em.execute<CounterRow[]>(
    `insert into "auth_rate_counter" ("bucket", "window_start", "hits")
       values (?, to_timestamp(floor(extract(epoch from now()) / ${WINDOW_SECONDS}) * ${WINDOW_SECONDS}), 1)
     on conflict ("bucket", "window_start") do update set "hits" = "auth_rate_counter"."hits" + 1
     returning "hits", (${WINDOW_SECONDS} - floor(extract(epoch from now()))::int % ${WINDOW_SECONDS})::int as "retry_after"`,
    [bucket],
  );
  if (Math.random() < 0.02) {
    await em.execute(`delete from "auth_rate_counter" where "window_start" < now() - interval '10 minutes'`);
  }
  const row = rows[0];
  if (Number(row.hits) > limit) throw new RateLimitedError(Math.max(1, Number(row.retry_after)));
}

/** The per-address limit shared by every sign-in, sign-up, two-factor and reset attempt (AUTH_RATE_LIMIT_PER_MINUTE). */
export function countAddressAttempt(ctx: RequestContext): Promise<void> {
  return countAttempt(ctx.em, `ip:${ctx.ip}`, ctx.settings.authRateLimitPerMinute);
}

/**
 * Gives back the attempt a successful sign-in or two-factor check counted: the per-address limit
 * throttles guessing, not the fifty people of one office signing in at nine (CONTRACT §8 leaves
 * "attempts" open; docs/identity.md). Counting first and refunding keeps the check atomic.
 */
export async function refundAddressAttempt(ctx: RequestContext): Promise<void> {
  await ctx.em.execute(
    `update "auth_rate_counter" set "hits" = greatest("hits" - 1, 0)
       where "bucket" = ? and "window_start" = to_timestamp(floor(extract(epoch from now()) / ${WINDOW_SECONDS}) * ${WINDOW_SECONDS})`,
    [`ip:${ctx.ip}`],
  );
}

/** The per-account limit of an operation (the same number per minute, counted per account). */
export function countAccountAttempt(ctx: RequestContext, operation: string, account: string): Promise<void> {
  return countAttempt(ctx.em, `${operation}:${account}`, ctx.settings.authRateLimitPerMinute);
}

interface LockRow {
  retry_after: number | string | null;
}

/** Throws RATE_LIMITED while `account` is locked after repeated failures. */
export async function checkLockout(em: EntityManager, account: string): Promise<void> {
  const rows = await em.execute<LockRow[]>(
    `select ceil(extract(epoch from ("locked_until" - now())))::int as "retry_after"
       from "auth_lockout" where "account" = ? and "locked_until" > now()`,
    [account],
  );
  if (rows.length) throw new RateLimitedError(Math.max(1, Number(rows[0].retry_after)), 'Too many failed attempts; this account is locked for a while.');
}

/**
 * Records a failure of `account`; the `maxFailures`-th consecutive one locks it (one minute, then
 * doubling with each lock, up to 15 minutes). Atomic, so parallel attempts all count.
 */
export async function recordFailure(em: EntityManager, account: string, maxFailures: number): Promise<void> {
  await em.execute(`insert into "auth_lockout" ("account") values (?) on conflict ("account") do nothing`, [account]);
  await em.execute(
    `update "auth_lockout" set
       "failures" = case when "failures" + 1 >= ? then 0 else "failures" + 1 end,
       "locked_until" = case when "failures" + 1 >= ?
         then now() + make_interval(secs => least(${FIRST_LOCK_SECONDS} * power(2, "lock_level"), ${MAX_LOCK_SECONDS}))
         else "locked_until" end,
       "lock_level" = case when "failures" + 1 >= ? then "lock_level" + 1 else "lock_level" end,
       "date_updated" = now()
     where "account" = ?`,
    [maxFailures, maxFailures, maxFailures, account],
  );
}

/** A success ends the run of failures (and the doubling). */
export async function clearFailures(em: EntityManager, account: string): Promise<void> {
  await em.execute(`delete from "auth_lockout" where "account" = ?`, [account]);
}
