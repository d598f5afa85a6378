import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import { startBookingsSubgraph, type BookingsSubgraph, type SubgraphRequest } from '../support/bookings-subgraph';
import { composeSupergraph, startRouter, type Router } from '../support/router';

/**
 * The federation test support on its own, without the main gateway: the bookings subgraph and a
 * small subgraph that owns rooms and users, composed and served by the router.
 */

const PLACES_SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Room @key(fields: "id") { id: ID! name: String! }
  type User @key(fields: "id") { id: ID! email: String! }
  type Query { room(id: ID!): Room }
`;

const ROOMS: Record<string, { id: string; name: string }> = { r1: { id: 'r1', name: 'Boardroom' } };
const USERS: Record<string, { id: string; email: string }> = {
  u1: { id: 'u1', email: 'ada@example.com' },
  u2: { id: 'u2', email: 'grace@example.com' },
};

interface PlacesSubgraph {
  url: string;
  requests: SubgraphRequest[];
  close(): Promise<void>;
}

/** The rooms-and-users subgraph, on a plain node server that records what it receives (as the bookings subgraph does). */
async function startPlacesSubgraph(): Promise<PlacesSubgraph> {
  const schema = buildSubgraphSchema({
    typeDefs: parse(PLACES_SDL),
    resolvers: {
      Query: {
        room: (_: unknown, { id }: { id: string }) => {
          if (id === 'nowhere') throw new GraphQLError('No room is called nowhere.', { extensions: { code: 'BAD_USER_INPUT' } });
          if (id === 'locked') throw new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
          return ROOMS[id] ?? null;
        },
      },
      Room: { __resolveReference: ({ id }: { id: string }) => ROOMS[id] ?? null },
      User: { __resolveReference: ({ id }: { id: string }) => USERS[id] ?? null },
    },
  });
  const apollo = new ApolloServer({ schema, plugins: [ApolloServerPluginInlineTraceDisabled()] });
  await apollo.start();
  const requests: SubgraphRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      requests.push({ headers, body });
      apollo
        .executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: request.method ?? 'POST', headers: new HeaderMap(Object.entries(headers)), search: '', body },
          context: async () => ({}),
        })
        .then((result) => {
          response.statusCode = result.status ?? 200;
          for (const [name, value] of result.headers) response.setHeader(name, value);
          response.end(result.body.kind === 'complete' ? result.body.string : '');
        })
        .catch((error: Error) => response.writeHead(500).end(error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    requests,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await apollo.stop();
    },
  };
}

let bookings: BookingsSubgraph;
let places: PlacesSubgraph;
let router: Router;

beforeAll(async () => {
  bookings = await startBookingsSubgraph([
    { id: 'b1', roomId: 'r1', bookerId: 'u1', startsAt: '2030-01-07T09:00:00.000Z', endsAt: '2030-01-07T10:00:00.000Z' },
    { id: 'b2', roomId: 'r1', bookerId: 'u2', startsAt: '2030-01-07T11:00:00.000Z', endsAt: '2030-01-07T12:00:00.000Z' },
    { id: 'b3', roomId: 'r2', bookerId: 'u1', startsAt: '2030-01-08T09:00:00.000Z', endsAt: '2030-01-08T10:00:00.000Z' },
  ]);
  places = await startPlacesSubgraph();
  const supergraphSdl = composeSupergraph([
    { name: 'places', url: places.url, sdl: PLACES_SDL },
    { name: 'bookings', url: bookings.url, sdl: bookings.sdl },
  ]);
  router = await startRouter({ supergraphSdl });
});

afterAll(async () => {
  // The router first: its connections to the subgraphs end with it.
  await router?.close();
  await Promise.all([bookings?.close(), places?.close()]);
});

beforeEach(() => {
  router.fetches.length = 0;
  bookings.requests.length = 0;
  places.requests.length = 0;
});

test('one document through the router joins a room, its bookings and their bookers across both subgraphs', async () => {
  const { status, body } = await router.post({ query: '{ room(id: "r1") { name bookings { id booker { email } } } }' });
  expect(status).toBe(200);
  expect(body).toEqual({
    data: {
      room: {
        name: 'Boardroom',
        bookings: [
          { id: 'b1', booker: { email: 'ada@example.com' } },
          { id: 'b2', booker: { email: 'grace@example.com' } },
        ],
      },
    },
  });
  // places (the room), bookings (its bookings, by entity reference), places again (the bookers).
  expect(router.fetches.map((fetch) => fetch.subgraph)).toEqual(['places', 'bookings', 'places']);
  expect(router.fetches[1].query).toContain('_entities');
  expect(router.fetches[1].variables).toEqual({ representations: [{ __typename: 'Room', id: 'r1' }] });
  expect(router.fetches[0].responseHeaders['content-type']).toMatch(/^application\/json/);
});

test("a booking's room and booker resolve in their owner, a user's bookings in the bookings subgraph; times as ISO strings", async () => {
  const { body } = await router.post({
    query: 'query ($id: ID!) { booking(id: $id) { startsAt endsAt room { name } booker { email bookings { id } } } }',
    variables: { id: 'b1' },
  });
  expect(body).toEqual({
    data: {
      booking: {
        startsAt: '2030-01-07T09:00:00.000Z',
        endsAt: '2030-01-07T10:00:00.000Z',
        room: { name: 'Boardroom' },
        booker: { email: 'ada@example.com', bookings: [{ id: 'b1' }, { id: 'b3' }] },
      },
    },
  });
  expect(router.fetches[0]).toMatchObject({ subgraph: 'bookings', variables: { id: 'b1' } });
});

test('the forwarded headers reach every subgraph; the others do not', async () => {
  const { body } = await router.post(
    { query: '{ room(id: "r1") { bookings { booker { email } } } }' },
    { authorization: 'Bearer token-1', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', 'x-other': 'kept-back' },
  );
  expect(body.errors).toBeUndefined();
  expect(places.requests.length).toBe(2);
  expect(bookings.requests.length).toBe(1);
  for (const { headers } of [...places.requests, ...bookings.requests]) {
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers.traceparent).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    expect(headers['x-other']).toBeUndefined();
  }
  expect(bookings.requests[0].body).toMatchObject({ variables: { representations: [{ __typename: 'Room', id: 'r1' }] } });
});

test("a subgraph's error reaches the client with its extensions.code", async () => {
  const { status, body } = await router.post({ query: '{ room(id: "nowhere") { name } }' });
  expect(status).toBe(200);
  expect(body.data).toEqual({ room: null });
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({
    message: 'No room is called nowhere.',
    path: ['room'],
    extensions: { code: 'BAD_USER_INPUT', serviceName: 'places' },
  });
});

test("a subgraph's answer with an HTTP error status becomes one error of the router, the subgraph's errors inside it", async () => {
  const { status, body } = await router.post({ query: '{ room(id: "locked") { name } }' });
  expect(status).toBe(200);
  expect(body.data).toEqual({ room: null });
  // Apollo Gateway does not read a non-2xx answer as GraphQL: 401 and 403 keep a code, others become INTERNAL_SERVER_ERROR.
  expect(body.errors).toEqual([
    {
      message: '401: Unauthorized',
      extensions: {
        code: 'UNAUTHENTICATED',
        response: expect.objectContaining({
          status: 401,
          body: expect.objectContaining({ errors: [expect.objectContaining({ message: 'Sign in first.' })] }),
        }),
      },
    },
  ]);
  // The failed fetch is recorded too, with the answer's headers.
  expect(router.fetches).toEqual([
    expect.objectContaining({ subgraph: 'places', responseHeaders: expect.objectContaining({ 'content-type': expect.any(String) }) }),
  ]);
});

test('a supergraph that does not compose throws with every composition error', () => {
  const broken = `
    extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
    type Room @key(fields: "id") { id: ID! name: Int! }
    type Query { rooms: [Room!]! }
  `;
  expect(() =>
    composeSupergraph([
      { name: 'places', url: places.url, sdl: PLACES_SDL },
      { name: 'broken', url: 'http://127.0.0.1:1/graphql', sdl: broken },
    ]),
  ).toThrow(
    'Composition failed:\n' +
      '- [FIELD_TYPE_MISMATCH] Type of field "Room.name" is incompatible across subgraphs: ' +
      'it has type "Int!" in subgraph "broken" but type "String!" in subgraph "places"\n' +
      '- [INVALID_FIELD_SHARING] Non-shareable field "Room.name" is resolved from multiple subgraphs: ' +
      'it is resolved from subgraphs "broken" and "places" and defined as non-shareable in all of them',
  );
});
