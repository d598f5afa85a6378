/**
 * The embedded engine's own thread (src/config/embedded-engine.ts starts it): PGlite, its
 * extensions, and the messages of the gateway's thread. It imports nothing of the gateway, so it
 * boots while the gateway's thread loads the rest of the product.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EngineAnswer, EngineRequest, EngineStart } from './embedded-engine';

const port = parentPort!;
const start = workerData as EngineStart;
const unlistens = new Map<number, () => Promise<void>>();

/** What can cross to the gateway's thread of an error: its message, name and PostgreSQL's fields (code, detail, constraint...). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

async function answer(db: PGlite, request: EngineRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return db.query(request.sql, request.params);
    case 'exec':
      return db.exec(request.sql);
    case 'listen':
      unlistens.set(
        request.id,
        await db.listen(request.channel, (payload) => port.postMessage({ notify: request.id, payload } satisfies EngineAnswer)),
      );
      return null;
    case 'unlisten': {
      const unlisten = unlistens.get(request.listener);
      unlistens.delete(request.listener);
      await unlisten?.();
      return null;
    }
    case 'dump':
      return db.dumpDataDir(request.compression);
    case 'close':
      await db.close();
      return null;
  }
}

/**
 * PGlite's PostgreSQL with the buffer pool the gateway asks for (EMBEDDED_SHARED_BUFFERS) instead of
 * the 128MB PGlite's backend sets on its command line, which no setting overrides. The setting is a
 * string in the module's data: it is rewritten in place, the same length, before the module is
 * compiled. A PGlite whose module no longer holds it starts as it ships, and
 * test/unit/embedded-engine.test.ts fails.
 */
const SHIPPED_SHARED_BUFFERS = 'shared_buffers=128MB\0';

/** Node's WebAssembly, which the project's ES libraries do not declare. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };

function engineModule(): Promise<object> | undefined {
  const bytes = readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm'));
  const wanted = `shared_buffers=${start.sharedBuffers}`;
  const at = bytes.indexOf(SHIPPED_SHARED_BUFFERS, 0, 'latin1');
  const once = at >= 0 && bytes.indexOf(SHIPPED_SHARED_BUFFERS, at + 1, 'latin1') < 0;
  if (!once || wanted.length >= SHIPPED_SHARED_BUFFERS.length) return undefined;
  bytes.fill(0, at, at + SHIPPED_SHARED_BUFFERS.length).write(wanted, at, 'latin1');
  return WebAssembly.compile(bytes);
}

async function startEngine(): Promise<PGlite> {
  const wasmModule = await engineModule();
  return PGlite.create({
    dataDir: start.dataDir,
    loadDataDir: start.loadDataDir,
    extensions: { cube, earthdistance, pg_trgm },
    wasmModule,
  });
}

startEngine().then(
  (db) => {
    port.on('message', (request: EngineRequest) => {
      answer(db, request)
        .then((value) => port.postMessage({ id: request.id, value } satisfies EngineAnswer))
        .catch((error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies EngineAnswer));
    });
    port.postMessage({ ready: true } satisfies EngineAnswer);
  },
  (error: unknown) => port.postMessage({ failed: errorFields(error) } satisfies EngineAnswer),
);
