import type { Request, Response } from 'express';
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
export function sendHttpError(req: Request, res: Response, status: number, message: string, code: string, details: Record<string, unknown> = {}): void {
  const path = req.originalUrl.split('?')[0];
  if (path === GRAPHQL_PATH || path === `${GRAPHQL_PATH}/`) {
    res.status(status).json({ errors: [{ message, extensions: { ...details, code } }] });
    return;
  }
  res.status(status).type('application/problem+json').send(problemDetails(status, message, path, { ...details, code }));
}
