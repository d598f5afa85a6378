import type { RequestContext } from './context';
import { UnauthenticatedError } from './errors';

/**
 * A `multipart/form-data` body whose Content-Type names no boundary cannot be split into parts
 * (the multipart parser throws); both faces answer it with a 400 before reading the body.
 */
export function lacksMultipartBoundary(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\/form-data\b/i.test(contentType)) return false;
  return !/;\s*boundary=(?:"[^"]+"|[^\s;]+)/i.test(contentType);
}

export const MISSING_BOUNDARY = 'The multipart/form-data Content-Type has no boundary parameter, so the body cannot be read.';

export const UNREADABLE_MULTIPART = 'The multipart body could not be read: it is cut short or a part is malformed.';

/**
 * The multipart parser's own errors (a body cut short, a malformed part header) carry no HTTP
 * status: they are the client's, a 400 on both faces (the REST adapter answers UNREADABLE_MULTIPART;
 * this gives the graph's upload middleware the same). Errors that carry a status keep it.
 */
export function asMultipartClientError(error: unknown): unknown {
  if (typeof (error as { status?: unknown } | null)?.status === 'number') return error;
  return Object.assign(new Error(UNREADABLE_MULTIPART), { status: 400, expose: true });
}

/**
 * The file size limit to give the multipart parser (busboy, under both faces) for a largest
 * accepted file of `maxBytes`: busboy reports a file that reaches its limit, so it gets one byte
 * more, and a file of exactly UPLOAD_MAX_BYTES is accepted.
 */
export function multipartFileSizeLimit(maxBytes: number): number {
  return maxBytes + 1;
}

/**
 * Why this request may not send an upload body (only a signed-in caller may): the 401 detail both
 * faces answer before reading a byte of the file, or null when the caller may go on.
 */
export function uploadRefusal(ctx: Pick<RequestContext, 'caller' | 'credentialProblem'>): string | null {
  if (ctx.caller.kind === 'user') return null;
  return ctx.credentialProblem ?? new UnauthenticatedError().message;
}
