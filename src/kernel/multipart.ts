import type { Settings } from '../config/settings';
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

/** The most files one upload may carry (the graph's multipart requests; a REST upload row takes one). */
export const MAX_UPLOAD_FILES = 3;

/** Room for the parts' headers and boundaries around the files and fields of a multipart body. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

/**
 * The largest multipart body either face reads: its files at the upload limit and the graph's
 * `operations` and `map` fields at the JSON body limit. A body announced larger is refused (413)
 * before it is read, and a refused body is discarded up to this many bytes before the connection
 * closes (docs/decisions.md#refused-uploads).
 */
export function multipartBodyLimit(settings: Pick<Settings, 'uploadMaxBytes' | 'graphqlLimits'>): number {
  return MAX_UPLOAD_FILES * multipartFileSizeLimit(settings.uploadMaxBytes) + settings.graphqlLimits.maxBodyBytes + MULTIPART_FRAMING_BYTES;
}

/** Whether the request announces a body longer than `limit` (a chunked body announces none). */
export function announcesMoreThan(headers: { 'content-length'?: string }, limit: number): boolean {
  return Number(headers['content-length'] ?? 0) > limit;
}

/** The 413 detail of a multipart body announced past `multipartBodyLimit`. */
export function payloadTooLarge(limit: number): string {
  return `The request body is larger than the limit of ${limit} bytes for an upload.`;
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
 * Both faces answer it before reading the body (src/http/refuse-unread-body.ts).
 */
export async function uploadRefusal(ctx: RequestContext, rules: readonly UploadRule[]): Promise<UploadRefusal | null> {
  if (ctx.caller.kind !== 'user')
    return { status: 401, code: 'UNAUTHENTICATED', detail: ctx.credentialProblem ?? new UnauthenticatedError().message };
  for (const rule of rules) if (await rule.allows(ctx)) return null;
  return { status: 403, code: 'FORBIDDEN', detail: rules.length === 1 ? rules[0].refusal : 'You may not upload files.' };
}

/** The headers of an upload refusal: a 401 asks for a credential. */
export function uploadRefusalHeaders(refusal: UploadRefusal): Record<string, string> {
  return refusal.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
}
