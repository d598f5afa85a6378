/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * `npm run bench:fanout` (PostgreSQL, `DATABASE_URL`; the database is emptied): the subscriptions'
 * fan-out across callers (docs/decisions.md#subscriptions). Two gateways, built and started as
 * `npm start` starts them, on one database with 100 workspaces of 5 active locations each; N
 * subscribers who are N distinct users (`BENCH_SUBSCRIBERS`, 2,000 by default; run it at 200 too),
 * N/100 per workspace, half of them its Admins and half plain signed-in readers, each on a WebSocket
 * of its own to one of the two gateways (alternately), subscribed to `locationChanged(workspaceId:)`
 * of its workspace. Then the Platform Admin changes the locations' statuses through the first
 * gateway, 50 a second (`BENCH_CHANGES_PER_SECOND`) for `BENCH_SECONDS` (60), each location in turn:
 * an Admin receives each change of its workspace, a plain reader the activations only (a deactivated
 * location is not its to read).
 *
 * Printed: deliveries and deliveries lost; p50 and p99 from each mutation's request to each receipt;
 * and the statements per change of both gateways together (`db_statements_total`, less the
 * mutations' own statements and the gateways' idle rate measured before), which must not grow
 * with N. The users' access tokens are signed with the run's JWT_SECRET, as the token endpoint
 * signs them (signing in 2,000 users would spend minutes hashing passwords).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import { Client as PgClient } from 'pg';
import WebSocket from 'ws';
import { pause, percentile, prepareGatewayRun, ROOT, signIn, startProcess, stop } from './harness';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript shared with the load processes
const { SCHEDULE } = require('./workload') as { SCHEDULE: string };

const DATABASE_URL = process.env.DATABASE_URL;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2000);
const PER_SECOND = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WORKSPACES = 100;
const LOCATIONS_PER_WORKSPACE = 5;
const PORTS = [4530, 4531];
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Passw0rd!' };
const SET_STATUS = 'mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id } }';
const CHANGED = 'subscription($w: ID) { locationChanged(workspaceId: $w) { event id cursor location { id name status } } }';

interface Subscriber {
  workspace: number;
  admin: boolean;
  received: number;
}

async function main(): Promise<void> {
  const env = await prepareGatewayRun(DATABASE_URL, PORTS[0]);
  const gatewayEnv = {
    ...env,
    NODE_ENV: 'production',
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    SQL_STATEMENT_COUNT_HEADER: 'true',
  };
  const first = await startProcess('gateway 1', [join(ROOT, 'dist/src/main.js')], gatewayEnv, 'gateway ready');
  const { locations, users } = await loadTenants(env.DATABASE_URL);
  const second = await startProcess(
    'gateway 2',
    [join(ROOT, 'dist/src/main.js')],
    { ...gatewayEnv, PORT: String(PORTS[1]) },
    'gateway ready',
  );
  const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);
  const sockets: Client[] = [];
  try {
    const adminToken = await signIn(bases[0], ADMIN);
    const subscribers: Subscriber[] = [];
    const latencies: number[] = [];
    /** The last change of each location: when its request was sent, and the status it set. */
    const lastChange = new Map<string, { sentAt: number }>();
    console.log(`subscribing ${SUBSCRIBERS} users over ${WORKSPACES} workspaces (half Admins), on two gateways...`);
    await Promise.all(
      users.map(async (user, index) => {
        const subscriber: Subscriber = { workspace: user.workspace, admin: user.admin, received: 0 };
        subscribers.push(subscriber);
        const token = jwt.sign(
          { sub: user.id, email: user.email, roles: user.admin ? ['Admin'] : [], sid: randomUUID() },
          env.JWT_SECRET!,
          {
            algorithm: 'HS256',
            expiresIn: 3600,
            issuer: 'flexspace-identity',
            jwtid: randomUUID(),
          },
        );
        const socket = createClient({
          url: `${bases[index % 2].replace(/^http/, 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${token}` },
          retryAttempts: 0,
        });
        sockets.push(socket);
        socket.subscribe(
          { query: CHANGED, variables: { w: user.workspaceId } },
          {
            next: (result: any) => {
              const change = result.data?.locationChanged;
              if (!change) return;
              subscriber.received += 1;
              const sent = lastChange.get(change.id);
              if (sent) latencies.push(Date.now() - sent.sentAt);
            },
            error: (error) => console.error('a subscription failed:', error),
            complete: () => undefined,
          },
        );
        // Subscribed once a query after it on the same socket is answered (refused: queries go over HTTP).
        await new Promise<void>((resolve) =>
          socket.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: () => resolve(), complete: () => resolve() }),
        );
      }),
    );
    await pause(2000);
    const idleSeconds = 10;
    const idleBefore = await statementsSent(bases);
    await pause(idleSeconds * 1000);
    const idleRate = ((await statementsSent(bases)) - idleBefore) / idleSeconds;

    console.log(`changing ${PER_SECOND} locations a second for ${SECONDS} s...`);
    const before = await statementsSent(bases);
    const status = new Map(locations.map((location) => [location.id, 'Active']));
    let expected = 0;
    let mutationStatements = 0;
    const mutationTimes: number[] = [];
    const began = Date.now();
    const changes = PER_SECOND * SECONDS;
    const running: Promise<void>[] = [];
    for (let n = 0; n < changes; n += 1) {
      const due = began + (n * 1000) / PER_SECOND;
      if (due > Date.now()) await pause(due - Date.now());
      const location = locations[n % locations.length];
      const next = status.get(location.id) === 'Active' ? 'Inactive' : 'Active';
      status.set(location.id, next);
      const inWorkspace = subscribers.filter((s) => s.workspace === location.workspace);
      expected += inWorkspace.filter((s) => s.admin || next === 'Active').length;
      running.push(
        (async () => {
          const sentAt = Date.now();
          lastChange.set(location.id, { sentAt });
          const response = await fetch(`${bases[0]}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
            body: JSON.stringify({ query: SET_STATUS, variables: { id: location.id, s: next } }),
          });
          const text = await response.text();
          if (response.status !== 200 || text.includes('"errors"'))
            throw new Error(`a change failed: ${response.status} ${text.slice(0, 300)}`);
          mutationStatements += Number(response.headers.get('x-sql-statements') ?? 0);
          mutationTimes.push(Date.now() - sentAt);
        })(),
      );
    }
    await Promise.all(running);
    const elapsed = (Date.now() - began) / 1000;
    const deadline = Date.now() + 10_000;
    const received = () => subscribers.reduce((sum, s) => sum + s.received, 0);
    while (received() < expected && Date.now() < deadline) await pause(100);
    const after = await statementsSent(bases);
    const total = (Date.now() - began) / 1000;
    const fanOutStatements = after - before - mutationStatements - idleRate * total;
    latencies.sort((a, b) => a - b);
    mutationTimes.sort((a, b) => a - b);
    console.log(
      `\n${SUBSCRIBERS} subscribers (distinct users, half Admins) over ${WORKSPACES} workspaces on 2 gateways; ${changes} changes in ${elapsed.toFixed(1)} s`,
    );
    console.log(
      '| subscribers | changes | deliveries expected | received | lost | p50 ms | p99 ms | mutation p50 ms | statements per change (fan-out) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${SUBSCRIBERS} | ${changes} | ${expected} | ${received()} | ${Math.max(0, expected - received())} | ${percentile(latencies, 50)} | ` +
        `${percentile(latencies, 99)} | ${percentile(mutationTimes, 50)} | ${(fanOutStatements / changes).toFixed(2)} |`,
    );
    console.log(
      `(statements: ${after - before} in all during the changes, ${mutationStatements} of them the mutations' own, the gateways' idle rate ${idleRate.toFixed(1)}/s)`,
    );
  } finally {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await Promise.all([stop(first), stop(second)]);
  }
}

/** Both gateways' `db_statements_total{pool="primary"}` (their /metrics, asked from loopback). */
async function statementsSent(bases: string[]): Promise<number> {
  let sum = 0;
  for (const base of bases) {
    const text = await (await fetch(`${base}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('db_statements_total{pool="primary"}'));
    sum += Number(line?.split(' ').pop() ?? 0);
  }
  return sum;
}

/** The workspaces (each a tenant), their active locations, and the users: Admins of their workspace, or without a role. */
async function loadTenants(databaseUrl: string): Promise<{
  locations: { id: string; workspace: number }[];
  users: { id: string; email: string; workspace: number; workspaceId: string; admin: boolean }[];
}> {
  const db = new PgClient({ connectionString: databaseUrl });
  await db.connect();
  try {
    const workspaces = Array.from({ length: WORKSPACES }, (_, k) => ({ id: randomUUID(), k }));
    for (const w of workspaces) {
      await db.query(`insert into "workspace" ("id", "name", "email") values ($1, $2, $3)`, [
        w.id,
        `Fan-out ${w.k}`,
        `fan-out-${w.k}@example.com`,
      ]);
      await db.query(`insert into "tenant" ("id", "tenant_id", "tenant_name", "tenant_type") values ($1, $2, $3, 'Workspace')`, [
        randomUUID(),
        w.id,
        `Fan-out ${w.k}`,
      ]);
    }
    const locations: { id: string; workspace: number }[] = [];
    for (const w of workspaces)
      for (let i = 0; i < LOCATIONS_PER_WORKSPACE; i += 1) {
        const id = randomUUID();
        locations.push({ id, workspace: w.k });
        await db.query(
          `insert into "location" ("id", "workspace_id", "name", "address", "schedule", "price", "latitude", "longitude", "time_zone", "phone",
             "check_in_instructions", "waiver_url", "terms_of_serivce_url", "auto_approve_reservations", "status", "state_code", "search_text", "amenities")
           values ($1, $2, $3, $4, $5, 2500, 40.75, -73.99, 'America/New_York', '+1 212 555 0100', 'Ask at the desk.',
             'https://example.com/waiver.pdf', 'https://example.com/terms.pdf', true, 'Active', 'NY', $3, '["wifi"]')`,
          [
            id,
            w.id,
            `Desk ${w.k}-${i}`,
            JSON.stringify({ line1: `${i} Main St`, city: 'New York', state: 'NY', zipCode: '10001' }),
            SCHEDULE,
          ],
        );
      }
    const users = Array.from({ length: SUBSCRIBERS }, (_, n) => {
      const workspace = n % WORKSPACES;
      return {
        id: randomUUID(),
        email: `fan-out-${n}@example.com`,
        workspace,
        workspaceId: workspaces[workspace].id,
        admin: Math.floor(n / WORKSPACES) % 2 === 0,
      };
    });
    for (const user of users) {
      await db.query(`insert into "app_user" ("id", "email", "email_confirmed") values ($1, $2, true)`, [user.id, user.email]);
      if (user.admin)
        await db.query(`insert into "user_role" ("id", "user_id", "tenant_id", "role") values ($1, $2, $3, 'Admin')`, [
          randomUUID(),
          user.id,
          user.workspaceId,
        ]);
    }
    return { locations, users };
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
