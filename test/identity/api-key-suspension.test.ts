import {
  IdentityApiKeyDocument,
  IdentityMeDocument,
  IdentityRotateApiKeyDocument,
  IdentitySuspendUserDocument,
  IdentityUnsuspendUserDocument,
} from '../generated/graphql';
import { ApiKey } from '../../src/identity/api-key/api-key.entity';
import { aUser, refresh, tokens } from '../support/identity-builders';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('API keys', () => {
  test('GET /User/api-key creates the key on first call, answers the same key later, and the key signs in on both faces', async () => {
    const user = await aUser(server);
    const { access_token } = await tokens(server, user.email);
    const first = await server.rest('GET', '/identity/User/api-key', { auth: { token: access_token } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ apiKey: expect.stringMatching(/^fsk_[A-Za-z0-9_-]{43}$/) });
    const second = await server.gql(IdentityApiKeyDocument, {}, { token: access_token });
    expect(second.data?.apiKey.apiKey).toBe(first.body.apiKey);

    const viaGraph = await server.gql(IdentityMeDocument, {}, { apiKey: first.body.apiKey });
    expect(viaGraph.data?.me.email).toBe(user.email);
    const viaRest = await server.rest('GET', '/identity/User/tenants', { auth: { apiKey: first.body.apiKey } });
    expect(viaRest.status).toBe(200);

    // Stored only as a hash and an encrypted copy, never in plain text.
    const rows = await server.app.db.orm.em.fork().find(ApiKey, { userId: user.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]) + rows[0].keyEncrypted + rows[0].keyHash).not.toContain(first.body.apiKey.slice(4));
  });

  test('parallel first calls still give the user one key', async () => {
    const user = await aUser(server);
    const { access_token } = await tokens(server, user.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.rest('GET', '/identity/User/api-key', { auth: { token: access_token } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.apiKey)).size).toBe(1);
  });

  test('rotateApiKey replaces the key: the old one stops working at once', async () => {
    const user = await aUser(server);
    const { access_token } = await tokens(server, user.email);
    const old = (await server.gql(IdentityApiKeyDocument, {}, { token: access_token })).data!.apiKey.apiKey;
    const rotated = await server.gql(IdentityRotateApiKeyDocument, {}, { apiKey: old });
    const fresh = rotated.data!.rotateApiKey.apiKey;
    expect(fresh).not.toBe(old);
    const refused = await server.rest('GET', '/identity/User/api-key', { auth: { apiKey: old } });
    expect(refused.status).toBe(401);
    const current = await server.rest('GET', '/identity/User/api-key', { auth: { apiKey: fresh } });
    expect(current.body.apiKey).toBe(fresh);
  });

  test('an unknown key is 401', async () => {
    const result = await server.gql(IdentityMeDocument, {}, { apiKey: 'fsk_made-up' });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('suspension', () => {
  test('suspending cuts off the access token, the refresh token and the API key at the next request; unsuspending lets the user back in', async () => {
    const user = await aUser(server);
    const pair = await tokens(server, user.email);
    const apiKey = (await server.rest('GET', '/identity/User/api-key', { auth: { token: pair.access_token } })).body.apiKey as string;
    const admin = await server.adminToken();

    const suspended = await server.rest('PUT', '/identity/User/suspend', { body: { email: user.email }, auth: { token: admin } });
    expect(suspended.status).toBe(200);
    expect(suspended.text).toBe('');

    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: pair.access_token } })).status).toBe(401);
    expect((await server.gql(IdentityMeDocument, {}, { apiKey })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refreshed = await refresh(server, pair.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    const signIn = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: user.password },
    });
    expect(signIn.status).toBe(400);

    expect(await listedUser(user.email, admin)).toMatchObject({ isSuspended: true });

    const back = await server.gql(IdentityUnsuspendUserDocument, { input: { email: user.email } }, { token: admin });
    expect(back.data?.unsuspendUser).toBe(true);
    // The old session stays ended; the API key and a new sign-in work again.
    expect((await refresh(server, pair.refresh_token)).status).toBe(400);
    expect((await server.gql(IdentityMeDocument, {}, { apiKey })).data?.me.isSuspended).toBe(false);
    await expect(tokens(server, user.email)).resolves.toMatchObject({ access_token: expect.any(String) });
  });

  test('only the Platform Admin suspends, not themself, and the email must exist', async () => {
    const user = await aUser(server);
    const { access_token } = await tokens(server, user.email);
    const byUser = await server.gql(IdentitySuspendUserDocument, { input: { email: ADMIN_EMAIL } }, { token: access_token });
    expect(byUser.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const self = await server.rest('PUT', '/identity/User/suspend', {
      body: { email: ADMIN_EMAIL },
      auth: { token: await server.adminToken() },
    });
    expect(self.status).toBe(400);
    expect(Object.keys(self.body.errors)).toEqual(['email']);
    const unknown = await server.rest('PUT', '/identity/User/suspend', {
      body: { email: 'ghost@example.com' },
      auth: { token: await server.adminToken() },
    });
    expect(unknown.status).toBe(404);
    const missing = await server.rest('PUT', '/identity/User/suspend', { body: {}, auth: { token: await server.adminToken() } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['email']);
  });
});

/** The user's row in the REST list of users (GET /User), read page by page. */
async function listedUser(email: string, token: string): Promise<{ email: string; isSuspended: boolean } | undefined> {
  for (let offset = 0; ; offset += 100) {
    const page = await server.rest('GET', `/identity/User?Offset=${offset}&Limit=100`, { auth: { token } });
    const row = page.body.data.find((u: { email: string }) => u.email === email);
    if (row || offset + 100 >= page.body.totalCount) return row;
  }
}
