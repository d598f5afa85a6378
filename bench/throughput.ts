/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * Request throughput of the gateway (`npm run bench:throughput`): a page of 50 rooms with their
 * location through the graph and the same page through REST, on a catalogue of 2,000 locations and
 * 4,000 rooms, measured with autocannon in a process of its own (10 connections, 10 s each), so the
 * load generator does not share the server's event loop. It runs each
 * case with Apollo's default cache-control plugin off (as served) and on, to show what it costs.
 *
 *   npm run bench:throughput                                                  # embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:throughput   # PostgreSQL (emptied)
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../src/app';
import { loadSettings } from '../src/config/settings';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd' };
const ROOMS_PAGE = `query Rooms($input: GetRoomsInput) { rooms(input: $input) { totalCount data { id name pricePerHour tokenCostPerHour capacity amenities location { id name timeZone address { city state } geo { latitude longitude } } } } }`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'throughput-bench-'));
  const env = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    EMBEDDED_IN_MEMORY: 'true',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const results: string[] = [];
  try {
    for (const cacheControl of [false, true]) {
      const app = await startApp(loadSettings(env), { apolloCacheControl: cacheControl });
      try {
        await seed(app.db.orm.em.fork().getConnection());
        const token = await signIn(app.url);
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
        const graph = await run(
          `${app.url}/graphql`,
          'POST',
          headers,
          JSON.stringify({ query: ROOMS_PAGE, variables: { input: { offset: 0, limit: 50 } } }),
        );
        const rest = await run(`${app.url}/workspaces/Room`, 'POST', headers, JSON.stringify({ offset: 0, limit: 50 }));
        const label = cacheControl ? 'cache-control plugin ON ' : 'as served (plugin off)  ';
        results.push(`${label} graph: ${graph}`, `${label} REST : ${rest}`);
      } finally {
        await app.close();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nA page of 50 rooms with their location, ${DURATION} s, 10 connections, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}:`,
  );
  for (const line of results) console.log(`  ${line}`);
}

const DAY = { isOpen: true, open: '08:00:00', close: '18:00:00', maxVisitors: null };
const SCHEDULE = JSON.stringify(
  Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, DAY])),
);

async function seed(connection: { execute: (sql: string, params?: unknown[]) => Promise<unknown> }): Promise<void> {
  if (process.env.DATABASE_URL) await connection.execute('delete from location; delete from workspace');
  await connection.execute(`insert into workspace (id, name, email) values (gen_random_uuid(), 'Bench Desks', 'bench@example.com')`);
  await connection.execute(
    `insert into location (id, workspace_id, name, address, schedule, price, marketplace_price, latitude, longitude, time_zone,
       phone, check_in_instructions, waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, amenities, date_created)
     select gen_random_uuid(), (select id from workspace limit 1), 'Desk ' || n,
       jsonb_build_object('line1', n || ' Main St', 'city', 'City' || (n % 50), 'state', 'NY', 'zipCode', '10001'),
       ?::jsonb, 2500, 2000, 40 + random(), -74 + random(), 'America/New_York', '', '', '', '', true, 'Active', 'NY',
       lower('desk ' || n || ' main st city' || (n % 50) || ' ny'), '["wifi"]'::jsonb, now() - (n || ' seconds')::interval
     from generate_series(1, 2000) as n`,
    [SCHEDULE],
  );
  await connection.execute(
    `insert into room (id, location_id, name, price_per_hour, quantity, amenities, capacity, max_reservation_minutes, picture_urls, auto_approve_reservations, search_text, date_created)
     select gen_random_uuid(), l.id, 'Room ' || r, 1500, 1, '["screen"]'::jsonb, 6, 240, '[]'::jsonb, true, 'room ' || r, l.date_created - (r || ' milliseconds')::interval
     from location l cross join generate_series(1, 2) as r`,
  );
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: ADMIN.email, password: ADMIN.password }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function run(url: string, method: 'POST', headers: Record<string, string>, body: string): Promise<string> {
  const args = ['-c', '10', '-d', String(DURATION), '-m', method, '-b', body, '--json'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const cli = require.resolve('autocannon/autocannon.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    non2xx: number;
    requests: { average: number };
    latency: { p50: number; p99: number };
    throughput: { average: number };
  };
  if (result.non2xx) {
    const sample = await fetch(url, { method, headers, body });
    throw new Error(`${result.non2xx} answers were not 2xx for ${url}; one more: ${sample.status} ${(await sample.text()).slice(0, 300)}`);
  }
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.throughput.average / 1024)} KiB/s`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
