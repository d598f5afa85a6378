import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { Client as PgClient } from 'pg';
import { LOG_EVENT_CTE, logEventParams, purgeEventLog, readLog } from '../../src/kernel/changes/event-log';
import type { RequestContext } from '../../src/kernel/context';
import { emitEvent } from '../../src/kernel/webhooks/webhook-events';
import { LOCATION_UPDATED } from '../../src/workspaces/catalogue/catalogue.webhook-events';
import { givenLocation, givenWorkspaceWithAdmin } from '../support/catalogue-builders';
import { subscribeOn } from '../support/subscriber';
import { createTestDatabase } from '../support/test-database';
import { recordStatements, startOwnTestServer, startTestServer, type TestServer } from '../support/test-server';

/**
 * The event log (docs/decisions.md#event-log): every published event, read by cursor on both faces
 * with the subscriptions' visibility, subscriptions that resume after a cursor, a gateway that
 * catches up after losing its listening connection, and readers that never skip an event whatever
 * the order in which transactions commit.
 */
let server: TestServer;
const clients: Client[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server?.close();
});

const EVENTS = `query($after: String, $first: Int, $types: [String!]) {
  events(after: $after, first: $first, types: $types) {
    nodes { id cursor type recordId recordType record { __typename ... on Location { id name status } } }
    endCursor hasNextPage
  }
}`;

interface EventNode {
  id: string;
  cursor: string;
  type: string;
  recordId: string;
  recordType: string;
  record: { __typename: string; id: string; name: string; status: string } | null;
}

/** Every event the caller may read after `after`, page by page through the graph, and the last endCursor. */
async function readAll(token: string, after: string | null, types?: string[]): Promise<{ nodes: EventNode[]; end: string }> {
  const nodes: EventNode[] = [];
  let cursor = after;
  for (;;) {
    const result = await server.gql<any, any>(EVENTS, { after: cursor, first: 7, types }, { token });
    expect(result.errors).toBeUndefined();
    const page = result.data.events;
    nodes.push(...page.nodes);
    cursor = page.endCursor;
    if (!page.hasNextPage) return { nodes, end: cursor! };
  }
}

/**
 * `readAll`, polled until `count` events of `recordId` are readable, as a client polls: a
 * transaction of this database still running (the gateway's background jobs) holds a committed
 * event back for a moment (docs/decisions.md#event-log).
 */
async function readAllOf(token: string, after: string | null, recordId: string, count: number, types?: string[], waitMs = 10_000) {
  let read = await readAll(token, after, types);
  for (
    const deadline = Date.now() + waitMs;
    read.nodes.filter((node) => node.recordId === recordId).length < count && Date.now() < deadline;
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    read = await readAll(token, after, types);
  }
  return read;
}

const setStatus = (token: string, id: string, status: 'Active' | 'Inactive') =>
  server.gql(
    `mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id } }`,
    { id, s: status },
    { token },
  );

test('the events of a change are read by cursor on both faces, in order, each once, with the record as the caller reads it', async () => {
  const admin = await server.adminToken();
  const { end: start } = await readAll(admin, null);
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  expect((await setStatus(operator.token, location.id, 'Inactive')).errors).toBeUndefined();
  expect((await setStatus(operator.token, location.id, 'Active')).errors).toBeUndefined();

  const { nodes, end } = await readAllOf(operator.token, start, location.id, 3, [
    'location.created',
    'location.activated',
    'location.deactivated',
  ]);
  const mine = nodes.filter((node) => node.recordId === location.id);
  expect(mine.map((node) => node.type)).toEqual(['location.created', 'location.deactivated', 'location.activated']);
  expect(mine[0]).toMatchObject({ recordType: 'Location', record: { __typename: 'Location', id: location.id, status: 'Active' } });
  expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
  // Read on from the end: nothing new.
  expect((await readAll(operator.token, end)).nodes).toEqual([]);

  // The REST face: the same events, the same cursors, `types` comma-separated, `limit` for `first`.
  const rest = await server.rest('GET', `/events?after=${start}&limit=100&types=location.created,location.deactivated,location.activated`, {
    auth: { token: operator.token },
  });
  expect(rest.status).toBe(200);
  const restMine = (rest.body.nodes as EventNode[]).filter((node) => node.recordId === location.id);
  expect(restMine.map((node) => [node.type, node.cursor])).toEqual(mine.map((node) => [node.type, node.cursor]));
  expect(restMine[0]).toEqual({
    id: mine[0].id,
    cursor: mine[0].cursor,
    type: 'location.created',
    time: expect.any(String),
    recordId: location.id,
    recordType: 'Location',
  });
});

test("a foreign tenant reads none of another's inactive location's events; the owner and the Platform Admin read them", async () => {
  const admin = await server.adminToken();
  const { end: start } = await readAll(admin, null);
  const owner = await givenWorkspaceWithAdmin(server);
  const foreign = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, owner.token, owner.workspaceId);
  expect((await setStatus(owner.token, location.id, 'Inactive')).errors).toBeUndefined();

  const ofLocation = async (token: string) => (await readAll(token, start)).nodes.filter((node) => node.recordId === location.id);
  await readAllOf(owner.token, start, location.id, 2); // readable once no transaction of the cluster holds them back
  expect((await ofLocation(owner.token)).map((node) => node.type)).toEqual(['location.created', 'location.deactivated']);
  expect((await ofLocation(admin)).map((node) => node.type)).toEqual(['location.created', 'location.deactivated']);
  expect(await ofLocation(foreign.token)).toEqual([]);
  const rest = await server.rest('GET', `/events?after=${start}&limit=100`, { auth: { token: foreign.token } });
  expect((rest.body.nodes as EventNode[]).filter((node) => node.recordId === location.id)).toEqual([]);
});

test('the log is read in its order where the numbers gain a digit: transaction 9 before 10, position 9 before 10', async () => {
  const em = server.app.db.orm.em.fork();
  const places = [
    ['9', '9'],
    ['9', '10'],
    ['10', '9'],
    ['10', '10'],
  ];
  const ids = places.map(() => randomUUID());
  await em.execute(
    `insert into "change_event" ("tx", "position", "id", "type", "data") overriding system value values ${places.map(() => "(?::xid8, ?, ?, 'location.updated', '{}')").join(', ')}`,
    places.flatMap(([tx, position], i) => [tx, position, ids[i]]),
  );
  try {
    // Every other event of this database's log came in a later transaction than 10.
    const read = await readLog(em, { tx: '8', position: '0' }, places.length);
    expect(read.events.map((event) => event.id)).toEqual(ids);
    expect(read.end).toEqual({ tx: '10', position: '10' });
  } finally {
    await em.execute(`delete from "change_event" where "id" in (${ids.map(() => '?').join(', ')})`, ids);
  }
});

test('bad arguments are a 400 naming the argument, on both faces; without credentials a 401', async () => {
  const token = await server.adminToken();
  const graph = async (variables: Record<string, unknown>) => (await server.gql<any, any>(EVENTS, variables, { token })).errors?.[0];
  expect(await graph({ after: 'not-a-cursor' })).toMatchObject({
    extensions: { code: 'BAD_USER_INPUT' },
    message: expect.stringContaining('after'),
  });
  expect(await graph({ first: 0 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('first') });
  expect(await graph({ types: ['no.such.event'] })).toMatchObject({
    extensions: { code: 'BAD_USER_INPUT' },
    message: expect.stringContaining('types'),
  });
  for (const [query, field] of [
    ['after=%00%01', 'after'],
    ['limit=1000', 'limit'],
    ['limit=abc', 'limit'],
    ['types=location.updated,,room.created', 'types'],
  ]) {
    const answer = await server.rest('GET', `/events?${query}`, { auth: { token } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  }
  expect((await server.rest('GET', '/events')).status).toBe(401);
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('a transaction that took a lower place and commits after a higher one was read is not skipped', async () => {
  const admin = await server.adminToken();
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  const { end: start } = await readAll(admin, null);
  const [early, late] = [
    new PgClient({ connectionString: server.app.settings.databaseUrl! }),
    new PgClient({ connectionString: server.app.settings.databaseUrl! }),
  ];
  await Promise.all([early.connect(), late.connect()]);
  // The statement emitEvent logs an event with, its placeholders numbered as pg takes them.
  const log = (client: PgClient, name: string) => {
    let n = 0;
    return client.query(
      `with ${LOG_EVENT_CTE.replace(/\?/g, () => `$${(n += 1)}`)} select 1`,
      logEventParams(
        randomUUID(),
        'location.updated',
        JSON.stringify({ locationId: location.id, workspaceId: operator.workspaceId, name }),
      ),
    );
  };
  try {
    await early.query('begin');
    await log(early, 'written first, committed last');
    await late.query('begin');
    await log(late, 'written last, committed first');
    await late.query('commit');
    // The later transaction has committed, the earlier still runs: a reader does not pass it.
    const before = await readAll(admin, start, ['location.updated']);
    expect(before.nodes.filter((node) => node.recordId === location.id)).toEqual([]);
    await early.query('commit');
    // Both now, once no older transaction of this database holds the horizon back: polled, as a client does.
    const found = (await readAllOf(admin, before.end, location.id, 2, ['location.updated'])).nodes.filter(
      (node) => node.recordId === location.id,
    );
    expect(found).toHaveLength(2);
  } finally {
    await Promise.all([early.end(), late.end()]);
  }
});

onPostgres("a long transaction in another database of the server holds back none of this one's events, read or subscribed", async () => {
  const admin = await server.adminToken();
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  const { end: start } = await readAll(admin, null);
  const subscription = await subscribeOn(
    server.url,
    operator.token,
    `subscription($id: ID) { locationChanged(id: $id) { event cursor } }`,
    {
      id: location.id,
    },
  );
  clients.push(subscription.client);
  const elsewhere = await createTestDatabase();
  const other = new PgClient({ connectionString: elsewhere.url! });
  await other.connect();
  try {
    // A writing transaction (it has an id) older than the change, left running on the same server.
    await other.query('begin');
    await other.query('select pg_current_xact_id()');
    expect((await setStatus(operator.token, location.id, 'Inactive')).errors).toBeUndefined();
    // Polled for 2 s at most (this database's own background jobs may hold it a moment); while the
    // other transaction runs, the horizon of the whole server would hold the event back for good.
    const read = await readAllOf(admin, start, location.id, 1, ['location.deactivated'], 2000);
    expect(read.nodes.filter((node) => node.recordId === location.id).map((node) => node.type)).toEqual(['location.deactivated']);
    for (const deadline = Date.now() + 2000; subscription.results.length === 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscription.results.map((result) => result.data?.locationChanged.event)).toEqual(['location.deactivated']);
  } finally {
    await other.query('rollback').catch(() => undefined);
    await other.end();
    await elsewhere.drop();
  }
});

test('past the retention the log refuses an older cursor, naming the oldest it still answers', async () => {
  const admin = await server.adminToken();
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  const { nodes } = await readAllOf(admin, null, location.id, 1, ['location.created']);
  const created = nodes.find((node) => node.recordId === location.id)!;
  const em = server.app.db.orm.em.fork();
  // Everything logged up to this location's creation is older than the retention, and purged.
  await em.execute(
    `update "change_event" set "date_created" = now() - interval '40 days' where ("tx", "position") <= (select "tx", "position" from "change_event" where "id" = ?)`,
    [created.id],
  );
  expect(await purgeEventLog(em, 30)).toBeGreaterThan(0);
  const refused = await server.gql<any, any>(EVENTS, { after: 'ZXYxOjA6MA' }, { token: admin });
  expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining(created.cursor) });
  expect((await server.rest('GET', '/events?after=ZXYxOjA6MA', { auth: { token: admin } })).status).toBe(400);
  // From the oldest cursor named, the log answers.
  expect((await server.gql<any, any>(EVENTS, { after: created.cursor }, { token: admin })).errors).toBeUndefined();
});

const LOCATION_CHANGED = `subscription($id: ID, $after: String) { locationChanged(id: $id, after: $after) { event id cursor location { name } } }`;

/**
 * A subscription of `locationChanged` and what it receives. Resolves once the gateway has it: a query
 * sent after it on the same connection is answered (refused: queries run over HTTP) after it started.
 */
async function subscribe(gateway: TestServer, token: string, variables: Record<string, unknown>, query = LOCATION_CHANGED) {
  const { client, results, errors } = await subscribeOn(gateway.url, token, query, variables);
  clients.push(client);
  return { results, errors, close: () => client.dispose() };
}

async function until(check: () => unknown, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return Boolean(check());
}

test('a subscription resumed with `after` receives first what it missed, in order, then the live changes, none twice', async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  const first = await subscribe(server, operator.token, { id: location.id });
  expect((await setStatus(operator.token, location.id, 'Inactive')).errors).toBeUndefined();
  expect(await until(() => first.results.length === 1)).toBe(true);
  const cursor = first.results[0].data.locationChanged.cursor as string;
  await first.close();

  // Missed while away.
  expect((await setStatus(operator.token, location.id, 'Active')).errors).toBeUndefined();
  expect((await setStatus(operator.token, location.id, 'Inactive')).errors).toBeUndefined();
  const resumed = await subscribe(server, operator.token, { id: location.id, after: cursor });
  expect(await until(() => resumed.results.length === 2)).toBe(true);
  expect((await setStatus(operator.token, location.id, 'Active')).errors).toBeUndefined();
  expect(await until(() => resumed.results.length === 3)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200)); // nothing more arrives
  const seen = resumed.results.map((r) => r.data.locationChanged);
  expect(seen.map((change: { event: string }) => change.event)).toEqual([
    'location.activated',
    'location.deactivated',
    'location.activated',
  ]);
  expect(new Set(seen.map((change: { cursor: string }) => change.cursor)).size).toBe(3);
  expect(resumed.errors).toEqual([]);
});

onPostgres('a gateway whose listening connection is terminated delivers, in order, what committed while it was gone', async () => {
  const own = await startOwnTestServer();
  try {
    const operator = await givenWorkspaceWithAdmin(own);
    const location = await givenLocation(own, operator.token, operator.workspaceId);
    const subscriber = await subscribe(own, operator.token, { id: location.id });
    const admin = new PgClient({ connectionString: own.app.settings.databaseUrl! });
    await admin.connect();
    const statuses = ['Inactive', 'Active', 'Inactive', 'Active'] as const;
    try {
      for (const [index, status] of statuses.entries()) {
        if (index % 2 === 0)
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'flexspace-gateway listener: graph_changed' and datname = current_database()`,
          );
        const answer = await own.gql(
          `mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id } }`,
          { id: location.id, s: status },
          { token: operator.token },
        );
        expect(answer.errors).toBeUndefined();
      }
    } finally {
      await admin.end();
    }
    expect(await until(() => subscriber.results.length === 4, 15_000)).toBe(true);
    expect(subscriber.results.map((r) => r.data.locationChanged.event)).toEqual([
      'location.deactivated',
      'location.activated',
      'location.deactivated',
      'location.activated',
    ]);
    await subscriber.close();
  } finally {
    await own.close();
  }
});

/** A cursor's place, to compare two in the log's order. */
function placeOfCursor(cursor: string): [bigint, bigint] {
  const [, tx, position] = Buffer.from(cursor, 'base64url').toString().split(':');
  return [BigInt(tx), BigInt(position)];
}

onPostgres(
  "1,000 changes from 8 writers, the gateway's listener terminated twice and the subscriber's socket closed twice: each change arrives once, in order",
  async () => {
    const own = await startOwnTestServer();
    const admin = new PgClient({ connectionString: own.app.settings.databaseUrl! });
    await admin.connect();
    try {
      const operator = await givenWorkspaceWithAdmin(own);
      const location = await givenLocation(own, operator.token, operator.workspaceId);
      const received: string[] = [];
      // The subscriber: resumes with its last cursor after each close of its socket.
      let current = await subscribe(own, operator.token, { id: location.id });
      let collected = 0;
      const collect = () => {
        for (const result of current.results.slice(collected)) received.push(result.data.locationChanged.cursor);
        collected = current.results.length;
      };
      const reconnect = async () => {
        collect();
        await current.close();
        current = await subscribe(own, operator.token, { id: location.id, after: received.at(-1) });
        collected = 0;
      };
      const terminateListener = () =>
        admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'flexspace-gateway listener: graph_changed' and datname = current_database()`,
        );
      let committed = 0;
      const interruptions = new Map<number, () => Promise<unknown>>([
        [200, terminateListener],
        [400, reconnect],
        [650, terminateListener],
        [800, reconnect],
      ]);
      const writer = async (w: number) => {
        for (let j = 0; j < 125; j += 1) {
          await own.app.db.orm.em.fork().transactional((tx) =>
            emitEvent({ em: tx } as unknown as RequestContext, LOCATION_UPDATED, operator.workspaceId, {
              locationId: location.id,
              workspaceId: operator.workspaceId,
              name: `writer ${w}, change ${j}`,
            }),
          );
          committed += 1;
          await interruptions.get(committed)?.();
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      expect(
        await until(() => {
          collect();
          return received.length >= 1000;
        }, 30_000),
      ).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
      collect();
      expect(received).toHaveLength(1000);
      expect(new Set(received).size).toBe(1000);
      const places = received.map(placeOfCursor);
      for (let i = 1; i < places.length; i += 1) {
        const [[tx0, p0], [tx1, p1]] = [places[i - 1], places[i]];
        expect(tx1 > tx0 || (tx1 === tx0 && p1 > p0)).toBe(true);
      }
      await current.close();
    } finally {
      await admin.end();
      await own.close();
    }
  },
  60_000,
);

test("a change reaches the subscribers of many callers with the same statements as a few: one read per record type, each caller's rule in it", async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  const query = `subscription($id: ID) { locationChanged(id: $id) { event location { name workspace { name } } } }`;
  const statementsFor = async (callers: number) => {
    const tokens = await Promise.all(Array.from({ length: callers }, async () => (await givenWorkspaceWithAdmin(server)).token));
    const subscriptions = await Promise.all(tokens.map((token) => subscribe(server, token, { id: location.id }, query)));
    // Inactive, only its operators may read it (none of these callers); active again, all may.
    expect((await setStatus(operator.token, location.id, 'Inactive')).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const recorded = recordStatements(server);
    try {
      expect((await setStatus(operator.token, location.id, 'Active')).errors).toBeUndefined();
      expect(await until(() => subscriptions.every((s) => s.results.length === 1))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      recorded.stop();
    }
    for (const { close, results } of subscriptions) {
      expect(results.map((r) => r.data.locationChanged)).toEqual([
        { event: 'location.activated', location: { name: location.name, workspace: expect.any(Object) } },
      ]);
      await close();
    }
    return recorded.texts.filter((text) => /from "(location|workspace)" t\b/.test(text)).length;
  };
  const few = await statementsFor(2);
  const many = await statementsFor(12);
  expect(many).toBe(few);
  // The mutation's own read of the location, then one read of it for all the callers and one of its workspace: with a
  // read per caller they would grow with them.
  expect(few).toBeLessThanOrEqual(3);
});
