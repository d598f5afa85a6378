import type { RequestContext } from './context';

/**
 * Runs `work` in one transaction with ctx.em bound to it (restored afterwards). The root guard runs
 * every mutation so; the `ownTransaction` operations call it themselves, so that what they count
 * before (failures, rate limits) stays written even when `work` fails.
 */
export async function inTransaction<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  const outer = ctx.em;
  try {
    return await outer.transactional(async (em) => {
      ctx.em = em;
      return work();
    });
  } finally {
    ctx.em = outer;
  }
}
