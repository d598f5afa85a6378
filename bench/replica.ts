/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * `npm run bench:replica`: what a streaming standby takes off the primary, measured. A private
 * PostgreSQL 15 cluster and its standby (test/support/private-cluster.ts: initdb, pg_basebackup),
 * the catalogue data set of `npm run bench` on the primary, and the gateway (built, as `npm start`
 * runs it) twice on the same data: without replicas, then with DATABASE_READ_URLS naming the
 * standby. For each read, autocannon (its own process, 16 connections) against each, and the CPU
 * per request of the gateway, of the primary's PostgreSQL processes and of the standby's, told
 * apart by their postmaster. Needs the PostgreSQL 15 binaries; touches no other server.
 *
 *   npm run bench:replica
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 npm run bench:replica   # longer runs
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  createPrivateCluster,
  inDatabase,
  missingPostgresTools,
  waitForReplay,
  withClient,
  type PrivateCluster,
} from '../test/support/private-cluster';
import {
  CATALOGUE_INPUT,
  CATALOGUE_QUERY,
  cpuTicks,
  type LoadShape,
  loadCatalogue,
  median,
  LOCATION_QUERY,
  parentOf,
  postgresPids,
  readerToken,
  ROOT,
  runLoad,
  startProcess,
  stop,
  TICK_MS,
} from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 16;
const PORT = 4520;

interface Case extends LoadShape {
  read: string;
}

interface Measure {
  rps: number;
  gatewayCpuMs: number;
  primaryCpuMs: number;
  standbyCpuMs: number;
  statements: string;
}

async function main(): Promise<void> {
  const missing = missingPostgresTools();
  if (missing.length) throw new Error(`bench:replica needs PostgreSQL 15's ${missing.join(', ')}.`);
  console.log('building the gateway...');
  await promisify(execFile)(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], {
    cwd: ROOT,
  });
  console.log('starting a private cluster and its streaming standby...');
  const primary = await createPrivateCluster();
  let standby: PrivateCluster | null = null;
  let gateway: ChildProcess | null = null;
  try {
    standby = await primary.createStandby();
    await withClient(primary.url, (client) => client.query('create database bench'));
    const primaryUrl = inDatabase(primary.url, 'bench');
    const standbyUrl = inDatabase(standby.url, 'bench');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: primaryUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SQL_STATEMENT_COUNT_HEADER: 'true',
    };
    delete env.DATABASE_READ_URLS;
    gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready');
    const { locationId } = await loadCatalogue(primaryUrl);
    const base = `http://127.0.0.1:${PORT}`;
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${await readerToken(base)}` };
    await waitForReplay(primary.url, standby.url, 120_000);
    const cases: Case[] = [
      {
        read: 'catalogue page, GraphQL',
        url: `${base}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }),
      },
      {
        read: 'catalogue page, REST',
        url: `${base}/workspaces/Location`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify(CATALOGUE_INPUT),
      },
      {
        read: 'location by id, GraphQL',
        url: `${base}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }),
      },
    ];
    const clusters = { primary: postmasterOf(primary.port), standby: postmasterOf(standby.port) };
    const results = new Map<string, Measure[]>();
    for (const mode of ['primary only', 'with the standby'] as const) {
      await stop(gateway);
      gateway = await startProcess(
        'gateway',
        [join(ROOT, 'dist/src/main.js')],
        mode === 'primary only' ? env : { ...env, DATABASE_READ_URLS: standbyUrl },
        'gateway ready',
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const c of cases) {
          const measure = await measureCase(c, gateway.pid!, clusters);
          const key = `${c.read}|${mode}`;
          (results.get(key) ?? results.set(key, []).get(key)!).push(measure);
          console.log(`round ${round + 1}: ${c.read} / ${mode}: ${Math.round(measure.rps)} req/s`);
        }
      }
    }
    report(cases, results);
  } finally {
    if (gateway) await stop(gateway);
    await standby?.destroy();
    await primary.destroy();
  }
}

/** One request first (it tells the statements: on the primary / on the standby), then the load, with the CPU each side spent. */
async function measureCase(c: Case, gatewayPid: number, clusters: { primary: number; standby: number }): Promise<Measure> {
  const probe = await fetch(c.url, { method: c.method, headers: c.headers, body: c.body });
  const text = await probe.text();
  if (probe.status !== 200 || text.includes('"errors"')) throw new Error(`${c.read}: ${probe.status} ${text.slice(0, 300)}`);
  const total = Number(probe.headers.get('x-sql-statements'));
  const onStandby = Number(probe.headers.get('x-sql-statements-replica') ?? 0);
  const gatewayBefore = cpuTicks([gatewayPid]);
  const before = clusterTicks(clusters);
  const result = await runLoad(c, SECONDS, CONNECTIONS);
  const after = clusterTicks(clusters);
  const perRequest = (ticks: number) => (ticks * TICK_MS) / result.requests;
  return {
    rps: result.rps,
    gatewayCpuMs: perRequest(cpuTicks([gatewayPid]) - gatewayBefore),
    primaryCpuMs: perRequest(after.primary - before.primary),
    standbyCpuMs: perRequest(after.standby - before.standby),
    statements: `${total - onStandby} / ${onStandby}`,
  };
}

/** CPU ticks of each cluster's processes (the postmaster and every process under it). */
function clusterTicks(clusters: { primary: number; standby: number }): { primary: number; standby: number } {
  const sums = { primary: 0, standby: 0 };
  const all = new Set(postgresPids());
  for (const pid of all) {
    const root = all.has(parentOf(pid)) ? parentOf(pid) : pid; // a backend's parent is its postmaster
    if (root === clusters.primary) sums.primary += cpuTicks([pid]);
    else if (root === clusters.standby) sums.standby += cpuTicks([pid]);
  }
  return sums;
}

/** The postmaster listening on `port` (its command line names the port). */
function postmasterOf(port: number): number {
  for (const pid of postgresPids()) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('-p');
      if (at >= 0 && args[at + 1] === String(port)) return pid;
    } catch {
      /* gone */
    }
  }
  throw new Error(`no postmaster found for port ${port}`);
}

function report(cases: Case[], results: Map<string, Measure[]>): void {
  console.log(
    `\n${SECONDS} s x ${ROUNDS} rounds, ${CONNECTIONS} connections, a private PostgreSQL 15 cluster and its streaming standby on this machine; medians of the rounds`,
  );
  console.log(
    '| read | reads on | req/s | statements primary / standby | gateway CPU ms/req | primary PostgreSQL CPU ms/req | standby PostgreSQL CPU ms/req |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const c of cases) {
    for (const mode of ['primary only', 'with the standby']) {
      const all = results.get(`${c.read}|${mode}`)!;
      const m = (pick: (x: Measure) => number) => median(all.map(pick));
      console.log(
        `| ${c.read} | ${mode} | ${Math.round(m((x) => x.rps))} | ${all[0].statements} | ${m((x) => x.gatewayCpuMs).toFixed(2)} | ${m((x) => x.primaryCpuMs).toFixed(2)} | ${m((x) => x.standbyCpuMs).toFixed(2)} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
