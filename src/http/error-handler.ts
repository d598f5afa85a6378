import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DatabaseUnavailableError, HTTP_STATUS, isDatabaseUnavailable } from '../kernel/errors';
import { pathOf } from './media-type';
import { sendRefusal } from './refuse-unread-body';

/** What the error answers use: the log, and how much of a refused body is read and dropped (kernel/multipart.ts multipartBodyLimit). */
export interface ErrorAnswering {
  log: Logger;
  maxBodyBytes: number;
}

/**
 * The last stop of a request that no route took (404, in the face's shape) or that failed outside
 * the faces' own answers: a body too large or not JSON, a URL that does not decode, a database that
 * cannot be reached (503 with Retry-After). Never a stack trace; a 500 is logged as the bug it is.
 * An answer given while the body is still arriving (Fastify's 413 of a body past the limit, by its
 * Content-Length or as it streams) reaches the client all the same (docs/decisions.md#refused-uploads).
 */
export function errorAnswers(app: FastifyInstance, answering: ErrorAnswering): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const detail = `No route for ${request.method} ${pathOf(request)}.`;
    return sendRefusal(request, reply, { status: 404, detail, code: 'NOT_FOUND' }, answering.maxBodyBytes);
  };
  // A route of its own (the last one any path matches), so that its answer goes through every
  // route's hooks, the compression's included; Fastify's not-found handler takes the other methods.
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'], url: '*', handler: notFound });
  app.setNotFoundHandler(notFound);
  app.setErrorHandler((error: FastifyError, request, reply) => answerError(error, request, reply, answering));
}

/** Also Fastify's `frameworkErrors` (a URL it cannot decode), which meet no route. */
export function answerError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  { log, maxBodyBytes }: ErrorAnswering,
): void {
  if (reply.sent) return;
  const outage =
    error instanceof DatabaseUnavailableError ? error : isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : null;
  if (outage) {
    log.warn({ err: error, url: pathOf(request) }, 'database unavailable');
    reply.header('retry-after', String(outage.retryAfterSeconds));
    const refusal = { status: HTTP_STATUS[outage.code], detail: outage.message, code: outage.code, details: outage.details };
    sendRefusal(request, reply, refusal, maxBodyBytes);
    return;
  }
  const status = (error as FastifyError).statusCode ?? (error as { status?: number }).status ?? 500;
  if (status >= 500) log.error({ err: error, url: pathOf(request) }, 'unhandled error');
  const detail =
    status >= 500 ? 'Internal server error.' : status === 413 ? 'The request body is too large.' : error.message || 'Bad request.';
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
  sendRefusal(request, reply, { status, detail, code }, maxBodyBytes);
}
