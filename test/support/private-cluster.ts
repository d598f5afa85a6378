import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * A PostgreSQL 15 cluster of the test's own (initdb, pg_ctl from PATH or /usr/local/bin) in a temp
 * directory, on a free loopback port, so that it can be stopped and started under a running
 * gateway without touching any other server. As root, the server runs as the `postgres` user
 * (PostgreSQL refuses to run as root).
 *
 * The primary accepts streaming replication (wal_level=replica, WAL senders, and initdb's own
 * pg_hba.conf, which trusts `replication` connections from 127.0.0.1), so that createStandby() can
 * give a test a real hot standby of it: one that replays the primary's WAL, and refuses writes.
 */
export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: sessions are terminated (57P01), the server is gone until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server is killed as by a crash (no shutdown checkpoint, no last WAL sent). */
  crash(): Promise<void>;
  /** `pg_ctl promote` of a standby: resolves once it is a primary (out of recovery). */
  promote(): Promise<void>;
  /** Stops the server (if running) and removes the directory. */
  destroy(): Promise<void>;
  /**
   * A streaming hot standby of this cluster in a directory of its own, on a port of its own:
   * `pg_basebackup -R -X stream` from this (running) cluster, started, and answered once it is in
   * recovery. It has every database of this one, and those created here later (CREATE DATABASE is
   * WAL-logged). Destroy it before this cluster, or its WAL receiver retries against nothing.
   */
  createStandby(): Promise<PrivateCluster>;
}

/**
 * /usr/local/bin holds initdb and pg_ctl; /usr/lib/postgresql/15/bin comes before /usr/bin so that
 * pg_basebackup is version 15's own, not Debian's pg_wrapper (which picks a version by the
 * clusters it knows of, and knows of none of these).
 */
const PATH = `/usr/local/bin:/usr/lib/postgresql/15/bin:${process.env.PATH ?? ''}`;

/** The programs a primary and its standby need. */
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup'];

/**
 * The tools of TOOLS that are not on the cluster's PATH, so that a test can skip and say why on a
 * machine without PostgreSQL rather than fail in its beforeAll.
 */
export function missingPostgresTools(tools: string[] = TOOLS): string[] {
  return tools.filter((tool) => !toolPath(tool));
}

/**
 * A tool's file on PATH above. Spawned by its full name: otherwise the lookup may use the test
 * process's own PATH, where /usr/bin's pg_wrapper comes first.
 */
function toolPath(tool: string): string | null {
  for (const dir of PATH.split(':')) {
    if (!dir) continue;
    try {
      accessSync(join(dir, tool), constants.X_OK);
      return join(dir, tool);
    } catch {
      // not in this directory
    }
  }
  return null;
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const dir = makeDir('flexspace-cluster-');
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  return startedCluster(dir, data);
}

/** createStandby() of a cluster: its base backup, started as a hot standby of it. */
export async function createStandby(primary: Pick<PrivateCluster, 'port'>): Promise<PrivateCluster> {
  const dir = makeDir('flexspace-standby-');
  const data = join(dir, 'data');
  // -R writes standby.signal and primary_conninfo (host, port, user of this command) into
  // postgresql.auto.conf: started, the copy connects to the primary and streams from where the
  // backup ends. -X stream takes the WAL written during the backup over a second connection.
  try {
    await run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const standby = await startedCluster(dir, data);
  try {
    // pg_ctl -w returns once the standby accepts connections, which it does only once it has
    // replayed to a consistent point; a standby that was not one would say false here.
    await untilTrue(standby.url, 'select pg_is_in_recovery() as ok', [], 30_000, 'the standby to answer in recovery');
  } catch (error) {
    await standby.destroy();
    throw error;
  }
  return standby;
}

/**
 * Waits until the standby has replayed everything the primary had written when this was called
 * (its pg_current_wal_lsn()), so that a test reads there what it has just committed there. While
 * replay is paused (pg_wal_replay_pause()) this cannot happen, and it times out.
 */
export async function waitForReplay(primaryUrl: string, standbyUrl: string, timeoutMs = 30_000): Promise<void> {
  const primary = new Client({ connectionString: primaryUrl });
  await primary.connect();
  let lsn: string;
  try {
    lsn = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn;
  } finally {
    await primary.end().catch(() => undefined);
  }
  await untilTrue(
    standbyUrl,
    'select $1::pg_lsn <= pg_last_wal_replay_lsn() as ok',
    [lsn],
    timeoutMs,
    `the standby to replay the primary's WAL up to ${lsn}`,
    'select pg_last_wal_replay_lsn()::text as replayed',
  );
}

/** `url` (a cluster's) naming `database` instead. */
export function inDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A connected client of `url`. */
export async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Runs `use` with a client of `url`, closed afterwards. */
export async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = await connect(url);
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Polls a condition every 50 ms, failing with what was awaited after `timeoutMs`. */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Polls a query that answers one row with a boolean `ok` until it is true. A connection that fails
 * (a server still starting) is tried again; on timeout the error says what was awaited, and
 * `describe`'s answer (e.g. how far the standby got) or the last error.
 */
async function untilTrue(url: string, sql: string, params: unknown[], timeoutMs: number, what: string, describe?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let client: Client | null = null;
  let last = 'no answer';
  try {
    for (;;) {
      try {
        if (!client) {
          client = new Client({ connectionString: url });
          client.on('error', () => undefined); // a server that stops under it: the next query fails, and is retried
          await client.connect();
        }
        const { rows } = await client.query<{ ok: boolean | null }>(sql, params);
        if (rows[0]?.ok === true) return;
        last = describe ? JSON.stringify((await client.query(describe)).rows[0]) : `ok was ${String(rows[0]?.ok)}`;
      } catch (error) {
        last = (error as Error).message;
        await client?.end().catch(() => undefined);
        client = null;
      }
      if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (${url}); last: ${last}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client?.end().catch(() => undefined);
  }
}

/** A server on a data directory that is ready to start (initdb's, or pg_basebackup's), started. */
async function startedCluster(dir: string, data: string): Promise<PrivateCluster> {
  const port = await freePort();
  // The same options on a standby: hot standby needs max_connections and max_wal_senders at least
  // the primary's. The primary's postgresql.conf is copied with the backup, but all of these are on
  // the command line, which wins over it, so the standby takes its own port and socket directory.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on`;
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
      running = true;
    },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async crash() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async promote() {
      await run('pg_ctl', ['-D', data, '-w', '-t', '30', 'promote']);
      await untilTrue(cluster.url, 'select not pg_is_in_recovery() as ok', [], 30_000, 'the promoted standby to leave recovery');
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined));
      rmSync(dir, { recursive: true, force: true });
    },
    createStandby: () => createStandby(cluster),
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

/** A temp directory the server's user owns, so that initdb and pg_basebackup can create `data` in it. */
function makeDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

let serverUser: { uid: number; gid: number } | null | undefined;

/**
 * As root, initdb, pg_ctl and pg_basebackup run as `postgres`: PostgreSQL refuses to run as root.
 * Looked up on first use, so that importing this module on a machine without that user still lets
 * a test skip.
 */
function runAs(): { uid: number; gid: number } | null {
  if (serverUser === undefined) serverUser = process.getuid?.() === 0 ? postgresUser() : null;
  return serverUser;
}

// Asynchronous: a gateway in the same process keeps serving while the cluster stops and starts.
function run(command: string, args: string[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(toolPath(command) ?? command, args, {
      env: { ...process.env, PATH, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(runAs() ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${output}`))));
  });
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A free TCP port on loopback (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
