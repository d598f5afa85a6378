import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase } from './test-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gatewayClient, TEST_PASSWORD_HASH_SETTINGS, type GatewayClient } from './test-server';

/**
 * Several gateway processes (`src/main.ts` under swc, as `npm start` runs it) on ONE PostgreSQL
 * database made for the test: what a load balancer in front of N gateways sees. PostgreSQL only:
 * the embedded engine is one process's (its DATA_DIR is locked, src/config/data-dir-lock.ts).
 */
export interface GatewayProcesses {
  gateways: GatewayClient[];
  /** Runs SQL on the shared database (to read what the gateways wrote). */
  sql<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** SIGTERM to each gateway, waits for them to exit, drops the database. */
  stop(): Promise<void>;
}

const MAIN = join(__dirname, '../../src/main.ts');
/** The admin the first gateway of a fleet makes (a gateway alone does without: hashing its password costs each start). */
const FLEET_ENV = { BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL, BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD };
const READY_WITHIN_MS = 60_000;

/**
 * Starts `count` gateways with `env` on a fresh database. By default they start one after the
 * other: the first runs the migrations and makes the bootstrap admin, the others find both done (a
 * fleet rolls out the same way: migrate once, then scale out). `together` spawns them all at once,
 * as a fleet scaled out on a new database does: they race for the migrations and the bootstrap.
 */
export async function startGatewayProcesses(
  count: number,
  env: Record<string, string> = {},
  { together = false } = {},
): Promise<GatewayProcesses> {
  const database = await createTestDatabase();
  if (!database.url) throw new Error('startGatewayProcesses needs DATABASE_URL (PostgreSQL)');
  const children: ChildProcessWithoutNullStreams[] = [];
  const db = new Client({ connectionString: database.url });
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await db.end().catch(() => undefined);
    await database.drop();
  };
  try {
    const gateways: GatewayClient[] = [];
    const ready: Promise<string>[] = [];
    for (let i = 0; i < count; i++) {
      const child = spawnGateway({ ...FLEET_ENV, ...env, DATABASE_URL: database.url });
      children.push(child);
      ready.push(readyAddress(child));
      if (!together) gateways.push(gatewayClient(await ready[i]));
    }
    if (together) gateways.push(...(await Promise.all(ready)).map(gatewayClient));
    await db.connect();
    return { gateways, stop, sql: async (text, params) => (await db.query(text, params)).rows };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One gateway process (`npm start`'s) on a database of its own: PostgreSQL with DATABASE_URL, else the embedded one in memory. */
export interface GatewayProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  port: number;
  /** Everything it wrote on stdout and stderr so far. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Kills it if it still runs, then drops its database or data folder. */
  dispose(): Promise<void>;
}

export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'flexspace-process-'));
  const databaseEnv: Record<string, string> = database.url ? { DATABASE_URL: database.url } : { EMBEDDED_IN_MEMORY: 'true' };
  const child = spawnGateway({ DATA_DIR: dataDir, ...databaseEnv, ...env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const url = await readyAddress(child);
    return { child, url, port: Number(new URL(url).port), output: () => output, exited, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function spawnGateway(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['-r', '@swc-node/register', MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info', // the `listening` line carries the port
      DEMO_DATA: 'false',
      JWT_SECRET: 'two-gateways-share-this-secret-0123456789',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      ...TEST_PASSWORD_HASH_SETTINGS,
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** The gateway's base URL once its `/readyz` answers 200; throws with its output if it exits or is too slow. */
async function readyAddress(child: ChildProcessWithoutNullStreams): Promise<string> {
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the gateway did not listen within ${READY_WITHIN_MS} ms:\n${output}`)),
      READY_WITHIN_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"port":(\d+),"msg":"listening"/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      resolve(Number(listening[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before it listened:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  while ((await fetch(`${url}/readyz`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url}/readyz did not answer 200 within ${READY_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Keep reading its output, or a chatty gateway blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  return url;
}

async function stopChild(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}
