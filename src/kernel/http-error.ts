import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemDetails } from './problem-details';

/** Where the graph is served; every other path answers errors as problem documents. */
export const GRAPHQL_PATH = '/graphql';

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

/** The extension members of an error answer (`errors` per field, `retryAfterSeconds`). */
type Details = Record<string, unknown>;

/** An error answer ready to write: what `sendHttpError` sends, and what src/http/refuse-unread-body.ts writes itself. */
export interface HttpErrorAnswer {
  status: number;
  headers: { 'content-type': string };
  body: string;
}

/**
 * The one shape of an error answer outside the graph's own responses (a malformed or refused
 * body, an unknown route or method, a failed REST operation, an outage), in the shape of the face
 * it came to: GraphQL's `{ errors }` on /graphql (as `application/graphql-response+json` when the
 * client's Accept prefers it, as Apollo answers), an RFC 9457 problem document on every other path
 * (`code` and `details` as its extension members). `path` is the request's path without its query.
 */
export function httpErrorAnswer(
  path: string,
  accept: string | undefined,
  status: number,
  message: string,
  code: string,
  details: Details = {},
): HttpErrorAnswer {
  if (path === GRAPHQL_PATH || path === `${GRAPHQL_PATH}/`) {
    const contentType = prefersGraphqlResponseJson(accept) ? GRAPHQL_RESPONSE_JSON : 'application/json';
    const body = JSON.stringify({ errors: [{ message, extensions: { ...details, code } }] });
    return { status, headers: { 'content-type': `${contentType}; charset=utf-8` }, body };
  }
  const body = JSON.stringify(problemDetails(status, message, path, { ...details, code }));
  return { status, headers: { 'content-type': 'application/problem+json; charset=utf-8' }, body };
}

/** `httpErrorAnswer` to a request. */
export function httpErrorAnswerTo(
  request: FastifyRequest,
  status: number,
  message: string,
  code: string,
  details?: Details,
): HttpErrorAnswer {
  return httpErrorAnswer(request.url.split('?')[0], request.headers.accept, status, message, code, details);
}

/** Writes `httpErrorAnswer`. Headers (`Allow`, `Retry-After`) are set by the caller before. */
export function sendHttpError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  code: string,
  details?: Details,
): FastifyReply {
  const answer = httpErrorAnswerTo(request, status, message, code, details);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * Whether an Accept header prefers `application/graphql-response+json` to `application/json`, the
 * way Apollo's negotiation picks (the `negotiator` package): the higher q of each type's most
 * specific range, then the more specific range, then the range named first; a tie is JSON's.
 */
function prefersGraphqlResponseJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').map((entry, order) => {
    const [range, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)).find(Boolean);
    return { range, q: q ? Number(q[1]) : 1, order };
  });
  const weigh = (type: string): [q: number, specificity: number, order: number] => {
    let best: [number, number, number] = [0, -1, Infinity];
    for (const { range, q, order } of ranges) {
      const specificity = range === type ? 2 : range === `${type.split('/')[0]}/*` ? 1 : range === '*/*' ? 0 : -1;
      if (specificity > best[1]) best = [q, specificity, order];
    }
    return best;
  };
  const [graphQ, graphSpecificity, graphOrder] = weigh(GRAPHQL_RESPONSE_JSON);
  const [jsonQ, jsonSpecificity, jsonOrder] = weigh('application/json');
  if (graphQ <= 0) return false;
  if (graphQ !== jsonQ) return graphQ > jsonQ;
  return graphSpecificity !== jsonSpecificity ? graphSpecificity > jsonSpecificity : graphOrder < jsonOrder;
}
