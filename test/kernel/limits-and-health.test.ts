import { getIntrospectionQuery } from 'graphql';
import { rawRequest } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    GRAPHQL_MAX_DEPTH: '2',
    GRAPHQL_MAX_ALIASES: '3',
    GRAPHQL_MAX_BODY_BYTES: '4096',
    GRAPHQL_MAX_TOKENS: '500',
  });
});
afterAll(async () => {
  await server?.close();
});

describe('every GraphQL request is bounded', () => {
  test('a query deeper than the limit is rejected before it runs', async () => {
    const token = await server.adminToken();
    const shallow = await server.gql('{ me { id } }', {}, { token });
    expect(shallow.errors).toBeUndefined();
    const deep = await server.gql('{ users { data { id } } }', {}, { token });
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0].message).toMatch(/depth/i);
    expect(deep.data).toBeUndefined();
  });

  test('more aliases than allowed are rejected', async () => {
    const result = await server.gql('{ a: me { id } b: me { id } c: me { id } d: me { id } }', {});
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toMatch(/alias/i);
  });

  test('a document of the token limit runs; one token more is a 400 GRAPHQL_PARSE_FAILED, never a 500', async () => {
    const token = await server.adminToken();
    const atLimit = `{ me { ${Array(495).fill('id').join(' ')} } }`; // 500 tokens
    const ok = await server.gql(atLimit, {}, { token });
    expect(ok.errors).toBeUndefined();
    const over = await server.gql(`{ me { ${Array(496).fill('id').join(' ')} } }`, {}, { token });
    expect(over.status).toBe(400);
    expect(over.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(over.errors?.[0].message).toMatch(/500 tokens/);
  });

  test.each(['application/json', 'application/graphql-response+json'])(
    'a syntax error is a 400 GRAPHQL_PARSE_FAILED (Accept: %s)',
    async (accept) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ me { ' }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]).toMatchObject({
        message: 'Syntax Error: Expected Name, found <EOF>.',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      });
    },
  );

  test('more than 50 bad values in the variables is a 400 BAD_USER_INPUT, every error of it', async () => {
    const token = await server.adminToken();
    const amenities = Array.from({ length: 60 }, (_, i) => i);
    const result = await server.gql(
      'query ($input: GetLocationsInput) { locations(input: $input) { totalCount } }',
      { input: { amenities } },
      { token },
    );
    expect(result.status).toBe(400);
    expect(result.errors).toHaveLength(51);
    expect(new Set(result.errors!.map((e) => e.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  test('a body larger than the limit is a 413', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(5000)}` }),
    });
    expect(response.status).toBe(413);
  });

  test('CSRF prevention: a multipart request without a preflight header is refused', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ me { id } }' }));
    form.append('map', '{}');
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF|preflight/i);
  });

  test('batched requests are refused', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('the Sandbox and the health endpoints', () => {
  test("the Sandbox's full introspection query passes the limits", async () => {
    const result = await server.gql(
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }),
      {},
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(50);
  });

  test('a browser on /graphql gets the Apollo Sandbox landing page', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  test('/healthz answers while the process is up and carries a request id', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'req-123' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-123');
  });

  test('clients are told an idle connection is kept 60 s (the server keeps it 65 s), so that their pools drop it first', async () => {
    const response = await rawRequest(`${server.url}/healthz`, { headers: { connection: 'keep-alive' } });
    expect(response.headers.connection).toBe('keep-alive');
    expect(response.headers['keep-alive']).toBe('timeout=60');
    const closing = await rawRequest(`${server.url}/healthz`, { headers: { connection: 'close' } });
    expect(closing.headers.connection).toBe('close');
    expect(closing.headers['keep-alive']).toBeUndefined();
  });

  test('/readyz is 200 while the database answers and 503 when it is down', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.app.db.orm.close(true);
    const down = await fetch(`${server.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ database: 'down' });
  });
});
