import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

/** Answers of 1 KiB or more are compressed as the client allows (docs/decisions.md#compression). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LARGE = JSON.stringify({ query: '{ __schema { types { name description } } }' });
const SMALL = JSON.stringify({ query: '{ __typename }' });
const post = (body: string, acceptEncoding?: string) =>
  rawRequest(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    body,
  });

describe('response compression', () => {
  test('given a client that accepts gzip or brotli, when the answer is over 1 KiB, then it is compressed and decodes to the same JSON', async () => {
    const identity = await post(LARGE);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);
    const expected = JSON.parse(identity.body.toString('utf8'));

    const gzip = await post(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(expected);

    const brotli = await post(LARGE, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(expected);

    for (const compressed of [gzip, brotli]) {
      expect(compressed.body.length).toBeLessThan(identity.body.length / 2);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  test('given a client that accepts both, then one of them is used', async () => {
    const answer = await post(LARGE, 'gzip, deflate, br');
    expect(['br', 'gzip']).toContain(answer.headers['content-encoding']);
  });

  test('given a small answer, then it is sent as it is, with its length', async () => {
    const answer = await post(SMALL, 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  test('given a REST problem over 1 KiB, then it is compressed too', async () => {
    const answer = await rawRequest(`${server.url}/no-such-path/${'x'.repeat(1500)}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
