import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { emitEvent } from '../../src/kernel/webhooks/webhook-events';
import type { RequestContext } from '../../src/kernel/context';
import { LOCATION_UPDATED } from '../../src/workspaces/catalogue/catalogue.webhook-events';
import { givenLocation, givenWorkspaceWithAdmin } from '../support/catalogue-builders';
import { aTenant, aUser, grant, tokens } from '../support/identity-builders';
import { loadGraphSchema } from '../support/fuzz/graph-requests';
import { hostileJsonValue } from '../support/fuzz/hostile-values';
import { seededRandom } from '../support/fuzz/prng';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * GraphQL subscriptions over WebSocket on /graphql (docs/decisions.md#subscriptions): a change
 * reaches, when it commits, the subscribers who may read its record, each reading it through its
 * edges as its own request would; credentials come with connection_init and end the connection
 * when they no longer hold. Across gateway processes: subscriptions-fleet.test.ts.
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

interface Connection {
  client: Client;
  /** The close event's code and reason, once the server closed the socket. */
  closed: () => { code: number; reason: string } | null;
}

function connect(params: Record<string, unknown>): Connection {
  let closed: { code: number; reason: string } | null = null;
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => (closed = { code: (event as { code: number }).code, reason: (event as { reason: string }).reason }) },
    onNonLazyError: () => undefined,
  });
  clients.push(client);
  return { client, closed: () => closed };
}

/** A subscription's results as they arrive, and how it ended. */
function subscribe(connection: Connection, query: string, variables: Record<string, unknown> = {}) {
  const results: any[] = [];
  let ended: { error?: any } | null = null;
  const stop = connection.client.subscribe(
    { query, variables },
    { next: (result) => void results.push(result), error: (error) => (ended = { error }), complete: () => (ended = {}) },
  );
  return { results, stop, ended: () => ended };
}

/** Waits until `check` holds (true) or `ms` pass (false): a second where the documents promise one, longer where only what arrives counts. */
async function until(check: () => unknown, ms = 1000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return Boolean(check());
}

/** The server has the subscription once a change made after this reaches it: a ping round trip after the subscribe message. */
async function subscribed(connection: Connection): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    connection.client.subscribe(
      { query: '{ __typename }' },
      { next: () => undefined, error: () => resolve(), complete: () => reject(new Error('a query ran over WebSocket')) },
    ),
  );
}

const LOCATION_CHANGED = `subscription Changed($workspaceId: ID, $id: ID, $after: String) {
  locationChanged(workspaceId: $workspaceId, id: $id, after: $after) { event id location { id name status workspace { id name } } }
}`;

test("a location's changes reach its operator within a second of the mutation's answer, through its edges", async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const connection = connect({ Authorization: `Bearer ${operator.token}` });
  const changes = subscribe(connection, LOCATION_CHANGED, { workspaceId: operator.workspaceId });
  await subscribed(connection);

  const locationId = (await givenLocation(server, operator.token, operator.workspaceId)).id;
  const answered = Date.now();
  expect(await until(() => changes.results.length === 1)).toBe(true);
  expect(Date.now() - answered).toBeLessThan(1000);
  expect(changes.results[0]).toEqual({
    data: {
      locationChanged: {
        event: 'location.created',
        id: locationId,
        location: {
          id: locationId,
          name: expect.any(String),
          status: 'Active',
          workspace: { id: operator.workspaceId, name: expect.any(String) },
        },
      },
    },
  });
});

test('a foreign tenant hears of what it may read and nothing else: not the deactivation of a location it can no longer see', async () => {
  const owner = await givenWorkspaceWithAdmin(server);
  const foreign = await givenWorkspaceWithAdmin(server);
  const ownerConnection = connect({ authorization: `Bearer ${owner.token}` });
  const foreignConnection = connect({ AUTHORIZATION: `Bearer ${foreign.token}` });
  const locationId = (await givenLocation(server, owner.token, owner.workspaceId)).id;
  const ownerSees = subscribe(ownerConnection, LOCATION_CHANGED, { id: locationId });
  const foreignSees = subscribe(foreignConnection, LOCATION_CHANGED, { id: locationId });
  await Promise.all([subscribed(ownerConnection), subscribed(foreignConnection)]);

  const status = (value: string) =>
    server.gql(
      `mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id } }`,
      { id: locationId, s: value },
      { token: owner.token },
    );
  // Each event is read when it is delivered (docs/decisions.md#subscriptions), so the owner hears the
  // deactivation before the location is active again, as a client that acts on its events would.
  expect((await status('Inactive')).errors).toBeUndefined();
  expect(await until(() => ownerSees.results.length === 1, 5000)).toBe(true);
  expect((await status('Active')).errors).toBeUndefined();
  expect(await until(() => ownerSees.results.length === 2 && foreignSees.results.length === 1, 5000)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200)); // nothing more arrives
  expect(ownerSees.results.map((r) => r.data.locationChanged.event)).toEqual(['location.deactivated', 'location.activated']);
  expect(foreignSees.results.map((r) => r.data.locationChanged.event)).toEqual(['location.activated']);
});

test("an approved member application's new workspace member reaches the workspace's operator, with its user", async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const applicant = await aUser(server);
  await grant(server, applicant.email, 'Member', operator.workspaceId);
  const applicantAuth = { token: (await tokens(server, applicant.email)).access_token };
  const connection = connect({ authorization: `Bearer ${operator.token}` });
  const members = subscribe(
    connection,
    `subscription($w: ID) { workspaceMemberChanged(workspaceId: $w) { event workspaceMember { status user { email } workspace { id } } } }`,
    { w: operator.workspaceId },
  );
  await subscribed(connection);

  const body = {
    workspaceId: operator.workspaceId,
    userId: applicant.id,
    workspaceLicenseTemplateId: randomUUID(),
    requestedActivationDate: '2032-01-01T00:00:00Z',
  };
  const created = await server.rest('POST', '/workspaces/MemberApplication/create', { body, auth: applicantAuth });
  expect(created.status).toBe(200);
  const id = created.body.id as string;
  for (const [step, auth] of [
    ['approve-request', { token: operator.token }],
    ['submit', applicantAuth],
    ['approve', { token: operator.token }],
  ] as const)
    expect((await server.rest('POST', `/workspaces/MemberApplication/${id}/${step}`, { auth })).status).toBe(200);
  expect(await until(() => members.results.length === 1, 5000)).toBe(true);
  expect(members.results[0].data.workspaceMemberChanged).toEqual({
    event: 'workspace_member.added',
    workspaceMember: { status: 'Active', user: { email: applicant.email }, workspace: { id: operator.workspaceId } },
  });
});

test('a change that rolls back publishes nothing; the next one that commits arrives alone', async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const locationId = (await givenLocation(server, operator.token, operator.workspaceId)).id;
  const connection = connect({ authorization: `Bearer ${operator.token}` });
  const changes = subscribe(connection, LOCATION_CHANGED, { id: locationId });
  await subscribed(connection);

  // The event the real mutations queue, in a transaction that fails after it.
  const em = server.app.db.orm.em.fork();
  const data = { locationId, workspaceId: operator.workspaceId, name: 'rolled back', status: 'Active' };
  await expect(
    em.transactional(async (tx) => {
      await emitEvent({ em: tx } as unknown as RequestContext, LOCATION_UPDATED, operator.workspaceId, data);
      throw new Error('the change fails after its event');
    }),
  ).rejects.toThrow('the change fails after its event');
  await em.transactional((tx) =>
    emitEvent({ em: tx } as unknown as RequestContext, LOCATION_UPDATED, operator.workspaceId, { ...data, name: 'committed' }),
  );

  expect(await until(() => changes.results.length === 1, 5000)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(changes.results).toHaveLength(1);
  expect(changes.results[0].data.locationChanged).toMatchObject({ event: 'location.updated', id: locationId });
});

test("a suspended user's connection ends within a second (4403), on the suspension's commit", async () => {
  const user = await aUser(server);
  const token = (await tokens(server, user.email)).access_token;
  const connection = connect({ authorization: `Bearer ${token}` });
  const changes = subscribe(connection, LOCATION_CHANGED);
  await subscribed(connection);

  const suspended = await server.gql(
    `mutation($e: String!) { suspendUser(input: { email: $e }) }`,
    { e: user.email },
    { token: await server.adminToken() },
  );
  expect(suspended.errors).toBeUndefined();
  const answered = Date.now();
  expect(await until(() => connection.closed())).toBe(true);
  expect(Date.now() - answered).toBeLessThan(1000);
  expect(connection.closed()).toEqual({ code: 4403, reason: 'Forbidden: This account is suspended.' });
  expect(changes.ended()).not.toBeNull();
});

test("a role removed ends the connections of its holder within a second (4403); an API key revoked, the key's", async () => {
  const user = await aUser(server);
  const tenantId = await aTenant(server, 'Employer');
  await grant(server, user.email, 'Admin', tenantId);
  const token = (await tokens(server, user.email)).access_token;
  const byToken = connect({ authorization: `Bearer ${token}` });
  subscribe(byToken, LOCATION_CHANGED);
  const key = (await server.rest('GET', '/identity/User/api-key', { auth: { token } })).body.apiKey as string;
  const byKey = connect({ 'api-key': key });
  subscribe(byKey, LOCATION_CHANGED);
  await Promise.all([subscribed(byToken), subscribed(byKey)]);

  const removed = await server.gql(
    `mutation($input: UserRoleInput!) { removeUserRole(input: $input) }`,
    { input: { email: user.email, role: 'Admin', tenantId } },
    { token: await server.adminToken() },
  );
  expect(removed.errors).toBeUndefined();
  const answered = Date.now();
  expect(await until(() => byToken.closed() && byKey.closed())).toBe(true);
  expect(Date.now() - answered).toBeLessThan(1000);
  expect(byToken.closed()).toEqual({ code: 4403, reason: "Forbidden: the caller's roles changed; connect again" });

  // connected again with the role gone, the key is then revoked
  const again = connect({ 'api-key': key });
  subscribe(again, LOCATION_CHANGED);
  await subscribed(again);
  const rotated = await server.gql('mutation { rotateApiKey { apiKey } }', {}, { token });
  expect(rotated.errors).toBeUndefined();
  expect(await until(() => again.closed())).toBe(true);
  expect(again.closed()).toEqual({ code: 4403, reason: 'Forbidden: The API key is not valid.' });
});

test('a caller holds at most SUBSCRIPTIONS_PER_CALLER_MAX subscriptions on a gateway, over all its connections; they end with their connections', async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const { perConnection, perCaller } = server.app.settings.subscriptionLimits;
  const listenersBefore = server.app.services.changes.size;
  const connections = Array.from({ length: Math.ceil((perCaller + 20) / perConnection) }, () =>
    connect({ authorization: `Bearer ${operator.token}` }),
  );
  // a burst of more than the limit at once, over all the connections
  const burst = Array.from({ length: perCaller + 20 }, (_, i) => subscribe(connections[i % connections.length], LOCATION_CHANGED));
  await Promise.all(connections.map(subscribed));
  const refused = burst.filter((sub) => sub.ended());
  expect(refused).toHaveLength(20);
  for (const sub of refused)
    expect(sub.ended()?.error?.[0]).toMatchObject({
      extensions: { code: 'SUBSCRIPTION_LIMIT' },
      message: expect.stringMatching(/SUBSCRIPTIONS_PER_CALLER_MAX/),
    });

  // a connection that goes away takes its subscriptions with it
  await Promise.all(connections.map((connection) => connection.client.dispose()));
  expect(await until(() => server.app.services.changes.size === listenersBefore)).toBe(true);
});

test('a message larger than GRAPHQL_MAX_BODY_BYTES closes the socket (1009) before it is read', async () => {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve) => socket.once('open', resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { filler: 'x'.repeat(server.app.settings.graphqlLimits.maxBodyBytes) } }));
  expect(await closed).toBe(1009);
});

test('only /graphql takes WebSocket upgrades', async () => {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/identity`, 'graphql-transport-ws');
  const status = await new Promise<number | undefined>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
    socket.once('error', () => resolve(undefined));
  });
  expect(status).toBe(404);
});

test('an access token that expires ends its connection when it does (4403)', async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const claims = jwt.decode(operator.token) as Record<string, unknown>;
  const { exp: _exp, iat: _iat, jti: _jti, ...rest } = claims;
  const shortLived = jwt.sign(rest, server.app.settings.jwtSecret, { algorithm: 'HS256', expiresIn: 1 });
  const connection = connect({ authorization: `Bearer ${shortLived}` });
  subscribe(connection, LOCATION_CHANGED);
  await subscribed(connection);
  expect(connection.closed()).toBeNull();
  expect(await until(() => connection.closed(), 3000)).toBe(true);
  expect(connection.closed()?.code).toBe(4403);
  expect(connection.closed()?.reason).toMatch(/expired/);
});

test('bad credentials close the connection at connection_init (4403); and so does none', async () => {
  const bad = connect({ authorization: 'Bearer not-a-token' });
  expect(await until(() => bad.closed())).toBe(true);
  expect(bad.closed()).toEqual({ code: 4403, reason: 'Forbidden: The access token is not valid.' });
  const badKey = connect({ 'Api-Key': 'fsk_nothing' });
  expect(await until(() => badKey.closed())).toBe(true);
  expect(badKey.closed()?.code).toBe(4403);

  // every subscription is a signed-in caller's: a connection without credentials is refused at once
  const anonymous = connect({});
  expect(await until(() => anonymous.closed())).toBe(true);
  expect(anonymous.closed()).toEqual({ code: 4403, reason: expect.stringMatching(/^Forbidden: send credentials in connection_init/) });
});

test('the limits of queries hold, queries and mutations are sent over HTTP, and a connection holds at most SUBSCRIPTIONS_PER_CONNECTION_MAX (counted in /metrics)', async () => {
  const operator = await givenWorkspaceWithAdmin(server);
  const connection = connect({ authorization: `Bearer ${operator.token}` });
  const errorOf = async (query: string) => {
    const sub = subscribe(connection, query);
    await until(() => sub.ended());
    return sub.ended()?.error?.[0];
  };
  const deep = `subscription { locationChanged { location { workspace { locations { data { workspace { locations { data { workspace { locations { data { id } } } } } } } } } } } }`;
  expect(await errorOf(deep)).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  expect(await errorOf('{ me { id } }')).toMatchObject({
    message: expect.stringMatching(/subscriptions only/),
    extensions: { code: 'BAD_REQUEST' },
  });
  expect(await errorOf('subscription { nothing }')).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

  const limit = server.app.settings.subscriptionLimits.perConnection;
  const held = Array.from({ length: limit }, () => subscribe(connection, LOCATION_CHANGED));
  await subscribed(connection);
  expect(await errorOf(LOCATION_CHANGED)).toMatchObject({ extensions: { code: 'SUBSCRIPTION_LIMIT' } });
  expect(held.every((sub) => sub.ended() === null)).toBe(true);
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  expect(Number(/^graphql_subscriptions (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(limit);
  expect(Number(/^graphql_ws_connections (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
  held[0].stop();
  await subscribed(connection);
  const again = subscribe(connection, LOCATION_CHANGED);
  await subscribed(connection);
  expect(again.ended()).toBeNull();
});

test('over HTTP a subscription is refused, saying where it runs', async () => {
  const result = await server.gql('subscription { locationChanged { id } }', {}, { token: await server.adminToken() });
  expect(result.status).toBe(400);
  expect(result.errors?.[0].message).toMatch(/Subscriptions run over WebSocket/);
});

test('seeded fuzz: malformed subscribe messages over every subscription field are refused as the client input they are, never an internal error', async () => {
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
  process.stdout.write(`subscriptions fuzz: seed ${seed} (FUZZ_SEED=${seed} to replay)\n`);
  const random = seededRandom(seed);
  const fields = Object.values(loadGraphSchema().getSubscriptionType()!.getFields());
  const operator = await givenWorkspaceWithAdmin(server);
  const connection = connect({ authorization: `Bearer ${operator.token}` });
  const problems: string[] = [];
  for (let n = 0; n < 120; n++) {
    const field = random.pick(fields);
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const definitions = field.args.map((arg) => `$${arg.name}: ${random.chance(0.2) ? 'ID!' : arg.type.toString()}`).join(', ');
    const selection = random.pick(['event id', 'event', 'id nothing', '__typename', 'event id ...on Query { __typename }']);
    const text = `subscription Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} { ${selection} } }`;
    const query = random.chance(0.15) ? text.slice(0, random.int(text.length)) : text;
    const variables = Object.fromEntries(field.args.filter(() => random.chance(0.7)).map((arg) => [arg.name, hostileJsonValue(random)]));
    // Variables that are not an object are the protocol's own 4400 (graphql-ws); its client refuses to send them.
    const sub = subscribe(connection, query, variables);
    await until(() => sub.ended() || sub.results.length, 150);
    sub.stop();
    const failed = sub.ended()?.error;
    if (failed && !Array.isArray(failed)) {
      problems.push(`${JSON.stringify(query)}: the connection failed: ${String(failed?.message ?? failed?.reason ?? failed)}`);
      continue;
    }
    const errors = [...(failed ?? []), ...sub.results.flatMap((result) => result.errors ?? [])];
    for (const error of errors)
      if (!['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST'].includes(error?.extensions?.code))
        problems.push(`${JSON.stringify(query)} ${JSON.stringify(variables).slice(0, 200)}: ${JSON.stringify(error)}`);
  }
  expect(connection.closed()).toBeNull(); // nothing broke the connection
  expect(problems).toEqual([]);
});
