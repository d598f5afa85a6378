import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { Webhook } from 'standardwebhooks';
import { PLATFORM_TENANT_ID } from '../../src/kernel/caller';
import { startGatewayProcesses, type GatewayProcesses } from '../support/gateway-processes';
import { multipartFile, PNG_1X1 } from '../support/upload-files';

/**
 * Two gateway processes on one PostgreSQL database (docs/decisions.md#several-gateways), for what
 * leaves the gateway: webhook deliveries (both dispatchers poll the same table) and uploads (kept
 * in an S3-compatible store both processes share, never on one process's disk).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  process.stdout.write('two-gateways-outbound.test.ts skipped: two processes need one PostgreSQL database (set DATABASE_URL).\n');
const describeOnPostgres = onPostgres ? describe : describe.skip;

const BUCKET = 'two-gateways-uploads';

describeOnPostgres('two gateways on one database: webhooks and uploads', () => {
  let fleet: GatewayProcesses;
  let s3: S3rver;
  let s3Dir: string;
  let s3Url: string;
  let receiver: Server;
  let receiverUrl: string;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    s3Dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    s3Url = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
    fleet = await startGatewayProcesses(2, {
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOKS_POLL_MS: '20',
      STORAGE: 's3',
      S3_ENDPOINT: s3Url,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }, 150_000);
  afterAll(async () => {
    await fleet?.stop();
    await s3?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  }, 60_000);

  test('webhook messages sent through both go out once each, signed', async () => {
    const [a, b] = fleet.gateways;
    const token = await a.adminToken();
    const subscribed = await a.rest('POST', '/identity/Webhook', {
      body: { tenantId: PLATFORM_TENANT_ID, url: receiverUrl, eventTypes: ['location.updated'] },
      auth: { token },
    });
    expect(subscribed.status).toBe(200);
    const { secret, subscription } = subscribed.body as { secret: string; subscription: { id: string } };
    const sendTest = 'mutation($id: String!) { sendTestWebhook(id: $id) }';
    const sent = await Promise.all(
      [a, b, a, b, a, b, a, b, a, b].map(
        async (gateway) =>
          (await gateway.gql<{ sendTestWebhook: string }, { id: string }>(sendTest, { id: subscription.id }, { token })).data
            ?.sendTestWebhook,
      ),
    );
    expect(new Set(sent).size).toBe(10);
    const deadline = Date.now() + 20_000;
    while (!sent.every((id) => received.some((delivery) => delivery.headers['webhook-id'] === id))) {
      if (Date.now() > deadline) throw new Error(`the webhook messages did not all arrive within 20 s (${received.length} arrived)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // a second copy would have come by now
    expect(received.map((delivery) => delivery.headers['webhook-id']).sort()).toEqual([...sent].sort());
    for (const delivery of received) {
      expect(new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    }
  });

  test('an upload made through one is served to a client of the other, from the shared store', async () => {
    const [a, b] = fleet.gateways;
    const uploaded = await a.rest('POST', '/workspaces/Location/image', {
      multipart: multipartFile(PNG_1X1, 'photo.png'),
      auth: { token: await a.adminToken() },
    });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body as string;
    // The URL names the store, not the gateway that took the upload: any gateway's client reads it.
    expect(url.startsWith(`${s3Url}/${BUCKET}/`)).toBe(true);
    const viaOther = await b.rest('POST', '/workspaces/Location/image', {
      multipart: multipartFile(PNG_1X1, 'photo.png'),
      auth: { token: await b.adminToken() },
    });
    expect(viaOther.status).toBe(200);
    for (const stored of [url, viaOther.body as string]) {
      const answer = await fetch(stored);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await answer.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    }
  });
});
