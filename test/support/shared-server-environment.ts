import { AsyncLocalStorage } from 'node:async_hooks';
import { PerformanceObserver, type PerformanceObserverCallback } from 'node:perf_hooks';
import { TestEnvironment } from 'jest-environment-node';
import { loadMigrations } from '../../migrations';
// Jest compiles TypeScript for this module only while it loads it. test-server.ts requires the
// gateway when it starts one, later: loaded here, under the same paths, node then finds them.
import '../../src/app';
import { startApplication, startedDatabase, type StartedApp, type StartedDatabase } from './test-server';

// Likewise the gateway loads its migration files on demand (config/database.ts), so they are loaded
// here, while they still compile.
loadMigrations();

/**
 * The jest environment of every test file: one gateway with the default settings per worker
 * process, shared by the files that worker runs (test/support/test-server.ts, startTestServer).
 *
 * Jest gives each test file fresh module instances and a fresh global object, torn down after the
 * file; a server started by a file's own modules could not outlive it. This module is loaded once
 * per worker, outside those instances: the server starts here, with this module's copy of the
 * gateway, on the first file's request, and stops when the worker ends (jest-worker's end message;
 * global-teardown.ts drops its database) or, when jest runs the files in its own process, in
 * test/support/global-teardown.ts.
 */
let shared: Promise<{ started: StartedApp; from: StartedDatabase }> | null = null;

/**
 * The shared server and the database the worker's other test servers start as copies of (a
 * template made first with PostgreSQL; with the embedded engine, the shared server's own database
 * as it started, before any file used it).
 */
function sharedStart(): Promise<{ started: StartedApp; from: StartedDatabase }> {
  if (!shared) {
    shared = (async () => {
      if (process.env.DATABASE_URL) {
        const from = await startedDatabase();
        return { from, started: await startApplication({}, {}, from) };
      }
      const started = await startApplication({}, {}, null);
      try {
        return { started, from: await startedDatabase(started.app) };
      } catch (error) {
        await started.stop();
        throw error;
      }
    })();
    shared.catch(() => (shared = null));
  }
  return shared;
}

/** Stops the shared server; `dropDatabase: false` leaves its database to global-teardown.ts. */
async function stopSharedApp({ dropDatabase = true } = {}): Promise<void> {
  const current = shared;
  shared = null;
  if (!current) return;
  const { started } = await current;
  await (dropDatabase ? started.stop() : started.close());
}

/** jest-worker's message that asks its process to end (CHILD_MESSAGE_END of jest-worker's types). */
const CHILD_MESSAGE_END = 2;

if (process.send) {
  const onEnd = (message: unknown): void => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    // While this listener is registered the process stays up, so the server closes before it exits;
    // jest waits workerGracefulExitTimeout (jest.config.js), too short for PostgreSQL to drop a database.
    void stopSharedApp({ dropDatabase: false }).finally(() => process.off('message', onEnd));
  };
  process.on('message', onEnd);
}
(globalThis as { __flexspaceStopSharedApp?: () => Promise<void> }).__flexspaceStopSharedApp = stopSharedApp;

/**
 * The AsyncLocalStorage instances made by the modules of the current test file. Each file loads
 * its own copies of the modules (MikroORM's contexts, the audit scope, the statement count: six
 * instances), and node runs a hook of every instance ever used for every promise made by anyone,
 * until the instance is disabled: without disabling those of the files that ended, a worker's
 * promises cost more with each file (tenfold with 50 instances), its shared server's included.
 * The shared server's own instances were made while this module loaded, before the class below.
 */
const fileStorages: WeakRef<AsyncLocalStorage<unknown>>[] = [];
/**
 * A file's store, as its instance hands it to node: node keeps a store on every async resource
 * made in its context, for as long as the resource lives, and the shared server's resources (its
 * listening socket, pooled connections, timers) outlive the file that made them. A store of
 * jest-circus (`{ test }`, `{ hook }`) reaches the whole file: its modules, its gateway, the
 * embedded engine's memory (200 MB a file). Emptied when the file ends, the box holds nothing.
 */
interface StoreBox {
  store: unknown;
}
const fileStores: WeakRef<StoreBox>[] = [];
function boxed(store: unknown): StoreBox {
  const box = { store };
  fileStores.push(new WeakRef(box));
  return box;
}
class FileAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    fileStorages.push(new WeakRef(this));
  }

  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    return super.run(boxed(store) as T, callback, ...args);
  }

  override enterWith(store: T): void {
    super.enterWith(boxed(store) as T);
  }

  override getStore(): T | undefined {
    return (super.getStore() as StoreBox | undefined)?.store as T | undefined;
  }
}
// Files reach node's own module object (jest-runtime's CoreModuleProvider), so they make these.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, not a copy of its exports
(require('node:async_hooks') as { AsyncLocalStorage: typeof AsyncLocalStorage }).AsyncLocalStorage = FileAsyncLocalStorage;

/** Ends the file's instances and empties its stores. */
function releaseFileStorages(): void {
  for (const storage of fileStorages.splice(0)) storage.deref()?.disable();
  for (const box of fileStores.splice(0)) {
    const live = box.deref();
    if (live) live.store = undefined;
  }
}

/**
 * Node's performance observers made by the files' modules (prom-client's garbage-collection
 * metric, made once by each copy of the gateway's modules: src/http/metrics.ts): node calls an
 * observer until it is disconnected, so it keeps its callback, the callback's realm and everything
 * in it (a file's modules, with MikroORM's metadata that reaches its last engine). Disconnected when
 * their file ends; the environment's own stay.
 */
const observers: { observer: PerformanceObserver; callback: PerformanceObserverCallback }[] = [];
class TrackedPerformanceObserver extends PerformanceObserver {
  constructor(callback: PerformanceObserverCallback) {
    super(callback);
    observers.push({ observer: this, callback });
  }
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, not a copy of its exports
(require('node:perf_hooks') as { PerformanceObserver: typeof PerformanceObserver }).PerformanceObserver = TrackedPerformanceObserver;

/** Disconnects the observers whose callback was made in the file's realm (`fileFunction`: its Function). */
function disconnectFileObservers(fileFunction: FunctionConstructor): void {
  for (let i = observers.length - 1; i >= 0; i--) {
    if (!(observers[i].callback instanceof fileFunction)) continue;
    observers[i].observer.disconnect();
    observers.splice(i, 1);
  }
}

export default class SharedServerEnvironment extends TestEnvironment {
  async teardown(): Promise<void> {
    releaseFileStorages();
    disconnectFileObservers(this.global.Function as FunctionConstructor);
    await super.teardown();
  }

  async setup(): Promise<void> {
    await super.setup();
    this.global.__flexspaceSharedApp = async () => (await sharedStart()).started.app;
    this.global.__flexspaceStartedDatabase = async () => (await sharedStart()).from;
    this.global.__flexspaceStartApplication = startApplication;
  }
}
