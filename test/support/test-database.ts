import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * A fresh PostgreSQL database per test file when DATABASE_URL is set (files run in parallel and
 * never share state); otherwise the embedded engine in memory. Returns the URL and a dropper.
 * Empty, or a copy of `template` (a file copy: no migration runs). Its commits do not wait for the
 * WAL to reach the disk: a crash of the test cluster is not under test, and each costs an fsync.
 */
export async function createTestDatabase({ template }: { template?: string } = {}): Promise<{
  url: string | null;
  drop: () => Promise<void>;
}> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => undefined };
  const name = `${testDatabasePrefix()}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** The names of this run's databases begin with this (the run's id, set by test/support/global-setup.ts). */
export function testDatabasePrefix(): string {
  const run = process.env.FLEXSPACE_TEST_RUN;
  return run ? `t_${run}_` : 't_';
}

/**
 * Drops the databases of this run that are left: those of the shared servers (a jest worker ends
 * too soon after its last file for PostgreSQL to drop a database, test/support/shared-server-environment.ts).
 */
export async function dropTestDatabasesOfThisRun(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base || !process.env.FLEXSPACE_TEST_RUN) return;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    const prefix = testDatabasePrefix().replace(/_/g, '\\_');
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
