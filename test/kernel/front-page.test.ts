import { bannerLinks, GATEWAY_PAGES } from '../../src/front-page';
import { startTestServer, type TestServer } from '../support/test-server';

/** The front page (GET /), the start banner's URLs and the offline explorer's page and files. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** What a browser sends when a person opens a link. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the start banner', () => {
  test('every URL it prints answers 2xx when a browser opens it', async () => {
    const links = bannerLinks(server.app.settings, server.app.port);
    expect(links.map((link) => new URL(link.url).pathname)).toEqual([
      '/',
      '/graphql',
      '/explorer',
      '/docs',
      '/openapi.json',
      '/healthz',
      '/readyz',
      '/metrics',
    ]);
    const answers = await Promise.all(
      links.map(async (link) => ({ url: link.url, status: (await fetch(link.url, { headers: { accept: BROWSER_ACCEPT } })).status })),
    );
    expect(answers.filter((answer) => answer.status < 200 || answer.status > 299)).toEqual([]);
  });

  test('it prints the configured public base URL when the port is fixed', () => {
    const settings = { ...server.app.settings, port: 8080, publicBaseUrl: 'https://gateway.example.com' };
    expect(bannerLinks(settings, 8080)[0]).toEqual({ title: GATEWAY_PAGES.home.title, url: 'https://gateway.example.com/' });
  });
});

describe('the front page', () => {
  test('a browser gets a page without scripts linking every page of the gateway, one line each', async () => {
    const response = await fetch(`${server.url}/`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const html = await response.text();
    const links = [...html.matchAll(/<li><a href="([^"]+)">/g)].map((match) => match[1]);
    expect(links).toEqual(['/graphql', '/explorer', '/docs', '/openapi.json', '/healthz', '/readyz', '/metrics']);
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  test('a JSON client gets the same links as JSON', async () => {
    const response = await server.rest('GET', '/', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.body.links.map((link: { href: string }) => link.href)).toEqual(Object.values(GATEWAY_PAGES).map((page) => page.path));
    expect(response.body.links[1]).toEqual({ href: '/graphql', title: GATEWAY_PAGES.graph.title, description: GATEWAY_PAGES.graph.line });
  });
});

describe('the offline explorer', () => {
  test('its page loads GraphiQL from the gateway only, under a policy that allows nothing else', async () => {
    const response = await fetch(`${server.url}/explorer`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/default-src 'none'; script-src 'self' 'sha256-[^']+'; style-src 'self' 'sha256-[^']+';.* connect-src 'self'/);
    const html = await response.text();
    expect(html).not.toMatch(/https?:\/\//); // no CDN
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual([
      expect.stringMatching(/^\/explorer\/assets\/graphiql@3\.[\d.]+\/graphiql\.min\.css$/),
      expect.stringMatching(/^\/explorer\/assets\/react@18\.[\d.]+\/react\.production\.min\.js$/),
      expect.stringMatching(/^\/explorer\/assets\/react-dom@18\.[\d.]+\/react-dom\.production\.min\.js$/),
      expect.stringMatching(/^\/explorer\/assets\/graphiql@3\.[\d.]+\/graphiql\.min\.js$/),
      expect.stringMatching(/^\/explorer\/assets\/graphql-ws@6\.[\d.]+\/graphql-ws\.min\.js$/),
    ]);
  });

  test('its files are served from node_modules, cached for a year (their URLs carry the package version)', async () => {
    const html = await (await fetch(`${server.url}/explorer`)).text();
    for (const [, asset] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const response = await fetch(`${server.url}${asset}`);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  test('only the files the page loads are served: another path under the assets is a 404', async () => {
    for (const path of [
      '/explorer/assets/graphiql@3.8.3/package.json',
      '/explorer/assets/react@18.3.1/index.js',
      '/explorer/assets/graphiql@0.0.1/graphiql.min.js',
    ]) {
      expect({ path, status: (await fetch(`${server.url}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });
});
