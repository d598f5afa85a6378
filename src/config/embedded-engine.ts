/**
 * The embedded database (PGlite) in a thread of its own. Its boot (about half a second of
 * WebAssembly) runs beside the gateway's loading of its modules instead of after it: the entry
 * point starts it before it loads the product (src/main.ts). Serving, it runs the statements on the
 * second core, as a PostgreSQL server would. This object stands for PGlite where the ORM's driver
 * and the gateway use it (query, exec, listen, dumpDataDir, close): each call is a message to the
 * engine's thread and its answer, notifications are messages too, sent before the answer of the
 * statement that committed them, as PGlite itself hands them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Settings } from './settings';

/**
 * The embedded engine's buffer pool (PostgreSQL's shared_buffers). PGlite ships 128MB, which
 * PostgreSQL zeroes as it starts: a third of a second of WebAssembly on each start, and 110 MB more
 * held for a demo database of 24 MB (docs/decisions.md#embedded-engine-buffer-pool).
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/** What the engine's thread starts on: a folder, or in memory from a copy of a data directory (or empty). */
export interface EngineStart {
  dataDir?: string;
  loadDataDir?: Blob;
  /** PostgreSQL's shared_buffers, at most as long as PGlite's `128MB`. */
  sharedBuffers: string;
}

export type EngineRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
);

export type EngineAnswer =
  | { ready: true }
  | { failed: Record<string, unknown> }
  | { id: number; value: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: number; payload: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** An error of the engine's thread as the gateway's thread meets it: PostgreSQL's fields (code, constraint...) kept. */
function engineError(fields: Record<string, unknown>): Error {
  const { message, name, stack, ...rest } = fields;
  const error = Object.assign(new Error(String(message)), rest);
  if (typeof name === 'string') error.name = name;
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

export class EmbeddedEngine {
  /** Resolves when the engine has started (rejects when it could not). */
  readonly waitReady: Promise<void>;
  closed = false;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private lastId = 0;
  private stopped: Error | null = null;

  constructor(start: Omit<EngineStart, 'sharedBuffers'>) {
    const worker = __filename.endsWith('.ts') ? join(__dirname, 'embedded-engine-worker.ts') : join(__dirname, 'embedded-engine-worker.js');
    // Run from the TypeScript sources (the tests, the scripts), the thread compiles its file as they do.
    const execArgv = __filename.endsWith('.ts') ? ['-r', require.resolve('@swc-node/register')] : [];
    this.worker = new Worker(worker, { workerData: { ...start, sharedBuffers: EMBEDDED_SHARED_BUFFERS } satisfies EngineStart, execArgv });
    this.worker.unref(); // held only while an answer is awaited (hold())
    this.waitReady = new Promise((resolve, reject) => {
      const stop = (error: Error) => {
        this.closed = true;
        this.stopped = error;
        reject(error);
        for (const { reject: fail } of this.pending.values()) fail(error);
        this.pending.clear();
        this.worker.unref();
      };
      // Calls made before the engine is ready wait in the thread's queue; a failed start fails them too.
      this.worker.on('message', (received: EngineAnswer) => {
        const answer = received instanceof Object ? received : (intoThisRealm(received) as EngineAnswer);
        if ('ready' in answer) resolve();
        else if ('failed' in answer) stop(engineError(answer.failed));
        else if ('notify' in answer) this.listeners.get(answer.notify)?.(answer.payload);
        else this.settle(answer);
      });
      this.worker.on('error', (error) => stop(stoppedError(`The embedded database stopped: ${error.message}`, error)));
      this.worker.on('exit', (code) => stop(stoppedError(`The embedded database stopped (its thread ended with code ${code}).`)));
    });
    this.waitReady.catch(() => undefined); // a failed start is the caller's to hear, when it waits
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.ask({ op: 'query', sql, params }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.ask({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /** LISTEN on `channel`; resolves to the UNLISTEN. */
  async listen(channel: string, heard: (payload: string) => void): Promise<() => Promise<void>> {
    const id = ++this.lastId;
    this.listeners.set(id, heard);
    await this.ask({ op: 'listen', channel }, id);
    return async () => {
      this.listeners.delete(id);
      if (!this.closed) await this.ask({ op: 'unlisten', listener: id });
    };
  }

  /** The data directory as a file (PGlite's dumpDataDir): the tests start their servers on copies of one. */
  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return this.ask({ op: 'dump', compression }) as Promise<Blob>;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.ask({ op: 'close' });
    } finally {
      this.closed = true;
      this.stopped ??= stoppedError('The embedded database stopped: it was closed.');
      await this.worker.terminate();
    }
  }

  private ask(request: DistributiveOmit<EngineRequest, 'id'>, id = ++this.lastId): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot cross to the engine's thread (a function...): this statement's error alone.
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (this.pending.size === 1) this.worker.ref(); // an awaited answer keeps the process alive
    });
  }

  private settle(answer: { id: number; value: unknown } | { id: number; error: Record<string, unknown> }): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in answer) waiting.reject(engineError(answer.error));
    else waiting.resolve(answer.value);
  }
}

/**
 * A message as built by this realm's constructors. A message is made in the realm of the process's
 * main context; code that runs in another one (a test file in jest's vm context) would see its
 * dates fail `instanceof Date`, and MikroORM would take them for strings. The gateway's own start
 * runs in the main context and never pays for this.
 */
function intoThisRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(intoThisRealm);
  const kind = Object.prototype.toString.call(value);
  if (kind === '[object Date]') return new Date((value as Date).getTime());
  if (kind === '[object Uint8Array]') return new Uint8Array(value as Uint8Array);
  if (kind === '[object Blob]') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, intoThisRealm(inner)]));
}

/**
 * The error of every call once the engine's thread has ended: SQLSTATE 08006 (connection failure), as
 * a lost server is, so the request answers 503 and /readyz fails (src/kernel/errors.ts).
 */
function stoppedError(message: string, cause?: Error): Error {
  return Object.assign(new Error(message, { cause }), { code: '08006' });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The embedded engine being started, and the release of its folder's lock (nothing to release in memory). */
export interface EmbeddedStart {
  engine: EmbeddedEngine;
  releaseDataDir: () => void;
}

/**
 * Starts the embedded engine of these settings: DATA_DIR/db, locked to this process, or in memory
 * (EMBEDDED_IN_MEMORY), then empty or a copy of `copyOf`. Returns at once; the engine boots meanwhile.
 */
export function startEmbeddedEngine(settings: Settings, copyOf?: Blob): EmbeddedStart {
  if (settings.inMemoryDatabase) return { engine: new EmbeddedEngine({ loadDataDir: copyOf }), releaseDataDir: () => undefined };
  const dataDir = join(settings.dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  const releaseDataDir = lockDataDir(settings.dataDir); // beside the engine's folder, which must hold only its own files
  return { engine: new EmbeddedEngine({ dataDir }), releaseDataDir };
}
