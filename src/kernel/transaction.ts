import type { RequestContext } from './context';
import { markClaimRan } from './idempotency-claim';

/**
 * Runs `work` in one transaction with ctx.em bound to it (restored afterwards). The root guard runs
 * every mutation so; the `ownTransaction` operations call it themselves, so that what they count
 * before (failures, rate limits) stays written even when `work` fails. Once it commits, the
 * gateway's caches hear of the change before the request goes on (WriteFollowUps.afterCommit).
 * Under an Idempotency-Key, the transaction first marks the key's claim as run.
 */
export async function inTransaction<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  const outer = ctx.em;
  const outermost = !outer.isInTransaction();
  let result: T;
  try {
    result = await outer.transactional(async (em) => {
      ctx.em = em;
      // Its Idempotency-Key's claim is marked as run in the write's own transaction (idempotency-claim.ts).
      const claim = ctx.writes.idempotencyClaim;
      if (outermost && claim) await markClaimRan(em, claim);
      return work();
    });
  } finally {
    ctx.em = outer;
  }
  if (outermost) await ctx.writes.afterCommit();
  return result;
}
