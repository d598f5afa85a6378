/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * Catalogue search benchmark (`npm run bench:search`): loads 100,000 locations into a fresh database and
 * prints EXPLAIN ANALYZE output and timings of the geo (nearest first) and text searches of
 * GetLocations, the very statements the service runs (location.search.ts, kernel/records.ts), with
 * and without the indexes.
 *
 *   npm run bench:search                                   # embedded database (PGlite), in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:search   # PostgreSQL (database is emptied)
 *   BENCH_LOCATIONS=20000 npm run bench:search             # another catalogue size
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/config/database';
import { loadSettings } from '../src/config/settings';
import { ALL_ENTITIES } from '../src/modules';
import type { RequestContext } from '../src/kernel/context';
import { listStatement } from '../src/kernel/records';
import { LOCATION } from '../src/workspaces/location/location.loaders';
import { locationListQuery, type LocationFilters } from '../src/workspaces/location/location.search';

const COUNT = Number(process.env.BENCH_LOCATIONS ?? 100_000);
const RUNS = 20;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const settings = loadSettings({
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_IN_MEMORY: 'true',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    LOG_LEVEL: 'silent',
  });
  const db = await openDatabase(settings, ALL_ENTITIES);
  const connection = db.orm.em.fork().getConnection();
  const sql = (text: string, params: unknown[] = []) => connection.execute(text, params) as Promise<Record<string, unknown>[]>;
  try {
    if (settings.databaseUrl) await sql('drop schema public cascade; create schema public;');
    await db.migrate();
    console.log(`database: ${db.kind}; loading ${COUNT.toLocaleString('en-US')} locations...`);
    const workspaceId = randomUUID();
    await sql(`insert into workspace (id, name, email) values (?, 'Bench Desks', 'bench@example.com')`, [workspaceId]);
    const started = Date.now();
    // Points spread over the continental United States; names and streets made from md5 so that
    // text search has real variety; one location in twenty carries the word "harbor".
    await sql(
      `insert into location (id, workspace_id, name, address, schedule, price, marketplace_price, latitude, longitude, time_zone,
         phone, check_in_instructions, waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, amenities, date_created)
       select gen_random_uuid(), ?, 'Desk ' || n || case when n % 20 = 7 then ' Harbor' else '' end,
         jsonb_build_object('line1', (n % 900 + 1) || ' ' || substr(md5(n::text), 1, 8) || ' St', 'city', 'City' || (n % 500), 'state', s.code, 'zipCode', lpad((n % 99999)::text, 5, '0')),
         '{}'::jsonb, 1000 + (n % 50) * 100, case when n % 3 = 0 then 900 + (n % 40) * 100 end,
         25 + random() * 23, -124 + random() * 57, 'America/New_York', '', '', '', '', true,
         case when n % 10 = 0 then 'Inactive' else 'Active' end, s.code,
         lower('desk ' || n || case when n % 20 = 7 then ' harbor' else '' end || E'\\n' || (n % 900 + 1) || ' ' || substr(md5(n::text), 1, 8) || ' st' || E'\\ncity' || (n % 500) || E'\\n' || s.code),
         case when n % 4 = 0 then '["wifi","coffee"]'::jsonb else '["wifi"]'::jsonb end,
         now() - (n || ' seconds')::interval
       from generate_series(1, ?) as n
       cross join lateral (select (array['NY','CA','TX','IL','WA','FL','CO','MA'])[1 + n % 8] as code) s`,
      [workspaceId, COUNT],
    );
    await sql('analyze location');
    console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

    // The statements GetLocations runs for a page of 50, built by the service's own code
    // (location.search.ts, records.ts) for a signed-in user without roles (active locations only).
    const reader = {
      caller: {
        kind: 'user',
        userId: randomUUID(),
        email: 'bench@example.com',
        tenantId: null,
        roles: [],
        twoFactorPending: false,
        credential: 'token',
        sessionId: null,
      },
      settings,
    } as unknown as RequestContext;
    const cases: { name: string; filters: LocationFilters }[] = [
      {
        name: 'geoSearch: 25 miles around Manhattan, nearest first',
        filters: { geoSearch: { latitude: 40.758, longitude: -73.9855, maxMiles: 25 } },
      },
      {
        name: 'catalogue page: 25 miles around Manhattan, 2 amenities, price cap, nearest first',
        filters: {
          geoSearch: { latitude: 40.758, longitude: -73.9855, maxMiles: 25 },
          amenities: ['wifi', 'coffee'],
          maxMarketplacePrice: 5000,
        },
      },
      {
        name: 'geoSearch: 250 miles around Chicago + amenities, nearest first',
        filters: { geoSearch: { latitude: 41.8781, longitude: -87.6298, maxMiles: 250 }, amenities: ['coffee'] },
      },
      { name: 'searchText: "harbor"', filters: { searchText: 'harbor' } },
      { name: 'searchText: a street part "3f2a"', filters: { searchText: '3f2a' } },
      { name: 'state: "tx" + maxMarketplacePrice', filters: { state: 'tx', maxMarketplacePrice: 1500 } },
    ];
    const summary: string[] = [];
    for (const scenario of cases) {
      const statement = listStatement(LOCATION, locationListQuery(reader, scenario.filters), { offset: 0, limit: 50 });
      const query = statement.sql;
      const params = statement.params;
      console.log(`=== ${scenario.name}`);
      const plan = await sql(`explain analyze ${query}`, params);
      console.log(plan.map((row) => String(Object.values(row)[0])).join('\n'));
      const indexed = await time(() => sql(query, params));
      const [first] = await sql(query, params);
      const matches = first ? Number(first.total_matches) : 0;
      await sql('set enable_indexscan = off');
      await sql('set enable_bitmapscan = off');
      const sequential = await time(() => sql(query, params));
      await sql('reset enable_indexscan');
      await sql('reset enable_bitmapscan');
      const line = `${scenario.name}: ${matches} matches; median ${indexed.toFixed(1)} ms with the indexes, ${sequential.toFixed(1)} ms scanning the table (${RUNS} runs each)`;
      console.log(`\n${line}\n`);
      summary.push(line);
    }
    console.log(`=== summary (${COUNT.toLocaleString('en-US')} locations, ${db.kind})\n${summary.join('\n')}`);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
