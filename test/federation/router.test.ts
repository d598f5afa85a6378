import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBookingsSubgraph, type BookingRow, type BookingsSubgraph } from '../support/bookings-subgraph';
import { givenLocation, givenPlainUser, givenRoom, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import { composeSupergraph, startRouter, type Router } from '../support/router';
import { startTestServer, type TestServer, warmCaller } from '../support/test-server';

/**
 * The gateway behind a real federation router (@apollo/gateway, docs/federation.md), beside a
 * second subgraph that extends its types (a bookings service: test/federation/bookings.graphql):
 * an app sends one document to the router, as it would to the gateway.
 */
let server: TestServer;
let bookings: BookingsSubgraph;
let router: Router;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let reader: string;
let readerId: string;
let locationId: string;
let hiddenLocationId: string;
const roomIds: string[] = [];
const rows: BookingRow[] = [];

const SUBGRAPH_SDL = readFileSync(join(__dirname, '..', '..', 'schema', 'subgraph.graphql'), 'utf8');

/** The router's fetches from this gateway since `from`, with the statements each cost it. */
const gatewayFetches = (from: number) =>
  router.fetches
    .slice(from)
    .filter((fetch) => fetch.subgraph === 'flexspace')
    .map((fetch) => ({ ...fetch, statements: Number(fetch.responseHeaders['x-sql-statements']) }));

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server, 'Routed Desks');
  other = await givenWorkspaceWithAdmin(server, 'Unrouted Desks');
  reader = await givenPlainUser(server);
  readerId = (await server.gql<{ me: { id: string } }, object>('{ me { id } }', {}, { token: reader })).data!.me.id;
  locationId = (await givenLocation(server, operator.token, operator.workspaceId, { name: 'Routed Loft' })).id;
  for (let i = 0; i < 50; i++)
    roomIds.push((await givenRoom(server, operator.token, locationId, { name: `Routed ${String(i).padStart(2, '0')}` })).id);
  hiddenLocationId = (await givenLocation(server, other.token, other.workspaceId, { name: 'Unrouted Loft' })).id;
  await server.gql(
    `mutation($id: String!) { setLocationStatus(input: { id: $id, status: Inactive }) { id } }`,
    { id: hiddenLocationId },
    { token: other.token },
  );
  // A booking of each room by the reader; the first room's two.
  roomIds.forEach((roomId, i) =>
    rows.push({
      id: `b${i}`,
      roomId,
      bookerId: readerId,
      startsAt: `2027-01-${String((i % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
      endsAt: `2027-01-${String((i % 28) + 1).padStart(2, '0')}T17:00:00.000Z`,
    }),
  );
  rows.push({
    id: 'b-second',
    roomId: roomIds[0],
    bookerId: readerId,
    startsAt: '2027-02-01T09:00:00.000Z',
    endsAt: '2027-02-01T12:00:00.000Z',
  });
  bookings = await startBookingsSubgraph(rows);
  const supergraphSdl = composeSupergraph([
    { name: 'flexspace', url: `${server.url}/graphql`, sdl: SUBGRAPH_SDL },
    { name: 'bookings', url: bookings.url, sdl: bookings.sdl },
  ]);
  router = await startRouter({ supergraphSdl });
  await warmCaller(server, { token: reader });
});

afterAll(async () => {
  await router?.close();
  await bookings?.close();
});

test('one document walks Location -> rooms -> bookings -> booker and Booking -> room -> location -> workspace, equal to each service alone', async () => {
  const routed = await router.post(
    {
      query: `query($location: ID!, $booking: ID!) {
        location(id: $location) { id name rooms(limit: 2) { data { id name bookings { id startsAt endsAt booker { id email } } } } }
        booking(id: $booking) { id startsAt room { id name location { id name workspace { id name } } } }
      }`,
      variables: { location: locationId, booking: 'b49' },
    },
    { authorization: `Bearer ${reader}` },
  );
  expect(routed.status).toBe(200);
  expect(routed.body.errors).toBeUndefined();

  const direct = await server.gql<any, object>(
    `query($location: ID!, $room: ID!) {
      location(id: $location) { id name rooms(limit: 2) { data { id name } } }
      room(id: $room) { id name location { id name workspace { id name } } }
      me { id email }
    }`,
    { location: locationId, room: roomIds[49] },
    { token: reader },
  );
  const alone = await fetch(bookings.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ bookings { id startsAt endsAt room { id } booker { id } } }' }),
  }).then(
    (response) =>
      response.json() as Promise<{ data: { bookings: { id: string; startsAt: string; endsAt: string; room: { id: string } }[] } }>,
  );
  const bookingsOf = (roomId: string) =>
    alone.data.bookings
      .filter((booking) => booking.room.id === roomId)
      .map(({ id, startsAt, endsAt }) => ({ id, startsAt, endsAt, booker: direct.data.me }));

  expect(routed.body.data.location).toEqual({
    ...direct.data.location,
    rooms: { data: direct.data.location.rooms.data.map((room: { id: string }) => ({ ...room, bookings: bookingsOf(room.id) })) },
  });
  expect(routed.body.data.booking).toEqual({ id: 'b49', startsAt: rows[49].startsAt, room: direct.data.room });
  expect(routed.body.data.booking.room.location.workspace).toEqual({ id: operator.workspaceId, name: 'Routed Desks' });
});

test("the caller's Authorization and Api-Key reach the gateway through the router; a location the caller may not read is null, as directly", async () => {
  const document = { query: 'query($id: ID!) { location(id: $id) { id name status } }', variables: { id: hiddenLocationId } };
  const asReader = await router.post(document, { authorization: `Bearer ${reader}` });
  expect(asReader.body).toEqual({ data: { location: null } });
  expect((await server.gql(document.query, document.variables, { token: reader })).data).toEqual({ location: null });
  const asOwner = await router.post(document, { authorization: `Bearer ${other.token}` });
  expect(asOwner.body).toEqual({ data: { location: { id: hiddenLocationId, name: 'Unrouted Loft', status: 'Inactive' } } });

  const apiKey = (await server.gql<{ apiKey: { apiKey: string } }, object>('{ apiKey { apiKey } }', {}, { token: other.token })).data!
    .apiKey.apiKey;
  const byApiKey = await router.post(document, { 'api-key': apiKey });
  expect(byApiKey.body.data.location).toMatchObject({ id: hiddenLocationId, status: 'Inactive' });
  // An entity fetched by the router for another subgraph's booking is read as the caller too.
  const booked = await router.post({ query: '{ booking(id: "b0") { id room { id location { id } } } }' }, { 'api-key': apiKey });
  expect(booked.body.data.booking.room).toEqual({ id: roomIds[0], location: { id: locationId } });
});

test("the router's fetch of 50 rooms' entities costs the gateway one statement per type", async () => {
  const from = router.fetches.length;
  const result = await router.post(
    { query: '{ bookings { id room { id name location { id name } } } }' },
    { authorization: `Bearer ${reader}` },
  );
  expect(result.body.errors).toBeUndefined();
  expect(result.body.data.bookings).toHaveLength(51);
  expect(result.body.data.bookings[7].room).toEqual({
    id: roomIds[7],
    name: 'Routed 07',
    location: { id: locationId, name: 'Routed Loft' },
  });
  const fetches = gatewayFetches(from);
  expect(fetches).toHaveLength(1);
  expect(fetches[0].query).toContain('_entities');
  // One representation per booking (the router does not merge the first room's two): 50 rooms.
  const representations = (fetches[0].variables as { representations: { id: string }[] }).representations;
  expect(representations).toHaveLength(51);
  expect(new Set(representations.map((representation) => representation.id)).size).toBe(50);
  // The rooms in one statement, their location in one more.
  expect(fetches[0].statements).toBe(2);
});

test("the gateway's errors reach the app through the router with their code", async () => {
  const badToken = await router.post({ query: '{ me { id } }' }, { authorization: 'Bearer not-a-token' });
  expect(badToken.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

  const anonymous = await router.post({ query: '{ me { id } }' });
  expect(anonymous.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

  const badDate = await router.post(
    { query: 'query($id: String) { locationIsOpen(id: $id, date: "soon") { isOpen } }', variables: { id: locationId } },
    { authorization: `Bearer ${reader}` },
  );
  expect(badDate.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { date: [expect.any(String)] } });
  expect(badDate.body.errors[0].path).toEqual(['locationIsOpen']);
});

describe('with GRAPHQL_TRUSTED_DOCUMENTS_ONLY', () => {
  const ROUTER_SECRET = 'router-secret-router-secret-router-secret';
  let trusted: TestServer;
  const routers: Router[] = [];

  beforeAll(async () => {
    trusted = await startTestServer({ GRAPHQL_TRUSTED_DOCUMENTS_ONLY: 'true', ROUTER_SECRET });
  });

  afterAll(async () => {
    await Promise.all(routers.map((each) => each.close()));
    await trusted?.close();
  });

  async function routerFor(subgraphHeaders: Record<string, string>): Promise<Router> {
    const supergraphSdl = composeSupergraph([
      { name: 'flexspace', url: `${trusted.url}/graphql`, sdl: SUBGRAPH_SDL },
      { name: 'bookings', url: bookings.url, sdl: bookings.sdl },
    ]);
    const started = await startRouter({ supergraphSdl, subgraphHeaders });
    routers.push(started);
    return started;
  }

  test("the router's plans run with its Router-Secret, the caller still the one it forwards; without it they are refused", async () => {
    const withSecret = await routerFor({ 'router-secret': ROUTER_SECRET });
    // The trusted server has its own database: the reader is not there, the Platform Admin is.
    const admin = await trusted.adminToken();
    const me = await withSecret.post({ query: '{ me { id email } }' }, { authorization: `Bearer ${admin}` });
    expect(me.body).toEqual({ data: { me: { id: expect.any(String), email: expect.stringContaining('@') } } });
    // A plan's entity fetch runs too (the bookings' rooms are not in this server's database: null, which Room! refuses).
    const from = withSecret.fetches.length;
    const booked = await withSecret.post({ query: '{ booking(id: "b0") { id room { id name } } }' }, { authorization: `Bearer ${admin}` });
    const entityFetch = withSecret.fetches.slice(from).find((fetch) => fetch.subgraph === 'flexspace');
    expect(entityFetch?.query).toContain('_entities');
    expect(Number(entityFetch?.responseHeaders['x-sql-statements'])).toBe(1);
    expect(JSON.stringify(booked.body)).not.toContain('PERSISTED_QUERY_REQUIRED');
    const anonymous = await withSecret.post({ query: '{ me { id } }' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const withoutSecret = await routerFor({});
    const refused = await withoutSecret.post({ query: '{ locations { totalCount } }' }, { authorization: `Bearer ${reader}` });
    expect(refused.body.data).toBeNull();
    expect(JSON.stringify(refused.body.errors[0].extensions)).toContain('PERSISTED_QUERY_REQUIRED');

    const wrongSecret = await routerFor({ 'router-secret': `${ROUTER_SECRET}-not` });
    const alsoRefused = await wrongSecret.post({ query: '{ locations { totalCount } }' });
    expect(JSON.stringify(alsoRefused.body.errors[0].extensions)).toContain('PERSISTED_QUERY_REQUIRED');
  });
});
