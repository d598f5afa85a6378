import { UserRole } from '../../../src/identity/user/user-role.entity';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  applicationIn,
  codeIn,
  mailsTo,
  PASSWORD,
  signedInUser,
  uniqueEmail,
  workspaceWithAdmin,
  WS,
  type SignedIn,
} from '../../support/onboarding-builders';

let server: TestServer;
let platform: { token: string };
let workspace: { id: string; name: string };
let owner: SignedIn;
let locationId: string;
let plain: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  platform = { token: await server.adminToken() };
  ({ workspace, admin: owner, locationId } = await workspaceWithAdmin(server, 'Admins Co'));
  plain = await signedInUser(server, uniqueEmail('plain'));
});
afterAll(async () => {
  await server?.close();
});

describe('workspace admins (POST/DELETE /Admin/role, GET /Admin/{tenantId}/role/{role})', () => {
  test('the workspace Admin adds a new admin from a contact, lists and removes them', async () => {
    // when the owner grants Admin to a new email
    const email = uniqueEmail('co-admin');
    const added = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'Road Runner', email, phone: '555' }, role: 'Admin', workspaceId: workspace.id },
      auth: owner.auth,
    });

    // then the user is created and returned, and has the role in the workspace's tenant
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ email, firstName: 'Road', lastName: 'Runner' });
    expect(added.body.id).toEqual(expect.any(String));
    const em = server.app.db.orm.em.fork();
    expect(await em.count(UserRole, { userId: added.body.id, tenantId: workspace.id, role: 'Admin' })).toBe(1);
    const [mail] = await mailsTo(server, email);
    expect(codeIn(mail)).toBeTruthy();

    // and the list shows both admins, paged
    const listed = await server.rest('GET', `${WS}/Admin/${workspace.id}/role/Admin?Offset=0&Limit=10`, { auth: owner.auth });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(2);
    expect(listed.body.data.map((u: { email: string }) => u.email).sort()).toEqual([email, owner.email].sort());
    const firstPage = await server.rest('GET', `${WS}/Admin/${workspace.id}/role/Admin?offset=1&limit=1`, { auth: platform });
    expect(firstPage.body).toMatchObject({ pagedRequest: { offset: 1, limit: 1 }, totalCount: 2 });
    expect(firstPage.body.data).toHaveLength(1);

    // granting again to an existing user answers the same user
    const again = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'Road Runner', email }, role: 'Admin', workspaceId: workspace.id },
      auth: platform,
    });
    expect(again.body.id).toBe(added.body.id);

    // when removed, the list no longer shows them; removing twice is a 404
    const removed = await server.rest('DELETE', `${WS}/Admin/role`, {
      body: { email, role: 'Admin', workspaceId: workspace.id },
      auth: owner.auth,
    });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('');
    const after = await server.rest('GET', `${WS}/Admin/${workspace.id}/role/Admin`, { auth: owner.auth });
    expect(after.body.data.map((u: { email: string }) => u.email)).toEqual([owner.email]);
    expect(
      (await server.rest('DELETE', `${WS}/Admin/role`, { body: { email, role: 'Admin', workspaceId: workspace.id }, auth: owner.auth }))
        .status,
    ).toBe(404);
  });

  test('any role name can be granted and read back, carrying no rights', async () => {
    const added = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'Front Desk', email: plain.email }, role: 'Receptionist', workspaceId: workspace.id },
      auth: owner.auth,
    });
    expect(added.status).toBe(200);
    expect(added.body.id).toBe(plain.userId);
    const listed = await server.rest('GET', `${WS}/Admin/${workspace.id}/role/Receptionist`, { auth: owner.auth });
    expect(listed.body.data.map((u: { id: string }) => u.id)).toEqual([plain.userId]);
    expect(
      (await server.rest('PUT', `${WS}/Workspace/${workspace.id}`, { body: { logoUrl: 'https://example.com/x.png' }, auth: plain.auth }))
        .status,
    ).toBe(403);
    await server.rest('DELETE', `${WS}/Admin/role`, {
      body: { email: plain.email, role: 'Receptionist', workspaceId: workspace.id },
      auth: owner.auth,
    });
  });

  test('bad input names the field', async () => {
    const badEmail = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'X', email: 'nope' }, role: 'Admin', workspaceId: workspace.id },
      auth: owner.auth,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toHaveProperty(['contact.email']);
    const badRole = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'X', email: uniqueEmail() }, role: '!!', workspaceId: workspace.id },
      auth: owner.auth,
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toHaveProperty('role');
    const badWorkspace = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'X', email: uniqueEmail() }, role: 'Admin', workspaceId: 'w' },
      auth: platform,
    });
    expect(badWorkspace.status).toBe(400);
    const missingWorkspace = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'X', email: uniqueEmail() }, role: 'Admin', workspaceId: '00000000-0000-4000-8000-000000000000' },
      auth: platform,
    });
    expect(missingWorkspace.status).toBe(404);
    const badLimit = await server.rest('GET', `${WS}/Admin/${workspace.id}/role/Admin?Limit=0`, { auth: owner.auth });
    expect(badLimit.status).toBe(400);
  });
});

describe('workspaces (GET /Workspace/my, POST /Workspace, PUT /Workspace/{id})', () => {
  test('GET /Workspace/my: the one the caller administers; 404 with none; 400 with several unless the token names one', async () => {
    const mine = await server.rest('GET', `${WS}/Workspace/my`, { auth: owner.auth });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: workspace.id, name: 'Admins Co', logoUrl: '' });
    expect((await server.rest('GET', `${WS}/Workspace/my`, { auth: plain.auth })).status).toBe(404);
    expect((await server.rest('GET', `${WS}/Workspace/my`)).status).toBe(401);

    // given the owner also administers a second workspace
    const second = await applicationIn(server, 'Approved', { ownerEmail: owner.email, name: 'Second Co' });
    const ambiguous = await server.rest('GET', `${WS}/Workspace/my`, { auth: owner.auth });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.detail).toMatch(/tenant-id/);
    const scoped = await server.signIn(owner.email, PASSWORD, second.workspace.id);
    const chosen = await server.rest('GET', `${WS}/Workspace/my`, { auth: { token: scoped } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.id).toBe(second.workspace.id);
    // leave the owner with one workspace for the other tests
    await server.rest('DELETE', `${WS}/Admin/role`, {
      body: { email: owner.email, role: 'Admin', workspaceId: second.workspace.id },
      auth: platform,
    });
  });

  test('an Admin of a tenant that is not a workspace (a non-uuid id) gets empty answers, never a 500', async () => {
    const user = await signedInUser(server, uniqueEmail('acme-admin'));
    expect(
      (
        await server.rest('POST', '/identity/Tenant/create', {
          body: { tenantId: 'acme', tenantName: 'Acme', tenantType: 'Employer' },
          auth: platform,
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.rest('POST', '/identity/User/role', { body: { email: user.email, role: 'Admin', tenantId: 'acme' }, auth: platform }))
        .status,
    ).toBe(200);
    expect((await server.rest('GET', `${WS}/Workspace/my`, { auth: user.auth })).status).toBe(404);
    for (const path of ['/Workspace', '/Application', '/MemberApplication', '/WorkspaceMember', '/UserLocation']) {
      const result = await server.rest('POST', `${WS}${path}`, { body: { offset: 0, limit: 10 }, auth: user.auth });
      expect([path, result.status, result.body.totalCount]).toEqual([path, 200, 0]);
    }
    const scoped = await server.signIn(user.email, PASSWORD, 'acme');
    expect((await server.rest('GET', `${WS}/Workspace/my`, { auth: { token: scoped } })).status).toBe(404);
  });

  test('POST /Workspace: Platform Admin all, an Admin theirs, others none; ids filter', async () => {
    const all = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 100 }, auth: platform });
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBeGreaterThanOrEqual(2);
    const byId = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 100, ids: [workspace.id] }, auth: platform });
    expect(byId.body.data.map((w: { id: string }) => w.id)).toEqual([workspace.id]);
    const theirs = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 100 }, auth: owner.auth });
    expect(theirs.body.data.map((w: { id: string }) => w.id)).toEqual([workspace.id]);
    const none = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 100 }, auth: plain.auth });
    expect(none.body).toMatchObject({ data: [], totalCount: 0 });
  });

  test('PUT /Workspace/{id}: its Admin or the Platform Admin sets the logo', async () => {
    const updated = await server.rest('PUT', `${WS}/Workspace/${workspace.id}`, {
      body: { logoUrl: 'https://cdn.example.com/logo.png' },
      auth: owner.auth,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: workspace.id, logoUrl: 'https://cdn.example.com/logo.png' });
    const byPlatform = await server.rest('PUT', `${WS}/Workspace/${workspace.id}`, {
      body: { logoUrl: 'https://cdn.example.com/logo2.png' },
      auth: platform,
    });
    expect(byPlatform.body.logoUrl).toBe('https://cdn.example.com/logo2.png');
    const bad = await server.rest('PUT', `${WS}/Workspace/${workspace.id}`, { body: { logoUrl: 'javascript:alert(1)' }, auth: owner.auth });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('logoUrl');
  });
});

describe('user-location links and workspace members', () => {
  test('an Admin links a user to a location, lists and deletes the link', async () => {
    const created = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { userId: plain.userId, workspaceId: workspace.id, locationId },
      auth: owner.auth,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ userId: plain.userId, workspaceId: workspace.id, locationId });
    expect(
      (
        await server.rest('POST', `${WS}/UserLocation/create`, {
          body: { userId: plain.userId, workspaceId: workspace.id, locationId },
          auth: owner.auth,
        })
      ).status,
    ).toBe(409);

    const own = await server.rest('POST', `${WS}/UserLocation`, { body: { offset: 0, limit: 10 }, auth: plain.auth });
    expect(own.body.data.map((l: { id: string }) => l.id)).toEqual([created.body.id]);
    for (const filter of [{ workspaceIds: [workspace.id] }, { locationIds: [locationId] }, { userIds: [plain.userId] }]) {
      const filtered = await server.rest('POST', `${WS}/UserLocation`, { body: { offset: 0, limit: 10, ...filter }, auth: owner.auth });
      expect(filtered.body.data.map((l: { id: string }) => l.id)).toEqual([created.body.id]);
    }
    const otherUser = await server.rest('POST', `${WS}/UserLocation`, {
      body: { offset: 0, limit: 10, userIds: [owner.userId] },
      auth: owner.auth,
    });
    expect(otherUser.body.totalCount).toBe(0);

    expect((await server.rest('DELETE', `${WS}/UserLocation/${created.body.id}`, { auth: plain.auth })).status).toBe(403);
    const deleted = await server.rest('DELETE', `${WS}/UserLocation/${created.body.id}`, { auth: owner.auth });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    expect((await server.rest('DELETE', `${WS}/UserLocation/${created.body.id}`, { auth: owner.auth })).status).toBe(404);
  });

  test('CreateUserLocation names the bad field', async () => {
    const foreign = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { userId: plain.userId, workspaceId: workspace.id, locationId: '00000000-0000-4000-8000-000000000000' },
      auth: owner.auth,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toHaveProperty('locationId');
    const noUser = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { userId: '00000000-0000-4000-8000-000000000000', workspaceId: workspace.id, locationId },
      auth: owner.auth,
    });
    expect(noUser.status).toBe(400);
    expect(noUser.body.errors).toHaveProperty('userId');
    const missing = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { workspaceId: workspace.id, locationId },
      auth: owner.auth,
    });
    expect(missing.status).toBe(400);
  });

  test('POST /WorkspaceMember filters by ids, workspaceIds and userIds; a member sees the workspace', async () => {
    const created = await server.rest('POST', `${WS}/MemberApplication/create`, {
      body: {
        workspaceId: workspace.id,
        userId: plain.userId,
        workspaceLicenseTemplateId: 'tpl',
        requestedActivationDate: '2027-05-01T00:00:00Z',
      },
      auth: owner.auth,
    });
    const id = created.body.id;
    await server.rest('POST', `${WS}/MemberApplication/${id}/approve-request`, { auth: owner.auth });
    await server.rest('POST', `${WS}/MemberApplication/${id}/submit`, { auth: plain.auth });
    expect((await server.rest('POST', `${WS}/MemberApplication/${id}/approve`, { auth: owner.auth })).status).toBe(200);

    const byUser = await server.rest('POST', `${WS}/WorkspaceMember`, {
      body: { offset: 0, limit: 10, userIds: [plain.userId] },
      auth: owner.auth,
    });
    expect(byUser.body.totalCount).toBe(1);
    const member = byUser.body.data[0];
    expect(member).toMatchObject({
      workspaceId: workspace.id,
      userId: plain.userId,
      status: 'Active',
      locationId: null,
      activationDate: '2027-05-01T00:00:00.000Z',
    });
    const byIds = await server.rest('POST', `${WS}/WorkspaceMember`, {
      body: { offset: 0, limit: 10, ids: [member.id], workspaceIds: [workspace.id] },
      auth: platform,
    });
    expect(byIds.body.data.map((m: { id: string }) => m.id)).toEqual([member.id]);
    const own = await server.rest('POST', `${WS}/WorkspaceMember`, { body: { offset: 0, limit: 10 }, auth: plain.auth });
    expect(own.body.data.map((m: { id: string }) => m.id)).toEqual([member.id]);
    const visible = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 10 }, auth: plain.auth });
    expect(visible.body.data.map((w: { id: string }) => w.id)).toEqual([workspace.id]);
    expect((await server.rest('PUT', `${WS}/Workspace/${workspace.id}`, { body: { logoUrl: null }, auth: plain.auth })).status).toBe(403);
  });
});
