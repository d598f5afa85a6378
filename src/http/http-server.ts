import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Settings } from '../config/settings';
import { multipartBodyLimit } from '../kernel/multipart';
import { answerError } from './error-handler';

/** How long an idle keep-alive connection is kept open (docs/decisions.md#keep-alive). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * What the answers' `Keep-Alive: timeout` tells clients: 5 s less than the server keeps a connection,
 * so that a client's pool, whose timers may fire a second or two late, drops it first.
 */
const KEEP_ALIVE_ADVERTISED_SECONDS = 60;

/** The longest path parameter routed (an id); a longer one is still answered, by the row's own check. */
const MAX_PARAM_LENGTH = 2048;

/**
 * Fastify with the gateway's HTTP settings: paths match in any case and with or without a trailing
 * slash (as the legacy REST faces did), the caller's address through a proxy on this machine, the
 * body limit of the graph's settings, and the keep-alive below. No logger of its own: the request
 * log is src/http/request-log.ts.
 */
export function createHttpServer(settings: Settings, log: Logger): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: settings.graphqlLimits.maxBodyBytes,
    trustProxy: 'loopback',
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Longer than a load balancer's or a client's pool keeps an idle connection, so the server never
    // closes one with a request on its way (docs/decisions.md#keep-alive): Node's 5 s meant ECONNRESET.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // The stop is the gateway's own (src/http/graceful-stop.ts): it answers what has arrived, then closes.
    return503OnClosing: false,
    forceCloseConnections: false,
    frameworkErrors: (error, request, reply) => answerError(error, request, reply, { log, maxBodyBytes: multipartBodyLimit(settings) }),
  });
  (app.server as Server).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  // Node would advertise the server's own timeout; a Keep-Alive header set here replaces it.
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (response.shouldKeepAlive) response.setHeader('keep-alive', `timeout=${KEEP_ALIVE_ADVERTISED_SECONDS}`);
  });
  return app;
}
