import type { Express } from 'express';
import type { Settings } from '../../config/settings';

/**
 * HTTP details of the REST token endpoint and the API key read that the graph cannot set:
 * - answers carrying credentials are never cached (RFC 6749 §5.1: `Cache-Control: no-store`, `Pragma: no-cache`);
 * - OAuth clients may authenticate themselves with `Authorization: Basic client_id:secret` (RFC 6749 §2.3.1).
 *   The service has no registered clients (every client is public), so that header is not a user
 *   credential here and is ignored on the token endpoint instead of being refused as a bad Bearer token.
 */
export function mountTokenHttp(app: Express, settings: Settings): void {
  const prefix = settings.restPrefixes.identity === '/' ? '' : settings.restPrefixes.identity;
  app.use(`${prefix}/connect/token`, (req, res, next) => {
    if (/^Basic\s/i.test(req.headers.authorization ?? '')) delete req.headers.authorization;
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    next();
  });
  app.use(`${prefix}/User/api-key`, (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    next();
  });
}
