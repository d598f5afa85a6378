import { Client } from 'pg';
import { CatalogueLocationsDocument } from '../generated/graphql';
import { givenLocation, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import {
  createPrivateCluster,
  inDatabase,
  missingPostgresTools,
  until,
  waitForReplay,
  withClient,
  type PrivateCluster,
} from '../support/private-cluster';
import { gatewayClient, startApplication, type StartedApp, type TestServer } from '../support/test-server';

/**
 * `npm run test:replica` (not part of `npm test`): the gateway with DATABASE_READ_URLS on a real
 * streaming standby of a private cluster (pg_basebackup). The catalogue reads are answered by the
 * standby; a caller who has just written reads the primary while the standby has not replayed its
 * write (replay paused), and the standby again once it has; the others read the standby all along;
 * a standby that stops sends its reads to the primary and fails readiness until it is back.
 */
const missing = missingPostgresTools();
/** Where the builders' locations are (a Manhattan ZIP code). */
const MANHATTAN = { latitude: 40.7506, longitude: -73.9972 };
const standbyTools = missing.length ? describe.skip : describe;
if (missing.length)
  process.stderr.write(
    `\nThe replica test is skipped: ${missing.join(', ')} not found (PostgreSQL 15's binaries). Install them, then run npm run test:replica.\n\n`,
  );

standbyTools('the gateway reading a streaming standby', () => {
  let primary: PrivateCluster;
  let standby: PrivateCluster;
  let started: StartedApp;
  let server: TestServer;
  let onStandby: Client;
  let operator: OperatorWorkspace;
  let adminToken: string;
  let primaryUrl: string;
  let standbyUrl: string;
  const names = ['North Desk', 'South Desk', 'East Desk'];

  beforeAll(async () => {
    primary = await createPrivateCluster();
    standby = await primary.createStandby();
    await withClient(primary.url, (client) => client.query('create database flexspace'));
    primaryUrl = inDatabase(primary.url, 'flexspace');
    standbyUrl = inDatabase(standby.url, 'flexspace');
    await waitForReplay(primary.url, standby.url, 30_000);
    started = await startApplication({ DATABASE_URL: primaryUrl, DATABASE_READ_URLS: standbyUrl });
    server = { ...gatewayClient(started.app.url), app: started.app, close: started.close };
    // a workspace with three locations, made on the primary
    operator = await givenWorkspaceWithAdmin(server, 'Standby Desks');
    adminToken = await server.adminToken();
    for (const name of names) await givenLocation(server, operator.token, operator.workspaceId, { name });
    await waitForReplay(primary.url, standby.url, 30_000);
    onStandby = new Client({ connectionString: standbyUrl });
    await onStandby.connect();
  }, 120_000);
  afterAll(async () => {
    await onStandby?.end().catch(() => undefined);
    await started?.close();
    await standby?.destroy();
    await primary?.destroy();
  });

  const catalogue = (token: string) =>
    server.gql(
      CatalogueLocationsDocument,
      { input: { offset: 0, limit: 10, workspaceIds: [operator.workspaceId], geoSearch: { ...MANHATTAN, maxMiles: 50 } } },
      { token },
    );
  const namesOf = (answer: Awaited<ReturnType<typeof catalogue>>) => answer.data?.locations.data.map((l) => l.name).sort();
  const onPrimaryOnly = (answer: { statements: number; headers: Headers }) =>
    answer.statements - Number(answer.headers.get('x-sql-statements-replica'));

  test('the catalogue page is read on the standby: only authentication reads the primary', async () => {
    const page = await catalogue(adminToken);
    expect(page.errors).toBeUndefined();
    expect(namesOf(page)).toEqual([...names].sort());
    expect(page.data?.locations.totalCount).toBe(3);
    expect(onPrimaryOnly(page)).toBe(1);
    const rest = await server.rest('POST', '/workspaces/Location', {
      body: { workspaceIds: [operator.workspaceId], offset: 0, limit: 10 },
      auth: { token: adminToken },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.totalCount).toBe(3);
    expect(onPrimaryOnly({ statements: Number(rest.headers.get('x-sql-statements')), headers: rest.headers })).toBe(1);
  });

  test('while the standby lags, a caller reads its own write on the primary and the others read the standby; once replayed, everyone reads the standby', async () => {
    await onStandby.query('select pg_wal_replay_pause()');
    try {
      await until(
        async () =>
          (await onStandby.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state')).rows[0].state === 'paused',
        'replay to pause',
      );
      // the operator adds a location: the primary has it, the paused standby not yet
      await givenLocation(server, operator.token, operator.workspaceId, { name: 'West Desk' });

      const own = await catalogue(operator.token);
      expect(own.data?.locations.totalCount).toBe(4);
      expect(Number(own.headers.get('x-sql-statements-replica'))).toBe(1); // asked how far it has replayed; read no further
      const others = await catalogue(adminToken);
      expect(others.data?.locations.totalCount).toBe(3);
      expect(onPrimaryOnly(others)).toBe(1);
    } finally {
      await onStandby.query('select pg_wal_replay_resume()');
    }
    await waitForReplay(primary.url, standby.url, 30_000);
    const own = await catalogue(operator.token);
    expect(own.data?.locations.totalCount).toBe(4);
    expect(onPrimaryOnly(own)).toBe(1);
    const others = await catalogue(adminToken);
    expect(others.data?.locations.totalCount).toBe(4);
  });

  test('a standby that stops: its reads go to the primary, readiness fails until it is back', async () => {
    await onStandby.end();
    await standby.stop();
    try {
      const page = await catalogue(adminToken);
      expect(page.status).toBe(200);
      expect(page.data?.locations.totalCount).toBe(4);
      const ready = await server.rest('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ database: 'up', replicas: [{ status: 'down' }] });
    } finally {
      await standby.start();
    }
    await until(async () => (await server.rest('GET', '/readyz')).status === 200, 'the gateway to be ready again');
    await waitForReplay(primary.url, standby.url, 30_000);
    const page = await catalogue(adminToken);
    expect(page.data?.locations.totalCount).toBe(4);
    expect(onPrimaryOnly(page)).toBe(1);
  });

  test('a standby further behind than DATABASE_READ_MAX_LAG_SECONDS is passed over until it catches up; the gateway stays ready', async () => {
    const strict = await startApplication({ DATABASE_URL: primaryUrl, DATABASE_READ_URLS: standbyUrl, DATABASE_READ_MAX_LAG_SECONDS: '1' });
    const client = gatewayClient(strict.app.url);
    const strictCatalogue = () =>
      client.gql(
        CatalogueLocationsDocument,
        { input: { offset: 0, limit: 10, workspaceIds: [operator.workspaceId], geoSearch: { ...MANHATTAN, maxMiles: 50 } } },
        { token: adminToken },
      );
    const replicaState = async () => ((await client.rest('GET', '/readyz')).body as { replicas: { status: string }[] }).replicas[0].status;
    const standbyClient = new Client({ connectionString: standbyUrl });
    await standbyClient.connect();
    try {
      await until(async () => (await replicaState()) === 'up', 'the standby to be up');
      await standbyClient.query('select pg_wal_replay_pause()');
      try {
        await givenLocation(server, operator.token, operator.workspaceId, { name: 'Lag Desk' });
        await until(async () => (await replicaState()) === 'lagging', 'the standby to be seen lagging', 15_000);
        const page = await strictCatalogue();
        expect(page.data?.locations.totalCount).toBe(5); // the primary's: the standby has 4
        expect(Number(page.headers.get('x-sql-statements-replica'))).toBe(0);
        expect((await client.rest('GET', '/readyz')).status).toBe(200);
        const lag = /^db_replica_lag_seconds\{replica="[^"]+"\} (\S+)$/m.exec((await client.rest('GET', '/metrics')).text);
        expect(Number(lag?.[1])).toBeGreaterThan(1);
      } finally {
        await standbyClient.query('select pg_wal_replay_resume()');
      }
      await waitForReplay(primary.url, standby.url, 30_000);
      await until(async () => (await replicaState()) === 'up', 'the standby to catch up');
      const page = await strictCatalogue();
      expect(page.data?.locations.totalCount).toBe(5);
      expect(onPrimaryOnly(page)).toBe(1);
    } finally {
      await standbyClient.end();
      await strict.stop();
    }
  });
});
