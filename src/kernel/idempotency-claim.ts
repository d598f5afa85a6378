import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from './errors';

/** The Idempotency-Key a request claimed (src/http/idempotent-requests.ts): whose it is, the key, and this claim's own token. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  claim: string;
}

/**
 * Marks, as the first statement of the request's transaction, that its write runs under the claim
 * (docs/decisions.md#idempotency-keys). Committed with the write and never without it: a repeat that
 * finds the mark after a lost answer does not run the write again, and one that finds none after the
 * claim's lease may take the key over and run it. The row stays locked until this transaction ends,
 * so a takeover waits for it; a claim already taken over (this request outlived its lease) fails this
 * transaction, so that of the two only one writes.
 */
export async function markClaimRan(em: EntityManager, claim: IdempotencyClaim): Promise<void> {
  const marked = await em.execute<unknown[]>(
    `update "idempotency_key" set "ran_at" = coalesce("ran_at", now()) where "scope" = ? and "key" = ? and "claim" = ? returning "key"`,
    [claim.scope, claim.key, claim.claim],
  );
  if (marked.length === 0)
    throw new ConflictError(
      'A repeat of this request took its Idempotency-Key over while it waited to run: the repeat runs it, this one changed nothing.',
    );
}
