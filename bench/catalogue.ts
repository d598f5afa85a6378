/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * The read path against a bare baseline (`npm run bench`, also `npm run bench:catalogue`), on PostgreSQL: 5,000
 * workspaces, 100,000 locations (1,000 of them around New York) and 300,000 rooms, loaded in the
 * database by `generate_series`. Four servers, each a process of its own: the gateway (built, as
 * `npm start` runs it), `bench/bare-server.js` (node:http + pg, hand-written prepared SQL), and
 * `bench/apollo-server.js` (Apollo Server 5 on Fastify 5 with the bare server's SQL as resolvers) twice,
 * with graphql-js and with graphql-jit.
 * For each read, after a warm-up of every case (`BENCH_WARMUP_SECONDS`, unmeasured: the servers' code
 * compiled by V8 as in a long-running process), interleaved rounds of autocannon (its own process,
 * 16 connections) against:
 *   - bare: the baseline;
 *   - Apollo alone: what Apollo Server costs by itself (graphql-js), the ceiling of a gateway served by it;
 *   - Apollo + graphql-jit alone: the same, executing with graphql-jit as the gateway does;
 *   - graph: the same read through /graphql in ONE request;
 *   - REST (the catalogue page only): `POST /workspaces/Location` (locations, no rooms).
 * Printed: req/s, p50/p99, the ratio to bare, SQL statements per request (the gateway's
 * `x-sql-statements`), and CPU ms per request of the server process and of PostgreSQL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench   # the database is emptied
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 ...                                              # longer runs
 */
import { join } from 'node:path';
import {
  CATALOGUE_INPUT,
  CATALOGUE_QUERY,
  cpuTicks,
  loadCatalogue,
  LOCATION_QUERY,
  postgresPids,
  prepareGatewayRun,
  readerToken,
  ROOT,
  runLoad,
  startProcess,
  stop,
  TICK_MS,
} from './harness';

const DATABASE_URL = process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
const CONNECTIONS = 16;
const GATEWAY_PORT = 4510;
const BARE_PORT = 4511;
const APOLLO_PORT = 4512;
const APOLLO_JIT_PORT = 4513;

async function main(): Promise<void> {
  const env = await prepareGatewayRun(DATABASE_URL, GATEWAY_PORT);
  // First a gateway that counts its statements (x-sql-statements): it migrates, then answers each
  // case once to tell its statement count. The load runs against a gateway as served (no counting).
  let gateway = await startProcess(
    'gateway',
    [join(ROOT, 'dist/src/main.js')],
    { ...env, SQL_STATEMENT_COUNT_HEADER: 'true' },
    'gateway ready',
  );
  const locationId = await loadCatalogue(env.DATABASE_URL);
  const bare = await startProcess(
    'bare',
    [join(ROOT, 'bench/bare-server.js')],
    { ...process.env, PORT: String(BARE_PORT), DATABASE_URL: env.DATABASE_URL },
    'ready',
  );
  const apollo = await startProcess(
    'apollo',
    [join(ROOT, 'bench/apollo-server.js')],
    { ...process.env, PORT: String(APOLLO_PORT), DATABASE_URL: env.DATABASE_URL },
    'ready',
  );
  const apolloJit = await startProcess(
    'apollo-jit',
    [join(ROOT, 'bench/apollo-server.js')],
    { ...process.env, PORT: String(APOLLO_JIT_PORT), DATABASE_URL: env.DATABASE_URL, APOLLO_EXECUTION: 'jit' },
    'ready',
  );
  try {
    const token = await readerToken(`http://127.0.0.1:${GATEWAY_PORT}`);
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    const apolloUrl = `http://127.0.0.1:${APOLLO_PORT}/graphql`;
    const apolloJitUrl = `http://127.0.0.1:${APOLLO_JIT_PORT}/graphql`;
    const json = { 'content-type': 'application/json' };
    const cases: Case[] = [
      {
        read: 'catalogue page',
        target: 'bare',
        url: `${bareUrl}/catalogue`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...CATALOGUE_INPUT, roomLimit: 5 }),
        pid: bare.pid!,
      },
      {
        read: 'catalogue page',
        target: 'graph',
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }),
        pid: gateway.pid!,
      },
      {
        read: 'catalogue page',
        target: 'Apollo alone',
        url: apolloUrl,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }),
        pid: apollo.pid!,
      },
      {
        read: 'catalogue page',
        target: 'Apollo + graphql-jit alone',
        url: apolloJitUrl,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }),
        pid: apolloJit.pid!,
      },
      {
        read: 'catalogue page',
        target: 'REST',
        url: `${gatewayUrl}/workspaces/Location`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify(CATALOGUE_INPUT),
        pid: gateway.pid!,
      },
      { read: 'location by id', target: 'bare', url: `${bareUrl}/location/${locationId}`, method: 'GET', headers: {}, pid: bare.pid! },
      {
        read: 'location by id',
        target: 'Apollo alone',
        url: apolloUrl,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }),
        pid: apollo.pid!,
      },
      {
        read: 'location by id',
        target: 'Apollo + graphql-jit alone',
        url: apolloJitUrl,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }),
        pid: apolloJit.pid!,
      },
      {
        read: 'location by id',
        target: 'graph',
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }),
        pid: gateway.pid!,
      },
    ];
    for (const c of cases) await check(c);
    await stop(gateway);
    gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready');
    for (const c of cases.filter((x) => x.target === 'graph' || x.target === 'REST')) c.pid = gateway.pid!;
    for (const c of cases) await runLoad(c, WARMUP_SECONDS, CONNECTIONS);
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
    await stop(apolloJit);
    await stop(gateway);
  }
}

interface Case {
  read: string;
  target: 'bare' | 'Apollo alone' | 'Apollo + graphql-jit alone' | 'graph' | 'REST';
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
  if (response.status !== 200 || text.includes('"errors"'))
    throw new Error(`${c.read} / ${c.target}: ${response.status} ${text.slice(0, 300)}`);
  const statements = response.headers.get('x-sql-statements');
  if (statements) c.statements = Number(statements);
}

async function measureCase(c: Case): Promise<Measure> {
  const serverBefore = cpuTicks([c.pid]);
  const postgresBefore = new Map(postgresPids().map((pid) => [pid, cpuTicks([pid])]));
  const result = await runLoad(c, SECONDS, CONNECTIONS);
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    serverCpuMs: ((cpuTicks([c.pid]) - serverBefore) * TICK_MS) / result.requests,
    // Backends that started during the run count from 0; those that ended are lost (few: pools keep theirs).
    postgresCpuMs:
      ([...new Set([...postgresBefore.keys(), ...postgresPids()])].reduce(
        (sum, pid) => sum + Math.max(0, cpuTicks([pid]) - (postgresBefore.get(pid) ?? 0)),
        0,
      ) *
        TICK_MS) /
      result.requests,
  };
}

function report(cases: Case[], results: Map<Case, Measure[]>): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (c: Case) => {
    const all = results.get(c)!;
    return {
      rps: median(all.map((m) => m.rps)),
      p50: median(all.map((m) => m.p50)),
      p99: median(all.map((m) => m.p99)),
      server: median(all.map((m) => m.serverCpuMs)),
      postgres: median(all.map((m) => m.postgresCpuMs)),
    };
  };
  console.log(
    `\n${SECONDS} s x ${ROUNDS} interleaved rounds after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, PostgreSQL; medians of the rounds`,
  );
  // One pass: the figures per request, and the CPU as a multiple of the bare server's and of Apollo alone's (how the goals are stated).
  const figures: string[] = [];
  const ratios: string[] = [];
  for (const read of [...new Set(cases.map((c) => c.read))]) {
    const ofRead = cases.filter((c) => c.read === read);
    const bare = summary(ofRead.find((c) => c.target === 'bare')!);
    const apollo = summary(ofRead.find((c) => c.target === 'Apollo alone')!);
    for (const c of ofRead) {
      const s = summary(c);
      figures.push(
        `| ${read} | ${c.target} | ${Math.round(s.rps)} | ${(s.rps / bare.rps).toFixed(2)} | ${s.p50} | ${s.p99} | ${c.statements ?? '-'} | ${s.server.toFixed(2)} | ${s.postgres.toFixed(2)} |`,
      );
      if (c.target !== 'bare')
        ratios.push(
          `| ${read} | ${c.target} | ${(s.server / bare.server).toFixed(2)}x | ${(s.server / apollo.server).toFixed(2)}x | ${(s.postgres / bare.postgres).toFixed(2)}x |`,
        );
    }
  }
  console.log('| read | server | req/s | ratio to bare | p50 ms | p99 ms | SQL statements | server CPU ms/req | PostgreSQL CPU ms/req |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(figures.join('\n'));
  console.log('\n| read | server | server CPU / bare | server CPU / Apollo alone | PostgreSQL CPU / bare |');
  console.log('|---|---|---|---|---|');
  console.log(ratios.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
