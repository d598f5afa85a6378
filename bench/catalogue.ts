/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * The read path against a bare baseline (`npm run bench`, also `npm run bench:catalogue`), on the
 * catalogue workload of `../shared/bench/catalogue-workload.md` (`bench/workload.js`): 5,000
 * workspaces, 100,000 locations over 30 US metros, 300,000 rooms, 50,000 closures, generated in
 * PostgreSQL; every request drawn afresh (a metro centre jittered, a random location by id).
 * Four servers, each a process of its own: the gateway (built, and started as `npm start` starts
 * it: `NODE_ENV=production`, its default log level, its own pool), `bench/bare-server.js`
 * (node:http + pg, hand-written SQL), and `bench/apollo-server.js` (Apollo Server 5 on Fastify 5
 * with the bare server's SQL as resolvers) twice, with graphql-js and with graphql-jit.
 * The caller is the Platform Admin, signed in once. The gateway's statements are counted in a start
 * of its own before the timed one (`x-sql-statements`, on a few drawn requests of each case).
 * After a warm-up of every case (`BENCH_WARMUP_SECONDS`, unmeasured), interleaved rounds of
 * autocannon (`bench/load.js`, its own process, 16 connections) against:
 *   - bare: the baseline;
 *   - Apollo alone: what Apollo Server costs by itself (graphql-js), the ceiling of a gateway served by it;
 *   - Apollo + graphql-jit alone: the same, executing with graphql-jit as the gateway does;
 *   - graph: the same read through /graphql in ONE request;
 *   - REST (the catalogue page only): `POST /workspaces/Location` (the contract's answer, with its `totalCount`);
 *   - graph, traced and graph, twin (the catalogue page only): what traces cost, as a pair of two more
 *     gateways started alike, one with OpenTelemetry traces on (`parentbased_traceidratio` at
 *     `BENCH_TRACES_RATIO`, 0.1 by default, exported to a collector of the benchmark's own that takes
 *     and drops them), its twin without; measured one after the other, in turn first (a gateway
 *     started later measured slower than the first by itself, traced or not: the pair compares
 *     like with like). The cost of traces is the traced one's figures against its twin's
 *     (docs/decisions.md#traces); `BENCH_TRACES_RATIO=off` runs both without, the pair's own noise.
 * Printed: req/s, p50/p99, the ratio to bare, SQL statements per request, and CPU ms per request
 * of the server process and of PostgreSQL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench   # the database is emptied
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 ...                                    # longer runs
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript shared with the load processes
const { drawRequest } = require('./workload') as { drawRequest: (kind: Kind, ids: string[]) => { path?: string; body?: string } };

const DATABASE_URL = process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
const CONNECTIONS = 16;
const GATEWAY_PORT = 4510;
const BARE_PORT = 4511;
const APOLLO_PORT = 4512;
const APOLLO_JIT_PORT = 4513;
const TRACED_PORT = 4514;
const TWIN_PORT = 4515;
/** The sampler of the traced gateway: one trace in ten (`BENCH_TRACES_RATIO`), what an operator would run. */
const TRACES_RATIO = process.env.BENCH_TRACES_RATIO ?? '0.1';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd!' };

async function main(): Promise<void> {
  // As `npm start` serves it: production, the default log level (a line per request), the Platform Admin as caller.
  const { LOG_LEVEL: _silent, ...prepared } = await prepareGatewayRun(DATABASE_URL, GATEWAY_PORT);
  const env = { ...prepared, NODE_ENV: 'production', BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password };
  // First a gateway that counts its statements (x-sql-statements): it migrates, then answers each
  // case a few times to tell its statement count. The load runs against a gateway as served (no counting).
  let gateway = await startProcess(
    'gateway',
    [join(ROOT, 'dist/src/main.js')],
    { ...env, SQL_STATEMENT_COUNT_HEADER: 'true' },
    'gateway ready',
  );
  const { ids } = await loadCatalogue(env.DATABASE_URL);
  const idsFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'location-ids.json');
  writeFileSync(idsFile, JSON.stringify(ids));
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
  // The same gateway with traces on, exporting to a collector that takes and drops them (OTLP over HTTP).
  const collector = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  // BENCH_TRACES_RATIO=off: the traced one without traces too (what the pair's noise is).
  const twinEnv = { ...env, PORT: String(TWIN_PORT) };
  const tracedEnv = {
    ...env,
    PORT: String(TRACED_PORT),
    ...(TRACES_RATIO === 'off'
      ? {}
      : {
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: TRACES_RATIO,
        }),
  };
  // Started, as the timed gateway is, after the statement counts: all serve their first requests in the timed run.
  let traced: ChildProcess | null = null;
  let twin: ChildProcess | null = null;
  try {
    const token = await signIn(`http://127.0.0.1:${GATEWAY_PORT}`, ADMIN);
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json' };
    const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    const apolloUrl = `http://127.0.0.1:${APOLLO_PORT}/graphql`;
    const apolloJitUrl = `http://127.0.0.1:${APOLLO_JIT_PORT}/graphql`;
    const page = 'catalogue page';
    const byId = 'location by id';
    const cases: Case[] = [
      { read: page, target: 'bare', url: `${bareUrl}/catalogue`, method: 'POST', headers: json, kind: 'catalogue-bare', pid: bare.pid! },
      { read: page, target: 'Apollo alone', url: apolloUrl, method: 'POST', headers: json, kind: 'catalogue-graph', pid: apollo.pid! },
      {
        read: page,
        target: 'Apollo + graphql-jit alone',
        url: apolloJitUrl,
        method: 'POST',
        headers: json,
        kind: 'catalogue-graph',
        pid: apolloJit.pid!,
      },
      {
        read: page,
        target: 'graph',
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: auth,
        kind: 'catalogue-graph',
        pid: gateway.pid!,
      },
      // The pair: the same page on the traced gateway and on its twin (their pids are set once they run).
      ...(
        [
          [TRACES_RATIO === 'off' ? 'graph, traced (off)' : (`graph, traced (${Number(TRACES_RATIO) * 100}%)` as const), TRACED_PORT],
          ['graph, twin', TWIN_PORT],
        ] as const
      ).map(([target, port]): Case => ({
        read: page,
        target,
        url: `http://127.0.0.1:${port}/graphql`,
        method: 'POST',
        headers: auth,
        kind: 'catalogue-graph',
        pid: 0,
      })),
      {
        read: page,
        target: 'REST',
        url: `${gatewayUrl}/workspaces/Location`,
        method: 'POST',
        headers: auth,
        kind: 'catalogue-rest',
        pid: gateway.pid!,
      },
      { read: byId, target: 'bare', url: bareUrl, method: 'GET', headers: {}, kind: 'location-bare', pid: bare.pid! },
      { read: byId, target: 'Apollo alone', url: apolloUrl, method: 'POST', headers: json, kind: 'location-graph', pid: apollo.pid! },
      {
        read: byId,
        target: 'Apollo + graphql-jit alone',
        url: apolloJitUrl,
        method: 'POST',
        headers: json,
        kind: 'location-graph',
        pid: apolloJit.pid!,
      },
      {
        read: byId,
        target: 'graph',
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: auth,
        kind: 'location-graph',
        pid: gateway.pid!,
      },
    ];
    const isPair = (c: Case) => c.target.startsWith('graph, traced') || c.target === 'graph, twin';
    for (const c of cases.filter((x) => !isPair(x))) await check(c, ids);
    await stop(gateway);
    gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready');
    for (const c of cases.filter((x) => x.target === 'graph' || x.target === 'REST')) c.pid = gateway.pid!;
    // Started together: neither is the later one.
    [traced, twin] = await Promise.all([
      startProcess('gateway (traced)', [join(ROOT, 'dist/src/main.js')], tracedEnv, 'gateway ready'),
      startProcess('gateway (twin)', [join(ROOT, 'dist/src/main.js')], twinEnv, 'gateway ready'),
    ]);
    for (const c of cases.filter(isPair)) {
      c.pid = (c.target === 'graph, twin' ? twin : traced).pid!;
      await check(c, ids);
    }
    for (const c of cases) await runCase(c, idsFile, WARMUP_SECONDS);
    const results = new Map<Case, Measure[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      // The pair's order turns each round: the traced one first, then its twin first.
      const pair = cases.filter(isPair);
      const inOrder = round % 2 ? cases.map((c) => (isPair(c) ? pair[1 - pair.indexOf(c)] : c)) : cases;
      for (const c of inOrder) {
        const measure = await measureCase(c, idsFile);
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
    if (traced) await stop(traced);
    if (twin) await stop(twin);
    collector.close();
  }
}

type Kind = 'catalogue-graph' | 'catalogue-rest' | 'catalogue-bare' | 'location-graph' | 'location-bare';

interface Case {
  read: string;
  target: 'bare' | 'Apollo alone' | 'Apollo + graphql-jit alone' | 'graph' | `graph, traced (${string})` | 'graph, twin' | 'REST';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  kind: Kind;
  pid: number;
  /** The gateway's statements per request, each different count seen on the drawn requests checked. */
  statements?: string;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  serverCpuMs: number;
  postgresCpuMs: number;
}

/**
 * A few drawn requests first: each must answer 200 with data (a page with locations), and the gateway
 * tells its statement count of each.
 */
async function check(c: Case, ids: string[]): Promise<void> {
  const counts = new Set<string>();
  for (let i = 0; i < 5; i += 1) {
    const drawn = drawRequest(c.kind, ids);
    const url = drawn.path ? `${c.url}${drawn.path}` : c.url;
    const response = await fetch(url, { method: c.method, headers: c.headers, body: drawn.body });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors"') || text.includes('"data":[]'))
      throw new Error(`${c.read} / ${c.target}: ${response.status} ${text.slice(0, 300)}`);
    const statements = response.headers.get('x-sql-statements');
    if (statements) counts.add(statements);
  }
  if (counts.size) c.statements = [...counts].sort().join('/');
}

/** Loads the case for `seconds` (bench/load.js, a process of its own); every answer must be a 2xx without errors. */
function runCase(c: Case, idsFile: string, seconds: number): Promise<{ rps: number; p50: number; p99: number; requests: number }> {
  const load = { url: c.url, method: c.method, headers: c.headers, kind: c.kind, idsFile, seconds, connections: CONNECTIONS };
  return runDrawnLoad(load, `${c.read} / ${c.target}`);
}

async function measureCase(c: Case, idsFile: string): Promise<Measure> {
  const serverBefore = cpuTicks([c.pid]);
  const postgresBefore = postgresTicksNow();
  const result = await runCase(c, idsFile, SECONDS);
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    serverCpuMs: ((cpuTicks([c.pid]) - serverBefore) * TICK_MS) / result.requests,
    postgresCpuMs: (postgresTicksSince(postgresBefore) * TICK_MS) / result.requests,
  };
}

function report(cases: Case[], results: Map<Case, Measure[]>): void {
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
    `\n${SECONDS} s x ${ROUNDS} interleaved rounds after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, the catalogue workload on PostgreSQL; medians of the rounds`,
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
  const traced = cases.find((c) => c.target.startsWith('graph, traced'));
  const twin = cases.find((c) => c.target === 'graph, twin');
  if (traced && twin) {
    const [t, w] = [summary(traced), summary(twin)];
    console.log(
      `\n${traced.target} against its twin: ${(t.rps / w.rps).toFixed(3)}x the requests a second, ` +
        `${(t.server / w.server).toFixed(3)}x the gateway's CPU per page, p99 ${t.p99} ms against ${w.p99} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
