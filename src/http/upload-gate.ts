import type { FastifyReply, FastifyRequest } from 'fastify';
import { announcesMoreThan, payloadTooLarge, uploadRefusal, uploadRefusalHeaders, type UploadRule } from '../kernel/multipart';
import { refuseBeforeBody, type Refusal } from './refuse-unread-body';
import type { ContextFor } from './request-context';

export interface UploadGateOptions {
  contextFor: ContextFor;
  /** The domains' upload rules: a caller none of them allows never gets to send a file. */
  rules: readonly UploadRule[];
  /** The multipart body limit (kernel/multipart.ts multipartBodyLimit): a body announced past it is refused. */
  limit: number;
}

/** What a face read of an upload's body, or why it refused the body in the middle (a file past the limit). */
export type UploadRead<Body> = { body: Body } | { refusal: Refusal };

/** A face's own part of the gate: its own refusals before the caller's, and its own way to read the body. */
export interface FaceUpload<Body> {
  /** What the face refuses before the caller is asked (the graph: no CSRF preflight header, no boundary). */
  first?: () => Refusal | null;
  read: () => Promise<UploadRead<Body>>;
}

/** The body the face read, or the reply that refused it (already sent). */
export type UploadPassed<Body> = { body: Body } | { refused: FastifyReply };

export type UploadGate = <Body>(request: FastifyRequest, reply: FastifyReply, face: FaceUpload<Body>) => Promise<UploadPassed<Body>>;

/**
 * The one upload gate of both faces: the face's own refusals, then the caller (401, 403), then a
 * body announced past the limit (413), and only then the face reads the body. A refusal, before
 * the body or in its middle, still reads the rest, to its limit (docs/decisions.md#refused-uploads).
 */
export function uploadGate({ contextFor, rules, limit }: UploadGateOptions): UploadGate {
  return async (request, reply, face) => {
    const refuse = (refusal: Refusal) => ({ refused: refuseBeforeBody(request, reply, refusal, limit) });
    const first = face.first?.();
    if (first) return refuse(first);
    const refusal = await uploadRefusal(await contextFor(request), rules);
    if (refusal) {
      reply.headers(uploadRefusalHeaders(refusal));
      return refuse(refusal);
    }
    if (announcesMoreThan(request.headers, limit))
      return refuse({ status: 413, detail: payloadTooLarge(limit), code: 'PAYLOAD_TOO_LARGE' });
    const read = await face.read();
    return 'refusal' in read ? refuse(read.refusal) : read;
  };
}
