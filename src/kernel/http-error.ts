import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemDetails } from './problem-details';

/** Where the graph is served; every other path answers errors as problem documents. */
export const GRAPHQL_PATH = '/graphql';

/**
 * The one writer of an error answer outside the graph's own responses (a malformed or refused
 * body, an unknown route or method, a failed REST operation, an outage), in the shape of the face
 * it came to: GraphQL's `{ errors }` on /graphql, an RFC 9457 problem document on every other
 * path (`code` and `details` as its extension members). Headers (`Allow`, `Retry-After`) are set by
 * the caller before.
 */
export function sendHttpError(request: FastifyRequest, reply: FastifyReply, status: number, message: string, code: string, details: Record<string, unknown> = {}): FastifyReply {
  const path = request.url.split('?')[0];
  if (path === GRAPHQL_PATH || path === `${GRAPHQL_PATH}/`) {
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message, extensions: { ...details, code } }] }));
  }
  return reply.code(status).type('application/problem+json; charset=utf-8').send(JSON.stringify(problemDetails(status, message, path, { ...details, code })));
}
