import type { GraphQLFormattedError } from 'graphql';

/** The three REST faces; each has its own base prefix (docs/decisions.md#rest-prefixes). */
export type RestService = 'identity' | 'workspaces' | 'employers';

/** What a REST row can read from the request. */
export interface RestRequest {
  /** JSON or form body (an object; `{}` when there is none). */
  body: Record<string, unknown>;
  /** Query parameters, looked up ignoring case (`Id`, `id`). */
  query: (name: string) => string | undefined;
  /** Path parameters by the names in the row's path (`{id}`). */
  params: Record<string, string>;
  header: (name: string) => string | undefined;
  /** The multipart `file` part, as a graphql-upload `Upload`, when the row takes one. */
  file?: unknown;
}

/** How a failed operation is answered when the row overrides problem details (OAuth token errors). */
export type RestErrorBody = (error: GraphQLFormattedError, status: number) => { status: number; body: unknown };

/**
 * One documented REST path mapped onto one GraphQL operation of the same schema: the adapter runs
 * `document` with `variables(request)` and answers `data[field]`, or 200 with an empty body.
 */
export interface RestRoute {
  service: RestService;
  /** The operation name of the interface document (`GetLocations`). */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The documented path, parameters in braces: `/Location/{id}`. */
  path: string;
  /** A GraphQL document with one operation. */
  document: string;
  variables: (request: RestRequest) => Record<string, unknown>;
  /** The root field whose value is the answer. */
  field: string;
  /** Members the document marks "(optional)" that the answer leaves out when they are null. */
  omitWhenNull?: string[];
  /** `200 empty`: answer 200 with no body. */
  empty?: boolean;
  /** The body is multipart/form-data with a `file` part. */
  upload?: boolean;
  /** Also accept application/x-www-form-urlencoded bodies. */
  form?: boolean;
  errorBody?: RestErrorBody;
}

/** Reads a query parameter that the documents spell in PascalCase (`Offset`), accepting any case. */
export function intQuery(request: RestRequest, name: string): number | string | undefined {
  const raw = request.query(name);
  if (raw === undefined || raw === '') return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

/** The members of the documents' paged request: `offset` and `limit`, both int32 and required. */
export const PAGED_REQUEST_FIELDS = ['offset', 'limit'] as const;

/**
 * Whether the row takes the documents' paged request in its body: it answers a paged response
 * (its document selects `pagedRequest`) and is not a GET. The GET lists' documents take no paged
 * request (`GetUsersWithRole`: path only) or mark `Offset` and `Limit` optional (`GetUsers`).
 */
export function takesPagedRequestBody(route: RestRoute): boolean {
  return route.method !== 'GET' && /\bpagedRequest\b/.test(route.document);
}
