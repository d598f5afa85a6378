/**
 * Black-box conformance of the identity face: written only from identity-service.md and docs/decisions.md
 * (§1, §2, §3, §6, §7), as an outside client would call it: plain REST paths under /identity with
 * JSON (and form-encoded for the token endpoint), and the same operations through /graphql.
 */
import {
  IdentityAddTenantDocument,
  IdentityAddUserClaimDocument,
  IdentityAddUserRoleDocument,
  IdentityApiKeyDocument,
  IdentityCreateUserDocument,
  IdentityForgotPasswordDocument,
  IdentityMeClaimsDocument,
  IdentityMeEmailClaimsDocument,
  IdentityMeEmailConfirmedDocument,
  IdentityMeEmailDocument,
  IdentityRemoveUserRoleDocument,
  IdentityResetPasswordDocument,
  IdentitySchemaRootsDocument,
  IdentitySendTwoFactorCodeDocument,
  IdentitySignUpFullDocument,
  IdentitySuspendUserDocument,
  IdentityTenantIdsDocument,
  IdentityTokenDocument,
  IdentityUserTenantsDocument,
  IdentityUsersPagedDocument,
  IdentityUsersTotalDocument,
  IdentityUsersWithRolePagedDocument,
  IdentityVerifyTwoFactorCodeDocument,
} from '../generated/graphql';
import { aTenant, aUser, latestCode, mailsTo, newEmail, PASSWORD, type TokenPair } from '../support/identity-builders';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;

const USER_KEYS = ['email', 'emailConfirmed', 'firstName', 'id', 'isSuspended', 'lastName', 'pictureUrl'];
const TENANT_KEYS = ['dateCreated', 'dateUpdated', 'id', 'tenantId', 'tenantName', 'tenantType'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const post = (path: string, body?: unknown, token?: string) =>
  server.rest('POST', `/identity${path}`, { body, auth: token ? { token } : undefined });

/** The password grant over JSON. */
async function jsonToken(email: string, password = PASSWORD, tenantId?: string): Promise<TokenPair> {
  const result = await server.rest('POST', '/identity/connect/token', {
    body: { grant_type: 'password', username: email, password },
    headers: tenantId ? { 'tenant-id': tenantId } : {},
  });
  if (result.status !== 200) throw new Error(`token: ${result.status} ${result.text}`);
  return result.body as TokenPair;
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** A 400 problem details body with an `errors` object mapping fields to arrays of strings. */
function expectValidationProblem(result: { status: number; body: any; headers: Headers }, ...fields: string[]): void {
  expect(result.status).toBe(400);
  expect(result.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(result.body).toMatchObject({ status: 400, title: expect.any(String), errors: expect.any(Object) });
  for (const messages of Object.values(result.body.errors)) {
    expect(Array.isArray(messages)).toBe(true);
    for (const message of messages as unknown[]) expect(typeof message).toBe('string');
  }
  for (const field of fields) expect(Object.keys(result.body.errors).map((k) => k.toLowerCase())).toContain(field.toLowerCase());
}

function expectEmpty200(result: { status: number; text: string }): void {
  expect({ status: result.status, text: result.text }).toEqual({ status: 200, text: '' });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(async () => {
  await server?.close();
});

describe('Token: POST /connect/token', () => {
  test('form-encoded and JSON password grants answer a LoginResponse with exactly access_token, refresh_token, an integer expires_in and token_type Bearer', async () => {
    const user = await aUser(server);
    const form = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: PASSWORD },
    });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/^application\/json/);
    // The document's three fields, and the token_type OAuth 2.0 clients require (docs/decisions.md#token-endpoint).
    expect(Object.keys(form.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(form.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
      token_type: 'Bearer',
    });
    expect(Number.isInteger(form.body.expires_in) && form.body.expires_in > 0).toBe(true);
    // RFC 6749 §5.1: an answer carrying tokens is never cached.
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(form.headers.get('pragma')).toBe('no-cache');
    // Short-lived (docs/decisions.md#access-tokens: 15 minutes by default), and expires_in is the token's own lifetime.
    expect(form.body.expires_in).toBe(900);
    const claims = jwtPayload(form.body.access_token) as { iat: number; exp: number; sub: string };
    expect(claims.exp - claims.iat).toBe(form.body.expires_in);
    expect(claims.sub).toBe(user.id);

    const json = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: user.email, password: PASSWORD },
    });
    expect(json.status).toBe(200);
    expect(json.body.access_token).not.toBe(form.body.access_token);

    // The access token is presented as a Bearer token on REST and on the graph.
    const rest = await server.rest('GET', '/identity/User/tenants', { auth: { token: json.body.access_token } });
    expect(rest.status).toBe(200);
    const graph = await server.gql(IdentityMeEmailDocument, {}, { token: form.body.access_token });
    expect(graph.data).toEqual({ me: { email: user.email } });
  });

  test('the username is the email in any letter case', async () => {
    const user = await aUser(server);
    const upper = await jsonToken(user.email.toUpperCase());
    expect(upper.access_token).toEqual(expect.any(String));
  });

  test('the token endpoint reads credentials from the grant only: a Basic client header (RFC 6749 §2.3.1) or a stale Bearer token does not get in the way', async () => {
    const user = await aUser(server);
    const result = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: PASSWORD },
      headers: { authorization: `Basic ${Buffer.from('web-client:').toString('base64')}` },
    });
    expect(result.status).toBe(200);
    expect(result.body.access_token).toEqual(expect.any(String));
    // A refresh sent with the expired (here: forged) access token still in the headers works too.
    const stale = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: result.body.refresh_token },
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', 'api-key': 'fsk_unknown' },
    });
    expect(stale.status).toBe(200);
    // Elsewhere a Basic header is not a credential of this service: 401.
    expect((await server.rest('GET', '/identity/User/tenants', { headers: { authorization: 'Basic eDp5' } })).status).toBe(401);
  });

  test('a wrong password, an unknown user and an account without a password get 400 invalid_grant', async () => {
    const user = await aUser(server);
    const wrong = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: 'not-the-right-one' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_grant' });
    const unknown = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: newEmail('nobody'), password: PASSWORD },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'invalid_grant' });
    const created = await post('/User', { email: newEmail('nopassword') }, admin);
    const noPassword = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: created.body.email, password: PASSWORD },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ error: 'invalid_grant' });
  });

  test('an unsupported or missing grant_type and a missing body are OAuth errors, never 500', async () => {
    const unsupported = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' },
    });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await server.rest('POST', '/identity/connect/token', { form: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request' });
    const empty = await server.rest('POST', '/identity/connect/token');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: expect.stringMatching(/^invalid_request|unsupported_grant_type$/) });
    const wrongTypes = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: 42, password: true },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body).toMatchObject({ error: 'invalid_request' });
    const noPassword = await server.rest('POST', '/identity/connect/token', { body: { grant_type: 'password', username: ADMIN_EMAIL } });
    expect(noPassword.status).toBe(400);
  });

  test('refresh_token grant (form and JSON) rotates the refresh token; a reused one is invalid_grant and ends the session', async () => {
    const user = await aUser(server);
    const first = await jsonToken(user.email);
    const second = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'refresh_token', refresh_token: second.body.refresh_token },
    });
    expect(third.status).toBe(200);

    const reuse = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ error: 'invalid_grant' });
    // The family is revoked: the newest refresh token of the session no longer works either.
    const afterReuse = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: third.body.refresh_token },
    });
    expect(afterReuse.status).toBe(400);
    expect(afterReuse.body).toMatchObject({ error: 'invalid_grant' });

    const garbage = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: 'not-a-token' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ error: 'invalid_grant' });
    const none = await server.rest('POST', '/identity/connect/token', { form: { grant_type: 'refresh_token' } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'invalid_request' });
  });

  test('the tenant-id header scopes the token: its roles claim holds the roles of that tenant only, and a refresh keeps the scope', async () => {
    const [t1, t2] = [await aTenant(server, 'Workspace'), await aTenant(server, 'Employer')];
    const user = await aUser(server);
    expectEmpty200(await post('/User/role', { email: user.email, role: 'Admin', tenantId: t1 }, admin));
    expectEmpty200(await post('/User/role', { email: user.email, role: 'Viewer', tenantId: t2 }, admin));

    const scoped1 = await jsonToken(user.email, PASSWORD, t1);
    expect(jwtPayload(scoped1.access_token).roles).toEqual(['Admin']);
    const scoped2 = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: PASSWORD },
      headers: { 'tenant-id': t2 },
    });
    expect(jwtPayload(scoped2.body.access_token).roles).toEqual(['Viewer']);
    const refreshed = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: scoped2.body.refresh_token },
    });
    expect(jwtPayload(refreshed.body.access_token).roles).toEqual(['Viewer']);

    // Scoped to t2, the user is not an Admin of t1 in that session.
    const scopedList = await post('/User/with-role', { offset: 0, limit: 10, role: 'Admin', tenantId: t1 }, scoped2.body.access_token);
    expect(scopedList.status).toBe(403);
    const fullList = await post('/User/with-role', { offset: 0, limit: 10, role: 'Admin', tenantId: t1 }, scoped1.access_token);
    expect(fullList.status).toBe(200);

    const unknown = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: PASSWORD },
      headers: { 'tenant-id': 'no-such-tenant' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: expect.any(String) });
  });
});

describe('SignUp: POST /User/signup', () => {
  test('answers the new User (emailConfirmed false, not suspended) and the account can sign in', async () => {
    const email = newEmail('signup');
    const result = await post('/User/signup', { email, password: PASSWORD });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(USER_KEYS);
    expect(result.body).toMatchObject({ id: expect.any(String), email, emailConfirmed: false, isSuspended: false });
    expect((await jsonToken(email)).access_token).toEqual(expect.any(String));
  });

  test('a taken email (in any letter case), a weak or short password and a non-address are 400 ProblemDetails', async () => {
    const email = newEmail('taken');
    await aUser(server, email);
    const duplicate = await post('/User/signup', { email: email.toUpperCase(), password: PASSWORD });
    expectValidationProblem(duplicate, 'email');
    expectValidationProblem(await post('/User/signup', { email: newEmail(), password: 'password' }), 'password');
    expectValidationProblem(await post('/User/signup', { email: newEmail(), password: 'Sh0rt!' }), 'password');
    expectValidationProblem(await post('/User/signup', { email: 'not-an-address', password: PASSWORD }), 'email');
    expectValidationProblem(await post('/User/signup', {}), 'email', 'password');
    expectValidationProblem(await server.rest('POST', '/identity/User/signup'), 'email');
    expectValidationProblem(await post('/User/signup', { email: 12, password: PASSWORD }), 'email');
  });

  test('parallel sign-ups of one email: exactly one account, the others 400 naming email', async () => {
    const email = newEmail('race');
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/User/signup', { email, password: PASSWORD })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expectValidationProblem(answer, 'email');
  });

  test('a malformed JSON body is a 400, not a 500', async () => {
    const result = await server.rest('POST', '/identity/User/signup', { headers: { 'content-type': 'application/json' }, body: undefined });
    expect(result.status).toBe(400);
    const broken = await fetch(`${server.url}/identity/User/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
  });
});

describe('Tenants: POST /Tenant/create and POST /Tenant', () => {
  test('AddTenant answers 200 empty; GetTenants filtered by tenantIds shows it with exactly the documented fields', async () => {
    const tenantId = `ws-${Date.now()}`;
    expectEmpty200(await post('/Tenant/create', { tenantId, tenantName: 'Harbour Desks', tenantType: 'Workspace' }, admin));
    const page = await post('/Tenant', { offset: 0, limit: 10, tenantIds: [tenantId] }, admin);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(['data', 'pagedRequest', 'totalCount']);
    expect(page.body.pagedRequest).toEqual({ offset: 0, limit: 10 });
    expect(page.body.totalCount).toBe(1);
    expect(Object.keys(page.body.data[0]).sort()).toEqual(TENANT_KEYS);
    expect(page.body.data[0]).toMatchObject({ tenantId, tenantName: 'Harbour Desks', tenantType: 'Workspace' });
    expect(page.body.data[0].dateCreated).toMatch(ISO_DATE);
    expect(page.body.data[0].dateUpdated).toMatch(ISO_DATE);
    // Newest first (docs/decisions.md#paging): the new tenant heads the unfiltered list.
    const newest = await post('/Tenant', { offset: 0, limit: 1 }, admin);
    expect(newest.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual([tenantId]);

    // Without a filter the Platform tenant is among all tenants; the paged request is required
    // (offset and limit), as on every paged REST request (issue 12, item 9).
    const all = await post('/Tenant', { offset: 0, limit: 100 }, admin);
    const tenantIds: string[] = [];
    for (let offset = 0; offset < all.body.totalCount; offset += 100) {
      const page = await post('/Tenant', { offset, limit: 100 }, admin);
      tenantIds.push(...page.body.data.map((t: { tenantId: string }) => t.tenantId));
    }
    expect(tenantIds).toEqual(expect.arrayContaining(['platform', tenantId]));
    expect(tenantIds).toHaveLength(all.body.totalCount);
    expectValidationProblem(await post('/Tenant', undefined, admin), 'offset', 'limit');
  });

  test('AddTenant: missing fields are 400 naming each, a taken tenantId is 409, a plain user 403, anonymous 401', async () => {
    expectValidationProblem(await post('/Tenant/create', {}, admin), 'tenantId', 'tenantName', 'tenantType');
    expectValidationProblem(await post('/Tenant/create', undefined, admin), 'tenantId');
    expectValidationProblem(
      await post('/Tenant/create', { tenantId: 'shop-1', tenantName: 'Shop', tenantType: 'Shop' }, admin),
      'tenantType',
    );
    const duplicate = await post('/Tenant/create', { tenantId: 'platform', tenantName: 'Again', tenantType: 'Workspace' }, admin);
    expect(duplicate.status).toBe(409);
    const user = await aUser(server);
    const { access_token } = await jsonToken(user.email);
    expect((await post('/Tenant/create', { tenantId: 'mine-1', tenantName: 'Mine', tenantType: 'Workspace' }, access_token)).status).toBe(
      403,
    );
    expect((await post('/Tenant/create', { tenantId: 'anon-1', tenantName: 'Anon', tenantType: 'Workspace' })).status).toBe(401);
  });

  test('GetTenants: paging bounds and types are 400; a plain user sees only their own tenants, even asking for others', async () => {
    expectValidationProblem(await post('/Tenant', { offset: 'zero', limit: 10 }, admin), 'offset');
    expectValidationProblem(await post('/Tenant', { offset: 0, limit: 0 }, admin), 'limit');
    expectValidationProblem(await post('/Tenant', { offset: 0, limit: 101 }, admin), 'limit');
    expectValidationProblem(await post('/Tenant', { offset: -1, limit: 10 }, admin), 'offset');

    const mine = await aTenant(server, 'Employer');
    const other = await aTenant(server, 'Workspace');
    const user = await aUser(server);
    expectEmpty200(await post('/User/role', { email: user.email, role: 'Member', tenantId: mine }, admin));
    const { access_token } = await jsonToken(user.email);
    const page = await post('/Tenant', { offset: 0, limit: 10, tenantIds: [mine, other, 'platform'] }, access_token);
    expect(page.status).toBe(200);
    expect(page.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual([mine]);
    expect(page.body.totalCount).toBe(1);
    expect((await post('/Tenant', { offset: 0, limit: 10 })).status).toBe(401);
  });
});

describe('Users: POST /User, GET /User', () => {
  test('CreateUser (Platform Admin) answers the User; the owner sets a password with the mailed code and signs in', async () => {
    const email = newEmail('created');
    const result = await post('/User', { email }, admin);
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(USER_KEYS);
    expect(result.body).toMatchObject({ email, emailConfirmed: false, isSuspended: false });
    const code = await latestCode(server, email, 'password-setup');
    expectEmpty200(await post('/resetPassword', { email, resetCode: code, newPassword: PASSWORD }));
    expect((await jsonToken(email)).access_token).toEqual(expect.any(String));
  });

  test('CreateUser: not an address or missing is 400, a plain user 403, anonymous 401', async () => {
    expectValidationProblem(await post('/User', { email: 'nope' }, admin), 'email');
    expectValidationProblem(await post('/User', {}, admin), 'email');
    const user = await aUser(server);
    const { access_token } = await jsonToken(user.email);
    expect((await post('/User', { email: newEmail() }, access_token)).status).toBe(403);
    expect((await post('/User', { email: newEmail() })).status).toBe(401);
  });

  test('GetUsers: Offset and Limit are optional query parameters, pages never repeat, bad values are 400, only the Platform Admin', async () => {
    await aUser(server);
    const latest = await aUser(server);
    const first = await server.rest('GET', '/identity/User?Offset=0&Limit=1', { auth: { token: admin } });
    expect(first.body.data.map((u: { id: string }) => u.id)).toEqual([latest.id]);
    const all = await server.rest('GET', '/identity/User', { auth: { token: admin } });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['data', 'pagedRequest', 'totalCount']);
    expect(all.body.pagedRequest.offset).toBe(0);
    expect(Number.isInteger(all.body.pagedRequest.limit)).toBe(true);
    for (const user of all.body.data) expect(Object.keys(user).sort()).toEqual(USER_KEYS);

    const total = all.body.totalCount as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    const emails: string[] = [];
    for (let offset = 0; offset < total; offset += 2) {
      const page = await server.rest('GET', `/identity/User?Offset=${offset}&Limit=2`, { auth: { token: admin } });
      expect(page.body.pagedRequest).toEqual({ offset, limit: 2 });
      expect(page.body.totalCount).toBe(total);
      seen.push(...page.body.data.map((u: { id: string }) => u.id));
      emails.push(...page.body.data.map((u: { email: string }) => u.email));
    }
    expect(new Set(seen).size).toBe(total);
    expect(emails).toContain(ADMIN_EMAIL);
    const lower = await server.rest('GET', '/identity/User?offset=1&limit=1', { auth: { token: admin } });
    expect(lower.body.pagedRequest).toEqual({ offset: 1, limit: 1 });
    expect(lower.body.data).toHaveLength(1);

    expectValidationProblem(await server.rest('GET', '/identity/User?Offset=abc', { auth: { token: admin } }), 'offset');
    expectValidationProblem(await server.rest('GET', '/identity/User?Limit=0', { auth: { token: admin } }), 'limit');
    expectValidationProblem(await server.rest('GET', '/identity/User?Limit=101', { auth: { token: admin } }), 'limit');
    expectValidationProblem(await server.rest('GET', '/identity/User?Offset=-1', { auth: { token: admin } }), 'offset');

    const plain = await aUser(server);
    const { access_token } = await jsonToken(plain.email);
    expect((await server.rest('GET', '/identity/User', { auth: { token: access_token } })).status).toBe(403);
    expect((await server.rest('GET', '/identity/User')).status).toBe(401);
  });
});

describe('Roles: POST /User/role, DELETE /User/role, POST /User/with-role', () => {
  test("a granted role is listed by GetUsersWithRole and in the user's tenants; a removed one is gone", async () => {
    const tenantId = await aTenant(server, 'Workspace');
    const user = await aUser(server);
    expectEmpty200(await post('/User/role', { email: user.email.toUpperCase(), role: 'Admin', tenantId }, admin));
    // Granting twice is harmless.
    expectEmpty200(await post('/User/role', { email: user.email, role: 'Admin', tenantId }, admin));

    const listed = await post('/User/with-role', { offset: 0, limit: 10, role: 'Admin', tenantId }, admin);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      data: [expect.objectContaining({ id: user.id, email: user.email })],
      pagedRequest: { offset: 0, limit: 10 },
      totalCount: 1,
    });
    expect(Object.keys(listed.body.data[0]).sort()).toEqual(USER_KEYS);

    const { access_token } = await jsonToken(user.email);
    const tenants = await server.rest('GET', '/identity/User/tenants', { auth: { token: access_token } });
    expect(tenants.status).toBe(200);
    expect(Object.keys(tenants.body)).toEqual(['tenants']);
    expect(tenants.body.tenants).toEqual([expect.objectContaining({ tenantId, tenantType: 'Workspace' })]);
    expect(Object.keys(tenants.body.tenants[0]).sort()).toEqual(TENANT_KEYS);

    expectEmpty200(
      await server.rest('DELETE', '/identity/User/role', { body: { email: user.email, role: 'Admin', tenantId }, auth: { token: admin } }),
    );
    const after = await post('/User/with-role', { offset: 0, limit: 10, role: 'Admin', tenantId }, admin);
    expect(after.body).toMatchObject({ data: [], totalCount: 0 });
    const noTenants = await server.rest('GET', '/identity/User/tenants', { auth: { token: access_token } });
    expect(noTenants.body).toEqual({ tenants: [] });
  });

  test('the same grant and the same claim sent in parallel are answered 200 each and stored once', async () => {
    const tenantId = await aTenant(server, 'Workspace');
    const user = await aUser(server);
    const grants = await Promise.all(
      Array.from({ length: 4 }, () => post('/User/role', { email: user.email, role: 'Host', tenantId }, admin)),
    );
    expect(grants.map((g) => g.status)).toEqual([200, 200, 200, 200]);
    expect((await post('/User/with-role', { offset: 0, limit: 10, role: 'Host', tenantId }, admin)).body.totalCount).toBe(1);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => post('/User/claim', { email: user.email, type: 'desk', value: 'D-12' }, admin)),
    );
    expect(claims.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    const me = await server.gql(IdentityMeClaimsDocument, {}, { token: (await jsonToken(user.email)).access_token });
    expect(me.data).toEqual({ me: { claims: [{ type: 'desk', value: 'D-12' }] } });
  });

  test('an unknown email or tenant is 404; missing fields are 400 naming them', async () => {
    const tenantId = await aTenant(server, 'Employer');
    const user = await aUser(server);
    expect((await post('/User/role', { email: newEmail('ghost'), role: 'Admin', tenantId }, admin)).status).toBe(404);
    expect((await post('/User/role', { email: user.email, role: 'Admin', tenantId: 'no-such-tenant' }, admin)).status).toBe(404);
    expect(
      (
        await server.rest('DELETE', '/identity/User/role', {
          body: { email: newEmail('ghost'), role: 'Admin', tenantId },
          auth: { token: admin },
        })
      ).status,
    ).toBe(404);
    expectValidationProblem(await post('/User/role', {}, admin), 'email', 'role', 'tenantId');
    expectValidationProblem(await post('/User/role', undefined, admin), 'email');
    expectValidationProblem(
      await server.rest('DELETE', '/identity/User/role', { body: { email: user.email }, auth: { token: admin } }),
      'role',
      'tenantId',
    );
    expectValidationProblem(await post('/User/role', { email: 'not-an-address', role: 'Admin', tenantId }, admin), 'email');
  });

  test("a tenant's Admin manages roles in that tenant only; a plain user gets 403, anonymous 401", async () => {
    const [mine, foreign] = [await aTenant(server, 'Workspace'), await aTenant(server, 'Workspace')];
    const [operator, member] = [await aUser(server), await aUser(server)];
    expectEmpty200(await post('/User/role', { email: operator.email, role: 'Admin', tenantId: mine }, admin));
    const { access_token: op } = await jsonToken(operator.email);
    expectEmpty200(await post('/User/role', { email: member.email, role: 'Admin', tenantId: mine }, op));
    expect((await post('/User/role', { email: member.email, role: 'Admin', tenantId: foreign }, op)).status).toBe(403);
    expect((await post('/User/with-role', { offset: 0, limit: 10, role: 'Admin', tenantId: foreign }, op)).status).toBe(403);
    expect((await post('/User/role', { email: operator.email, role: 'Admin', tenantId: 'platform' }, op)).status).toBe(403);
    const { access_token: plain } = await jsonToken(member.email, PASSWORD, foreign);
    expect((await post('/User/role', { email: member.email, role: 'Admin', tenantId: foreign }, plain)).status).toBe(403);
    expect((await post('/User/role', { email: member.email, role: 'Admin', tenantId: mine })).status).toBe(401);
    expect(
      (
        await server.rest('DELETE', '/identity/User/role', {
          body: { email: member.email, role: 'Admin', tenantId: foreign },
          auth: { token: op },
        })
      ).status,
    ).toBe(403);
  });

  test('GetUsersWithRole pages without repeats; bad offset and limit are 400', async () => {
    const tenantId = await aTenant(server, 'Employer');
    const users = [await aUser(server), await aUser(server), await aUser(server)];
    for (const user of users) expectEmpty200(await post('/User/role', { email: user.email, role: 'Coordinator', tenantId }, admin));
    const pages = [];
    for (const offset of [0, 2]) pages.push(await post('/User/with-role', { offset, limit: 2, role: 'Coordinator', tenantId }, admin));
    expect(pages.map((p) => p.body.totalCount)).toEqual([3, 3]);
    expect(pages.map((p) => p.body.data.length)).toEqual([2, 1]);
    const ids = pages.flatMap((p) => p.body.data.map((u: { id: string }) => u.id));
    expect(new Set(ids)).toEqual(new Set(users.map((u) => u.id)));
    // A role name is case-sensitive: `coordinator` is another role.
    expect((await post('/User/with-role', { offset: 0, limit: 10, role: 'Unheard', tenantId }, admin)).body.totalCount).toBe(0);

    expectValidationProblem(await post('/User/with-role', { offset: '0', limit: 10, role: 'Coordinator', tenantId }, admin), 'offset');
    expectValidationProblem(await post('/User/with-role', { offset: 0, limit: 0, role: 'Coordinator', tenantId }, admin), 'limit');
    expectValidationProblem(await post('/User/with-role', { offset: 0, limit: 101, role: 'Coordinator', tenantId }, admin), 'limit');
    expectValidationProblem(await post('/User/with-role', { offset: 0, limit: 10, tenantId }, admin), 'role');
    expectValidationProblem(await post('/User/with-role', {}, admin), 'offset', 'limit', 'role', 'tenantId');
    expect((await post('/User/with-role', { offset: 0, limit: 10, role: 'Coordinator', tenantId })).status).toBe(401);
  });
});

describe('Claims: POST /User/claim', () => {
  test("AddUserClaim answers 200 empty; the claim shows on the user in the graph and in the user's next access token", async () => {
    const user = await aUser(server);
    expectEmpty200(await post('/User/claim', { email: user.email, type: 'department', value: 'finance' }, admin));
    expectEmpty200(await post('/User/claim', { email: user.email, type: 'department', value: 'finance' }, admin));
    const { access_token } = await jsonToken(user.email);
    const me = await server.gql(IdentityMeEmailClaimsDocument, {}, { token: access_token });
    expect(me.data).toEqual({ me: { email: user.email, claims: [{ type: 'department', value: 'finance' }] } });
    expect(jwtPayload(access_token).department).toBe('finance');

    // Several values of one type are an array; a claim named like one of the token's own claims cannot replace it.
    expectEmpty200(await post('/User/claim', { email: user.email, type: 'department', value: 'legal' }, admin));
    expectEmpty200(await post('/User/claim', { email: user.email, type: 'sub', value: 'someone-else' }, admin));
    const next = jwtPayload((await jsonToken(user.email)).access_token);
    expect(next.department).toEqual(['finance', 'legal']);
    expect(next.sub).toBe(user.id);
  });

  test('unknown email 404, missing fields 400, a plain user 403, anonymous 401', async () => {
    const user = await aUser(server);
    expect((await post('/User/claim', { email: newEmail('ghost'), type: 't', value: 'v' }, admin)).status).toBe(404);
    expectValidationProblem(await post('/User/claim', { email: user.email }, admin), 'type', 'value');
    expectValidationProblem(await post('/User/claim', undefined, admin), 'email');
    const { access_token } = await jsonToken(user.email);
    expect((await post('/User/claim', { email: user.email, type: 'role', value: 'boss' }, access_token)).status).toBe(403);
    expect((await post('/User/claim', { email: user.email, type: 'role', value: 'boss' })).status).toBe(401);
  });
});

describe('API key: GET /User/api-key', () => {
  test('answers {apiKey}; the key (Api-Key header) works on REST and on the graph; a wrong key is 401', async () => {
    const user = await aUser(server);
    const { access_token } = await jsonToken(user.email);
    const result = await server.rest('GET', '/identity/User/api-key', { auth: { token: access_token } });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual(['apiKey']);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const apiKey = result.body.apiKey as string;
    expect(apiKey.length).toBeGreaterThanOrEqual(20);
    expect((await server.rest('GET', '/identity/User/api-key', { auth: { apiKey } })).body).toEqual({ apiKey });
    expect((await server.rest('GET', '/identity/User/tenants', { headers: { 'Api-Key': apiKey } })).status).toBe(200);
    expect((await server.gql(IdentityMeEmailDocument, {}, { apiKey })).data).toEqual({ me: { email: user.email } });
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { apiKey: `${apiKey}x` } })).status).toBe(401);
    expect((await server.rest('GET', '/identity/User/api-key')).status).toBe(401);
  });

  test("a Platform Admin's API key carries the Platform Admin's rights on REST and in the graph", async () => {
    const key = (await server.rest('GET', '/identity/User/api-key', { auth: { token: admin } })).body.apiKey as string;
    expect((await server.rest('GET', '/identity/User?Limit=1', { auth: { apiKey: key } })).status).toBe(200);
    const graph = await server.gql(IdentityUsersTotalDocument, { input: { offset: 0, limit: 1 } }, { apiKey: key });
    expect(graph.errors).toBeUndefined();
    expect(graph.data).toEqual({ users: { totalCount: expect.any(Number) } });
  });
});

describe('SuspendUser: PUT /User/suspend', () => {
  test('cuts the user off at once: access token, API key, refresh token and password grant; GetUsers shows isSuspended', async () => {
    const user = await aUser(server);
    const pair = await jsonToken(user.email);
    const apiKey = (await server.rest('GET', '/identity/User/api-key', { auth: { token: pair.access_token } })).body.apiKey as string;

    expectEmpty200(await server.rest('PUT', '/identity/User/suspend', { body: { email: user.email }, auth: { token: admin } }));

    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: pair.access_token } })).status).toBe(401);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { apiKey } })).status).toBe(401);
    expect((await server.gql(IdentityMeEmailDocument, {}, { token: pair.access_token })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.gql(IdentityMeEmailDocument, {}, { apiKey })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refreshed = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: pair.refresh_token },
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
    const login = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ error: 'invalid_grant' });

    const users = await server.rest('GET', '/identity/User?Offset=0&Limit=100', { auth: { token: admin } });
    expect(users.body.data.find((u: { id: string }) => u.id === user.id)).toMatchObject({ isSuspended: true });
    // Suspending again is harmless.
    expectEmpty200(await server.rest('PUT', '/identity/User/suspend', { body: { email: user.email }, auth: { token: admin } }));
  });

  test('unknown email 404, missing email 400, a plain user 403, anonymous 401', async () => {
    const user = await aUser(server);
    expect(
      (await server.rest('PUT', '/identity/User/suspend', { body: { email: newEmail('ghost') }, auth: { token: admin } })).status,
    ).toBe(404);
    expectValidationProblem(await server.rest('PUT', '/identity/User/suspend', { body: {}, auth: { token: admin } }), 'email');
    const { access_token } = await jsonToken(user.email);
    expect(
      (await server.rest('PUT', '/identity/User/suspend', { body: { email: ADMIN_EMAIL }, auth: { token: access_token } })).status,
    ).toBe(403);
    expect((await server.rest('PUT', '/identity/User/suspend', { body: { email: user.email } })).status).toBe(401);
  });
});

describe('Two-factor: POST /TwoFactorCode/send and /verify', () => {
  test('send answers 200 empty and mails a 6-digit code; a wrong code is 400 naming code; the right one confirms the email', async () => {
    const user = await aUser(server);
    const { access_token } = await jsonToken(user.email);
    expectEmpty200(await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: access_token } }));
    const code = await latestCode(server, user.email, 'two-factor');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post('/TwoFactorCode/verify', { code: code === '000000' ? '111111' : '000000' }, access_token);
    expectValidationProblem(wrong, 'code');
    expectValidationProblem(await post('/TwoFactorCode/verify', {}, access_token), 'code');
    expectEmpty200(await post('/TwoFactorCode/verify', { code }, access_token));
    const me = await server.gql(IdentityMeEmailConfirmedDocument, {}, { token: access_token });
    expect(me.data).toEqual({ me: { emailConfirmed: true } });
    // Used once.
    expect((await post('/TwoFactorCode/verify', { code }, access_token)).status).toBe(400);
  });

  test('both need a signed-in caller', async () => {
    expect((await server.rest('POST', '/identity/TwoFactorCode/send')).status).toBe(401);
    expect((await post('/TwoFactorCode/verify', { code: '123456' })).status).toBe(401);
  });
});

describe('ForgotPassword and ResetPassword', () => {
  test('forgot answers 200 empty for known and unknown emails; only a known one gets a code; reset with it sets the password and ends sessions', async () => {
    const user = await aUser(server);
    const before = await jsonToken(user.email);
    expectEmpty200(await post('/forgotPassword', { email: user.email.toUpperCase() }));
    const ghost = newEmail('ghost');
    expectEmpty200(await post('/forgotPassword', { email: ghost }));
    expect(await mailsTo(server, ghost)).toHaveLength(0);
    const code = await latestCode(server, user.email, 'password-reset');

    const wrong = await post('/resetPassword', { email: user.email, resetCode: 'WRONG-CODE-12', newPassword: 'a-brand-new-passphrase' });
    expectValidationProblem(wrong, 'resetCode');
    const weak = await post('/resetPassword', { email: user.email, resetCode: code, newPassword: 'password' });
    expectValidationProblem(weak, 'newPassword');

    expectEmpty200(await post('/resetPassword', { email: user.email, resetCode: code, newPassword: 'a-brand-new-passphrase' }));
    const reused = await post('/resetPassword', { email: user.email, resetCode: code, newPassword: 'another-new-passphrase' });
    expectValidationProblem(reused, 'resetCode');

    const oldPassword = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: PASSWORD },
    });
    expect(oldPassword.body).toMatchObject({ error: 'invalid_grant' });
    expect((await jsonToken(user.email, 'a-brand-new-passphrase')).access_token).toEqual(expect.any(String));
    const oldRefresh = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: before.refresh_token },
    });
    expect(oldRefresh.body).toMatchObject({ error: 'invalid_grant' });
  });

  test('bad input is 400 HttpValidationProblemDetails with errors per field', async () => {
    expectValidationProblem(await post('/forgotPassword', {}), 'email');
    expectValidationProblem(await server.rest('POST', '/identity/forgotPassword'), 'email');
    expectValidationProblem(await post('/forgotPassword', { email: 'not-an-address' }), 'email');
    expectValidationProblem(await post('/resetPassword', {}), 'email', 'resetCode', 'newPassword');
    expectValidationProblem(await server.rest('POST', '/identity/resetPassword'), 'email');
    expectValidationProblem(
      await post('/resetPassword', { email: newEmail('ghost'), resetCode: 'ABCDEFGHJKLM', newPassword: 'a-brand-new-passphrase' }),
      'resetCode',
    );
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  test('a NUL or control character in any identity field (PostgreSQL cannot store NUL)', async () => {
    const user = await aUser(server);
    const nul = 'a\u0000b@example.com';
    const cases: [string, string, Record<string, unknown>, string | undefined, string][] = [
      ['POST', '/User/signup', { email: nul, password: PASSWORD }, undefined, 'email'],
      ['POST', '/User', { email: nul }, admin, 'email'],
      ['POST', '/forgotPassword', { email: nul }, undefined, 'email'],
      ['POST', '/resetPassword', { email: nul, resetCode: 'ABCDEFGHJKLM', newPassword: 'a-brand-new-passphrase' }, undefined, 'email'],
      ['PUT', '/User/suspend', { email: nul }, admin, 'email'],
      ['POST', '/User/role', { email: user.email, role: 'Admin', tenantId: 'plat\u0000form' }, admin, 'tenantId'],
      ['DELETE', '/User/role', { email: nul, role: 'Admin', tenantId: 'platform' }, admin, 'email'],
      ['POST', '/User/with-role', { offset: 0, limit: 5, role: 'Admin', tenantId: 'plat\u0000form' }, admin, 'tenantId'],
      ['POST', '/User/claim', { email: user.email, type: 'a\u0000', value: 'b\u0000' }, admin, 'type'],
      ['POST', '/Tenant/create', { tenantId: 'x\u0000y', tenantName: 'N\u0000', tenantType: 'Workspace' }, admin, 'tenantName'],
      ['POST', '/Tenant', { offset: 0, limit: 5, tenantIds: ['x\u0000y'] }, admin, 'tenantIds[0]'],
    ];
    for (const [method, path, body, token, field] of cases) {
      expectValidationProblem(await server.rest(method, `/identity${path}`, { body, auth: token ? { token } : undefined }), field);
    }
    const login = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 'password', username: nul, password: PASSWORD },
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ error: 'invalid_request' });
  });
});

describe('the graph carries every operation with the same rules', () => {
  test('the 17 operations exist as queries and mutations', async () => {
    const schema = await server.gql(IdentitySchemaRootsDocument);
    const roots = schema.data!.__schema;
    const names = [...(roots.queryType.fields ?? []), ...(roots.mutationType?.fields ?? [])].map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'token',
        'tenants',
        'addTenant',
        'sendTwoFactorCode',
        'verifyTwoFactorCode',
        'createUser',
        'users',
        'signUp',
        'addUserClaim',
        'addUserRole',
        'removeUserRole',
        'usersWithRole',
        'apiKey',
        'userTenants',
        'suspendUser',
        'forgotPassword',
        'resetPassword',
      ]),
    );
  });

  test('sign-up, token, tenants, roles, claims, users, suspension and reset work through /graphql', async () => {
    const email = newEmail('graph');
    const signUp = await server.gql(IdentitySignUpFullDocument, { input: { email, password: PASSWORD } });
    expect(signUp.data).toEqual({ signUp: { id: expect.any(String), email, emailConfirmed: false, isSuspended: false } });
    const weak = await server.gql(IdentitySignUpFullDocument, { input: { email: newEmail(), password: '12345678' } });
    expect(weak.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'input.password': expect.any(Array) } });

    const token = await server.gql(IdentityTokenDocument, {
      input: { grantType: 'password', username: email, password: PASSWORD },
    });
    expect(token.data).toEqual({
      token: { access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, token_type: 'Bearer' },
    });
    const badToken = await server.gql(IdentityTokenDocument, {
      input: { grantType: 'password', username: email, password: 'wrong-password-1' },
    });
    expect(badToken.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const userToken = (token.data as { token: TokenPair }).token.access_token;

    const tenantId = `g-${Date.now()}`;
    expect(
      (await server.gql(IdentityAddTenantDocument, { input: { tenantId, tenantName: 'Graph', tenantType: 'Employer' } }, { token: admin }))
        .data,
    ).toEqual({ addTenant: true });
    const denied = await server.gql(
      IdentityAddTenantDocument,
      { input: { tenantId: 'x-g', tenantName: 'X', tenantType: 'Employer' } },
      { token: userToken },
    );
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const role = { email, role: 'Admin', tenantId };
    expect((await server.gql(IdentityAddUserRoleDocument, { input: role }, { token: admin })).data).toEqual({ addUserRole: true });
    const withRole = await server.gql(
      IdentityUsersWithRolePagedDocument,
      {
        input: { offset: 0, limit: 5, role: 'Admin', tenantId },
      },
      { token: userToken },
    );
    expect(withRole.data).toEqual({ usersWithRole: { data: [{ email }], pagedRequest: { offset: 0, limit: 5 }, totalCount: 1 } });
    const tooMany = await server.gql(
      IdentityUsersWithRolePagedDocument,
      { input: { offset: 0, limit: 101, role: 'Admin', tenantId } },
      { token: admin },
    );
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'input.limit': expect.any(Array) } });
    const tenants = await server.gql(IdentityUserTenantsDocument, {}, { token: userToken });
    expect(tenants.data).toEqual({ userTenants: { tenants: [{ tenantId, tenantType: 'Employer' }] } });
    const filtered = await server.gql(
      IdentityTenantIdsDocument,
      { input: { offset: 0, limit: 5, tenantIds: [tenantId] } },
      { token: admin },
    );
    expect(filtered.data).toEqual({ tenants: { data: [{ tenantId }], totalCount: 1 } });
    expect((await server.gql(IdentityRemoveUserRoleDocument, { input: role }, { token: admin })).data).toEqual({ removeUserRole: true });

    expect(
      (await server.gql(IdentityAddUserClaimDocument, { input: { email, type: 'team', value: 'blue' } }, { token: admin })).data,
    ).toEqual({ addUserClaim: true });
    const created = await server.gql(IdentityCreateUserDocument, { input: { email: newEmail('graph-created') } }, { token: admin });
    expect(created.data).toMatchObject({ createUser: { emailConfirmed: false } });
    const users = await server.gql(IdentityUsersPagedDocument, { input: { offset: 0, limit: 1 } }, { token: admin });
    expect(users.data).toMatchObject({ users: { data: [expect.any(Object)], pagedRequest: { offset: 0, limit: 1 } } });
    const usersDenied = await server.gql(IdentityUsersTotalDocument, {}, { token: userToken });
    expect(usersDenied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(IdentityApiKeyDocument);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(IdentityApiKeyDocument, {}, { token: userToken })).data).toEqual({ apiKey: { apiKey: expect.any(String) } });

    expect((await server.gql(IdentitySendTwoFactorCodeDocument, {}, { token: userToken })).data).toEqual({ sendTwoFactorCode: true });
    const code = await latestCode(server, email, 'two-factor');
    expect((await server.gql(IdentityVerifyTwoFactorCodeDocument, { input: { code } }, { token: userToken })).data).toEqual({
      verifyTwoFactorCode: true,
    });

    expect((await server.gql(IdentityForgotPasswordDocument, { input: { email } })).data).toEqual({ forgotPassword: true });
    const resetCode = await latestCode(server, email, 'password-reset');
    const badReset = await server.gql(IdentityResetPasswordDocument, {
      input: { email, resetCode: 'nope', newPassword: 'a-brand-new-passphrase' },
    });
    expect(badReset.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'input.resetCode': expect.any(Array) } });
    expect(
      (await server.gql(IdentityResetPasswordDocument, { input: { email, resetCode, newPassword: 'a-brand-new-passphrase' } })).data,
    ).toEqual({ resetPassword: true });

    expect((await server.gql(IdentitySuspendUserDocument, { input: { email } }, { token: admin })).data).toEqual({ suspendUser: true });
    const cut = await server.gql(IdentityMeEmailDocument, {}, { token: userToken });
    expect(cut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
