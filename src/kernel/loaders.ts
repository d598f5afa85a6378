import type { LoaderDefinition, RequestContext } from './context';
import type DataLoader from 'dataloader';

/**
 * A per-request DataLoader, declared once next to its aggregate:
 *   export const claimsByUserId = defineLoader<string, UserClaim[]>((ctx) => async (userIds) => ...);
 * and used as `ctx.loaders.get(claimsByUserId).load(id)`. The batch reads `ctx` when it runs, so it
 * uses the request's current EntityManager (the transaction's inside a mutation) and its caller.
 */
export function defineLoader<K, V>(batch: (ctx: RequestContext) => DataLoader.BatchLoadFn<K, V>): LoaderDefinition<K, V> {
  return { batch };
}
