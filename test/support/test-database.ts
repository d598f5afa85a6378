import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * A fresh PostgreSQL database per test file when DATABASE_URL is set (files run in parallel and
 * never share state); otherwise the embedded engine in memory. Returns the URL and a dropper.
 */
export async function createTestDatabase(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => undefined };
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
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
