import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Settings } from '../config/settings';
import type { DomainModule } from '../kernel/module';
import { openApiDocument } from './openapi';

export const OPENAPI_PATH = '/openapi.json';
export const API_REFERENCE_PATH = '/docs';

/** Redoc's standalone bundle, served from the installed package (the page needs nothing from elsewhere). */
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
const REDOC_BUNDLE_PATH = `${API_REFERENCE_PATH}/redoc.standalone.js`;

/**
 * Redoc's side menu shows Redocly's logo from their CDN, with no option to leave it out: the page's
 * policy blocked it, a console error on every visit. The bundle is served with that URL replaced by
 * an empty image (the footer keeps its "API docs by Redocly" link). Read at the first request.
 */
const REDOC_LOGO_URL = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='0' height='0'/%3E";
let redocBundle: string | undefined;

/**
 * What the page may load: its script and the document from this origin; the inline styles that
 * Redoc writes (styled-components) and its search worker (a blob). Nothing else: no other origin,
 * no inline script, no frames, no form posts.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flexspace gateway: REST API reference</title>
</head>
<body>
<redoc spec-url="${OPENAPI_PATH}"></redoc>
<script src="${REDOC_BUNDLE_PATH}"></script>
</body>
</html>
`;

/**
 * `GET /openapi.json`: the OpenAPI document of the REST faces with this gateway's prefixes, built
 * once, at the first request (not at start: it takes a start a tenth of a second; the tests and the
 * drift check build it for every change); `GET /docs`: an API reference page for it (Redoc, served
 * from node_modules).
 */
export function mountApiReference(app: FastifyInstance, modules: DomainModule[], schema: GraphQLSchema, settings: Settings): void {
  let document: string | undefined;
  app.get(OPENAPI_PATH, (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(modules, schema, settings.restPrefixes));
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get(API_REFERENCE_PATH, (_request, reply) =>
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY).type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(REDOC_BUNDLE_PATH, (_request, reply) => {
    redocBundle ??= readFileSync(REDOC_BUNDLE, 'utf8').replaceAll(REDOC_LOGO_URL, EMPTY_IMAGE);
    return reply.header('cache-control', 'public, max-age=86400').type('application/javascript; charset=utf-8').send(redocBundle);
  });
}
