import { rawRequest } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * HOST (docs/decisions.md#listening-address): 127.0.0.1 by default, every interface with 0.0.0.0.
 * 127.0.0.2 is another address of this machine (the whole 127/8 is loopback on Linux) that a
 * server bound to 127.0.0.1 does not answer.
 */
let local: TestServer;
let everywhere: TestServer;
beforeAll(async () => {
  local = await startTestServer();
  everywhere = await startTestServer({ HOST: '0.0.0.0' });
});
afterAll(async () => {
  await local?.close();
  await everywhere?.close();
});

const health = (host: string, port: number) => rawRequest(`http://${host}:${port}/healthz`);

describe('the listening address', () => {
  test('given the default HOST, then the server answers on 127.0.0.1 and on no other address', async () => {
    expect(local.app.settings.host).toBe('127.0.0.1');
    expect((await health('127.0.0.1', local.app.port)).status).toBe(200);
    await expect(health('127.0.0.2', local.app.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  test('given HOST=0.0.0.0, then it answers on every address of the machine', async () => {
    expect(everywhere.url).toBe(`http://127.0.0.1:${everywhere.app.port}`);
    expect((await health('127.0.0.1', everywhere.app.port)).status).toBe(200);
    expect((await health('127.0.0.2', everywhere.app.port)).status).toBe(200);
  });
});
