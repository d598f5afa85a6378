import { UserRole } from '../../../src/identity/user/user-role.entity';
import { StateTransition } from '../../../src/kernel/state-machine';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  applicationIn,
  contentBody,
  inquiryBody,
  signedInUser,
  uniqueEmail,
  workspaceWithAdmin,
  WS,
  type SignedIn,
} from '../../support/onboarding-builders';

/**
 * Every onboarding operation, tried on workspace A's records by the Admin of workspace B and by an
 * ordinary signed-in user: refused (403 or 404) or, for lists, nothing of A's; and nothing changes.
 */
let server: TestServer;
let platform: { token: string };
let a: { workspace: { id: string }; admin: SignedIn; locationId: string };
let b: { workspace: { id: string }; admin: SignedIn; locationId: string };
let plain: SignedIn;
let memberUserId: string;
let ids: { application: string; submitted: string; inquiry: string; memberApplication: string; userLocation: string };

beforeAll(async () => {
  server = await startTestServer();
  platform = { token: await server.adminToken() };
  a = await workspaceWithAdmin(server, 'Tenant A');
  b = await workspaceWithAdmin(server, 'Tenant B');
  plain = await signedInUser(server, uniqueEmail('plain'));
  // A's private records
  const member = await server.rest('POST', `${WS}/Admin/role`, {
    body: { contact: { name: 'Member Of A', email: uniqueEmail('member') }, role: 'Guest', workspaceId: a.workspace.id },
    auth: a.admin.auth,
  });
  memberUserId = member.body.id;
  const pending = await applicationIn(server, 'Pending', { ownerEmail: a.admin.email, name: 'A second site' });
  const submitted = await applicationIn(server, 'Submitted', { ownerEmail: a.admin.email, name: 'A third site' });
  const inquiry = await applicationIn(server, 'Inquiry', { ownerEmail: a.admin.email });
  const memberApplication = await server.rest('POST', `${WS}/MemberApplication/create`, {
    body: {
      workspaceId: a.workspace.id,
      userId: memberUserId,
      workspaceLicenseTemplateId: 'tpl',
      requestedActivationDate: '2027-01-01T00:00:00Z',
      locationId: a.locationId,
    },
    auth: a.admin.auth,
  });
  const userLocation = await server.rest('POST', `${WS}/UserLocation/create`, {
    body: { userId: memberUserId, workspaceId: a.workspace.id, locationId: a.locationId },
    auth: a.admin.auth,
  });
  ids = {
    application: pending.id,
    submitted: submitted.id,
    inquiry: inquiry.id,
    memberApplication: memberApplication.body.id,
    userLocation: userLocation.body.id,
  };
});
afterAll(async () => {
  await server?.close();
});

type Call = () => { method: string; path: string; body?: unknown };
const refusals: [string, Call][] = [
  ['UpdateApplication', () => ({ method: 'PUT', path: `/Application/${ids.application}`, body: { name: 'Hijacked', description: 'x' } })],
  ['SubmitApplication', () => ({ method: 'PUT', path: `/Application/${ids.application}/submit`, body: contentBody() })],
  ['ApproveApplicationInquiry', () => ({ method: 'PUT', path: '/Application/approve-inquiry', body: { applicationId: ids.inquiry } })],
  ['DenyApplication', () => ({ method: 'PUT', path: '/Application/deny', body: { applicationId: ids.application } })],
  ['ApproveApplication', () => ({ method: 'PUT', path: '/Application/approve', body: { applicationId: ids.submitted } })],
  ['InviteWorkspace', () => ({ method: 'POST', path: '/Application/invite', body: inquiryBody() })],
  ['SendApplicationReminder', () => ({ method: 'POST', path: '/Application/remind', body: { applicationId: ids.application } })],
  [
    'CreateMemberApplication',
    () => ({
      method: 'POST',
      path: '/MemberApplication/create',
      body: {
        workspaceId: a.workspace.id,
        userId: memberUserId,
        workspaceLicenseTemplateId: 'tpl',
        requestedActivationDate: '2027-01-01T00:00:00Z',
      },
    }),
  ],
  [
    'UpdateMemberApplication',
    () => ({
      method: 'PUT',
      path: `/MemberApplication/${ids.memberApplication}`,
      body: { requestedActivationDate: '2030-01-01T00:00:00Z' },
    }),
  ],
  ['DenyMemberApplication', () => ({ method: 'POST', path: `/MemberApplication/${ids.memberApplication}/deny` })],
  ['ApproveMemberApplicationRequest', () => ({ method: 'POST', path: `/MemberApplication/${ids.memberApplication}/approve-request` })],
  ['SubmitMemberApplication', () => ({ method: 'POST', path: `/MemberApplication/${ids.memberApplication}/submit` })],
  ['ApproveMemberApplication', () => ({ method: 'POST', path: `/MemberApplication/${ids.memberApplication}/approve` })],
  [
    'CreateUserLocation',
    () => ({
      method: 'POST',
      path: '/UserLocation/create',
      body: { userId: plain.userId, workspaceId: a.workspace.id, locationId: a.locationId },
    }),
  ],
  ['DeleteUserLocation', () => ({ method: 'DELETE', path: `/UserLocation/${ids.userLocation}` })],
  [
    'UpdateWorkspace',
    () => ({ method: 'PUT', path: `/Workspace/${a.workspace.id}`, body: { logoUrl: 'https://evil.example.com/logo.png' } }),
  ],
  [
    'AddUserRole',
    () => ({
      method: 'POST',
      path: '/Admin/role',
      body: { contact: { name: 'Intruder', email: plain.email }, role: 'Admin', workspaceId: a.workspace.id },
    }),
  ],
  [
    'RemoveUserRole',
    () => ({ method: 'DELETE', path: '/Admin/role', body: { email: a.admin.email, role: 'Admin', workspaceId: a.workspace.id } }),
  ],
  ['GetUsersWithRole', () => ({ method: 'GET', path: `/Admin/${a.workspace.id}/role/Admin` })],
];

const lists: [string, string, () => Record<string, unknown>, () => string][] = [
  ['GetApplications', '/Application', () => ({ ownerIds: [a.admin.userId] }), () => ids.application],
  ['GetMemberApplications', '/MemberApplication', () => ({ workspaceIds: [a.workspace.id] }), () => ids.memberApplication],
  ['GetWorkspaceMembers', '/WorkspaceMember', () => ({ workspaceIds: [a.workspace.id] }), () => ''],
  ['GetUserLocations', '/UserLocation', () => ({ workspaceIds: [a.workspace.id] }), () => ids.userLocation],
  ['GetWorkspaces', '/Workspace', () => ({ ids: [a.workspace.id] }), () => a.workspace.id],
];

async function snapshot() {
  const em = server.app.db.orm.em.fork();
  const get = async (path: string, body: Record<string, unknown>) =>
    (await server.rest('POST', `${WS}${path}`, { body: { offset: 0, limit: 100, ...body }, auth: platform })).body;
  return {
    applications: (await get('/Application', { ownerIds: [a.admin.userId] })).data,
    memberApplications: (await get('/MemberApplication', { workspaceIds: [a.workspace.id] })).data,
    userLocations: (await get('/UserLocation', { workspaceIds: [a.workspace.id] })).data,
    workspace: (await get('/Workspace', { ids: [a.workspace.id] })).data,
    roles: (await em.find(UserRole, { tenantId: a.workspace.id }, { orderBy: { id: 'asc' } })).map((r) => `${r.userId}:${r.role}`),
    transitions: await em.count(StateTransition, {}),
  };
}

describe.each([
  ['the Admin of another workspace', () => b.admin.auth],
  ['an ordinary user', () => plain.auth],
])('%s', (_who, auth) => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = await snapshot();
  });
  test.each(refusals)('%s is refused (403 or 404)', async (_operation, call) => {
    const { method, path, body } = call();
    const result = await server.rest(method, `${WS}${path}`, { body, auth: auth() });
    expect([403, 404]).toContain(result.status);
  });

  test.each(lists)('%s shows nothing of the other workspace', async (_operation, path, filter, id) => {
    const result = await server.rest('POST', `${WS}${path}`, { body: { offset: 0, limit: 100, ...filter() }, auth: auth() });
    expect(result.status).toBe(200);
    expect(result.body.totalCount).toBe(0);
    if (id()) expect(JSON.stringify(result.body)).not.toContain(id());
  });

  test('GetWorkspace never answers the other workspace', async () => {
    const result = await server.rest('GET', `${WS}/Workspace/my`, { auth: auth() });
    if (result.status === 200) expect(result.body.id).not.toBe(a.workspace.id);
    else expect(result.status).toBe(404);
  });

  test('and nothing of the other workspace changed', async () => {
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids of another workspace inside one own workspace are refused', () => {
  test("B's Admin cannot link a user to A's location through B", async () => {
    const result = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { userId: plain.userId, workspaceId: b.workspace.id, locationId: a.locationId },
      auth: b.admin.auth,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveProperty('locationId');
  });

  test("a member application for B cannot name A's location", async () => {
    const result = await server.rest('POST', `${WS}/MemberApplication/create`, {
      body: {
        workspaceId: b.workspace.id,
        userId: plain.userId,
        workspaceLicenseTemplateId: 'tpl',
        requestedActivationDate: '2027-01-01T00:00:00Z',
        locationId: a.locationId,
      },
      auth: plain.auth,
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toHaveProperty('locationId');
  });

  test("B's Admin cannot list A's other roles", async () => {
    const result = await server.rest('GET', `${WS}/Admin/${a.workspace.id}/role/Guest`, { auth: b.admin.auth });
    expect(result.status).toBe(403);
  });
});
