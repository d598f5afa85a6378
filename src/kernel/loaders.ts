import DataLoader from 'dataloader';
import type { RequestContext } from './context';

/**
 * A per-request DataLoader, declared once next to its aggregate:
 *   export const claimsByUserId = defineLoader<string, UserClaim[]>((ctx) => async (userIds) => ...);
 * and used as `ctx.loaders.get(claimsByUserId).load(id)`. The batch reads `ctx` when it runs, so it
 * uses the request's current EntityManager (the transaction's inside a mutation) and its caller.
 */
export interface LoaderDefinition<K, V> {
  readonly batch: (ctx: RequestContext) => DataLoader.BatchLoadFn<K, V>;
}

export function defineLoader<K, V>(batch: (ctx: RequestContext) => DataLoader.BatchLoadFn<K, V>): LoaderDefinition<K, V> {
  return { batch };
}

/** Keeps each request's loaders, created on first use so a request pays only for what it reads. */
export class LoaderRegistry {
  private readonly loaders = new Map<LoaderDefinition<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(private readonly ctx: RequestContext) {}

  get<K, V>(definition: LoaderDefinition<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(definition as LoaderDefinition<unknown, unknown>) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(definition.batch(this.ctx), { maxBatchSize: 1000 });
      this.loaders.set(definition as LoaderDefinition<unknown, unknown>, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}

/** Orders batch results like the keys; a missing key yields `fallback` (null for an optional relation). */
export function byKeys<K, V, F = null>(keys: readonly K[], rows: V[], keyOf: (row: V) => K, fallback: F = null as F): (V | F)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((key) => map.get(key) ?? fallback);
}

/** Groups batch results by key, in key order (a one-to-many relation). */
export function groupByKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return keys.map((key) => map.get(key) ?? []);
}
