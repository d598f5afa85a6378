import { startTestServer, type TestServer } from '../support/test-server';

/**
 * What a browser fetches besides a page: the icon it asks for on its own, and what the page's
 * scripts load. Each answers from this gateway (the pages' policies block any other origin, and
 * a blocked load is a console error). test/browser/offline-explorer.test.ts opens them in Chromium.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('GET /favicon.ico (which a browser asks for with every page) answers a small icon, not a 404', async () => {
  const response = await fetch(`${server.url}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/x-icon');
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  const icon = Buffer.from(await response.arrayBuffer());
  // an ICO directory of one 32x32 image, stored as a PNG (read by every current browser)
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4), icon[6], icon[7]]).toEqual([0, 1, 1, 32, 32]);
  const [size, offset] = [icon.readUInt32LE(14), icon.readUInt32LE(18)];
  expect(offset + size).toBe(icon.length);
  expect(icon.subarray(offset, offset + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  expect(icon.length).toBeLessThan(1024);
});

test("GET /docs loads nothing from another origin: Redoc's bundle as served sets no image from elsewhere (Redoc's logo was)", async () => {
  const page = await server.rest('GET', '/docs');
  const script = (page.text as string).match(/<script src="([^"]+)"/)![1];
  const bundle = await server.rest('GET', script);
  expect(bundle.status).toBe(200);
  const text = bundle.text as string; // a megabyte: compared piece by piece, so that a failure does not print it
  expect(text.includes('API docs by Redocly')).toBe(true);
  expect(text.match(/.{0,60}cdn\.redoc\.ly.{0,60}/g)).toBeNull();
  // every image source the bundle sets is a data: URL or a path on this gateway
  expect(text.match(/\bsrc:\s*"[a-z]+:\/\/[^"]*"/g)).toBeNull();
  expect(bundle.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(bundle.headers.get('cache-control')).toBe('public, max-age=86400');
});
