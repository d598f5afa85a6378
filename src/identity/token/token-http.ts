import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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
  const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };
  const ignoreCredentials: onRequestHookHandler = (request, reply, done) => {
    delete request.headers.authorization;
    delete request.headers['api-key'];
    reply.headers(noStore);
    done();
  };
  const neverCached: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(noStore);
    done();
  };
  const hooks = new Map([
    [`${prefix}/connect/token`.toLowerCase(), ignoreCredentials],
    [`${prefix}/User/api-key`.toLowerCase(), neverCached],
  ]);
  // On those two rows only (the REST adapter mounts them later): no other request pays for a look at its path.
  app.addHook('onRoute', (route) => {
    const hook = hooks.get(route.url?.toLowerCase() ?? '');
    if (hook) route.onRequest = [hook, ...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [])];
  });
}
