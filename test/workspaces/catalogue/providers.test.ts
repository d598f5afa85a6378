import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { givenWorkspaceWithAdmin, locationBody, type OperatorWorkspace } from '../../support/catalogue-builders';
import { startTestServer, type TestServer } from '../../support/test-server';
import { multipartFile, PNG_1X1 } from '../../support/upload-files';

/**
 * The pluggable providers end to end: a Nominatim-compatible geocoder (a local HTTP server started
 * here) and an S3-compatible store (s3rver started here).
 */
let server: TestServer;
let operator: OperatorWorkspace;
let nominatim: Server;
let s3: S3rver;
let s3Dir: string;
const geocoderQueries: string[] = [];
const BUCKET = 'catalogue-uploads';

beforeAll(async () => {
  nominatim = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = url.searchParams.get('q') ?? '';
    geocoderQueries.push(`${url.pathname} ${q}`);
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'jsonv2') {
      res.statusCode = 400;
      res.end('[]');
      return;
    }
    if (/nowhere/i.test(q)) {
      res.end('[]');
      return;
    }
    if (/outage/i.test(q)) {
      res.statusCode = 503;
      res.end('{"error":"overloaded"}');
      return;
    }
    res.end(
      JSON.stringify([
        {
          lat: '40.7484405',
          lon: '-73.9856644',
          display_name: 'Empire State Building, 350, 5th Avenue, Manhattan, New York, 10118, United States',
        },
        { lat: '40.7505', lon: '-73.9934', display_name: 'Penn Station, New York, United States' },
      ]),
    );
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  const nominatimUrl = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}/`;

  s3Dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${s3Port}`;

  server = await startTestServer({
    GEOCODER: 'nominatim',
    NOMINATIM_URL: nominatimUrl,
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  operator = await givenWorkspaceWithAdmin(server, 'Provider Desks');
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  await new Promise((resolve) => nominatim?.close(resolve));
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('Nominatim-compatible geocoder (GEOCODER=nominatim)', () => {
  test('a location is geocoded street-level by the HTTP geocoder, with its time zone', async () => {
    const result = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { address: { line1: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10118' } }),
      auth: { token: operator.token },
    });
    expect(result.status).toBe(200);
    expect(result.body.geo).toEqual({ latitude: 40.7484405, longitude: -73.9856644 });
    expect(result.body.timeZone).toBe('America/New_York');
    expect(geocoderQueries).toContain('/search 350 5th Ave, New York, NY 10118');
  });

  test('an address the geocoder does not know is a 400 naming the address', async () => {
    const result = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { address: { line1: '1 Nowhere Lane', city: 'Nowhere' } }),
      auth: { token: operator.token },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors)).toEqual(['address']);
  });

  test('a geocoder that is down is a 503 to try again later (not a 500), and nothing is saved', async () => {
    const before = await server.rest('POST', '/workspaces/Location', {
      body: { offset: 0, limit: 100, workspaceIds: [operator.workspaceId] },
      auth: { token: operator.token },
    });
    const result = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, {
        name: 'Outage Desks',
        address: { line1: '1 Outage Way', city: 'New York', state: 'NY', zipCode: '10001' },
      }),
      auth: { token: operator.token },
    });
    expect(result.status).toBe(503);
    expect(result.body.code).toBe('SERVICE_UNAVAILABLE');
    const after = await server.rest('POST', '/workspaces/Location', {
      body: { offset: 0, limit: 100, workspaceIds: [operator.workspaceId] },
      auth: { token: operator.token },
    });
    expect(after.body.totalCount).toBe(before.body.totalCount);
    const search = await server.rest('GET', '/workspaces/Address?Query=outage', { auth: { token: operator.token } });
    expect(search.status).toBe(503);
  });

  test('GET /Address answers the geocoder matches, best first', async () => {
    const result = await server.rest('GET', '/workspaces/Address?Query=350%205th%20Ave', { auth: { token: operator.token } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      {
        address: 'Empire State Building, 350, 5th Avenue, Manhattan, New York, 10118, United States',
        geo: { latitude: 40.7484405, longitude: -73.9856644 },
      },
      { address: 'Penn Station, New York, United States', geo: { latitude: 40.7505, longitude: -73.9934 } },
    ]);
  });
});

describe('S3-compatible storage (STORAGE=s3)', () => {
  test('an upload lands in the bucket under a generated key and its URL serves it', async () => {
    const result = await server.rest('POST', '/workspaces/Location/image', {
      multipart: multipartFile(PNG_1X1, 'photo.png'),
      auth: { token: operator.token },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatch(new RegExp(`/${BUCKET}/[0-9a-f-]{36}\\.png$`));
    const stored = await fetch(result.body);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });
});
