import type { RequestContext } from './context';

/**
 * Runs `work` in one transaction with ctx.em bound to it (restored afterwards). The root guard runs
 * every mutation so; the `ownTransaction` operations call it themselves, so that what they count
 * before (failures, rate limits) stays written even when `work` fails. Once it commits, the
 * gateway's caches hear of the change before the request goes on (WriteFollowUps.afterCommit).
 */
export async function inTransaction<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  const outer = ctx.em;
  const outermost = !outer.isInTransaction();
  let result: T;
  try {
    result = await outer.transactional(async (em) => {
      ctx.em = em;
      return work();
    });
  } finally {
    ctx.em = outer;
  }
  if (outermost) await ctx.writes.afterCommit();
  return result;
}
