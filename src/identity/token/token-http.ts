import type { Express } from 'express';
import type { Settings } from '../../config/settings';

/**
 * HTTP details of the REST token endpoint and the API key read that the graph cannot set:
 * - answers carrying credentials are never cached (RFC 6749 §5.1: `Cache-Control: no-store`, `Pragma: no-cache`);
 * - the token endpoint takes its credentials from the grant (password or refresh token), never from
 *   the headers: an OAuth client may send `Authorization: Basic client_id:secret` (RFC 6749 §2.3.1;
 *   the service has no registered clients, every client is public), and a client refreshing after
 *   its access token expired often still sends `Authorization: Bearer <expired token>` (or its
 *   `Api-Key`). Those headers are ignored there instead of turning the refresh into a 401.
 */
export function mountTokenHttp(app: Express, settings: Settings): void {
  const prefix = settings.restPrefixes.identity === '/' ? '' : settings.restPrefixes.identity;
  app.use(`${prefix}/connect/token`, (req, res, next) => {
    delete req.headers.authorization;
    delete req.headers['api-key'];
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    next();
  });
  app.use(`${prefix}/User/api-key`, (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    next();
  });
}
