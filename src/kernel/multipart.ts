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
 * Who may send a file to a domain's upload mutations. The mutation enforces it, and both faces ask
 * it before reading a byte of the body, so a caller without the right never gets to push a file.
 */
export interface UploadRule {
  allows(ctx: RequestContext): Promise<boolean>;
  /** The 403 detail for a signed-in caller the rule refuses. */
  refusal: string;
}

export interface UploadRefusal {
  status: 401 | 403;
  code: 'UNAUTHENTICATED' | 'FORBIDDEN';
  detail: string;
}

/**
 * Why this request may not send an upload body, or null when the caller may go on: 401 for an
 * anonymous caller or a bad credential, 403 for a signed-in caller no domain's upload rule allows.
 * Both faces answer it before reading the body (and close the connection).
 */
export async function uploadRefusal(ctx: RequestContext, rules: readonly UploadRule[]): Promise<UploadRefusal | null> {
  if (ctx.caller.kind !== 'user') return { status: 401, code: 'UNAUTHENTICATED', detail: ctx.credentialProblem ?? new UnauthenticatedError().message };
  for (const rule of rules) if (await rule.allows(ctx)) return null;
  return { status: 403, code: 'FORBIDDEN', detail: rules.length === 1 ? rules[0].refusal : 'You may not upload files.' };
}

/** The headers of an upload refusal: a 401 asks for a credential; both close the connection, whose body is left unread. */
export function uploadRefusalHeaders(refusal: UploadRefusal): Record<string, string> {
  return refusal.status === 401 ? { 'WWW-Authenticate': 'Bearer', connection: 'close' } : { connection: 'close' };
}
