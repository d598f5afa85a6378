import type { GraphQLFormattedError } from 'graphql';
import { describeFieldErrors, HTTP_STATUS, type ErrorCode } from './errors';

const TITLES: Record<number, string> = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
  500: 'Internal Server Error',
};

/** The HTTP status of a graph error (validation and parse failures of the document are 400). */
export function statusOf(error: GraphQLFormattedError): number {
  const code = error.extensions?.code as string | undefined;
  if (code && code in HTTP_STATUS) return HTTP_STATUS[code as ErrorCode];
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST') return 400;
  // PERSISTED_QUERY_REQUIRED: a free document with GRAPHQL_TRUSTED_DOCUMENTS_ONLY (docs/decisions.md#trusted-documents).
  if (code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_REQUIRED') return 400;
  return 500;
}

/** RFC 9457 problem details (with `errors` per field for a 400, as HttpValidationProblemDetails). */
export function problemDetails(
  status: number,
  detail: string,
  instance: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: `https://httpwg.org/specs/rfc9110.html#status.${status}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    instance,
    ...extra,
  };
  if (status === 400 && !body.errors) body.errors = {};
  return body;
}

/**
 * The errors of one failed operation as one problem (its status, detail, code and the document's
 * other members: the merged `errors` per field of a 400, the request's `traceId`), for `sendHttpError`.
 */
export function problemFromErrors(
  errors: readonly GraphQLFormattedError[],
  requestId: string,
): { status: number; detail: string; code: string; details: Record<string, unknown> } {
  const first = errors[0];
  const status = statusOf(first);
  const extensions = { ...(first.extensions ?? {}) } as Record<string, unknown>;
  delete extensions.stacktrace;
  delete extensions.http;
  let detail = errors.map((e) => e.message).join(' ');
  if (status === 400) {
    const merged: Record<string, string[]> = {};
    for (const error of errors) {
      const fieldErrors = (error.extensions?.errors ?? {}) as Record<string, string[]>;
      for (const [field, messages] of Object.entries(fieldErrors)) merged[field] = [...(merged[field] ?? []), ...messages];
    }
    extensions.errors = merged;
    // Several refused values (one graph error each) are one sentence listing them all.
    if (errors.length > 1 && Object.keys(merged).length) detail = describeFieldErrors(merged);
  }
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
  if (status === 500) return { status, detail: 'Internal server error.', code, details: { traceId: requestId } };
  delete extensions.code;
  return { status, detail, code, details: { ...extensions, traceId: requestId } };
}
