/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * The gateway behind a transaction pooler against the same gateway connected directly
 * (`npm run bench:pooler`; docs/scaling.md#behind-a-transaction-pooler): the catalogue workload's
 * data (`bench/workload.js`), Debian's PgBouncer in transaction mode in front of the same
 * PostgreSQL (`default_pool_size` 8 for the gateway's pool of 10), and two gateways built and started
 * as `npm start` starts them, together: one with `DATABASE_URL` at PgBouncer,
 * `DATABASE_POOL_MODE=transaction` and `DATABASE_LISTEN_URL` direct, the other direct. Each is
 * loaded in turn, in interleaved rounds, with 16 connections of a mix drawn afresh per request
 * (`mixed-graph`: 45% catalogue pages, 35% reads by id, 10% status changes, 10% sign-ups), as the
 * Platform Admin. Every answer must be a 2xx without `errors`: the run stops at the first round
 * with one. Printed: requests a second, p50/p99, the pooled one's ratio to the direct one.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:pooler   # the database is emptied
 *   BENCH_SECONDS=30 BENCH_ROUNDS=3 ...                                           # the defaults
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgBouncer } from '../test/support/pgbouncer';
import {
  cpuTicks,
  loadCatalogue,
  median,
  postgresTicksNow,
  postgresTicksSince,
  prepareGatewayRun,
  ROOT,
  runDrawnLoad,
  signIn,
  startProcess,
  stop,
  TICK_MS,
} from './harness';

const DATABASE_URL = process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const DIRECT_PORT = 4520;
const POOLED_PORT = 4521;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd!' };

interface Round {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** CPU ms per request of the gateway, of PostgreSQL's processes, and of PgBouncer (0 for the direct one). */
  gatewayCpu: number;
  postgresCpu: number;
  poolerCpu: number;
}

async function main(): Promise<void> {
  const { LOG_LEVEL: _silent, ...prepared } = await prepareGatewayRun(DATABASE_URL, DIRECT_PORT);
  const env = { ...prepared, NODE_ENV: 'production', BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password };
  // A first start migrates the emptied database; the data is loaded after it.
  const migrating = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready');
  const { ids } = await loadCatalogue(env.DATABASE_URL);
  await stop(migrating);
  const idsFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'location-ids.json');
  writeFileSync(idsFile, JSON.stringify(ids));
  const bouncer = await startPgBouncer(env.DATABASE_URL, { poolMode: 'transaction', serverConnections: 8 });
  console.log(`PgBouncer in transaction mode at ${new URL(bouncer.url).host}`);
  const [direct, pooled] = await Promise.all([
    startProcess('gateway (direct)', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready'),
    startProcess(
      'gateway (PgBouncer)',
      [join(ROOT, 'dist/src/main.js')],
      {
        ...env,
        PORT: String(POOLED_PORT),
        DATABASE_URL: bouncer.url,
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_LISTEN_URL: env.DATABASE_URL,
      },
      'gateway ready',
    ),
  ]);
  try {
    const token = await signIn(`http://127.0.0.1:${DIRECT_PORT}`, ADMIN);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const targets = [
      { name: 'direct', url: `http://127.0.0.1:${DIRECT_PORT}/graphql`, pid: direct.pid!, pooler: 0 },
      { name: 'PgBouncer (transaction mode)', url: `http://127.0.0.1:${POOLED_PORT}/graphql`, pid: pooled.pid!, pooler: bouncer.pid },
    ];
    for (const target of targets) await load(target, headers, idsFile, 3); // warm-up
    const rounds = new Map<string, Round[]>(targets.map((target) => [target.name, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each first in turn.
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        const result = await load(target, headers, idsFile, SECONDS);
        rounds.get(target.name)!.push(result);
        console.log(`round ${round}: ${target.name}: ${result.rps.toFixed(0)} req/s, ${result.requests} requests, 0 errors`);
      }
    }
    const total = (name: string) => rounds.get(name)!.reduce((sum, r) => sum + r.requests, 0);
    const directRps = median(rounds.get('direct')!.map((r) => r.rps));
    console.log(
      `\n${SECONDS} s x ${ROUNDS} interleaved rounds, ${CONNECTIONS} connections, the mix of 45% catalogue pages, 35% reads by id, 10% status changes, 10% sign-ups; medians`,
    );
    console.log(
      '| gateway | req/s | ratio to direct | requests, all rounds (ratio) | p50 ms | p99 ms | errors | CPU ms per request: gateway / PostgreSQL / PgBouncer |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, results] of rounds) {
      const rps = median(results.map((r) => r.rps));
      const cpu = (pick: (r: Round) => number) => median(results.map(pick)).toFixed(2);
      console.log(
        `| ${name} | ${rps.toFixed(0)} | ${(rps / directRps).toFixed(2)} | ${total(name)} (${(total(name) / total('direct')).toFixed(2)}) | ` +
          `${median(results.map((r) => r.p50))} | ${median(results.map((r) => r.p99))} | 0 | ` +
          `${cpu((r) => r.gatewayCpu)} / ${cpu((r) => r.postgresCpu)} / ${cpu((r) => r.poolerCpu)} |`,
      );
    }
  } finally {
    await Promise.all([stop(direct), stop(pooled)]);
    await bouncer.stop();
  }
}

/** One load of the mix (bench/load.js, a process of its own), with the CPU each process spent; any answer that is not a 2xx without errors stops the run. */
async function load(
  target: { url: string; pid: number; pooler: number },
  headers: Record<string, string>,
  idsFile: string,
  seconds: number,
): Promise<Round> {
  const gatewayBefore = cpuTicks([target.pid]);
  const poolerBefore = target.pooler ? cpuTicks([target.pooler]) : 0;
  const postgresBefore = postgresTicksNow();
  const load = { url: target.url, method: 'POST', headers, kind: 'mixed-graph', idsFile, seconds, connections: CONNECTIONS };
  const result = await runDrawnLoad(load, target.url);
  return {
    ...result,
    gatewayCpu: ((cpuTicks([target.pid]) - gatewayBefore) * TICK_MS) / result.requests,
    postgresCpu: (postgresTicksSince(postgresBefore) * TICK_MS) / result.requests,
    poolerCpu: target.pooler ? ((cpuTicks([target.pooler]) - poolerBefore) * TICK_MS) / result.requests : 0,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
