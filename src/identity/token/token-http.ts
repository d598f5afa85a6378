import type { FastifyInstance } from 'fastify';
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
export function mountTokenHttp(app: FastifyInstance, settings: Settings): void {
  const prefix = settings.restPrefixes.identity === '/' ? '' : settings.restPrefixes.identity;
  const tokenPath = `${prefix}/connect/token`.toLowerCase();
  const apiKeyPath = `${prefix}/User/api-key`.toLowerCase();
  // Paths match as the routes do: in any case, with or without a trailing slash.
  const isPath = (url: string, path: string) => {
    const lower = url.split('?')[0].toLowerCase().replace(/\/$/, '');
    return lower === path;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (isPath(request.url, tokenPath)) {
      delete request.headers.authorization;
      delete request.headers['api-key'];
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
    } else if (isPath(request.url, apiKeyPath)) {
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
    }
    done();
  });
}
