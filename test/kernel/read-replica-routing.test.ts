import { Client } from 'pg';
import { loadSettings, SettingsError } from '../../src/config/settings';
import { CatalogueLocationByIdDocument } from '../generated/graphql';
import {
  givenLocation,
  givenPlainUser,
  givenWorkspaceWithAdmin,
  locationBody,
  type OperatorWorkspace,
} from '../support/catalogue-builders';
import { ADMIN_EMAIL, startApplication, type StartedApp, type TestServer, gatewayClient, warmCaller } from '../support/test-server';

/**
 * Read replicas (DATABASE_READ_URLS, docs/decisions.md#read-replicas): which server each kind of
 * request reads. The "replica" here is a copy of the primary's database made from it as a
 * template: the two hold different data afterwards, so an answer tells which one was read, and
 * `x-sql-statements-replica` says how many of the request's statements the replica ran. A copy is
 * not a standby (it cannot say how far it has replayed the primary's WAL), so a caller who has
 * written reads the primary: the behaviour with a standby that has not caught up.
 * `npm run test:replica` runs the same reads against a real streaming standby.
 * PostgreSQL only: the embedded database has no replicas.
 */
const postgres = process.env.DATABASE_URL ? describe : describe.skip;

const WS = '/workspaces';
const ON_PRIMARY = 'Renamed on the primary';
const ON_REPLICA = 'Name the replica keeps';

postgres('read routing with a replica', () => {
  let first: StartedApp;
  let server: TestServer;
  let stopServer: () => Promise<void>;
  /** A second gateway on the same primary and replica: what one knows of a caller, the other must too. */
  let other: StartedApp;
  let primaryUrl: string;
  let replicaUrl: string;
  let primary: Client;
  let operator: OperatorWorkspace;
  let adminToken: string;
  let locationId: string;

  beforeAll(async () => {
    // given a workspace with a location, made through a gateway on the primary
    first = await startApplication();
    const firstServer = { ...gatewayClient(first.app.url), app: first.app, close: first.close };
    operator = await givenWorkspaceWithAdmin(firstServer);
    adminToken = await firstServer.adminToken();
    locationId = (await givenLocation(firstServer, operator.token, operator.workspaceId, { name: ON_REPLICA })).id;
    primaryUrl = first.app.settings.databaseUrl!;
    await first.close();
    // and a "replica": a copy of the database, then the primary renames the location
    replicaUrl = await copyDatabase(primaryUrl);
    primary = new Client({ connectionString: primaryUrl });
    await primary.connect();
    await primary.query('update location set name = $1 where id = $2', [ON_PRIMARY, locationId]);
    // when a gateway reads with that replica
    const started = await startApplication({ DATABASE_URL: primaryUrl, DATABASE_READ_URLS: replicaUrl, DATABASE_POOL_SIZE: '4' });
    server = { ...gatewayClient(started.app.url), app: started.app, close: started.close };
    stopServer = started.stop;
    other = await startApplication({ DATABASE_URL: primaryUrl, DATABASE_READ_URLS: replicaUrl });
  }, 120_000);
  afterAll(async () => {
    await other?.stop();
    await stopServer?.();
    await primary?.end();
    if (replicaUrl) await dropDatabase(replicaUrl);
    await first?.stop();
  });

  const readByGraph = (token: string) => server.gql(CatalogueLocationByIdDocument, { id: locationId }, { token });
  const readByRest = (token: string) =>
    server.rest('POST', `${WS}/Location`, { body: { workspaceIds: [operator.workspaceId], offset: 0, limit: 10 }, auth: { token } });
  const replicaStatements = (headers: Headers) => Number(headers.get('x-sql-statements-replica'));

  test('a graph query of a caller who has not written reads the replica; its authentication reads the primary', async () => {
    const answer = await readByGraph(adminToken);
    expect(answer.status).toBe(200);
    expect(answer.data?.location?.name).toBe(ON_REPLICA);
    // a caller's first request: one statement on the primary (the caller, its roles and its write mark); the rest on the replica
    expect(replicaStatements(answer.headers)).toBeGreaterThan(0);
    expect(answer.statements - replicaStatements(answer.headers)).toBe(1);
    // then the caller is cached (docs/decisions.md#caller-cache): nothing on the primary
    await warmCaller(server, { token: adminToken });
    const again = await readByGraph(adminToken);
    expect(again.statements - replicaStatements(again.headers)).toBe(0);
  });

  test('a REST read reads the replica, even one sent as a POST (GetLocations is a query)', async () => {
    await warmCaller(server, { token: adminToken });
    const answer = await readByRest(adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((l: { name: string }) => l.name)).toEqual([ON_REPLICA]);
    expect(Number(answer.headers.get('x-sql-statements')) - replicaStatements(answer.headers)).toBe(0);
  });

  test('a REST GET and a graph query sent as a GET read the replica', async () => {
    await warmCaller(server, { token: adminToken });
    const users = await server.rest('GET', '/identity/User?Offset=0&Limit=5', { auth: { token: adminToken } });
    expect(users.status).toBe(200);
    expect(replicaStatements(users.headers)).toBeGreaterThan(0);
    expect(Number(users.headers.get('x-sql-statements')) - replicaStatements(users.headers)).toBe(0);

    const isOpen = await server.rest('GET', `${WS}/Location/is-open?Id=${locationId}&Date=2026-12-24`, { auth: { token: adminToken } });
    expect(isOpen.status).toBe(200);
    expect(replicaStatements(isOpen.headers)).toBeGreaterThan(0);
    expect(Number(isOpen.headers.get('x-sql-statements')) - replicaStatements(isOpen.headers)).toBe(0);

    const query = encodeURIComponent('query ($id: ID!) { location(id: $id) { name } }');
    const variables = encodeURIComponent(JSON.stringify({ id: locationId }));
    const byGet = await server.rest('GET', `/graphql?query=${query}&variables=${variables}`, {
      auth: { token: adminToken },
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(byGet.status).toBe(200);
    expect(byGet.body.data.location.name).toBe(ON_REPLICA);
  });

  test('a mutation reads the primary, inside it and in its answer, on both faces', async () => {
    const graph = await server.gql(
      `mutation ($input: SetLocationStatusInput!) { setLocationStatus(input: $input) { id name status } }`,
      { input: { id: locationId, status: 'Active' } },
      { token: operator.token },
    );
    expect(graph.errors).toBeUndefined();
    expect((graph.data as unknown as { setLocationStatus: { name: string } }).setLocationStatus.name).toBe(ON_PRIMARY);
    expect(replicaStatements(graph.headers)).toBe(0);

    const rest = await server.rest('POST', `${WS}/Location/upsert?id=${locationId}`, {
      body: locationBody(operator.workspaceId, { name: ON_PRIMARY }),
      auth: { token: operator.token },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.name).toBe(ON_PRIMARY);
    expect(replicaStatements(rest.headers)).toBe(0);
  });

  test('a caller who has written reads the primary until a replica has replayed the write; others still read the replica', async () => {
    // the operator wrote above: its mark is kept on the primary, for every gateway
    const marks = await primary.query<{ wal_position: string }>(
      `select m.wal_position::text from caller_write_mark m join app_user u on u.id = m.user_id where u.email = $1`,
      [operator.email],
    );
    expect(marks.rows).toHaveLength(1);

    const graph = await readByGraph(operator.token);
    expect(graph.data?.location?.name).toBe(ON_PRIMARY);
    // the replica is asked how far it has replayed (a copy cannot say), and read no further
    expect(replicaStatements(graph.headers)).toBe(1);
    const rest = await readByRest(operator.token);
    expect(rest.body.data.map((l: { name: string }) => l.name)).toEqual([ON_PRIMARY]);
    // through another gateway too: the mark is in PostgreSQL, not in the gateway that took the write
    const elsewhere = await gatewayClient(other.app.url).gql(CatalogueLocationByIdDocument, { id: locationId }, { token: operator.token });
    expect(elsewhere.data?.location?.name).toBe(ON_PRIMARY);

    expect((await readByGraph(adminToken)).data?.location?.name).toBe(ON_REPLICA);
    expect((await readByRest(adminToken)).body.data.map((l: { name: string }) => l.name)).toEqual([ON_REPLICA]);
  });

  test('a mark holds for minutes, not for ever: an old one reads the replica again', async () => {
    await primary.query(
      `update caller_write_mark set date_updated = now() - interval '6 minutes' where user_id = (select id from app_user where email = $1)`,
      [operator.email],
    );
    try {
      expect((await readByGraph(operator.token)).data?.location?.name).toBe(ON_REPLICA);
    } finally {
      await primary.query(`update caller_write_mark set date_updated = now() where user_id = (select id from app_user where email = $1)`, [
        operator.email,
      ]);
    }
    // A new write renews the mark, and the caller's next read is the primary's again.
    const written = await server.gql(
      `mutation ($input: SetLocationStatusInput!) { setLocationStatus(input: $input) { id } }`,
      { input: { id: locationId, status: 'Active' } },
      { token: operator.token },
    );
    expect(written.errors).toBeUndefined();
    expect((await readByGraph(operator.token)).data?.location?.name).toBe(ON_PRIMARY);
  });

  test('a query that writes (the documented api-key read makes the first key) marks its caller as a mutation does', async () => {
    const { rows } = await primary.query<{ id: string }>(`select id from app_user where email = $1`, [ADMIN_EMAIL]);
    await primary.query('delete from caller_write_mark where user_id = $1', [rows[0].id]);
    await primary.query('delete from api_key where user_id = $1', [rows[0].id]);
    const key = await server.rest('GET', '/identity/User/api-key', { auth: { token: adminToken } });
    expect(key.status).toBe(200);
    const marks = await primary.query('select 1 from caller_write_mark where user_id = $1', [rows[0].id]);
    expect(marks.rows).toHaveLength(1);
    await primary.query('delete from caller_write_mark where user_id = $1', [rows[0].id]); // the tests below read as a caller who has not written
  });

  test("a sign-in marks the user it signed in: that user's first reads see the primary", async () => {
    const token = await givenPlainUser(server); // signs up (SQL) and signs in through the gateway: an anonymous token grant
    const { rows } = await primary.query<{ n: number }>(
      `select count(*)::int as n from caller_write_mark m join app_user u on u.id = m.user_id where u.email = (select email from app_user order by date_created desc limit 1)`,
    );
    expect(rows[0].n).toBe(1);
    const me = await server.gql(`query { me { email } }`, {}, { token });
    expect(me.errors).toBeUndefined();
    expect(Number(me.headers.get('x-sql-statements-replica'))).toBeLessThanOrEqual(1); // at most the replica's replay position, asked
  });

  test('a replica answers exactly as the primary does: every field, dates and money included', async () => {
    const everything = `query ($id: ID!) { location(id: $id) { id workspaceId address { line1 line2 city state zipCode } amenities autoApproveReservations checkInInstructions
      dateCreated description geo { latitude longitude } marketplacePrice phone pictureUrls price schedule { monday { isOpen open close maxVisitors } }
      status termsOfSerivceUrl timeZone tokenCost waiverUrl workspace { id name } rooms { totalCount } closures { totalCount } } }`;
    const fromReplica = await server.gql(everything, { id: locationId }, { token: adminToken });
    const fromPrimary = await server.gql(everything, { id: locationId }, { token: operator.token }); // the operator has written: the primary
    expect(fromReplica.errors).toBeUndefined();
    expect(replicaStatements(fromReplica.headers)).toBeGreaterThan(0);
    expect(replicaStatements(fromPrimary.headers)).toBeLessThanOrEqual(1);
    // the copy kept the location as it was before the mutations above: only its name and dateUpdated differ, and neither is asked
    expect(fromReplica.data).toEqual(fromPrimary.data);
  });

  test("DATABASE_POOL_SIZE sizes the primary's pool and each replica's", () => {
    const knexPool = (connection: unknown) =>
      (connection as { getKnex(): { client: { config: { pool: { max: number } } } } }).getKnex().client.config.pool.max;
    expect(knexPool(server.app.db.orm.em.getConnection())).toBe(4);
    expect(server.app.db.replicas?.all.map((replica) => knexPool(replica.connection))).toEqual([4]);
  });

  test('readiness names the replica and its state', async () => {
    const ready = await server.rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      database: 'up',
      replicas: [{ name: expect.stringContaining('127.0.0.1:5432/'), status: 'up' }],
    });
  });

  test('a replica that has not replayed the latest migration yet: the read runs on the primary, never a 500', async () => {
    // as during a rolling deploy: the primary has a column the replica does not have yet
    const replica = new Client({ connectionString: replicaUrl });
    await replica.connect();
    await replica.query('alter table location rename column phone to phone_not_yet');
    try {
      const answer = await server.gql(`query ($id: ID!) { location(id: $id) { name phone } }`, { id: locationId }, { token: adminToken });
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
      expect((answer.data as unknown as { location: { name: string } }).location.name).toBe(ON_PRIMARY);
    } finally {
      await replica.query('alter table location rename column phone_not_yet to phone');
      await replica.end();
    }
    // the replica was not passed over for it: the next read is the replica's again
    expect((await readByGraph(adminToken)).data?.location?.name).toBe(ON_REPLICA);
  });

  test('a suspension refuses the caller at its next request, whatever the replica holds', async () => {
    // The replica never sees it (a database of its own here): authentication reads the primary.
    expect((await readByGraph(operator.token)).status).toBe(200);
    const suspended = await server.rest('PUT', '/identity/User/suspend', { body: { email: operator.email }, auth: { token: adminToken } });
    expect(suspended.status).toBe(200);
    try {
      expect((await readByGraph(operator.token)).status).toBe(401);
    } finally {
      await primary.query('update app_user set is_suspended = false where email = $1', [operator.email]);
    }
  });
});

postgres('a replica that does not answer', () => {
  const AWAY = 'postgres://postgres@127.0.0.1:1/away';
  const NO_SUCH_DATABASE = 'postgres://postgres@127.0.0.1:5432/no_such_replica_database';
  let required: StartedApp;
  let optional: StartedApp;
  beforeAll(async () => {
    required = await startApplication({ DATABASE_READ_URLS: AWAY });
    // a server that answers, but has no such database (3D000): refused like one away
    optional = await startApplication({ DATABASE_READ_URLS: NO_SUCH_DATABASE, DATABASE_READ_REQUIRED: 'false' });
  }, 60_000);
  afterAll(async () => {
    await required?.stop();
    await optional?.stop();
  });

  test('its reads go to the primary: the answer is whole, never a 500', async () => {
    const client = gatewayClient(required.app.url);
    const token = await client.adminToken();
    const answer = await client.gql(`query { users(input: { offset: 0, limit: 5 }) { totalCount data { email } } }`, {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer.data)).toContain(ADMIN_EMAIL);
    expect(replicaStatementsOf(answer.headers)).toBe(0);
    // the metrics show it passed over, and its pool
    const metrics = await client.rest('GET', '/metrics');
    expect(metrics.text).toMatch(/^db_replica_available\{replica="127\.0\.0\.1:1\/away"\} 0$/m);
    expect(metrics.text).toMatch(/^db_replica_pool_connections_in_use\{replica="127\.0\.0\.1:1\/away"\} 0$/m);
  });

  test('readiness fails while a required replica is away, and holds when replicas are not required', async () => {
    const down = await gatewayClient(required.app.url).rest('GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', database: 'up', replicas: [{ name: '127.0.0.1:1/away', status: 'down' }] });
    const ready = await gatewayClient(optional.app.url).rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', replicas: [{ name: '127.0.0.1:5432/no_such_replica_database', status: 'down' }] });
  });

  test('a replica that refuses the connection (no such database) sends its reads to the primary too', async () => {
    const client = gatewayClient(optional.app.url);
    const answer = await client.rest('GET', '/identity/User?Offset=0&Limit=5', { auth: { token: await client.adminToken() } });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain(ADMIN_EMAIL);
    expect(replicaStatementsOf(answer.headers)).toBe(0);
  });

  const replicaStatementsOf = (headers: Headers) => Number(headers.get('x-sql-statements-replica'));
});

test('DATABASE_READ_URLS are refused without DATABASE_URL and when they are not postgres:// URLs', () => {
  expect(() => loadSettings({ DATABASE_READ_URLS: 'postgres://replica/db', EMBEDDED_IN_MEMORY: 'true' })).toThrow(
    /DATABASE_READ_URLS needs DATABASE_URL/,
  );
  expect(() =>
    loadSettings({
      DATABASE_URL: 'postgres://primary/db',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_READ_URLS: 'postgres://a/db, mysql://b/db',
    }),
  ).toThrow(SettingsError);
  expect(
    loadSettings({
      DATABASE_URL: 'postgres://primary/db',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_READ_URLS: 'postgres://a/db, postgres://b/db',
    }).databaseReadUrls,
  ).toEqual(['postgres://a/db', 'postgres://b/db']);
});

/** A new database made from `url`'s as a template (no session may be open on it), on the same server. */
async function copyDatabase(url: string): Promise<string> {
  const source = new URL(url);
  const name = `${source.pathname.slice(1)}_replica`;
  const admin = new Client({ connectionString: new URL('/postgres', source).toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${source.pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  return new URL(`/${name}`, source).toString();
}

async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const admin = new Client({ connectionString: new URL('/postgres', target).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${target.pathname.slice(1)}" with (force)`);
  } finally {
    await admin.end();
  }
}
