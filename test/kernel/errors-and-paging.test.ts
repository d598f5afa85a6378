import { KernelMeDocument, KernelSignUpDocument, KernelUsersDocument } from '../generated/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
let user: string;
const PASSWORD = 'a sturdy passphrase';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  for (let i = 0; i < 6; i++) {
    const created = await server.gql(KernelSignUpDocument, { input: { email: `user${i}@example.com`, password: PASSWORD } });
    expect(created.errors).toBeUndefined();
  }
  user = await server.signIn('user0@example.com', PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('the error model in the graph', () => {
  test('no credentials where signing in is needed: UNAUTHENTICATED', async () => {
    const result = await server.gql(KernelMeDocument, {});
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a signed-in user on a Platform Admin operation: FORBIDDEN, and no data', async () => {
    const result = await server.gql(KernelUsersDocument, { input: { offset: 0, limit: 10 } }, { token: user });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
  });

  test('a garbage bearer token: UNAUTHENTICATED with status 401', async () => {
    const result = await server.gql(KernelMeDocument, {}, { token: 'not-a-jwt' });
    expect(result.status).toBe(401);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a garbage bearer token on a public operation is a 401 too, but the token grant ignores header credentials', async () => {
    const signUp = await server.gql(
      KernelSignUpDocument,
      { input: { email: 'stale@example.com', password: PASSWORD } },
      { token: 'expired-or-garbage' },
    );
    expect(signUp.status).toBe(401);
    expect(signUp.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // a client refreshing after its token expired often still sends the old one
    const grant = await server.gql(
      'mutation ($input: TokenInput!) { token(input: $input) { access_token expires_in } }',
      { input: { grantType: 'password', username: 'user1@example.com', password: PASSWORD } },
      { token: 'expired-or-garbage' },
    );
    expect(grant.errors).toBeUndefined();
    expect(grant.data).toMatchObject({ token: { expires_in: 900 } });
  });

  test('invalid input names the field by its argument path: BAD_USER_INPUT with errors', async () => {
    const result = await server.gql(KernelSignUpDocument, { input: { email: 'not-an-address', password: PASSWORD } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.errors).toEqual({ 'input.email': ['Must be an email address.'] });
  });

  test('a variable of the wrong type names the field and is a 400', async () => {
    const result = await server.gql(KernelUsersDocument, { input: { offset: 0, limit: 'ten' as never } }, { token: admin });
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.errors).toEqual({ 'input.limit': ['Must be a whole number.'] });
  });

  test('a missing field inside a nested input is named with its path', async () => {
    const result = await server.gql(
      'mutation ($input: CreateEmployerApplicationInput!) { createEmployerApplication(input: $input) { id } }',
      { input: { name: 'Acme', description: 'd', contact: { name: 'Ann Lee' } } },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.errors).toEqual({ 'input.contact.email': ['Required.'] });
  });

  test('a NUL character in any string is a 400 naming the field, never a database error', async () => {
    const result = await server.gql(KernelSignUpDocument, { input: { email: 'nul@example.com', password: 'a sturdy\u0000passphrase' } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.errors).toEqual({ 'input.password': ['Must not contain control characters.'] });
    const rest = await server.rest('POST', '/workspaces/Application/create', {
      body: { name: 'Desk\u0000s', description: 'x', contact: { name: 'A B', email: 'ab@example.com' } },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toHaveProperty('name');
  });

  test('a subscription over HTTP is a 400 GRAPHQL_VALIDATION_FAILED saying where it runs (WebSocket), not an internal error (found by the fuzz test)', async () => {
    const result = await server.gql('subscription { locationChanged { event id } }', {}, { token: admin });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Subscriptions run over WebSocket/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  test.each([
    [{ version: 2, sha256Hash: 'abc' }, 'Unsupported persisted query version'],
    [{ version: 1, sha256Hash: 'abc' }, 'provided sha does not match query'],
  ])(
    'a malformed persisted query (%j) is a 400 BAD_REQUEST saying why, not an internal error (found by the fuzz test)',
    async (persistedQuery, message) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }', extensions: { persistedQuery } }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    },
  );

  test('errors carry no stack traces', async () => {
    const result = await server.gql('{ nope }', {});
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|at .*\.ts:/);
  });
});

describe('the error model over REST (RFC 9457 problem details)', () => {
  test('400 with errors per field, as HttpValidationProblemDetails', async () => {
    const result = await server.rest('POST', '/identity/User/signup', { body: { email: 'x', password: PASSWORD } });
    expect(result.status).toBe(400);
    expect(result.headers.get('content-type')).toContain('application/problem+json');
    expect(result.body).toMatchObject({ status: 400, title: expect.any(String), errors: { email: [expect.any(String)] } });
  });

  test('a missing required body field is a 400 naming it', async () => {
    const result = await server.rest('POST', '/identity/User/signup', { body: { email: 'new@example.com' } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors)).toContain('password');
  });

  test('401 without credentials, 403 for a non-admin', async () => {
    const anonymous = await server.rest('GET', '/identity/User');
    expect(anonymous.status).toBe(401);
    const badToken = await server.rest('GET', '/identity/User', { auth: { token: 'garbage' } });
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get('www-authenticate')).toBe('Bearer');
    const forbidden = await server.rest('GET', '/identity/User', { auth: { token: user } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  test('malformed JSON is a 400, never a 500', async () => {
    const response = await fetch(`${server.url}/identity/User/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, detail: 'The request body is not valid JSON.' });
  });

  test("malformed JSON to /graphql is a 400 in the graph's shape (errors with a code), not a problem document", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  test('a JSON body that is not an object is a 400', async () => {
    const result = await server.rest('POST', '/identity/User/signup', { body: ['a'] });
    expect(result.status).toBe(400);
  });

  test('an unknown path is a 404 and a known path with another method a 405 with Allow', async () => {
    expect((await server.rest('GET', '/identity/Nope')).status).toBe(404);
    const wrongMethod = await server.rest('PATCH', '/identity/User/signup?source=test', { body: {} });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    // written by the one writer of refusals: a problem document like every other, its instance the path without the query
    expect(wrongMethod.headers.get('content-type')).toContain('application/problem+json');
    expect(wrongMethod.body).toMatchObject({ status: 405, instance: '/identity/User/signup', code: 'METHOD_NOT_ALLOWED' });
  });

  test('a REST row reaches its resolver and shapes the answer (200 empty included)', async () => {
    const created = await server.rest('POST', '/identity/User', { auth: { token: admin }, body: { email: 'made-by-admin@example.com' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email: 'made-by-admin@example.com', emailConfirmed: false, isSuspended: false });
    const role = await server.rest('POST', '/identity/User/role', {
      auth: { token: admin },
      body: { email: 'made-by-admin@example.com', role: 'Auditor', tenantId: 'platform' },
    });
    expect(role.status).toBe(200);
    expect(role.text).toBe('');
  });
});

describe('paging', () => {
  test.each([
    [{ offset: -1, limit: 10 }, 'offset'],
    [{ offset: 0, limit: 0 }, 'limit'],
    [{ offset: 0, limit: 101 }, 'limit'],
  ])('%j is refused naming %s (input.%s in the graph, the query parameter over REST), not clamped', async (input, field) => {
    const graph = await server.gql(KernelUsersDocument, { input }, { token: admin });
    expect(graph.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(graph.errors?.[0].extensions?.errors ?? {})).toEqual([`input.${field}`]);
    const rest = await server.rest('GET', `/identity/User?Offset=${input.offset}&Limit=${input.limit}`, { auth: { token: admin } });
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.errors)).toEqual([field === 'offset' ? 'Offset' : 'Limit']);
  });

  test('the maximum limit is accepted', async () => {
    const result = await server.gql(KernelUsersDocument, { input: { offset: 0, limit: 100 } }, { token: admin });
    expect(result.errors).toBeUndefined();
  });

  test('pages in the stable order never repeat or skip a record, and totalCount counts all matches', async () => {
    const readAll = async (limit: number) => {
      const first = await server.gql(KernelUsersDocument, { input: { offset: 0, limit } }, { token: admin });
      const total = first.data!.users.totalCount;
      const ids: string[] = [];
      for (let offset = 0; offset < total; offset += limit) {
        const page = await server.gql(KernelUsersDocument, { input: { offset, limit } }, { token: admin });
        expect(page.data!.users.totalCount).toBe(total);
        expect(page.data!.users.pagedRequest).toEqual({ offset, limit });
        ids.push(...page.data!.users.data.map((u) => u.id));
      }
      return { total, ids };
    };
    const big = await readAll(100);
    const small = await readAll(3);
    expect(small.total).toBe(big.total);
    expect(small.ids).toEqual(big.ids);
    expect(new Set(small.ids).size).toBe(small.total);
  });
});
