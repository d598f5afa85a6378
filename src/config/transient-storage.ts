import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Makes `storage` transient: it holds a context only while one of its `run` calls is in flight, and
 * turns itself off when the last one settles.
 *
 * Why: on Node 20 the first `run` of any AsyncLocalStorage turns on V8's promise hooks, and they stay
 * on for the life of the process; from then on every promise the process creates calls a hook
 * written in JavaScript. A read makes thousands of promises (loaders, resolvers, the driver): the
 * hooks cost 19% of the Node CPU of a catalogue page and 27% of a read by id (bench, A/B). The
 * storages behind writes (MikroORM's flush guard and transaction context, our audit scope) are made
 * transient, so the hooks run only while a write is in flight, and reads that meet none pay nothing.
 *
 * The contract of a transient storage: its `run` callback returns the promise of all the work that
 * reads the store; work it leaves running past that promise sees no store. `enterWith` is refused
 * (it has no end).
 */
export function makeTransient<T>(storage: AsyncLocalStorage<T>): AsyncLocalStorage<T> {
  const run = storage.run;
  let inFlight = 0;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) storage.disable();
  };
  storage.run = function transientRun<R>(this: AsyncLocalStorage<T>, store: T, callback: (...args: unknown[]) => R, ...args: unknown[]): R {
    inFlight += 1;
    let result: R;
    try {
      result = run.call(storage, store, callback, ...args) as R;
    } catch (error) {
      settled();
      throw error;
    }
    if (!isPromiseLike(result)) {
      settled();
      return result;
    }
    return result.then(
      (value) => {
        settled();
        return value;
      },
      (error: unknown) => {
        settled();
        throw error;
      },
    ) as R;
  } as AsyncLocalStorage<T>['run'];
  storage.enterWith = () => {
    throw new Error('A transient AsyncLocalStorage has no enterWith: use run');
  };
  return storage;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** A new AsyncLocalStorage, transient (see makeTransient). */
export function transientStorage<T>(): AsyncLocalStorage<T> {
  return makeTransient(new AsyncLocalStorage<T>());
}

let madeTransient = false;

/**
 * MikroORM's storages of a write: the flush guard (`insideFlush`, exported by our patch of
 * @mikro-orm/core, patches/) and the transaction context (`em.transactional`). Its request context
 * is never entered here (every request forks its own EntityManager), and its raw-fragment scope
 * runs only for `findAndCount`, which the gateway does not call. Answers whether both were found:
 * an install that skipped the patch (`npm ci --ignore-scripts`) still runs, with the flush guard's
 * hooks on after the first write (`gateway_promise_hooks_active` shows it).
 */
export function makeOrmStoragesTransient(): boolean {
  // Required here, not imported: the tracing set up before the product loads (src/tracing.ts) uses this
  // file, and loading MikroORM then would delay the embedded engine's start (src/main.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { insideFlush, TransactionContext } = require('@mikro-orm/core') as {
    insideFlush?: AsyncLocalStorage<boolean>;
    TransactionContext: { storage: AsyncLocalStorage<unknown> };
  };
  if (!madeTransient) {
    madeTransient = true;
    if (insideFlush) makeTransient(insideFlush);
    makeTransient(TransactionContext.storage);
  }
  return insideFlush !== undefined;
}

/**
 * Whether V8's promise hooks run now (some AsyncLocalStorage is on): Node marks each promise they see
 * with its async ids, a promise made while they are off carries none. The `gateway_promise_hooks_active` metric.
 */
export function promiseHooksActive(): boolean {
  return Object.getOwnPropertySymbols(Promise.resolve().then(() => undefined)).length > 0;
}
