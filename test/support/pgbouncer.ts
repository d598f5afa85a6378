import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './private-cluster';

/** Where Debian's package puts PgBouncer (`apt-get install -y pgbouncer`). */
const PGBOUNCER_PATHS = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

/** PgBouncer's program, or null when it is not installed (a test skips then, saying so). */
export function pgBouncerProgram(): string | null {
  for (const path of PGBOUNCER_PATHS) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return null;
}

export interface PgBouncer {
  /** `databaseUrl` with the pooler's host and port: the same database and user, through the pooler. */
  url: string;
  /** The pooler's process (its CPU, in the benchmark). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A PgBouncer of the test's own in front of the PostgreSQL of `databaseUrl`, on a free loopback
 * port, in `poolMode`, with at most `serverConnections` connections to PostgreSQL per database and
 * user (fewer than the gateway's pool: its transactions take turns on them, as behind a real
 * fleet's pooler). Trust authentication, as the PostgreSQL behind it. As root it runs as `postgres`
 * (PgBouncer refuses to run as root).
 */
export async function startPgBouncer(
  databaseUrl: string,
  { poolMode = 'transaction', serverConnections = 3 }: { poolMode?: 'transaction' | 'session'; serverConnections?: number } = {},
): Promise<PgBouncer> {
  const program = pgBouncerProgram();
  if (!program) throw new Error('PgBouncer is not installed (apt-get install -y pgbouncer)');
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'flexspace-pgbouncer-'));
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(target.username || 'postgres');
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      `pool_mode = ${poolMode}`,
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
      'server_reset_query =',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = [...(process.getuid?.() === 0 ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')];
  const child: ChildProcess = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  await answering(url.toString(), child, () => output);
  return {
    url: url.toString(),
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until a query through the pooler is answered (it listens within a moment of its start). */
async function answering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited (${child.exitCode}): ${output()}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PgBouncer did not answer within 10 s: ${(error as Error).message}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
