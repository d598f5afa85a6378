import type { GraphQLFormattedError } from 'graphql';
import type { Settings } from '../config/settings';

/**
 * The REST faces: one per base prefix the settings read (`IDENTITY_PREFIX`...,
 * docs/decisions.md#rest-prefixes). A domain names its face in its route table (`restTable`); the
 * kernel names none, and a table naming a face without a prefix does not compile.
 */
export type RestService = keyof Settings['restPrefixes'];

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
 * Where a record of a REST document differs from the graph type its answer is read from. By
 * default a record's REST shape is its graph type: every field without arguments, value objects
 * (address, schedule, contact) with all their fields, and no edge to another record or page.
 */
export interface RestShape {
  /** Fields of the graph type that the document's record does not have. */
  omit?: readonly string[];
  /** Edges to other records that the document's record embeds (`Room.location`), each with what it leaves out there. */
  embed?: Readonly<Record<string, RestShape>>;
  /** Members the document marks "(optional)" that the answer leaves out when they are null (the answer's own members only). */
  omitWhenNull?: readonly string[];
}

/** The shapes of one document's records where they differ from the graph, by graph type name. */
export type RestShapes = Readonly<Record<string, RestShape>>;

/**
 * One documented REST path as its table declares it: the root field of the graph it runs and how
 * the request feeds that field's arguments. The operation document (variables, selection) is
 * derived from the schema once at start (src/rest/document.ts); the answer is the field's value,
 * or 200 with an empty body when the field is a Boolean (the documents' `200 empty`).
 */
export interface RestRowSpec {
  /** The operation name of the interface document (`GetLocations`). */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The documented path, parameters in braces: `/Location/{id}`. */
  path: string;
  /** The root field (of Query or Mutation) whose value is the answer. */
  field: string;
  /** The values of the field's arguments, by argument name, read from the request (none when left out). */
  variables?: (request: RestRequest) => Record<string, unknown>;
  /** The body is multipart/form-data with a `file` part. */
  upload?: boolean;
  /** Also accept application/x-www-form-urlencoded bodies. */
  form?: boolean;
  /**
   * The answer is the field's String sent as it is, with this content type, instead of JSON (a
   * calendar feed: `text/calendar; charset=utf-8`); errors stay problem details.
   */
  textAnswer?: string;
  errorBody?: RestErrorBody;
}

/** A row of a REST route table, with its face and the shapes of its document's records. */
export interface RestRow extends RestRowSpec {
  service: RestService;
  shapes: RestShapes;
}

/**
 * A row compiled against the schema (once, at start): the adapter runs `document` with
 * `variables(request)` and answers `data[field]`, or 200 with an empty body.
 */
export interface RestRoute extends RestRow {
  variables: (request: RestRequest) => Record<string, unknown>;
  /** A GraphQL document with one operation, derived from the field's arguments and answer type. */
  document: string;
  /** `200 empty`: answer 200 with no body. */
  empty: boolean;
  omitWhenNull: readonly string[];
}

/** The route table of one REST document: every row built the same way, with that document's record shapes. */
export function restTable(service: RestService, shapes: RestShapes, rows: readonly RestRowSpec[]): RestRow[] {
  return rows.map((row) => ({ ...row, service, shapes }));
}

/** Reads a query parameter that the documents spell in PascalCase (`Offset`), accepting any case. */
export function intQuery(request: RestRequest, name: string): number | string | undefined {
  const raw = request.query(name);
  if (raw === undefined || raw === '') return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

/** The members of the documents' paged request: `offset` and `limit`, both int32 and required. */
export const PAGED_REQUEST_FIELDS = ['offset', 'limit'] as const;

/** The body as the field's `input` argument (reduced to the input type's members when compiled). */
export const bodyAsInput = ({ body }: RestRequest) => ({ input: body });

/** The paged request of a body (the adapter refuses a paged request without `offset` or `limit`). */
export function pagedRequest(body: Record<string, unknown>): { offset: unknown; limit: unknown } {
  return { offset: body.offset, limit: body.limit };
}

/** A JSON object (not null, not an array). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether the row takes the documents' paged request in its body: it answers a paged response
 * (its document selects `pagedRequest`) and is not a GET. The GET lists' documents take no paged
 * request (`GetUsersWithRole`: path only) or mark `Offset` and `Limit` optional (`GetUsers`).
 */
export function takesPagedRequestBody(route: RestRoute): boolean {
  return route.method !== 'GET' && /\bpagedRequest\b/.test(route.document);
}

/** Whether the row runs a mutation, so changes state: the adapter settles its `Idempotency-Key` (a read, even a POST, ignores one). */
export function runsMutation(route: RestRoute): boolean {
  return route.document.startsWith('mutation ');
}

/**
 * Whether the row takes an `Idempotency-Key`: it changes state and is not an upload (an upload refuses one:
 * docs/decisions.md#idempotency-keys).
 */
export function takesIdempotencyKey(route: RestRoute): boolean {
  return runsMutation(route) && !route.upload;
}
