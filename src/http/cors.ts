import type { RequestHandler } from 'express';

/** The request headers a page may send across origins: credentials, bodies, Apollo's CSRF proof, retries, tracing. */
const ALLOWED_HEADERS = ['Authorization', 'Api-Key', 'Content-Type', 'apollo-require-preflight', 'x-apollo-operation-name', 'Idempotency-Key', 'x-request-id'].join(', ');
/** The response headers a page may read besides the simple ones. */
const EXPOSED_HEADERS = ['x-request-id', 'Retry-After', 'WWW-Authenticate', 'Allow', 'Idempotent-Replayed'].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/**
 * Cross-origin calls from the pages of the `CORS_ORIGINS` origins (docs/decisions.md#cors), for
 * the graph and every REST path alike. A preflight (`OPTIONS` with `Access-Control-Request-Method`)
 * is answered here, 204, on every path; it carries the CORS headers only for an allowed origin, so
 * a browser on any other page refuses to send the request. No credentials mode (the gateway uses
 * no cookies) and no `*`. Apollo's CSRF prevention stays as it is: a simple cross-origin POST
 * without a preflight header is still refused by Apollo.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    // With origins configured, answers differ by Origin: a shared cache must keep them apart.
    if (allowed.size) res.vary('Origin');
    const origin = req.headers.origin;
    const allowedOrigin = origin !== undefined && allowed.has(origin);
    if (allowedOrigin) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      if (allowedOrigin) {
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
      }
      res.status(204).end();
      return;
    }
    if (allowedOrigin) res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    next();
  };
}
