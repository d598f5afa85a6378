import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL 15 cluster of the test's own (initdb, pg_ctl from PATH or /usr/local/bin) in a temp
 * directory, on a free loopback port, so that it can be stopped and started under a running
 * gateway without touching any other server. As root, the server runs as the `postgres` user
 * (PostgreSQL refuses to run as root).
 */
export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: sessions are terminated (57P01), the server is gone until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and removes the directory. */
  destroy(): Promise<void>;
}

const PATH = `/usr/local/bin:${process.env.PATH ?? ''}`;

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'flexspace-outage-'));
  const data = join(dir, 'data');
  const runAs = process.getuid?.() === 0 ? postgresUser() : null;
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  // Asynchronous: a gateway in the same process keeps serving while the cluster stops and starts.
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { env: { ...process.env, PATH, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'], ...(runAs ?? {}) });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${output}`))));
    });
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
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
    async destroy() {
      if (running) await cluster.stop().catch(() => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
