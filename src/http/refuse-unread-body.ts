import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpErrorAnswerTo, sendHttpError } from '../kernel/http-error';

/** An answer to write: its status, headers and whole body. */
export interface UnreadBodyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Answers a request whose body is still (partly) unread, so that the answer reaches the client
 * (docs/decisions.md#refused-uploads): the answer goes out whole at once, then the rest of the body
 * is read and thrown away, and the response ends when the body has ended. A server that closes
 * with unread bytes resets the connection, and a client still sending its upload (Node's fetch:
 * EPIPE) loses the answer it had not yet read. Past `maxBodyBytes` more bytes the connection is
 * closed instead. A `Connection: close` the response carries is kept: node closes once it ends.
 *
 * Node's request and response only: the framework leaves the response to it (`refuseBeforeBody`
 * below), and nothing else may read the body after it.
 */
export function refuseUnreadBody(req: IncomingMessage, res: ServerResponse, answer: UnreadBodyAnswer, maxBodyBytes: number): void {
  const body = Buffer.from(answer.body, 'utf8');
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('content-length', body.length);
  if (req.readableEnded) {
    res.end(body);
    return;
  }
  // With its length known the client has the whole answer now; ending the response is what lets
  // node close (Connection: close) or take the connection's next request, so it waits for the body.
  res.write(body);
  const socket = req.socket;
  let discarded = 0;
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= maxBodyBytes) return;
    // Reading no more holds the client back; the close comes once the answer is out.
    req.off('data', discard);
    req.pause();
    res.end(() => socket.destroy());
  };
  req.on('data', discard);
  req.once('end', () => res.end());
  req.resume();
}

/** What a refusal says: its status, words, code and extension members. */
export interface Refusal {
  status: number;
  detail: string;
  code: string;
  details?: Record<string, unknown>;
}

/**
 * Refuses a request whose body has not been read, in the face's error shape, with the headers the
 * reply has so far (the request id, CORS, `WWW-Authenticate`): Fastify leaves the response to
 * `refuseUnreadBody` (a hijacked reply; the request's log line and metrics still come when it ends).
 */
export function refuseBeforeBody(request: FastifyRequest, reply: FastifyReply, refusal: Refusal, maxBodyBytes: number): FastifyReply {
  const answer = httpErrorAnswerTo(request, refusal.status, refusal.detail, refusal.code, refusal.details);
  reply.hijack();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = String(value);
  refuseUnreadBody(request.raw, reply.raw, { ...answer, headers: { ...headers, ...answer.headers } }, maxBodyBytes);
  return reply;
}

/** The requests whose body a reader of the route's own takes as it arrives, to its end (`readsItsBody`). */
const bodiesTaken = new WeakSet<IncomingMessage>();

/**
 * Marks the request's body as taken by the route's own reader, which reads it to its end, or throws
 * the rest away after a bad part, and whose answers wait for that (the graph's uploads:
 * src/http/graphql-route.ts): a refusal then is the reader's to time.
 */
export function readsItsBody(request: FastifyRequest): void {
  bodiesTaken.add(request.raw);
}

/**
 * Whether the request's body is left unread while it still arrives: it has one, not all of it has
 * come, and no reader of the route's own has taken it (Fastify's parser lets go of a body it
 * refuses). An answer then goes `refuseBeforeBody`'s way; once all of it has come, closing resets nothing.
 */
function bodyLeftUnread(request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.complete || bodiesTaken.has(raw)) return false;
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
}

/**
 * The one way the gateway refuses a request, in the face's error shape: while its body is left
 * unread (too large for the body limit, by its Content-Length or as it streams; of a type the route
 * does not take; refused before a route reads it), as `refuseBeforeBody`, so that the answer
 * reaches a client still sending it; otherwise as any answer (through the routes' hooks, the
 * compression's included).
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal, maxBodyBytes: number): FastifyReply {
  if (bodyLeftUnread(request)) return refuseBeforeBody(request, reply, refusal, maxBodyBytes);
  return sendHttpError(request, reply, refusal.status, refusal.detail, refusal.code, refusal.details);
}
