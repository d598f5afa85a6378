import 'reflect-metadata';
import 'dotenv/config';
import { loadSettings } from './config/settings';
import { openDatabase } from './config/database';
import { ALL_ENTITIES } from './modules';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
async function migrate(): Promise<void> {
  const settings = loadSettings();
  const db = await openDatabase(settings, ALL_ENTITIES);
  try {
    // Beside gateways starting on the same database: they take turns (docs/decisions.md#several-gateways).
    const applied = await db.startingAlone(() => db.migrate());
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'The database is up to date.\n');
  } finally {
    await db.close();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
