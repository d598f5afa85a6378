/* eslint-disable no-console -- a command-line benchmark prints its progress */
/**
 * What the benchmarks share: the catalogue data set generated in the database, starting and
 * stopping servers as processes of their own, a reader's token, and the CPU that processes spent
 * (/proc, Linux). The benchmarks themselves: catalogue.ts (against bare baselines) and replica.ts
 * (the primary's and a standby's share of the reads).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript shared with the load processes
const { workloadDataSql } = require('./workload') as { workloadDataSql: () => string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- npm start's compile, plain JavaScript
const { compileForStart } = require('../scripts/compile-for-start') as {
  compileForStart: (root: string, outDir: string) => Promise<number>;
};

export const ROOT = join(__dirname, '..');
export const CATALOGUE_INPUT = {
  offset: 0,
  limit: 50,
  geoSearch: { latitude: 40.758, longitude: -73.9855, maxMiles: 25 },
  amenities: ['wifi', 'coffee'],
  maxMarketplacePrice: 4000,
};
export const CATALOGUE_QUERY = `query Catalogue($input: GetLocationsInput) { locations(input: $input) { totalCount data { id name distanceMiles tokenCost price marketplacePrice amenities address { city state zipCode } workspace { id name } rooms(limit: 5) { data { id name capacity pricePerHour tokenCostPerHour } } } } }`;
export const LOCATION_QUERY = `query Location($id: ID!) { location(id: $id) { id name status price tokenCost timeZone address { city state zipCode } geo { latitude longitude } } }`;
/**
 * Builds the gateway (as `npm start` runs it) and empties the benchmark's database; returns the
 * gateway's settings for a run on it (`PORT`, the database, a fixed secret, no log, no demo data).
 */
export async function prepareGatewayRun(
  databaseUrl: string | undefined,
  port: number,
): Promise<NodeJS.ProcessEnv & { DATABASE_URL: string }> {
  if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database the benchmark may empty.');
  // Compiled as `npm start` compiles it (swc, scripts/compile-for-start.js): the gateway as npm start serves it.
  console.log('building the gateway (as npm start does)...');
  await compileForStart(ROOT, join(ROOT, 'dist'));
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('drop schema public cascade; create schema public;');
  await db.end();
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  };
}

const READER = { email: 'bench-reader@example.com', password: 'Bench-Reader-Passw0rd!' };

/** utime + stime of processes, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
export function cpuTicks(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return total;
}

/** One HTTP request shape to load a server with. */
export interface LoadShape {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** What autocannon (its own process) measured: requests per second, latency, requests in all. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

/** Loads `shape` for `seconds` over `connections` (autocannon in a process of its own); every answer must be 2xx. */
export async function runLoad(shape: LoadShape, seconds: number, connections: number): Promise<LoadResult> {
  const args = ['-c', String(connections), '-d', String(seconds), '-m', shape.method, '--json'];
  if (shape.body) args.push('-b', shape.body);
  for (const [name, value] of Object.entries(shape.headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('autocannon/autocannon.js'), ...args, shape.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    non2xx: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
  };
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx: ${shape.method} ${shape.url}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: Math.max(1, result.requests.total) };
}

/** One load of requests drawn afresh (`bench/load.js`): its target, the kind of request (bench/workload.js), and how long and wide. */
export interface DrawnLoad {
  url: string;
  method: string;
  headers: Record<string, string>;
  kind: string;
  idsFile: string;
  seconds: number;
  connections: number;
}

/**
 * Runs `bench/load.js` (autocannon in a process of its own, every request drawn afresh) with `load`;
 * every answer must be a 2xx without GraphQL `errors`, else it throws naming `label`.
 */
export async function runDrawnLoad(load: DrawnLoad, label: string): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'bench/load.js'), JSON.stringify(load)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    wrongAnswers: number;
    errors: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
  };
  if (result.wrongAnswers || result.errors) throw new Error(`${label}: ${result.wrongAnswers} wrong answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: Math.max(1, result.requests.total) };
}

/** PostgreSQL's processes' CPU ticks now, to measure from (`postgresTicksSince`). */
export function postgresTicksNow(): Map<number, number> {
  return new Map(postgresPids().map((pid) => [pid, cpuTicks([pid])]));
}

/** The CPU ticks PostgreSQL's processes spent since `before`: backends that started since count from 0; those that ended are lost (few: pools keep theirs). */
export function postgresTicksSince(before: Map<number, number>): number {
  return [...new Set([...before.keys(), ...postgresPids()])].reduce(
    (sum, pid) => sum + Math.max(0, cpuTicks([pid]) - (before.get(pid) ?? 0)),
    0,
  );
}

/** Waits `ms`. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The `p`th percentile of `sorted` (ascending); 0 of none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The median of `values`: the middle one, or the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Milliseconds of one clock tick of /proc (1/100 s on Linux). */
export const TICK_MS = 1000 / 100;

/** The parent of a process (/proc/<pid>/stat field 4), or 0. */
export function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return 0;
  }
}

export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/**
 * Starts node with `args`; resolves once it prints `readyText`. With `cgroup` (a cgroup's folder),
 * the process joins it before node starts, so that node sizes its heap from the cgroup's limit.
 */
export function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
  { cgroup }: { cgroup?: string } = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const options = { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] };
    const child = cgroup
      ? spawn('/bin/sh', ['-c', `echo $$ > '${cgroup}/cgroup.procs' && exec "$@"`, 'sh', process.execPath, ...args], options)
      : spawn(process.execPath, args, options);
    // The tail only: a gateway as served writes a log line per request, and a run makes millions.
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output.slice(-2000)}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The catalogue workload's data (`bench/workload.js`), generated in the database; answers the ids
 * of its locations (the reads by id draw from them) and the id of an active location near New York.
 */
export async function loadCatalogue(databaseUrl: string): Promise<{ ids: string[]; locationId: string }> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  console.log('loading the catalogue workload: 5,000 workspaces, 100,000 locations, 300,000 rooms, 50,000 closures...');
  for (const statement of workloadDataSql()) await db.query(statement);
  // Vacuumed, frozen and analysed now, as a database in use is: otherwise autovacuum wakes up during
  // the measurement, and a standby replays its WAL (and cancels or delays reads for it) meanwhile.
  await db.query('vacuum (freeze, analyze)');
  const { rows } = await db.query<{ id: string }>('select id from location');
  const near = await db.query<{ id: string }>(
    `select id from location where status = 'Active' and latitude between 40.7 and 40.8 and longitude between -74.0 and -73.9 limit 1`,
  );
  await db.end();
  console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ids: rows.map((row) => row.id), locationId: near.rows[0].id };
}

/** A signed-in user without roles: the catalogue as most callers see it (active locations only). */
export async function readerToken(base: string): Promise<string> {
  await fetch(`${base}/identity/User/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(READER),
  });
  return signIn(base, READER);
}

/** The access token of a password grant. */
export async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: user.email, password: user.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Resident memory of a process in MB (/proc/<pid>/status, VmRSS). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}
