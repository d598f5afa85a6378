import { request } from 'node:http';
import { startOwnTestServer, type TestServer } from '../support/test-server';

/**
 * A stop as a load balancer sees it: from the moment the stop begins `/readyz` answers 503 (so the
 * balancer takes the gateway out of rotation), `/healthz` stays 200 (the process is alive, nothing
 * to restart), and a request already under way still gets its answer. SHUTDOWN_DELAY_SECONDS keeps
 * the gateway accepting meanwhile, so the balancer's probe reaches it and reads the 503.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startOwnTestServer({ SHUTDOWN_DELAY_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '5' });
});

/** A GraphQL POST whose body is sent in two halves: it is in flight between `sendFirstHalf` and `finish`. */
function slowRequest(url: string) {
  const body = JSON.stringify({ query: '{ __typename }' });
  const half = Math.floor(body.length / 2);
  const { hostname, port } = new URL(url);
  const req = request({
    hostname,
    port,
    path: '/graphql',
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  return {
    answer,
    sendFirstHalf: () => new Promise<void>((resolve) => req.write(body.slice(0, half), () => resolve())),
    finish: () => req.end(body.slice(half)),
  };
}

test('while the gateway drains after a stop, /readyz is 503, /healthz 200, and a request in flight completes', async () => {
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  const inFlight = slowRequest(server.url);
  await inFlight.sendFirstHalf();

  const stopped = server.close(); // not awaited: the stop is under way
  const readiness = await fetch(`${server.url}/readyz`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toEqual({ status: 'draining' });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  inFlight.finish();
  const answer = await inFlight.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });

  await stopped;
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // no longer accepting
}, 60_000);
