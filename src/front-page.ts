import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from './config/settings';
import { GRAPHQL_PATH } from './kernel/http-error';

/** A page of the gateway, as the front page (GET /) and the start banner list it. */
export interface GatewayPage {
  path: string;
  title: string;
  /** One line: what the page is for. */
  line: string;
  /**
   * The start banner prints it. Only pages this process serves itself are printed, and a test
   * asserts that each answers 2xx (test/kernel/front-page.test.ts).
   */
  inBanner: boolean;
}

/** Every page a person or a client may want to open, in the order the front page lists them. */
export const GATEWAY_PAGES = {
  home: {
    path: '/',
    title: 'Start page',
    line: 'This page; a client that sends Accept: application/json gets its links as JSON.',
    inBanner: true,
  },
  graph: {
    path: GRAPHQL_PATH,
    title: 'GraphQL + Apollo Sandbox',
    line: "The graph. POST queries here; in a browser it opens Apollo Sandbox, which loads from Apollo's CDN (online only).",
    inBanner: true,
  },
  explorer: {
    path: '/explorer',
    title: 'GraphQL explorer (offline)',
    line: 'GraphiQL served by the gateway itself, for use with no internet: paste a token in its Headers tab.',
    inBanner: true,
  },
  restReference: {
    path: '/docs',
    title: 'REST reference',
    line: 'The REST routes of the identity, workspaces and employers faces.',
    inBanner: true,
  },
  openApi: {
    path: '/openapi.json',
    title: 'OpenAPI document',
    line: 'The REST faces as an OpenAPI document, for client generators.',
    inBanner: true,
  },
  health: { path: '/healthz', title: 'Health', line: 'Answers 200 while the process is up.', inBanner: true },
  readiness: {
    path: '/readyz',
    title: 'Readiness',
    line: 'Answers 200 while the database answers, 503 while it is away or the process is stopping.',
    inBanner: true,
  },
  metrics: { path: '/metrics', title: 'Metrics', line: 'Prometheus metrics of the process and its requests.', inBanner: true },
} satisfies Record<string, GatewayPage>;

const PAGES: GatewayPage[] = Object.values(GATEWAY_PAGES);

/** The base URL the banner prints: the configured public one, or localhost on a port chosen at start (PORT=0). */
function bannerBaseUrl(settings: Settings, port: number): string {
  return settings.port === 0 ? `http://localhost:${port}` : settings.publicBaseUrl;
}

/** The URLs the start banner prints (src/main.ts), each with its title. */
export function bannerLinks(settings: Settings, port: number): { title: string; url: string }[] {
  const base = bannerBaseUrl(settings, port);
  return PAGES.filter((page) => page.inBanner).map((page) => ({ title: page.title, url: base + page.path }));
}

const STYLE =
  'body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; } li { margin: .4rem 0; } code { font-size: .9em; }';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flexspace gateway</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Flexspace gateway</h1>
<p>One GraphQL graph and three REST faces (identity, workspaces, employers) over one database.</p>
<ul>
${PAGES.filter((page) => page !== GATEWAY_PAGES.home)
  .map(
    (page) =>
      `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a> <code>${escapeHtml(page.path)}</code>: ${escapeHtml(page.line)}</li>`,
  )
  .join('\n')}
</ul>
</body>
</html>
`;

/** No script, nothing from elsewhere: the page's one inline style block and nothing more. */
const CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** GET /: a small page linking the gateway's pages; a client asking for JSON gets the same links as JSON. */
export async function frontPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.accepts().type(['html', 'json']) === 'json') {
    await reply.send({ links: PAGES.map(({ path, title, line }) => ({ href: path, title, description: line })) });
    return;
  }
  await reply.header('content-security-policy', CONTENT_SECURITY_POLICY).type('text/html; charset=utf-8').send(HTML);
}

/**
 * The gateway's icon (a white F on blue, 32x32), as a PNG. A browser asks for /favicon.ico with
 * every page that declares no icon: without it, each page of the gateway logged a 404.
 */
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgAgMAAAAOFJJnAAAACVBMVEUAAAAlY+v///8LUJDzAAAAAXRSTlMAQObYZgAAADtJREFU' +
    'eNpjYAgFAwYGVggjgEEUwghBMEKhACsjatWqVcQzVsJ0rURon0o8A1M7KQx0x2P6FB4IsGABAPHAXt+RBScTAAAAAElFTkSuQmCC',
  'base64',
);

/** An ICO file of one image stored as PNG (the ICO format since Windows Vista; every current browser reads it). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

export const FAVICON_PATH = '/favicon.ico';
const FAVICON = icoOf(ICON_PNG, 32);

/** GET /favicon.ico: the icon, cached for a day (its URL carries no version). */
export function favicon(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(FAVICON);
}
