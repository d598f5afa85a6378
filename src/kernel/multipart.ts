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
