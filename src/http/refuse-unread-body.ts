import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpErrorAnswerTo } from '../kernel/http-error';

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
