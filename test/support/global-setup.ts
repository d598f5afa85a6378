import { randomBytes } from 'node:crypto';

/** Fails fast with a clear message when DATABASE_URL is set but PostgreSQL cannot be reached. */
export default async function globalSetup(): Promise<void> {
  // The run's id, in the names of its databases (the workers inherit it): global-teardown.ts drops what is left.
  process.env.FLEXSPACE_TEST_RUN ??= randomBytes(4).toString('hex');
  const url = process.env.DATABASE_URL;
  if (!url) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as typeof import('pg');
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL cannot be reached (${url}): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
