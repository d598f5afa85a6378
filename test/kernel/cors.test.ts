import { rawRequest } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

/** Cross-origin calls from the pages of CORS_ORIGINS (docs/decisions.md#cors). */
const APP = 'https://app.example.com';
const OTHER_SITE = 'https://elsewhere.example.net';

let server: TestServer;
let plain: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: `${APP}, http://localhost:5173` });
  plain = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await plain?.close();
});

const preflight = (base: string, path: string, origin: string, method = 'POST') =>
  rawRequest(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type, apollo-require-preflight',
    },
  });

describe('CORS_ORIGINS lets the pages of those origins call the graph and REST', () => {
  test.each([
    ['/graphql', 'POST'],
    ['/workspaces/Location', 'POST'],
    ['/workspaces/LocationClosure/7a1c1f0e-7c4b-4c8e-9a43-0a8f3c9e6b21', 'DELETE'],
  ])('given an allowed origin, when it asks before %s %s, then 204 with the methods, headers and max-age', async (path, method) => {
    const answer = await preflight(server.url, path, APP, method);
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.headers['access-control-allow-methods']).toContain(method);
    const allowedHeaders = String(answer.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowedHeaders).toEqual(
      expect.arrayContaining([
        'authorization',
        'api-key',
        'content-type',
        'apollo-require-preflight',
        'x-apollo-operation-name',
        'idempotency-key',
        'x-request-id',
      ]),
    );
    expect(answer.headers['access-control-max-age']).toBe('600');
    expect(answer.headers.vary).toMatch(/\bOrigin\b/i);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('given an allowed origin, when it posts JSON to the graph, then the answer names the origin and exposes the request id', async () => {
    const answer = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(String(answer.headers['access-control-expose-headers'])).toContain('x-request-id');
  });

  test('given another origin, when it asks first or calls, then no CORS header at all (the browser refuses)', async () => {
    const asked = await preflight(server.url, '/graphql', OTHER_SITE);
    expect(asked.status).toBe(204);
    const called = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: OTHER_SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    for (const answer of [asked, called]) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      expect(answer.headers.vary).toMatch(/\bOrigin\b/i);
    }
  });

  test('given an allowed origin, when a page posts a simple request without a preflight header, then CSRF prevention still refuses it', async () => {
    const answer = await rawRequest(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { __typename }' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.toString('utf8')).toContain('Cross-Site Request Forgery');
  });

  test('given no CORS_ORIGINS, when a page asks, then 204 without CORS headers and answers do not vary by origin', async () => {
    const asked = await preflight(plain.url, '/graphql', APP);
    expect(asked.status).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    const called = await rawRequest(`${plain.url}/healthz`, { headers: { origin: APP } });
    expect(called.headers['access-control-allow-origin']).toBeUndefined();
    expect(called.headers.vary ?? '').not.toMatch(/\bOrigin\b/i);
  });

  test('an OPTIONS that is not a preflight is answered as before', async () => {
    const answer = await rawRequest(`${server.url}/workspaces/Location`, { method: 'OPTIONS', headers: { origin: APP } });
    expect(answer.status).toBe(405);
  });
});
