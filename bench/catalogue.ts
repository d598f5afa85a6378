/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * The read path against a bare baseline (`npm run bench`, also `npm run bench:catalogue`), on PostgreSQL: 5,000
 * workspaces, 100,000 locations (1,000 of them around New York) and 300,000 rooms, loaded in the
 * database by `generate_series`. Three servers, each a process of its own: the gateway (built, as
 * `npm start` runs it), `bench/bare-server.js` (node:http + pg, hand-written prepared SQL), and
 * `bench/apollo-server.js` (Apollo Server 5 on express 5 with the bare server's SQL as resolvers).
 * For each read, interleaved rounds of autocannon (its own process, 16 connections) against:
 *   - bare: the baseline;
 *   - Apollo alone: what Apollo Server costs by itself, the ceiling of a gateway served by it;
 *   - graph: the same read through /graphql in ONE request;
 *   - REST (the catalogue page only): `POST /workspaces/Location` (locations, no rooms).
 * Printed: req/s, p50/p99, the ratio to bare, SQL statements per request (the gateway's
 * `x-sql-statements`), and CPU ms per request of the server process and of PostgreSQL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench   # the database is emptied
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 ...                                              # longer runs
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const DATABASE_URL = process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 16;
const ROOT = join(__dirname, '..');
const GATEWAY_PORT = 4510;
const BARE_PORT = 4511;
const APOLLO_PORT = 4512;
const USER = { email: 'bench-reader@example.com', password: 'Bench-Reader-Passw0rd!' };

const CATALOGUE_INPUT = { offset: 0, limit: 50, geoSearch: { latitude: 40.758, longitude: -73.9855, maxMiles: 25 }, amenities: ['wifi', 'coffee'], maxMarketplacePrice: 4000 };
const CATALOGUE_QUERY = `query Catalogue($input: GetLocationsInput) { locations(input: $input) { totalCount data { id name distanceMiles tokenCost price marketplacePrice amenities address { city state zipCode } workspace { id name } rooms(limit: 5) { data { id name capacity pricePerHour tokenCostPerHour } } } } }`;
const LOCATION_QUERY = `query Location($id: ID!) { location(id: $id) { id name status price tokenCost timeZone address { city state zipCode } geo { latitude longitude } } }`;

async function main(): Promise<void> {
  if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database the benchmark may empty.');
  console.log('building the gateway...');
  await promisify(execFile)(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT });
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query('drop schema public cascade; create schema public;');
  await db.end();

  const env = { ...process.env, PORT: String(GATEWAY_PORT), DATABASE_URL, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1', LOG_LEVEL: 'silent', DEMO_DATA: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
  // First a gateway that counts its statements (x-sql-statements): it migrates, then answers each
  // case once to tell its statement count. The load runs against a gateway as served (no counting).
  let gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], { ...env, SQL_STATEMENT_COUNT_HEADER: 'true' }, 'gateway ready');
  const locationId = await load();
  const bare = await startProcess('bare', [join(ROOT, 'bench/bare-server.js')], { ...process.env, PORT: String(BARE_PORT), DATABASE_URL }, 'ready');
  const apollo = await startProcess('apollo', [join(ROOT, 'bench/apollo-server.js')], { ...process.env, PORT: String(APOLLO_PORT), DATABASE_URL }, 'ready');
  try {
    const token = await readerToken();
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    const apolloUrl = `http://127.0.0.1:${APOLLO_PORT}/graphql`;
    const json = { 'content-type': 'application/json' };
    const cases: Case[] = [
      { read: 'catalogue page', target: 'bare', url: `${bareUrl}/catalogue`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...CATALOGUE_INPUT, roomLimit: 5 }), pid: bare.pid! },
      { read: 'catalogue page', target: 'graph', url: `${gatewayUrl}/graphql`, method: 'POST', headers: auth, body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }), pid: gateway.pid! },
      { read: 'catalogue page', target: 'Apollo alone', url: apolloUrl, method: 'POST', headers: json, body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }), pid: apollo.pid! },
      { read: 'catalogue page', target: 'REST', url: `${gatewayUrl}/workspaces/Location`, method: 'POST', headers: auth, body: JSON.stringify(CATALOGUE_INPUT), pid: gateway.pid! },
      { read: 'location by id', target: 'bare', url: `${bareUrl}/location/${locationId}`, method: 'GET', headers: {}, pid: bare.pid! },
      { read: 'location by id', target: 'Apollo alone', url: apolloUrl, method: 'POST', headers: json, body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }), pid: apollo.pid! },
      { read: 'location by id', target: 'graph', url: `${gatewayUrl}/graphql`, method: 'POST', headers: auth, body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }), pid: gateway.pid! },
    ];
    for (const c of cases) await check(c);
    await stop(gateway);
    gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready');
    for (const c of cases.filter((x) => x.target === 'graph' || x.target === 'REST')) c.pid = gateway.pid!;
    const results = new Map<Case, Measure[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of cases) {
        const measure = await measureCase(c);
        (results.get(c) ?? results.set(c, []).get(c)!).push(measure);
        console.log(`round ${round + 1}: ${c.read} / ${c.target}: ${Math.round(measure.rps)} req/s`);
      }
    }
    report(cases, results);
  } finally {
    await stop(bare);
    await stop(apollo);
    await stop(gateway);
  }
}

interface Case {
  read: string;
  target: 'bare' | 'Apollo alone' | 'graph' | 'REST';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  pid: number;
  statements?: number;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  serverCpuMs: number;
  postgresCpuMs: number;
}

/** One request first: it must answer 200 with data, and tells the gateway's statement count. */
async function check(c: Case): Promise<void> {
  const response = await fetch(c.url, { method: c.method, headers: c.headers, body: c.body });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`${c.read} / ${c.target}: ${response.status} ${text.slice(0, 300)}`);
  const statements = response.headers.get('x-sql-statements');
  if (statements) c.statements = Number(statements);
}

async function measureCase(c: Case): Promise<Measure> {
  const serverBefore = cpuTicks([c.pid]);
  const postgresBefore = new Map(postgresPids().map((pid) => [pid, cpuTicks([pid])]));
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-m', c.method, '--json'];
  if (c.body) args.push('-b', c.body);
  for (const [name, value] of Object.entries(c.headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('autocannon/autocannon.js'), ...args, c.url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { non2xx: number; requests: { average: number; total: number }; latency: { p50: number; p99: number } };
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx: ${c.read} / ${c.target}`);
  const requests = Math.max(1, result.requests.total);
  const tick = 1000 / 100; // clock ticks of /proc are 1/100 s on Linux
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMs: ((cpuTicks([c.pid]) - serverBefore) * tick) / requests,
    // Backends that started during the run count from 0; those that ended are lost (few: pools keep theirs).
    postgresCpuMs: ([...new Set([...postgresBefore.keys(), ...postgresPids()])].reduce((sum, pid) => sum + Math.max(0, cpuTicks([pid]) - (postgresBefore.get(pid) ?? 0)), 0) * tick) / requests,
  };
}

function report(cases: Case[], results: Map<Case, Measure[]>): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (c: Case) => {
    const all = results.get(c)!;
    return { rps: median(all.map((m) => m.rps)), p50: median(all.map((m) => m.p50)), p99: median(all.map((m) => m.p99)), server: median(all.map((m) => m.serverCpuMs)), postgres: median(all.map((m) => m.postgresCpuMs)) };
  };
  console.log(`\n${SECONDS} s x ${ROUNDS} interleaved rounds, ${CONNECTIONS} connections, PostgreSQL; medians of the rounds`);
  console.log('| read | server | req/s | ratio to bare | p50 ms | p99 ms | SQL statements | server CPU ms/req | PostgreSQL CPU ms/req |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const read of [...new Set(cases.map((c) => c.read))]) {
    const bare = summary(cases.find((c) => c.read === read && c.target === 'bare')!);
    for (const c of cases.filter((x) => x.read === read)) {
      const s = summary(c);
      console.log(`| ${read} | ${c.target} | ${Math.round(s.rps)} | ${(s.rps / bare.rps).toFixed(2)} | ${s.p50} | ${s.p99} | ${c.statements ?? '-'} | ${s.server.toFixed(2)} | ${s.postgres.toFixed(2)} |`);
    }
  }
}

/** utime + stime of processes, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pids: number[]): number {
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

function postgresPids(): number[] {
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

function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv, readyText: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}: ${output.slice(-2000)}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The data set, generated in the database; answers the id of a location of the page. */
async function load(): Promise<string> {
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  const started = Date.now();
  console.log('loading 5,000 workspaces, 100,000 locations, 300,000 rooms...');
  const day = { isOpen: true, open: '08:00:00', close: '18:00:00', maxVisitors: null };
  const schedule = JSON.stringify(Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day])));
  await db.query(`insert into workspace (id, name, email, date_created) select gen_random_uuid(), 'Workspace ' || n, 'ops' || n || '@example.com', now() - n * interval '1 minute' from generate_series(1, 5000) n`);
  await db.query(
    `insert into location (id, workspace_id, name, address, schedule, price, marketplace_price, latitude, longitude, time_zone, phone, check_in_instructions,
       waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, amenities, date_created)
     select gen_random_uuid(), w.id, 'Desk ' || n,
       jsonb_build_object('line1', n || ' Main St', 'city', 'City ' || (n % 700), 'state', 'NY', 'zipCode', lpad((n % 99999)::text, 5, '0')),
       $1::jsonb, 1500 + (n % 40) * 100, case when n % 3 = 0 then 1200 + (n % 30) * 100 end,
       case when n <= 1000 then 40.45 + random() * 0.6 else 25 + random() * 23 end,
       case when n <= 1000 then -74.3 + random() * 0.7 else -124 + random() * 57 end,
       'America/New_York', '+1 212 555 0100', 'Ask at the desk.', 'https://example.com/waiver.pdf', 'https://example.com/terms.pdf', true,
       case when n % 10 = 0 then 'Inactive' else 'Active' end, 'NY', 'desk ' || n,
       case when n % 2 = 0 then '["wifi","coffee","parking"]'::jsonb else '["wifi"]'::jsonb end, now() - n * interval '1 second'
     from generate_series(1, 100000) n join (select id, row_number() over (order by id) - 1 as k from workspace) w on w.k = n % 5000`,
    [schedule],
  );
  await db.query(
    `insert into room (id, location_id, name, price_per_hour, marketplace_price_per_hour, quantity, amenities, capacity, max_reservation_minutes, picture_urls,
       auto_approve_reservations, search_text, date_created)
     select gen_random_uuid(), l.id, 'Room ' || r, 1000 + r * 500, null, 1, '["screen"]'::jsonb, 2 + r * 2, 240, '[]'::jsonb, true, 'room ' || r, l.date_created - r * interval '1 millisecond'
     from location l cross join generate_series(1, 3) r`,
  );
  await db.query('analyze');
  const { rows } = await db.query(`select id from location where status = 'Active' and latitude between 40.7 and 40.8 and longitude between -74.0 and -73.9 limit 1`);
  await db.end();
  console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return String(rows[0].id);
}

/** A signed-in user without roles: the catalogue as most callers see it (active locations only). */
async function readerToken(): Promise<string> {
  const base = `http://127.0.0.1:${GATEWAY_PORT}`;
  await fetch(`${base}/identity/User/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USER) });
  const response = await fetch(`${base}/identity/connect/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'password', username: USER.email, password: USER.password }) });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
