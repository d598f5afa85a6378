import { CatalogueUpsertLocationDocument, CatalogueUpsertRoomDocument } from '../../generated/graphql';
import { Location } from '../../../src/workspaces/location/location.entity';
import { Room } from '../../../src/workspaces/room/room.entity';
import { givenLocation, givenWorkspaceWithAdmin, locationBody, roomBody, type OperatorWorkspace } from '../../support/catalogue-builders';
import { startTestServer, type TestServer } from '../../support/test-server';

/** How many callers race on one new (owner, name) key. */
const BURST = 20;

let server: TestServer;
let operator: OperatorWorkspace;

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server, 'Race Desks');
});
afterAll(async () => {
  await server?.close();
});

describe('concurrent upserts of one new name (issue 12, item 7)', () => {
  test(`${BURST} parallel UpsertLocation calls over REST and the graph create one location; every call succeeds with it`, async () => {
    // given one new (workspace, name), sent by half the callers over REST and half over the graph, with different prices
    const body = (i: number) => locationBody(operator.workspaceId, { name: 'Rush Hour', price: 1000 + i });
    // when they all upsert it at once
    const answers = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        if (i % 2 === 0) {
          const result = await server.rest('POST', '/workspaces/Location/upsert', { body: body(i), auth: { token: operator.token } });
          return {
            status: result.status,
            error: result.status === 200 ? undefined : result.body?.code,
            id: result.body?.id as string | undefined,
            name: result.body?.name as string | undefined,
          };
        }
        const result = await server.gql(CatalogueUpsertLocationDocument, { input: body(i) as never }, { token: operator.token });
        return {
          status: result.status,
          error: result.errors?.[0]?.extensions?.code,
          id: result.data?.upsertLocation.id,
          name: result.data?.upsertLocation.name,
        };
      }),
    );
    // then every call answers 200 with the same location, and the workspace has exactly one of that name
    expect(answers.filter((a) => a.status !== 200 || a.error !== undefined)).toEqual([]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.every((a) => a.name === 'Rush Hour')).toBe(true);
    const stored = await server.app.db.orm.em.fork().find(Location, { workspaceId: operator.workspaceId, name: 'Rush Hour' });
    expect(stored.map((l) => l.id)).toEqual([answers[0].id]);
    // and the stored price is one of the prices sent (the last writer's)
    expect(stored[0].price).toBeGreaterThanOrEqual(1000);
    expect(stored[0].price).toBeLessThan(1000 + BURST);
  });

  test(`${BURST} parallel UpsertRoom calls over REST and the graph create one room; every call succeeds with it`, async () => {
    // given a location and one new (location, name) of a room
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Room Race' });
    const body = (i: number) => roomBody(location.id, { name: 'Board Room', capacity: 2 + i });
    // when every caller upserts it at once
    const answers = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        if (i % 2 === 0) {
          const result = await server.rest('POST', '/workspaces/Room/upsert', { body: body(i), auth: { token: operator.token } });
          return {
            status: result.status,
            error: result.status === 200 ? undefined : result.body?.code,
            id: result.body?.id as string | undefined,
          };
        }
        const result = await server.gql(CatalogueUpsertRoomDocument, { input: body(i) as never }, { token: operator.token });
        return { status: result.status, error: result.errors?.[0]?.extensions?.code, id: result.data?.upsertRoom.id };
      }),
    );
    // then every call answers 200 with the same room, and the location has exactly one of that name
    expect(answers.filter((a) => a.status !== 200 || a.error !== undefined)).toEqual([]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const stored = await server.app.db.orm.em.fork().find(Room, { locationId: location.id, name: 'Board Room' });
    expect(stored.map((r) => r.id)).toEqual([answers[0].id]);
  });

  test('an upsert onto an existing name keeps its id, its creation time and its status', async () => {
    // given an Inactive location
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Kept', price: 500 });
    const em = server.app.db.orm.em.fork();
    await em.nativeUpdate(Location, { id: location.id }, { status: 'Inactive' } as never);
    // when it is upserted by (workspace, name) with a new price, several times at once
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.rest('POST', '/workspaces/Location/upsert', {
          body: locationBody(operator.workspaceId, { name: 'Kept', price: 900 }),
          auth: { token: operator.token },
        }),
      ),
    );
    // then each answer is that location with the new price, still Inactive and created when it was
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: location.id, price: 900, status: 'Inactive', dateCreated: location.dateCreated });
    }
  });
});
