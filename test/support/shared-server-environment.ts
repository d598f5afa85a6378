import { TestEnvironment } from 'jest-environment-node';
import { loadMigrations } from '../../migrations';
import { startApplication, type StartedApp } from './test-server';

// Jest compiles TypeScript for this module only while it loads it; the gateway loads its migration
// files on demand (config/database.ts), later, so they are loaded here, while they still compile.
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
let shared: Promise<StartedApp> | null = null;

function sharedApp(): Promise<StartedApp> {
  if (!shared) {
    shared = startApplication();
    shared.catch(() => (shared = null));
  }
  return shared;
}

/** Stops the shared server; `dropDatabase: false` leaves its database to global-teardown.ts. */
async function stopSharedApp({ dropDatabase = true } = {}): Promise<void> {
  const started = shared;
  shared = null;
  if (!started) return;
  const { close, stop } = await started;
  await (dropDatabase ? stop() : close());
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

export default class SharedServerEnvironment extends TestEnvironment {
  async setup(): Promise<void> {
    await super.setup();
    this.global.__flexspaceSharedApp = async () => (await sharedApp()).app;
  }
}
