/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * `npm run bench:entities` (PostgreSQL, `DATABASE_URL`; the database is emptied): what a federation
 * router's entity fetch costs the gateway against the same read by ids (issue 44: "50 Room
 * representations through `_entities` cost the gateway no more than one `rooms(ids:)` read of the
 * same 50"). The catalogue workload's data (`bench/workload.js`: 100,000 locations, 300,000 rooms),
 * 50 rooms of active locations (the first 50 by id: one each of 50 locations, as the data spreads
 * them), and the gateway built and started as `npm start` starts it, read by a signed-in user
 * without roles. The same 50 rooms and the same fields (`id name capacity pricePerHour
 * tokenCostPerHour location { id name }`) asked two ways:
 *   - `_entities`: `_entities(representations:)`, one `{ __typename: 'Room', id }` per room, as a router sends them;
 *   - `rooms(ids:)`: `rooms(input: { ids, limit: 50 })`.
 * First each must answer 200 without errors with the same 50 rooms (the same fields alike), and a
 * start of the gateway with `SQL_STATEMENT_COUNT_HEADER` tells the statements of each; the load
 * then runs against a start without it (counting keeps V8's promise hooks on, a cost of every
 * promise, that a gateway as served does not pay). After a warm-up of each (`BENCH_WARMUP_SECONDS`,
 * unmeasured), interleaved rounds (the order turns each round) of autocannon (its own process, 16
 * connections, the one request again and again). Printed: medians of the rounds of req/s, p50/p99,
 * CPU ms per request of the gateway and of PostgreSQL's processes (all of this machine's), and
 * `_entities`' ratio to `rooms(ids:)` of each. It fails on a wrong answer only, never on a figure.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_entities npm run bench:entities   # the database is emptied
 *   BENCH_SECONDS=8 BENCH_ROUNDS=3 BENCH_WARMUP_SECONDS=3 ...                              # the defaults
 */
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  cpuTicks,
  type LoadShape,
  loadCatalogue,
  median,
  postgresTicksNow,
  postgresTicksSince,
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 16;
const PORT = 4540;
const ROOMS = 50;

const ROOM_FIELDS = 'id name capacity pricePerHour tokenCostPerHour location { id name }';
const ENTITIES_QUERY = `query Entities($representations: [_Any!]!) { _entities(representations: $representations) { ... on Room { ${ROOM_FIELDS} } } }`;
const ROOMS_QUERY = `query Rooms($ids: [String!]) { rooms(input: { ids: $ids, limit: ${ROOMS} }) { data { ${ROOM_FIELDS} } } }`;

interface Shape extends LoadShape {
  name: '_entities' | 'rooms(ids:)';
  /** The rooms of an answer's body. */
  rooms: (body: unknown) => unknown[] | undefined;
  /** `x-sql-statements` of the request. */
  statements?: string;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  gatewayCpuMs: number;
  postgresCpuMs: number;
}

async function main(): Promise<void> {
  const { LOG_LEVEL: _silent, ...prepared } = await prepareGatewayRun(DATABASE_URL, PORT);
  const env = { ...prepared, NODE_ENV: 'production' };
  const entry = join(ROOT, 'dist/src/main.js');
  let gateway = await startProcess('gateway', [entry], { ...env, SQL_STATEMENT_COUNT_HEADER: 'true' }, 'gateway ready');
  try {
    await loadCatalogue(env.DATABASE_URL);
    const ids = await activeRoomIds(env.DATABASE_URL);
    const base = `http://127.0.0.1:${PORT}`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${await readerToken(base)}` };
    const data = (body: unknown) => (body as { data?: Record<string, unknown> | null }).data;
    const shapes: Shape[] = [
      {
        name: '_entities',
        url: `${base}/graphql`,
        method: 'POST',
        headers,
        body: JSON.stringify({ query: ENTITIES_QUERY, variables: { representations: ids.map((id) => ({ __typename: 'Room', id })) } }),
        rooms: (body) => data(body)?._entities as unknown[] | undefined,
      },
      {
        name: 'rooms(ids:)',
        url: `${base}/graphql`,
        method: 'POST',
        headers,
        body: JSON.stringify({ query: ROOMS_QUERY, variables: { ids } }),
        rooms: (body) => (data(body)?.rooms as { data?: unknown[] } | undefined)?.data,
      },
    ];
    await check(shapes, ids);
    // The load against the gateway as served: no statement counting.
    await stop(gateway);
    gateway = await startProcess('gateway', [entry], env, 'gateway ready');
    await check(shapes, ids);
    for (const shape of shapes) await runLoad(shape, WARMUP_SECONDS, CONNECTIONS);
    const results = new Map<Shape, Measure[]>(shapes.map((shape) => [shape, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const shape of round % 2 ? [...shapes].reverse() : shapes) {
        const measure = await measureShape(shape, gateway.pid!);
        results.get(shape)!.push(measure);
        console.log(
          `round ${round + 1}: ${shape.name}: ${Math.round(measure.rps)} req/s, gateway ${measure.gatewayCpuMs.toFixed(2)} CPU ms/req`,
        );
      }
    }
    report(shapes, results);
  } finally {
    await stop(gateway);
  }
}

/** The first rooms by id of active locations: a reader without roles sees them. */
async function activeRoomIds(databaseUrl: string): Promise<string[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `select r.id from room r join location l on l.id = r.location_id where l.status = 'Active' order by r.id limit ${ROOMS}`,
    );
    if (rows.length !== ROOMS) throw new Error(`the data has ${rows.length} rooms of active locations, not ${ROOMS}`);
    return rows.map((row) => row.id);
  } finally {
    await db.end();
  }
}

/**
 * Each shape, asked twice, must answer 200 without errors with the 50 rooms asked, and both the
 * same rooms with the same fields (`_entities` in the representations' order). Each shape's
 * statements are its second answer's, when the gateway tells them: a caller's first request of a
 * start sends one more, the caller's own lookup, which the gateway keeps from then on.
 */
async function check(shapes: Shape[], ids: string[]): Promise<void> {
  const byId = (a: unknown, b: unknown) => ((a as { id: string }).id < (b as { id: string }).id ? -1 : 1);
  for (let pass = 0; pass < 2; pass += 1) {
    const answers: unknown[][] = [];
    for (const shape of shapes) {
      const response = await fetch(shape.url, { method: shape.method, headers: shape.headers, body: shape.body });
      const text = await response.text();
      const rooms = response.status === 200 ? shape.rooms(JSON.parse(text)) : undefined;
      if (!rooms || text.includes('"errors"')) throw new Error(`${shape.name}: ${response.status} ${text.slice(0, 500)}`);
      const got = rooms.map((room) => (room as { id?: string } | null)?.id);
      if (shape.name === '_entities' ? !isDeepStrictEqual(got, ids) : !isDeepStrictEqual([...got].sort(), [...ids].sort()))
        throw new Error(`${shape.name}: ${got.filter(Boolean).length} of the ${ids.length} rooms asked: ${JSON.stringify(got)}`);
      answers.push([...rooms].sort(byId));
      shape.statements = response.headers.get('x-sql-statements') ?? shape.statements;
    }
    const differing = answers[0].findIndex((room, i) => !isDeepStrictEqual(room, answers[1][i]));
    if (differing >= 0)
      throw new Error(
        `${shapes[0].name} and ${shapes[1].name} answer a room differently: ${JSON.stringify(answers[0][differing])} against ${JSON.stringify(answers[1][differing])}`,
      );
  }
}

/** One round of load on `shape`, with the CPU the gateway and PostgreSQL spent on it. */
async function measureShape(shape: Shape, gatewayPid: number): Promise<Measure> {
  const gatewayBefore = cpuTicks([gatewayPid]);
  const postgresBefore = postgresTicksNow();
  const result = await runLoad(shape, SECONDS, CONNECTIONS);
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    gatewayCpuMs: ((cpuTicks([gatewayPid]) - gatewayBefore) * TICK_MS) / result.requests,
    postgresCpuMs: (postgresTicksSince(postgresBefore) * TICK_MS) / result.requests,
  };
}

function report(shapes: Shape[], results: Map<Shape, Measure[]>): void {
  const summary = (shape: Shape): Measure => {
    const all = results.get(shape)!;
    const m = (pick: (x: Measure) => number) => median(all.map(pick));
    return {
      rps: m((x) => x.rps),
      p50: m((x) => x.p50),
      p99: m((x) => x.p99),
      gatewayCpuMs: m((x) => x.gatewayCpuMs),
      postgresCpuMs: m((x) => x.postgresCpuMs),
    };
  };
  const summaries = shapes.map(summary);
  const [entities, rooms] = summaries;
  const ratio = (pick: (x: Measure) => number) => `${(pick(entities) / pick(rooms)).toFixed(2)}x`;
  console.log(
    `\n${ROOMS} rooms a request, ${SECONDS} s x ${ROUNDS} interleaved rounds after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections, the catalogue workload on PostgreSQL; medians of the rounds`,
  );
  console.log('| read | SQL statements | req/s | p50 ms | p99 ms | gateway CPU ms/req | PostgreSQL CPU ms/req |');
  console.log('|---|---|---|---|---|---|---|');
  shapes.forEach((shape, i) => {
    const s = summaries[i];
    console.log(
      `| ${shape.name} | ${shape.statements ?? '-'} | ${Math.round(s.rps)} | ${s.p50} | ${s.p99} | ${s.gatewayCpuMs.toFixed(2)} | ${s.postgresCpuMs.toFixed(2)} |`,
    );
  });
  console.log(
    `| _entities / rooms(ids:) | | ${ratio((x) => x.rps)} | ${ratio((x) => x.p50)} | ${ratio((x) => x.p99)} | ${ratio((x) => x.gatewayCpuMs)} | ${ratio((x) => x.postgresCpuMs)} |`,
  );
  // Each round's pair, measured back to back: how far the rounds scatter around the medians' ratio.
  const [entitiesRounds, roomsRounds] = shapes.map((shape) => results.get(shape)!);
  const rounds = entitiesRounds.map((m, i) => `${(m.gatewayCpuMs / roomsRounds[i].gatewayCpuMs).toFixed(2)}x`).join(' ');
  console.log(
    `\ngoal: _entities' gateway CPU per request at most rooms(ids:)'s (ratio <= 1.00x); measured ${ratio((x) => x.gatewayCpuMs)} (round by round: ${rounds})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
