import type { ApolloServer } from '@apollo/server';
import Busboy from 'busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import {
  getVariableValues,
  Kind,
  parse,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { Readable } from 'node:stream';
import type { Settings } from '../config/settings';
import type { OperationLabel, RequestContext } from '../kernel/context';
import { describeFieldErrors, renameFields, renameFieldsInMessage, type FieldErrors } from '../kernel/errors';
import { printFieldPath } from '../kernel/field-path';
import { readVariableProblem } from '../graphql/input-errors';
import {
  lacksMultipartBoundary,
  MISSING_BOUNDARY,
  multipartBodyLimit,
  multipartFileSizeLimit,
  UNREADABLE_MULTIPART,
} from '../kernel/multipart';
import { sendHttpError } from '../kernel/http-error';
import type { RouteGuard } from '../http/idempotent-requests';
import { isMultipart, mediaTypeOf } from '../http/media-type';
import { sendRefusal, type Refusal } from '../http/refuse-unread-body';
import type { ContextFor } from '../http/request-context';
import type { UploadGate, UploadRead } from '../http/upload-gate';
import { problemFromErrors } from '../kernel/problem-details';
import { compileRestRoutes } from './document';
import { requestInputsOf, restNameOf, type RequestInput } from './request-inputs';
import {
  isJsonObject,
  PAGED_REQUEST_FIELDS,
  runsMutation,
  takesPagedRequestBody,
  type RestRequest,
  type RestRoute,
  type RestRow,
} from '../kernel/rest-route';

/** What the REST rows run on: the graph's server and schema, the request context, the settings, the upload gate. */
export interface RestFace {
  server: ApolloServer<RequestContext>;
  schema: GraphQLSchema;
  contextFor: ContextFor;
  settings: Settings;
  /** The gate both faces' uploads pass (src/http/upload-gate.ts). */
  uploads: UploadGate;
  /** Settles the `Idempotency-Key` of a row that runs a mutation (src/http/idempotent-requests.ts). */
  idempotency: RouteGuard;
}

/**
 * The legacy REST faces: each documented path runs its GraphQL operation against the same schema
 * (Apollo's executeOperation: the same validation, limits, authorization and error formatting).
 * The rows' documents are derived from the schema here, once.
 */
export function mountRestRoutes(app: FastifyInstance, rows: readonly RestRow[], face: RestFace): void {
  const { settings } = face;
  // What each row reads from the request, so that a refusal names the member or parameter the caller sent.
  const inputsOf = new Map<RestRoute, RequestInput[]>(
    compileRestRoutes(rows, face.schema).map((route, index) => [route, requestInputsOf(rows[index])]),
  );
  const byPath = new Map<string, Set<string>>();
  for (const [route, inputs] of inputsOf) {
    const prefix = settings.restPrefixes[route.service];
    const template = (prefix === '/' ? '' : prefix) + route.path;
    const url = template.replace(/\{(\w+)\}/g, ':$1');
    // The metrics name the request by its row, never by its URL (src/http/metrics.ts).
    const operationLabel: OperationLabel = { face: 'rest', operation: `${route.method} ${template}` };
    (byPath.get(url) ?? byPath.set(url, new Set()).get(url)!).add(route.method);
    app.route({
      method: route.method,
      url,
      preHandler: runsMutation(route) ? face.idempotency : [],
      handler: (request, reply) => {
        request.state.locals.operationLabel = operationLabel;
        return handle(route, inputs, request, reply, face);
      },
    });
  }
  // Any other method on a row's path: 405 naming the ones it takes (HEAD comes with GET).
  for (const [url, methods] of byPath) {
    const allowed = [...methods].join(', ');
    const others = ALL_METHODS.filter((method) => !methods.has(method) && !(method === 'HEAD' && methods.has('GET')));
    app.route({
      method: others,
      url,
      handler: (request, reply) => {
        reply.header('allow', allowed);
        const detail = `${request.method} is not supported here; use ${[...methods].join(' or ')}.`;
        return sendRefusal(request, reply, { status: 405, detail, code: 'METHOD_NOT_ALLOWED' }, multipartBodyLimit(settings));
      },
    });
  }
}

/** The methods a path answers 405 for when no row takes them. */
const ALL_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

async function handle(
  route: RestRoute,
  inputs: readonly RequestInput[],
  request: FastifyRequest,
  reply: FastifyReply,
  face: RestFace,
): Promise<FastifyReply> {
  const { server, schema, contextFor, settings } = face;
  const bodyProblem = checkBody(route, request);
  // A body of a type the row does not take is left unread: the answer must reach a client still sending it.
  if (bodyProblem) return sendRefusal(request, reply, bodyProblem, multipartBodyLimit(settings));
  let file: unknown;
  if (route.upload) {
    // The caller is asked before the media type and the boundary (receiveFile): an anonymous caller gets its 401 whatever it sends.
    const passed = await face.uploads(request, reply, { read: () => receiveFile(request, settings.uploadMaxBytes) });
    if ('refused' in passed) return passed.refused;
    file = passed.body;
  }
  const restRequest: RestRequest = {
    body: isJsonObject(request.body) ? request.body : {},
    query: (name) => queryParam(request, name),
    params: request.params as Record<string, string>,
    header: (name) => headerOf(request, name),
    file,
  };
  let variables: Record<string, unknown>;
  try {
    variables = route.variables(restRequest);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'Invalid request.';
    return sendHttpError(request, reply, 400, detail, 'BAD_USER_INPUT');
  }
  const missingPage = missingPagedRequestFields(route, request.body, settings.pageMaxLimit);
  if (missingPage) {
    // The answer names every field the request gets wrong, as the graph would, not the paging alone.
    const errors = { ...renameFields(variableErrors(schema, route, variables), (field) => restNameOf(inputs, field)), ...missingPage };
    return sendHttpError(request, reply, 400, describeFieldErrors(errors), 'BAD_USER_INPUT', { errors });
  }
  const contextValue = await contextFor(request); // made once per request: an upload's gate has made it already
  const response = await server.executeOperation({ query: route.document, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
  const { data } = response.body.singleResult;
  const errors = response.body.singleResult.errors?.map((error) => namedAsSent(error, inputs));
  if (errors?.length) {
    const problem = problemFromErrors(errors, contextValue.requestId);
    const retryAfter = errors[0].extensions?.retryAfterSeconds;
    // Rate limited (429) or the database away (503): when to try again.
    if ((problem.status === 429 || problem.status === 503) && typeof retryAfter === 'number')
      reply.header('retry-after', String(Math.ceil(retryAfter)));
    if (route.errorBody) {
      const custom = route.errorBody(errors[0], problem.status);
      return sendJson(reply.code(custom.status), custom.body);
    }
    if (problem.status === 401) reply.header('www-authenticate', 'Bearer');
    return sendHttpError(request, reply, problem.status, problem.detail, problem.code, problem.details);
  }
  if (route.empty) return reply.code(200).send();
  let value = (data as Record<string, unknown> | undefined)?.[route.field];
  if (route.omitWhenNull.length && value && typeof value === 'object') {
    value = Object.fromEntries(Object.entries(value).filter(([key, member]) => !(member === null && route.omitWhenNull.includes(key))));
  }
  if (route.textAnswer && typeof value === 'string') return reply.code(200).type(route.textAnswer).send(value);
  return sendJson(reply.code(200), value ?? null);
}

/** A JSON answer, a bare string or null included (Fastify would send a string as it is). */
function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

function checkBody(route: RestRoute, request: FastifyRequest): Refusal | null {
  if (route.method === 'GET' || route.upload) return null;
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return null;
  const type = mediaTypeOf(request);
  if (type === 'application/json' || (route.form && type === 'application/x-www-form-urlencoded')) {
    if (request.body !== undefined && !isJsonObject(request.body))
      return { status: 400, detail: 'The request body must be a JSON object.', code: 'BAD_USER_INPUT' };
    return null;
  }
  return {
    status: 415,
    detail: `Send the body as application/json${route.form ? ' or application/x-www-form-urlencoded' : ''}.`,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  };
}

/**
 * The documents mark `offset` and `limit` required in every paged request: a body without one (or
 * with null) is a 400 naming it, on every such row alike. The graph's lists default them instead.
 */
function missingPagedRequestFields(route: RestRoute, body: unknown, maxLimit: number): FieldErrors | null {
  if (!takesPagedRequestBody(route)) return null;
  const members = isJsonObject(body) ? body : {};
  const reasons = {
    offset: 'Required: how many matches to skip (a whole number >= 0).',
    limit: `Required: how many matches to return (a whole number from 1 to ${maxLimit}).`,
  };
  const missing = PAGED_REQUEST_FIELDS.filter((field) => members[field] === undefined || members[field] === null);
  return missing.length ? Object.fromEntries(missing.map((field) => [field, [reasons[field]]])) : null;
}

/** A graph error whose fields (argument paths) are named as the REST caller sent them, in `errors` and in the message. */
function namedAsSent(error: GraphQLFormattedError, inputs: readonly RequestInput[]): GraphQLFormattedError {
  const fieldErrors = error.extensions?.errors as FieldErrors | undefined;
  if (!fieldErrors || !Object.keys(fieldErrors).length) return error;
  const named = renameFields(fieldErrors, (field) => restNameOf(inputs, field));
  return {
    ...error,
    message: renameFieldsInMessage(error.message, fieldErrors, named),
    extensions: { ...error.extensions, errors: named },
  };
}

const variableDefinitions = new Map<string, readonly VariableDefinitionNode[]>();

/**
 * The field errors (argument paths: a row's variables are named after the arguments) the graph's
 * coercion of the row's variables finds, without running the operation.
 */
function variableErrors(schema: GraphQLSchema, route: RestRoute, variables: Record<string, unknown>): FieldErrors {
  let definitions = variableDefinitions.get(route.document);
  if (!definitions) {
    const operation = parse(route.document).definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ) as OperationDefinitionNode;
    definitions = operation.variableDefinitions ?? [];
    variableDefinitions.set(route.document, definitions);
  }
  const errors: FieldErrors = {};
  for (const error of getVariableValues(schema, definitions, variables).errors ?? []) {
    const problem = readVariableProblem(error, schema);
    if (problem) (errors[printFieldPath([problem.variable, ...problem.path])] ??= []).push(problem.reason);
  }
  return errors;
}

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (key.toLowerCase() === lower) return Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

type Received = UploadRead<Upload | null>;

/**
 * Reads the multipart `file` part into memory (bounded by the upload limit) and hands it over as an
 * Upload. A refusal leaves the rest of the body unread: the parser lets go of the request.
 */
function receiveFile(request: FastifyRequest, maxBytes: number): Promise<Received> {
  const req = request.raw;
  if (!isMultipart(request)) {
    return Promise.resolve({
      refusal: { status: 415, detail: 'Send the file as multipart/form-data with a part named "file".', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  }
  if (lacksMultipartBoundary(req.headers['content-type']))
    return Promise.resolve({ refusal: { status: 400, detail: MISSING_BOUNDARY, code: 'BAD_USER_INPUT' } });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Received) => {
      if (settled) return;
      settled = true;
      if ('refusal' in value) req.unpipe(busboy);
      resolve(value);
    };
    let upload: Upload | null = null;
    const unreadable = () => finish({ refusal: { status: 400, detail: UNREADABLE_MULTIPART, code: 'BAD_USER_INPUT' } });
    const busboy = Busboy({ headers: req.headers, limits: { fileSize: multipartFileSizeLimit(maxBytes), files: 1, fields: 20 } });
    busboy.on('file', (name, stream, info) => {
      // A body cut short in a file part errors the part's stream too: unheard, it would crash the process.
      stream.on('error', unreadable);
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        finish({ refusal: { status: 413, detail: `The file is larger than the limit of ${maxBytes} bytes.`, code: 'PAYLOAD_TOO_LARGE' } }),
      );
      stream.on('end', () => {
        const buffer = Buffer.concat(chunks);
        upload = new Upload();
        upload.resolve({
          filename: info.filename,
          mimetype: info.mimeType,
          encoding: info.encoding,
          createReadStream: () => Readable.from([buffer]),
        } as never);
      });
    });
    busboy.on('error', unreadable);
    busboy.on('close', () => finish({ body: upload }));
    req.pipe(busboy);
  });
}
