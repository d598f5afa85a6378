import { randomUUID } from 'node:crypto';
import { givenLocation, givenPlainUser, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../../support/catalogue-builders';
import { aUser, grant, tokens } from '../../support/identity-builders';
import { recordStatements, startTestServer, type TestServer } from '../../support/test-server';

/**
 * `Location.workspace` reads the workspace by key alone for a signed-in caller (the only callers who
 * read locations at all), who may read the workspace of every location they may read (`readsWorkspaceOfReadableLocation`,
 * docs/decisions.md#a-readable-locations-workspace). Proven here against both rules: for every kind
 * of caller and every kind of location, the edge answers exactly what `workspace(id:)` answers that
 * caller, by id and through a page of locations; and the statement under the edge carries no rule.
 */
let server: TestServer;
let active: OperatorWorkspace; // an active and an inactive location
let dormant: OperatorWorkspace; // an inactive location only: no public face
let plain: OperatorWorkspace; // an active location
const locations: Record<string, { id: string; workspaceId: string }> = {};
const callers: Record<string, string> = {};

async function setStatus(token: string, id: string, status: string): Promise<void> {
  const result = await server.gql(
    `mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id } }`,
    { id, s: status },
    { token },
  );
  expect(result.errors).toBeUndefined();
}

beforeAll(async () => {
  server = await startTestServer();
  active = await givenWorkspaceWithAdmin(server);
  dormant = await givenWorkspaceWithAdmin(server);
  plain = await givenWorkspaceWithAdmin(server);
  const place = async (name: string, operator: OperatorWorkspace, status: 'Active' | 'Inactive') => {
    const { id } = await givenLocation(server, operator.token, operator.workspaceId, { name: `${name} ${randomUUID().slice(0, 6)}` });
    if (status === 'Inactive') await setStatus(operator.token, id, 'Inactive');
    locations[name] = { id, workspaceId: operator.workspaceId };
  };
  await place('open', active, 'Active');
  await place('closed', active, 'Inactive');
  await place('dormant', dormant, 'Inactive');
  await place('plain', plain, 'Active');

  const member = await aUser(server);
  await grant(server, member.email, 'Member', dormant.workspaceId);
  callers['a user without roles'] = await givenPlainUser(server);
  callers["the active workspace's Admin"] = active.token;
  callers["the dormant workspace's Admin"] = dormant.token;
  callers['a member of the dormant workspace'] = (await tokens(server, member.email)).access_token;
  callers['the Platform Admin'] = await server.adminToken();
});

const BOTH = `query Both($id: ID!, $workspaceId: ID!) {
  location(id: $id) { id workspace { id name } }
  workspace(id: $workspaceId) { id name }
}`;
type Both = {
  location: { id: string; workspace: { id: string; name: string } | null } | null;
  workspace: { id: string; name: string } | null;
};

test("for every caller and location, the location's workspace is the workspace as the caller reads it by id", async () => {
  const seen: string[] = [];
  for (const [caller, token] of Object.entries(callers)) {
    for (const [name, location] of Object.entries(locations)) {
      const result = await server.gql<Both, { id: string; workspaceId: string }>(
        BOTH,
        { id: location.id, workspaceId: location.workspaceId },
        { token },
      );
      expect(result.errors).toBeUndefined();
      if (!result.data!.location) continue;
      expect({ caller, name, workspace: result.data!.location.workspace }).toEqual({ caller, name, workspace: result.data!.workspace });
      expect({ caller, name, workspace: result.data!.location.workspace?.id }).toEqual({ caller, name, workspace: location.workspaceId });
      seen.push(`${caller}: ${name}`);
    }
  }
  // What each reads, so that the comparison above covered every kind of caller and location.
  expect(seen).toEqual([
    'a user without roles: open',
    'a user without roles: plain',
    "the active workspace's Admin: open",
    "the active workspace's Admin: closed",
    "the active workspace's Admin: plain",
    "the dormant workspace's Admin: open",
    "the dormant workspace's Admin: dormant",
    "the dormant workspace's Admin: plain",
    'a member of the dormant workspace: open',
    'a member of the dormant workspace: plain',
    'the Platform Admin: open',
    'the Platform Admin: closed',
    'the Platform Admin: dormant',
    'the Platform Admin: plain',
  ]);
});

const PAGE = `query Page($input: GetLocationsInput) { locations(input: $input) { data { id workspace { id name } } } }`;
type Page = { locations: { data: { id: string; workspace: { id: string; name: string } | null }[] } };

test('through a page of locations, in one statement for all their workspaces, which names no rule for a signed-in caller', async () => {
  const input = { offset: 0, limit: 50, workspaceIds: [active.workspaceId, dormant.workspaceId, plain.workspaceId] };
  const WORKSPACE = `query Workspace($id: ID!) { workspace(id: $id) { id name } }`;
  const readableWorkspace = async (token: string, id: string) =>
    (await server.gql<{ workspace: { id: string; name: string } | null }, { id: string }>(WORKSPACE, { id }, { token })).data!.workspace;
  for (const [caller, token] of Object.entries(callers)) {
    const recorded = recordStatements(server);
    const page = await server.gql<Page, object>(PAGE, { input }, { token }).finally(recorded.stop);
    expect(page.errors).toBeUndefined();
    const workspaceStatements = recorded.texts.filter((text) => /from "workspace" t /.test(text));
    expect(page.data!.locations.data.length).toBeGreaterThan(0);
    for (const location of page.data!.locations.data) {
      const workspaceId = Object.values(locations).find((l) => l.id === location.id)!.workspaceId;
      expect({ caller, workspace: location.workspace }).toEqual({ caller, workspace: await readableWorkspace(token, workspaceId) });
    }
    expect({ caller, workspaceStatements }).toEqual({
      caller,
      workspaceStatements: [expect.stringMatching(/^select t\."id", t\."name" from "workspace" t where t\.id = any\(\?::uuid\[\]\)$/)],
    });
  }
});

test('a workspace the request has read already answers its locations’ edge: no statement of its own', async () => {
  const WALK = `query Walk($id: ID!) { workspace(id: $id) { id name locations { data { id workspace { id name } } } } }`;
  type Walk = { workspace: { id: string; name: string; locations: { data: { id: string; workspace: { id: string; name: string } }[] } } };
  const recorded = recordStatements(server);
  const walk = await server.gql<Walk, { id: string }>(WALK, { id: active.workspaceId }, { token: active.token }).finally(recorded.stop);
  expect(walk.errors).toBeUndefined();
  const { id, name, locations: page } = walk.data!.workspace;
  expect(page.data.map((location) => location.id).sort()).toEqual([locations.open.id, locations.closed.id].sort());
  for (const location of page.data) expect(location.workspace).toEqual({ id, name });
  expect(recorded.texts.filter((text) => /from "workspace" t /.test(text))).toHaveLength(1);
});
