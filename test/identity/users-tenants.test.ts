import {
  IdentityAddTenantDocument,
  IdentityMeDocument,
  IdentityTenantsDocument,
  IdentityUsersDocument,
  IdentityUsersWithRoleDocument,
} from '../generated/graphql';
import { aTenant, aUser, grant, latestCode, newEmail, tokens } from '../support/identity-builders';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
let operator: { email: string; token: string };
let stranger: { email: string; token: string };
let plain: { email: string; token: string };
let workspaceId: string;
let employerId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  workspaceId = await aTenant(server, 'Workspace');
  employerId = await aTenant(server, 'Employer');
  const [o, s, p] = await Promise.all([aUser(server), aUser(server), aUser(server)]);
  await grant(server, o.email, 'Admin', workspaceId);
  await grant(server, s.email, 'Admin', employerId);
  const [ot, st, pt] = await Promise.all([tokens(server, o.email), tokens(server, s.email), tokens(server, p.email)]);
  operator = { email: o.email, token: ot.access_token };
  stranger = { email: s.email, token: st.access_token };
  plain = { email: p.email, token: pt.access_token };
});
afterAll(async () => {
  await server?.close();
});

describe('tenants', () => {
  test('AddTenant (Platform Admin) answers 200 empty and the tenant is listed', async () => {
    const created = await server.rest('POST', '/identity/Tenant/create', {
      body: { tenantId: 'acme-1', tenantName: 'Acme', tenantType: 'employer' },
      auth: { token: admin },
    });
    expect(created.status).toBe(200);
    expect(created.text).toBe('');
    const page = await server.rest('POST', '/identity/Tenant', {
      body: { offset: 0, limit: 10, tenantIds: ['acme-1'] },
      auth: { token: admin },
    });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      data: [
        {
          id: expect.any(String),
          dateCreated: expect.any(String),
          dateUpdated: expect.any(String),
          tenantId: 'acme-1',
          tenantName: 'Acme',
          tenantType: 'Employer',
        },
      ],
      pagedRequest: { offset: 0, limit: 10 },
      totalCount: 1,
    });
  });

  test('AddTenant refuses bad input naming the field, a duplicate with 409, and anyone but the Platform Admin with 403', async () => {
    const bad = await server.rest('POST', '/identity/Tenant/create', {
      body: { tenantId: 'x-2', tenantName: 'X', tenantType: 'Shop' },
      auth: { token: admin },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['tenantType']);
    const missing = await server.rest('POST', '/identity/Tenant/create', {
      body: { tenantName: 'X', tenantType: 'Employer' },
      auth: { token: admin },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('tenantId');
    const duplicate = await server.rest('POST', '/identity/Tenant/create', {
      body: { tenantId: workspaceId, tenantName: 'Again', tenantType: 'Workspace' },
      auth: { token: admin },
    });
    expect(duplicate.status).toBe(409);
    const byOperator = await server.gql(
      IdentityAddTenantDocument,
      { input: { tenantId: 'op-1', tenantName: 'Op', tenantType: 'Workspace' } },
      { token: operator.token },
    );
    expect(byOperator.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.rest('POST', '/identity/Tenant/create', {
      body: { tenantId: 'an-1', tenantName: 'An', tenantType: 'Workspace' },
    });
    expect(anonymous.status).toBe(401);
  });

  test('GetTenants: the Platform Admin sees every tenant, anyone else only their own', async () => {
    // the worker's server is shared with other files, so the admin's view is read by these ids
    const all = await server.gql(
      IdentityTenantsDocument,
      { input: { offset: 0, limit: 100, tenantIds: ['platform', workspaceId, employerId] } },
      { token: admin },
    );
    const allIds = all.data!.tenants.data.map((t) => t.tenantId);
    expect(allIds.sort()).toEqual(['platform', workspaceId, employerId].sort());
    const own = await server.rest('POST', '/identity/Tenant', { body: { offset: 0, limit: 10 }, auth: { token: operator.token } });
    expect(own.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual([workspaceId]);
    const foreign = await server.rest('POST', '/identity/Tenant', {
      body: { offset: 0, limit: 10, tenantIds: [employerId] },
      auth: { token: operator.token },
    });
    expect(foreign.body).toMatchObject({ data: [], totalCount: 0 });
    const none = await server.rest('POST', '/identity/Tenant', { body: { offset: 0, limit: 10 }, auth: { token: plain.token } });
    expect(none.body.totalCount).toBe(0);
    const tooMany = await server.rest('POST', '/identity/Tenant', { body: { offset: 0, limit: 1000 }, auth: { token: admin } });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.errors)).toEqual(['limit']);
  });

  test("GetUserTenants answers the caller's tenants under `tenants`", async () => {
    const mine = await server.rest('GET', '/identity/User/tenants', { auth: { token: operator.token } });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ tenants: [expect.objectContaining({ tenantId: workspaceId, tenantType: 'Workspace' })] });
    const adminTenants = await server.rest('GET', '/identity/User/tenants', { auth: { token: admin } });
    expect(adminTenants.body.tenants.map((t: { tenantId: string }) => t.tenantId)).toEqual(['platform']);
    const nothing = await server.rest('GET', '/identity/User/tenants', { auth: { token: plain.token } });
    expect(nothing.body).toEqual({ tenants: [] });
  });
});

describe('users and roles', () => {
  test('CreateUser (Platform Admin) answers the User and mails a password-setup code that works with ResetPassword', async () => {
    const email = newEmail('owner');
    const created = await server.rest('POST', '/identity/User', { body: { email }, auth: { token: admin } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: expect.any(String), email, emailConfirmed: false, isSuspended: false });
    const code = await latestCode(server, email, 'password-setup');
    const reset = await server.rest('POST', '/identity/resetPassword', {
      body: { email, resetCode: code, newPassword: 'my own new passphrase' },
    });
    expect(reset.status).toBe(200);
    await expect(tokens(server, email, 'my own new passphrase')).resolves.toMatchObject({ access_token: expect.any(String) });
    const again = await server.rest('POST', '/identity/User', { body: { email }, auth: { token: admin } });
    expect(again.status).toBe(400);
    expect(Object.keys(again.body.errors)).toEqual(['email']);
  });

  test('GetUsers (Platform Admin) pages with Offset/Limit and shows isSuspended; others get 403', async () => {
    const page = await server.rest('GET', '/identity/User?Offset=0&Limit=2', { auth: { token: admin } });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.pagedRequest).toEqual({ offset: 0, limit: 2 });
    expect(page.body.data[0]).toEqual(expect.objectContaining({ isSuspended: false, emailConfirmed: expect.any(Boolean) }));
    const all = await server.gql(IdentityUsersDocument, { input: { offset: 0, limit: 100 } }, { token: admin });
    expect(all.data!.users.totalCount).toBe(page.body.totalCount);
    const emails: string[] = [];
    for (let offset = 0; offset < page.body.totalCount; offset += 100) {
      const users = await server.gql(IdentityUsersDocument, { input: { offset, limit: 100 } }, { token: admin });
      emails.push(...users.data!.users.data.map((u) => u.email));
    }
    expect(emails).toContain(ADMIN_EMAIL);
    for (const token of [operator.token, plain.token]) {
      const refused = await server.rest('GET', '/identity/User', { auth: { token } });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });

  test('a tenant Admin grants and revokes roles in their tenant only; a plain user not at all', async () => {
    const target = await aUser(server);
    const add = await server.rest('POST', '/identity/User/role', {
      body: { email: target.email, role: 'Admin', tenantId: workspaceId },
      auth: { token: operator.token },
    });
    expect(add.status).toBe(200);
    expect(add.text).toBe('');
    const foreign = await server.rest('POST', '/identity/User/role', {
      body: { email: target.email, role: 'Admin', tenantId: employerId },
      auth: { token: operator.token },
    });
    expect(foreign.status).toBe(403);
    const platform = await server.rest('POST', '/identity/User/role', {
      body: { email: target.email, role: 'Admin', tenantId: 'platform' },
      auth: { token: operator.token },
    });
    expect(platform.status).toBe(403);
    const byPlain = await server.rest('POST', '/identity/User/role', {
      body: { email: target.email, role: 'Admin', tenantId: workspaceId },
      auth: { token: plain.token },
    });
    expect(byPlain.status).toBe(403);

    const withRole = await server.rest('POST', '/identity/User/with-role', {
      body: { offset: 0, limit: 10, role: 'Admin', tenantId: workspaceId },
      auth: { token: operator.token },
    });
    expect(withRole.status).toBe(200);
    expect(withRole.body.data.map((u: { email: string }) => u.email).sort()).toEqual([operator.email, target.email].sort());
    expect(withRole.body.totalCount).toBe(2);

    const removed = await server.rest('DELETE', '/identity/User/role', {
      body: { email: target.email, role: 'Admin', tenantId: workspaceId },
      auth: { token: operator.token },
    });
    expect(removed.status).toBe(200);
    const again = await server.rest('DELETE', '/identity/User/role', {
      body: { email: target.email, role: 'Admin', tenantId: workspaceId },
      auth: { token: operator.token },
    });
    expect(again.status).toBe(404);
  });

  test("GetUsersWithRole: a foreign tenant's Admin and a plain user get 403; the Platform Admin sees any tenant", async () => {
    const foreign = await server.gql(
      IdentityUsersWithRoleDocument,
      { input: { offset: 0, limit: 10, role: 'Admin', tenantId: workspaceId } },
      { token: stranger.token },
    );
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byPlain = await server.rest('POST', '/identity/User/with-role', {
      body: { offset: 0, limit: 10, role: 'Admin', tenantId: workspaceId },
      auth: { token: plain.token },
    });
    expect(byPlain.status).toBe(403);
    const byAdmin = await server.gql(
      IdentityUsersWithRoleDocument,
      { input: { offset: 0, limit: 10, role: 'Admin', tenantId: employerId } },
      { token: admin },
    );
    expect(byAdmin.data!.usersWithRole.data.map((u) => u.email)).toEqual([stranger.email]);
    const missing = await server.rest('POST', '/identity/User/with-role', {
      body: { offset: 0, limit: 10, role: 'Admin' },
      auth: { token: admin },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('tenantId');
  });

  test('AddUserClaim (Platform Admin): 200 empty; the user reads their claims; others get 403', async () => {
    const claimed = await server.rest('POST', '/identity/User/claim', {
      body: { email: plain.email, type: 'department', value: 'finance' },
      auth: { token: admin },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.text).toBe('');
    const twice = await server.rest('POST', '/identity/User/claim', {
      body: { email: plain.email, type: 'department', value: 'finance' },
      auth: { token: admin },
    });
    expect(twice.status).toBe(200);
    const me = await server.gql(IdentityMeDocument, {}, { token: plain.token });
    expect(me.data!.me.claims).toEqual([{ type: 'department', value: 'finance' }]);
    const refused = await server.rest('POST', '/identity/User/claim', {
      body: { email: plain.email, type: 'level', value: 'root' },
      auth: { token: operator.token },
    });
    expect(refused.status).toBe(403);
    const blank = await server.rest('POST', '/identity/User/claim', {
      body: { email: plain.email, type: ' ', value: 'x' },
      auth: { token: admin },
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(['type']);
    const unknown = await server.rest('POST', '/identity/User/claim', {
      body: { email: 'ghost@example.com', type: 'a', value: 'b' },
      auth: { token: admin },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('sign-up', () => {
  test('400 ProblemDetails for a taken email, an email that is not an address and a weak password', async () => {
    const taken = await server.rest('POST', '/identity/User/signup', { body: { email: plain.email, password: 'another long passphrase' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ status: 400, title: expect.any(String), errors: { email: expect.any(Array) } });
    const notAnAddress = await server.rest('POST', '/identity/User/signup', {
      body: { email: 'not-an-address', password: 'another long passphrase' },
    });
    expect(notAnAddress.status).toBe(400);
    expect(Object.keys(notAnAddress.body.errors)).toEqual(['email']);
    for (const password of ['short', 'password123', 'qwertyuiop']) {
      const weak = await server.rest('POST', '/identity/User/signup', { body: { email: newEmail(), password } });
      expect(weak.status).toBe(400);
      expect(Object.keys(weak.body.errors)).toEqual(['password']);
    }
  });
});
