import { CatalogueSetLocationStatusDocument } from '../../generated/graphql';
import { DEMO_WORKSPACE_ADMIN_EMAIL } from '../../../src/workspaces/catalogue-demo-data';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let printed = '';
const write = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    printed += String(chunk);
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    server = await startTestServer({ DEMO_DATA: 'true' });
  } finally {
    process.stdout.write = write;
  }
});
afterAll(async () => {
  await server?.close();
});

test('first start loads Downtown Desks with locations in four cities, rooms and a recurring closure, and prints its admin', async () => {
  const credentials = printed.match(/demo workspace admin: (\S+) \/ (\S+)/);
  expect(credentials?.[1]).toBe(DEMO_WORKSPACE_ADMIN_EMAIL);
  const token = await server.signIn(DEMO_WORKSPACE_ADMIN_EMAIL, credentials![2]);
  const locations = await server.rest('POST', '/workspaces/Location', { body: { offset: 0, limit: 10 }, auth: { token } });
  expect(locations.status).toBe(200);
  const workspaceIds = new Set(locations.body.data.map((l: { workspaceId: string }) => l.workspaceId));
  expect(workspaceIds.size).toBe(1);
  expect(locations.body.data.map((l: { address: { city: string } }) => l.address.city).sort()).toEqual([
    'Austin',
    'Chicago',
    'New York',
    'San Francisco',
  ]);
  expect(new Set(locations.body.data.map((l: { timeZone: string }) => l.timeZone))).toEqual(
    new Set(['America/New_York', 'America/Chicago', 'America/Los_Angeles']),
  );
  const rooms = await server.rest('POST', '/workspaces/Room', { body: { offset: 0, limit: 100 }, auth: { token } });
  expect(rooms.body.totalCount).toBe(8);
  const closures = await server.rest('POST', '/workspaces/LocationClosure', { body: { offset: 0, limit: 10 }, auth: { token } });
  expect(closures.body.data.some((c: { recurrence: string }) => c.recurrence !== 'None')).toBe(true);
  // the operator may change its demo places
  const newYork = locations.body.data.find((l: { address: { city: string } }) => l.address.city === 'New York');
  const setStatus = await server.gql(CatalogueSetLocationStatusDocument, { input: { id: newYork.id, status: 'Inactive' } }, { token });
  expect(setStatus.data).toEqual({ setLocationStatus: { id: newYork.id, status: 'Inactive' } });
  // "one approved workspace": the application it was approved from, owned by its Admin
  const applications = await server.rest('POST', '/workspaces/Application', { body: { offset: 0, limit: 10 }, auth: { token } });
  expect(applications.body.data).toEqual([
    expect.objectContaining({ status: 'Approved', workspaceId: newYork.workspaceId, ownerEmail: DEMO_WORKSPACE_ADMIN_EMAIL }),
  ]);
});
