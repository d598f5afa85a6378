import { dropTestDatabasesOfThisRun } from './test-database';

/**
 * When jest ran the files in its own process, the shared server lives here: stop it. The workers'
 * shared servers are closed by their workers; their databases are dropped here
 * (test/support/shared-server-environment.ts).
 */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __flexspaceStopSharedApp?: () => Promise<void> }).__flexspaceStopSharedApp?.();
  await dropTestDatabasesOfThisRun();
}
