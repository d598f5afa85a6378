import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { RateLimitedError } from '../../kernel/errors';

/**
 * Rate limits of sign-in, sign-up, two-factor and password reset (docs/decisions.md#rate-limits), kept in PostgreSQL:
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
 * throttles guessing, not the fifty people of one office signing in at nine
 * (docs/decisions.md#rate-limits). Counting first and refunding keeps the check atomic.
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

/**
 * Takes one attempt of `account` before it is evaluated, and throws RATE_LIMITED while the account
 * is locked. The attempt counts as a failure until `clearFailures` says otherwise, and the attempt
 * that reaches `maxFailures` locks the account at once (one minute, then doubling with each lock, up
 * to 15 minutes); if it turns out right, `clearFailures` lifts that lock again. One conditional
 * UPDATE takes the attempt, so parallel attempts queue on the row: of a burst, at most `maxFailures`
 * are evaluated and the rest are refused, the right password after it too.
 */
export async function takeAttempt(em: EntityManager, account: string, maxFailures: number): Promise<void> {
  for (let tries = 0; tries < 3; tries++) {
    await em.execute(`insert into "auth_lockout" ("account") values (?) on conflict ("account") do nothing`, [account]);
    const taken = await em.execute<unknown[]>(
      `update "auth_lockout" set
         "failures" = case when "failures" + 1 >= ? then 0 else "failures" + 1 end,
         "locked_until" = case when "failures" + 1 >= ?
           then now() + make_interval(secs => least(${FIRST_LOCK_SECONDS} * power(2, "lock_level"), ${MAX_LOCK_SECONDS}))
           else "locked_until" end,
         "lock_level" = case when "failures" + 1 >= ? then "lock_level" + 1 else "lock_level" end,
         "date_updated" = now()
       where "account" = ? and ("locked_until" is null or "locked_until" <= now())
       returning "failures"`,
      [maxFailures, maxFailures, maxFailures, account],
    );
    if (taken.length) return;
    const locked = await em.execute<LockRow[]>(
      `select ceil(extract(epoch from ("locked_until" - now())))::int as "retry_after"
         from "auth_lockout" where "account" = ? and "locked_until" > now()`,
      [account],
    );
    if (locked.length)
      throw new RateLimitedError(
        Math.max(1, Number(locked[0].retry_after)),
        'Too many failed attempts; this account is locked for a while.',
      );
    // The lock lapsed, or a success removed the row, between the two statements: take it again.
  }
  throw new RateLimitedError(1, 'Too many failed attempts; this account is locked for a while.');
}

/** A success ends the run of failures (and the doubling). */
export async function clearFailures(em: EntityManager, account: string): Promise<void> {
  await em.execute(`delete from "auth_lockout" where "account" = ?`, [account]);
}
