/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * Catalogue search benchmark (`npm run bench`): loads 100,000 locations into a fresh database and
 * prints EXPLAIN ANALYZE output and timings of the geo and text searches of GetLocations, built by
 * the same code the service runs (location.search.ts), with and without the indexes.
 *
 *   npm run bench                                   # embedded database (PGlite), in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench   # PostgreSQL (database is emptied)
 *   BENCH_LOCATIONS=20000 npm run bench             # another catalogue size
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/config/database';
import { loadSettings } from '../src/config/settings';
import { ALL_ENTITIES } from '../src/modules';
import { SqlConditions } from '../src/kernel/sql';
import { addPlaceConditions } from '../src/workspaces/location/location.search';

const COUNT = Number(process.env.BENCH_LOCATIONS ?? 100_000);
const RUNS = 20;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
  const settings = loadSettings({ ...process.env, DATA_DIR: dataDir, EMBEDDED_IN_MEMORY: 'true', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1', LOG_LEVEL: 'silent' });
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

    const cases: { name: string; build: (where: SqlConditions) => void }[] = [
      { name: 'geoSearch: 25 miles around Manhattan', build: (w) => addPlaceConditions(w, 'l', { geoSearch: { latitude: 40.758, longitude: -73.9855, maxMiles: 25 } }) },
      { name: 'geoSearch: 250 miles around Chicago + amenities', build: (w) => { addPlaceConditions(w, 'l', { geoSearch: { latitude: 41.8781, longitude: -87.6298, maxMiles: 250 } }); w.add('l.amenities @> ?::jsonb', '["coffee"]'); } },
      { name: 'searchText: "harbor"', build: (w) => addPlaceConditions(w, 'l', { searchText: 'harbor' }) },
      { name: 'searchText: a street part "3f2a"', build: (w) => addPlaceConditions(w, 'l', { searchText: '3f2a' }) },
      { name: 'state: "tx" + maxMarketplacePrice', build: (w) => { addPlaceConditions(w, 'l', { state: 'tx' }); w.add('coalesce(l.marketplace_price, l.price) <= ?', 1500); } },
    ];
    const summary: string[] = [];
    for (const scenario of cases) {
      const where = new SqlConditions();
      where.add(`l.status = 'Active'`);
      scenario.build(where);
      // The statement GetLocations runs for a page of 50 (page, count of all matches, stable order).
      const query = `select l.id, count(*) over () as total_count from "location" l ${where.sql} order by l.date_created desc, l.id desc limit ? offset ?`;
      const params = [...where.params, 50, 0];
      console.log(`=== ${scenario.name}`);
      const plan = await sql(`explain analyze ${query}`, params);
      console.log(plan.map((row) => String(Object.values(row)[0])).join('\n'));
      const indexed = await time(() => sql(query, params));
      const [first] = await sql(query, params);
      const matches = first ? Number(first.total_count) : 0;
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
