/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * `npm run bench:subscriptions` (PostgreSQL, `DATABASE_URL`; the database is emptied): what the
 * graph's subscriptions cost (docs/decisions.md#subscriptions), on the built gateway:
 * - the resident memory of 2,000 idle subscriptions (100 connections of 20, a record that never
 *   changes), per subscription and per connection;
 * - the delivery of changes made at 50 per second (`setLocationStatus`, 20 s) to 10 subscribers:
 *   the time from the mutation's request to each subscriber's receipt, p50 and p99, and what the
 *   mutation itself takes.
 */
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { pause, percentile, prepareGatewayRun, ROOT, rssMb, signIn, startProcess, stop } from './harness';

const DATABASE_URL = process.env.DATABASE_URL;
const PORT = 4400;
const IDLE = { connections: 100, perConnection: 20 };
const ACTIVE = { subscribers: 10, perSecond: 50, seconds: Number(process.env.BENCH_SECONDS ?? 20) };
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd!' };

async function main(): Promise<void> {
  const env = await prepareGatewayRun(DATABASE_URL, PORT);
  const gateway = await startProcess(
    'gateway',
    [join(ROOT, 'dist/src/main.js')],
    {
      ...env,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      // One caller holds every subscription of the run.
      SUBSCRIPTIONS_PER_CALLER_MAX: String(IDLE.connections * IDLE.perConnection + ACTIVE.subscribers),
    },
    'gateway ready',
  );
  const base = `http://127.0.0.1:${PORT}`;
  const sockets: Client[] = [];
  try {
    const token = await signIn(base, ADMIN);
    const total = ACTIVE.perSecond * ACTIVE.seconds;
    const { workspaceId, locationIds } = await locations(env.DATABASE_URL, total);
    const locationId = locationIds[0];
    const connect = () => {
      const socket = createClient({
        url: `ws://127.0.0.1:${PORT}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
      });
      sockets.push(socket);
      return socket;
    };
    // Warm the gateway (a few reads and one subscription) before its idle memory is read.
    for (let i = 0; i < 20; i++) await graph(base, token, `{ location(id: "${locationId}") { id } }`);
    await pause(2000);
    const before = rssMb(gateway.pid!);

    const acknowledged: Promise<void>[] = [];
    for (let c = 0; c < IDLE.connections; c++) {
      const socket = connect();
      acknowledged.push(new Promise((resolve) => socket.on('connected', () => resolve())));
      for (let s = 0; s < IDLE.perConnection; s++)
        socket.subscribe(
          { query: 'subscription { userChanged(id: "00000000-0000-0000-0000-000000000000") { id } }' },
          { next: () => undefined, error: () => undefined, complete: () => undefined },
        );
    }
    await Promise.all(acknowledged);
    await pause(5000);
    const after = rssMb(gateway.pid!);
    const idleCount = IDLE.connections * IDLE.perConnection;
    console.log(
      `idle: ${idleCount} subscriptions on ${IDLE.connections} connections: RSS ${before.toFixed(0)} MB -> ${after.toFixed(0)} MB, ` +
        `${(((after - before) * 1024) / idleCount).toFixed(1)} KB per subscription (${(((after - before) * 1024) / IDLE.connections).toFixed(0)} KB per connection of ${IDLE.perConnection})`,
    );

    // Each change deactivates another location of the workspace: a receipt is matched to its change by the location's id.
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    const mutations: number[] = [];
    for (let i = 0; i < ACTIVE.subscribers; i++) {
      connect().subscribe(
        { query: `subscription { locationChanged(workspaceId: "${workspaceId}") { event id location { id status } } }` },
        {
          next: (result) => {
            const at = sent.get((result.data as { locationChanged: { id: string } }).locationChanged.id);
            if (at !== undefined) latencies.push(Date.now() - at);
          },
          error: (error) => console.error('subscription error', error),
          complete: () => undefined,
        },
      );
    }
    await pause(2000);
    const started = Date.now();
    const inFlight: Promise<void>[] = [];
    for (const [n, id] of locationIds.entries()) {
      const due = started + (n * 1000) / ACTIVE.perSecond;
      if (due > Date.now()) await pause(due - Date.now());
      const at = Date.now();
      sent.set(id, at);
      inFlight.push(
        graph(base, token, `mutation { setLocationStatus(input: { id: "${id}", status: Inactive }) { id } }`).then(() => {
          mutations.push(Date.now() - at);
        }),
      );
    }
    await Promise.all(inFlight);
    await pause(2000);
    latencies.sort((a, b) => a - b);
    mutations.sort((a, b) => a - b);
    console.log(
      `delivery: ${total} changes at ${ACTIVE.perSecond}/s to ${ACTIVE.subscribers} subscribers: ${latencies.length} of ${total * ACTIVE.subscribers} received; ` +
        `from the mutation's request to receipt p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms; ` +
        `the mutation's own answer p50 ${percentile(mutations, 50)} ms, p99 ${percentile(mutations, 99)} ms`,
    );
  } finally {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await stop(gateway);
  }
}

async function graph(base: string, token: string, query: string): Promise<unknown> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

/** One workspace and `count` active locations, written straight into the database. */
async function locations(databaseUrl: string, count: number): Promise<{ workspaceId: string; locationIds: string[] }> {
  const db = new PgClient({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `insert into workspace (id, name, email, date_created) values (gen_random_uuid(), 'Bench', 'bench@example.com', now()) returning id`,
  );
  const day = { isOpen: true, open: '08:00:00', close: '18:00:00', maxVisitors: null };
  const schedule = JSON.stringify(
    Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day])),
  );
  const location = await db.query(
    `insert into location (id, workspace_id, name, address, schedule, price, latitude, longitude, time_zone, phone, check_in_instructions,
       waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, amenities, date_created)
     select gen_random_uuid(), $1, 'Bench desk ' || n, '{"line1":"1 Main St","city":"New York","state":"NY","zipCode":"10001"}', $2::jsonb, 2000, 40.75, -73.99,
       'America/New_York', '+1 212 555 0100', 'Ask at the desk.', '', '', true, 'Active', 'NY', 'bench desk', '["wifi"]', now()
     from generate_series(1, $3::int) n returning id`,
    [rows[0].id, schedule, count],
  );
  await db.end();
  return { workspaceId: String(rows[0].id), locationIds: location.rows.map((row) => String(row.id)) };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
