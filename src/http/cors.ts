import type { FastifyInstance } from 'fastify';

/** The request headers a page may send across origins: credentials, bodies, Apollo's CSRF proof, retries, tracing. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Api-Key',
  'Content-Type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'Idempotency-Key',
  'x-request-id',
].join(', ');
/** The response headers a page may read besides the simple ones. */
const EXPOSED_HEADERS = ['x-request-id', 'Retry-After', 'WWW-Authenticate', 'Allow', 'Idempotent-Replayed'].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/**
 * Cross-origin calls from the pages of the `CORS_ORIGINS` origins (docs/decisions.md#cors), for the
 * graph and every REST path alike: a preflight is answered 204 on every path, with the CORS headers
 * for an allowed origin only (@fastify/cors answers another origin's preflight 404, and none at all
 * without origins). No credentials mode and no `*`; Apollo's CSRF prevention stays as it is.
 */
export function cors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', (request, reply, done) => {
    // With origins configured, answers differ by Origin: a shared cache must keep them apart.
    if (allowed.size) reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const allowedOrigin = origin !== undefined && allowed.has(origin);
    if (allowedOrigin) reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      if (allowedOrigin) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
      }
      reply.code(204).send();
      return;
    }
    if (allowedOrigin) reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    done();
  });
}
