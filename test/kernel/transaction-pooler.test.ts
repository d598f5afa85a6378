import type { Client } from 'graphql-ws';
import { LISTEN_PROOF_TIMEOUT_MS } from '../../src/config/database';
import { CatalogueLocationByIdDocument } from '../generated/graphql';
import { givenLocation, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import { pgBouncerProgram, startPgBouncer, type PgBouncer } from '../support/pgbouncer';
import { subscribeOn } from '../support/subscriber';
import { createTestDatabase } from '../support/test-database';
import { startOwnTestServer, type TestServer } from '../support/test-server';

/**
 * The gateway behind Debian's PgBouncer in transaction mode (docs/decisions.md#transaction-pooler):
 * with DATABASE_POOL_MODE=transaction and DATABASE_LISTEN_URL it names no statement and keeps no
 * session state, so parallel reads and writes through a pooler with fewer server connections than
 * its pool answer without an error, and subscribers hear every change; a gateway told nothing finds
 * out at the first statement the pooler loses, and one whose LISTEN goes through the pool is not
 * ready, naming the setting. PostgreSQL only (the embedded engine has no pooler); skipped, saying
 * so, where PgBouncer is not installed.
 */
const program = pgBouncerProgram();
const pooled = process.env.DATABASE_URL && program ? describe : describe.skip;
if (process.env.DATABASE_URL && !program)
  process.stderr.write('\nThe transaction-pooler test is skipped: PgBouncer is not installed (apt-get install -y pgbouncer).\n\n');

const SET_STATUS = `mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id } }`;
const LOCATION_CHANGED = `subscription($id: ID) { locationChanged(id: $id) { event id location { status } } }`;

pooled('behind PgBouncer in transaction mode', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let bouncer: PgBouncer;
  let gateway: TestServer;
  let operator: OperatorWorkspace;
  const locations: string[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    bouncer = await startPgBouncer(database.url!, { poolMode: 'transaction', serverConnections: 3 });
    gateway = await startOwnTestServer({
      DATABASE_URL: bouncer.url,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_LISTEN_URL: database.url!,
      DATABASE_POOL_SIZE: '12',
    });
    operator = await givenWorkspaceWithAdmin(gateway, 'Pooled Desks');
    for (const name of ['North', 'South', 'East', 'West'])
      locations.push((await givenLocation(gateway, operator.token, operator.workspaceId, { name })).id);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await gateway?.close();
    await bouncer?.stop();
    await database?.drop();
  });

  test('16 connections of reads by id with edges, catalogue pages and writes answer without an error', async () => {
    const admin = await gateway.adminToken();
    const failures: unknown[] = [];
    let answered = 0;
    const until = Date.now() + 3000;
    await Promise.all(
      Array.from({ length: 16 }, async (_, worker) => {
        for (let round = 0; Date.now() < until; round += 1) {
          const id = locations[(worker + round) % locations.length];
          const kind = (worker + round) % 4;
          if (kind === 0) {
            const read = await gateway.gql(CatalogueLocationByIdDocument, { id }, { token: admin });
            if (read.errors || read.data?.location?.id !== id) failures.push(read.errors ?? read.data);
          } else if (kind === 1) {
            const page = await gateway.rest('POST', '/workspaces/Location', {
              body: { workspaceIds: [operator.workspaceId], offset: 0, limit: 10 },
              auth: { token: admin },
            });
            if (page.status !== 200 || page.body.totalCount !== locations.length) failures.push(page.body);
          } else if (kind === 2) {
            const graph = await gateway.gql<any, any>(
              `query($id: ID!) { location(id: $id) { id workspace { id name locations(offset: 0, limit: 5) { totalCount } } rooms(limit: 3) { totalCount } } }`,
              { id },
              { token: admin },
            );
            if (graph.errors) failures.push(graph.errors);
          } else {
            const write = await gateway.gql(SET_STATUS, { id, s: round % 2 ? 'Active' : 'Inactive' }, { token: operator.token });
            if (write.errors) failures.push(write.errors);
          }
          answered += 1;
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    const ready = await gateway.rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', notifications: 'arriving' });
  }, 30_000);

  test('a subscriber hears every change made through the pooler', async () => {
    const id = locations[0];
    const { client, results } = await subscribeOn(gateway.url, operator.token, LOCATION_CHANGED, { id });
    clients.push(client);
    // The events, fixed at each commit (the record itself is read as it is at delivery: a later change may show in it).
    const heard = () => results.map((r) => r.data?.locationChanged?.event);
    const statuses = ['Inactive', 'Active', 'Inactive', 'Active', 'Inactive', 'Active'];
    for (const s of statuses) expect((await gateway.gql(SET_STATUS, { id, s }, { token: operator.token })).errors).toBeUndefined();
    const deadline = Date.now() + 10_000;
    while (results.length < statuses.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard()).toEqual(statuses.map((s) => (s === 'Active' ? 'location.activated' : 'location.deactivated')));
  }, 30_000);

  test(
    'a gateway told nothing: it stops naming statements at the first one the pooler loses, and its LISTEN through the pool makes it not ready, naming the setting',
    async () => {
      const unaware = await startOwnTestServer({ DATABASE_URL: bouncer.url, DATABASE_POOL_SIZE: '12' });
      try {
        const admin = await unaware.adminToken();
        const answers = await Promise.all(
          Array.from({ length: 48 }, (_, i) =>
            unaware.gql(CatalogueLocationByIdDocument, { id: locations[i % locations.length] }, { token: admin }),
          ),
        );
        expect(answers.filter((answer) => answer.errors)).toEqual([]);
        const ready = await unaware.rest('GET', '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body).toMatchObject({ status: 'unavailable', database: 'up', notifications: 'not arriving' });
        expect(ready.body.reason).toContain('DATABASE_LISTEN_URL');
      } finally {
        await unaware.close();
      }
    },
    30_000 + LISTEN_PROOF_TIMEOUT_MS,
  );
});
