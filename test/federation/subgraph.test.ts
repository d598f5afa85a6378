import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { givenLocation, givenPlainUser, givenRoom, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import { startTestServer, type TestServer, warmCaller } from '../support/test-server';

/**
 * The gateway as a Federation 2 subgraph (src/graphql/federation.ts, docs/federation.md), asked
 * directly as a router asks it: `_service { sdl }` and `_entities`, through the reads by id.
 */
let server: TestServer;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let reader: string;
let locationId: string;
let hiddenLocationId: string;
const roomIds: string[] = [];

const ENTITIES = `query($representations: [_Any!]!) {
  _entities(representations: $representations) {
    __typename
    ... on Room { id name location { id name } }
    ... on Location { id name status }
    ... on User { id }
    ... on Workspace { id name }
  }
}`;

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server, 'Federated Desks');
  other = await givenWorkspaceWithAdmin(server, 'Other Federated Desks');
  reader = await givenPlainUser(server);
  locationId = (await givenLocation(server, operator.token, operator.workspaceId, { name: 'Federated Loft' })).id;
  for (let i = 0; i < 50; i++)
    roomIds.push((await givenRoom(server, operator.token, locationId, { name: `Room ${String(i).padStart(2, '0')}` })).id);
  hiddenLocationId = (await givenLocation(server, other.token, other.workspaceId, { name: 'Hidden Loft' })).id;
  const inactive = await server.gql(
    `mutation($id: String!) { setLocationStatus(input: { id: $id, status: Inactive }) { id } }`,
    { id: hiddenLocationId },
    { token: other.token },
  );
  expect(inactive.errors).toBeUndefined();
  await warmCaller(server, { token: reader });
});

test('_service answers the subgraph SDL checked in as schema/subgraph.graphql: @link to Federation 2, @key on each entity', async () => {
  const { data, errors } = await server.gql<{ _service: { sdl: string } }, object>('{ _service { sdl } }');
  expect(errors).toBeUndefined();
  const checkedIn = readFileSync(join(__dirname, '..', '..', 'schema', 'subgraph.graphql'), 'utf8');
  expect(data?._service.sdl).toBe(checkedIn);
  expect(checkedIn).toMatch(/^extend schema @link\(url: "https:\/\/specs\.apollo\.dev\/federation\/v2\.\d+", import: \["@key"\]\)/);
  for (const entity of [
    'Location',
    'Room',
    'Workspace',
    'User',
    'Employer',
    'Employee',
    'MemberApplication',
    'LocationClosure',
    'WorkspaceMember',
  ])
    expect(checkedIn).toContain(`type ${entity} @key(fields: "id") {`);
  // The router's own fields are not part of a subgraph's SDL.
  expect(checkedIn).not.toMatch(/_entities|_service|_Any|_Entity/);
});

test('50 rooms as representations: in their order, one statement, as one rooms(ids:) read of the same 50', async () => {
  const representations = roomIds.map((id) => ({ __typename: 'Room', id }));
  const entities = await server.gql<{ _entities: { id: string; name: string; location: { id: string } }[] }, object>(
    ENTITIES,
    { representations },
    { token: reader },
  );
  expect(entities.errors).toBeUndefined();
  expect(entities.data?._entities.map((room) => room.id)).toEqual(roomIds);
  expect(entities.data?._entities[7]).toEqual({
    __typename: 'Room',
    id: roomIds[7],
    name: 'Room 07',
    location: { id: locationId, name: 'Federated Loft' },
  });
  const list = await server.gql<{ rooms: { data: { id: string }[] } }, object>(
    `query($ids: [String!]) { rooms(input: { ids: $ids, limit: 50 }) { data { id name location { id name } } } }`,
    { ids: roomIds },
    { token: reader },
  );
  expect(list.errors).toBeUndefined();
  expect(list.data?.rooms.data).toHaveLength(50);
  // The rooms in one statement, their one location in another, as the list reads them.
  expect(entities.statements).toBe(2);
  expect(entities.statements).toBeLessThanOrEqual(list.statements);
});

test('representations of several types: one statement per type, whatever their number', async () => {
  const representations = [
    ...roomIds.slice(0, 20).map((id) => ({ __typename: 'Room', id })),
    { __typename: 'Location', id: locationId },
    { __typename: 'Workspace', id: operator.workspaceId },
    { __typename: 'Workspace', id: other.workspaceId },
  ];
  const result = await server.gql<{ _entities: ({ __typename: string; id: string } | null)[] }, object>(
    ENTITIES,
    { representations },
    { token: operator.token },
  );
  expect(result.errors).toBeUndefined();
  // Another operator's workspace is not the caller's to read: null, as workspace(id:) answers.
  expect(result.data?._entities.map((entity) => entity?.__typename ?? null)).toEqual([
    ...Array(20).fill('Room'),
    'Location',
    'Workspace',
    null,
  ]);
  // Rooms, locations (the one asked and the rooms' edge, batched together), workspaces.
  expect(result.statements).toBe(3);
});

test('an entity the caller may not read is null, as by id; its own operator reads it; an anonymous caller is refused as by id', async () => {
  const representations = [
    { __typename: 'Location', id: hiddenLocationId },
    { __typename: 'Location', id: locationId },
    { __typename: 'Room', id: '00000000-0000-4000-8000-000000000000' },
  ];
  const asReader = await server.gql<{ _entities: unknown[] }, object>(ENTITIES, { representations }, { token: reader });
  expect(asReader.errors).toBeUndefined();
  expect(asReader.data?._entities).toEqual([
    null,
    { __typename: 'Location', id: locationId, name: 'Federated Loft', status: 'Active' },
    null,
  ]);
  const byId = await server.gql<{ location: unknown }, object>(
    `query($id: ID!) { location(id: $id) { id } }`,
    { id: hiddenLocationId },
    { token: reader },
  );
  expect(byId.data?.location).toBeNull();
  // Anonymous: refused as location(id:) refuses it (the catalogue's reads need a signed-in caller).
  const anonymous = await server.gql<{ _entities: unknown[] }, object>(ENTITIES, { representations: representations.slice(1, 2) });
  expect(anonymous.data).toBeNull();
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const anonymousById = await server.gql(`query($id: ID!) { location(id: $id) { id } }`, { id: locationId });
  expect(anonymousById.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const asOwner = await server.gql<{ _entities: unknown[] }, object>(
    ENTITIES,
    { representations: representations.slice(0, 1) },
    { token: other.token },
  );
  expect(asOwner.data?._entities).toEqual([{ __typename: 'Location', id: hiddenLocationId, name: 'Hidden Loft', status: 'Inactive' }]);
});

test('a bad representation is BAD_USER_INPUT naming it, and nothing is read', async () => {
  const result = await server.gql<{ _entities: unknown[] }, object>(
    ENTITIES,
    {
      representations: [{ __typename: 'Room', id: roomIds[0] }, { __typename: 'Booking', id: 'b1' }, { __typename: 'Location' }, 'Room:1'],
    },
    { token: reader },
  );
  expect(result.data).toBeNull();
  expect(result.statements).toBe(0);
  expect(result.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    errors: {
      'representations[1].__typename': [expect.stringContaining('"Booking"')],
      'representations[2].id': [expect.any(String)],
      'representations[3]': [expect.any(String)],
    },
  });
  const tooMany = await server.gql<{ _entities: unknown[] }, object>(
    ENTITIES,
    { representations: Array.from({ length: 1001 }, () => ({ __typename: 'Room', id: roomIds[0] })) },
    { token: reader },
  );
  expect(tooMany.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    errors: { representations: [expect.stringContaining('1000')] },
  });
});
