import type { ApolloServer } from '@apollo/server';
import Busboy from 'busboy';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { getVariableValues, Kind, parse, type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode, type VariableDefinitionNode } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { Readable } from 'node:stream';
import type { Settings } from '../config/settings';
import type { OperationLabel, RequestContext, ResponseLocals } from '../kernel/context';
import { describeFieldErrors, renameFields, renameFieldsInMessage, type FieldErrors } from '../kernel/errors';
import { printFieldPath } from '../kernel/field-path';
import { readVariableProblem } from '../graphql/input-errors';
import {
  announcesMoreThan,
  lacksMultipartBoundary,
  MISSING_BOUNDARY,
  multipartBodyLimit,
  multipartFileSizeLimit,
  payloadTooLarge,
  UNREADABLE_MULTIPART,
  uploadRefusal,
  uploadRefusalHeaders,
  type UploadRule,
} from '../kernel/multipart';
import { httpErrorAnswerTo, sendHttpError } from '../kernel/http-error';
import { refuseUnreadBody } from '../http/refuse-unread-body';
import { problemFromErrors } from '../kernel/problem-details';
import { compileRestRoutes } from './document';
import { requestInputsOf, restNameOf, type RequestInput } from './request-inputs';
import { isJsonObject, PAGED_REQUEST_FIELDS, runsMutation, takesPagedRequestBody, type RestRequest, type RestRoute, type RestRow } from '../kernel/rest-route';

export type ContextFactory = (req: Request) => Promise<RequestContext>;

/** What the REST rows run on: the graph's server and schema, the request context, the settings, who may upload. */
export interface RestFace {
  server: ApolloServer<RequestContext>;
  schema: GraphQLSchema;
  contextFor: ContextFactory;
  settings: Settings;
  uploadRules: readonly UploadRule[];
  /** Settles the `Idempotency-Key` of a row that runs a mutation (src/http/idempotent-requests.ts). */
  idempotency: RequestHandler;
}

/**
 * The legacy REST faces: each documented path runs its GraphQL operation against the same schema
 * (Apollo's executeOperation: the same validation, limits, authorization and error formatting).
 * The rows' documents are derived from the schema here, once.
 */
export function restRouter(rows: readonly RestRow[], face: RestFace): Router {
  const { settings } = face;
  // What each row reads from the request, so that a refusal names the member or parameter the caller sent.
  const inputsOf = new Map<RestRoute, RequestInput[]>(compileRestRoutes(rows, face.schema).map((route, index) => [route, requestInputsOf(rows[index])]));
  const routes = [...inputsOf.keys()];
  const router = express.Router({ caseSensitive: false, strict: false });
  const byPath = new Map<string, Set<string>>();
  // Literal paths before parameterised ones, so `/Application/approve` wins over `/Application/{id}`.
  const ordered = [...routes].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const route of ordered) {
    const prefix = settings.restPrefixes[route.service];
    const template = (prefix === '/' ? '' : prefix) + route.path;
    const expressPath = template.replace(/\{(\w+)\}/g, ':$1');
    // The metrics name the request by its row, never by its URL (src/http/metrics.ts).
    const operationLabel: OperationLabel = { face: 'rest', operation: `${route.method} ${template}` };
    (byPath.get(expressPath) ?? byPath.set(expressPath, new Set()).get(expressPath)!).add(route.method);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const guards = runsMutation(route) ? [face.idempotency] : [];
    router[method](
      expressPath,
      (req, res, next) => {
        (res.locals as ResponseLocals).operationLabel = operationLabel;
        next();
      },
      ...guards,
      (req, res, next) => {
        handle(route, inputsOf.get(route)!, req, res, face).catch(next);
      },
    );
  }
  for (const [path, methods] of byPath) {
    router.all(path, (req, res) => {
      res.set('Allow', [...methods].join(', '));
      sendHttpError(req, res, 405, `${req.method} is not supported here; use ${[...methods].join(' or ')}.`, 'METHOD_NOT_ALLOWED');
    });
  }
  return router;
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

async function handle(route: RestRoute, inputs: readonly RequestInput[], req: Request, res: Response, face: RestFace): Promise<void> {
  const { server, schema, contextFor, settings, uploadRules } = face;
  const bodyProblem = checkBody(route, req);
  if (bodyProblem) {
    sendHttpError(req, res, bodyProblem.status, bodyProblem.detail, bodyProblem.code);
    return;
  }
  let file: unknown;
  let contextValue: RequestContext | undefined;
  if (route.upload) {
    // The caller is known before the body is read: an anonymous caller, a bad credential or a
    // caller without the upload right never gets to send a file. A refusal before the body or in
    // the middle of it still reads the rest, to its limit (docs/decisions.md#refused-uploads).
    const uploadLimit = multipartBodyLimit(settings);
    const refuse = (status: number, detail: string, code: string) =>
      refuseUnreadBody(req, res, httpErrorAnswerTo(req, status, detail, code), uploadLimit);
    contextValue = await contextFor(req);
    const refusal = await uploadRefusal(contextValue, uploadRules);
    if (refusal) {
      res.set(uploadRefusalHeaders(refusal));
      return refuse(refusal.status, refusal.detail, refusal.code);
    }
    if (announcesMoreThan(req.headers, uploadLimit)) return refuse(413, payloadTooLarge(uploadLimit), 'PAYLOAD_TOO_LARGE');
    const received = await receiveFile(req, settings.uploadMaxBytes);
    if ('status' in received) return refuse(received.status, received.detail, received.code);
    file = received.upload;
  }
  const restRequest: RestRequest = {
    body: isJsonObject(req.body) ? req.body : {},
    query: (name) => queryParam(req, name),
    params: req.params as Record<string, string>,
    header: (name) => req.header(name),
    file,
  };
  let variables: Record<string, unknown>;
  try {
    variables = route.variables(restRequest);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'Invalid request.';
    sendHttpError(req, res, 400, detail, 'BAD_USER_INPUT');
    return;
  }
  const missingPage = missingPagedRequestFields(route, req.body, settings.pageMaxLimit);
  if (missingPage) {
    // The answer names every field the request gets wrong, as the graph would, not the paging alone.
    const errors = { ...renameFields(variableErrors(schema, route, variables), (field) => restNameOf(inputs, field)), ...missingPage };
    sendHttpError(req, res, 400, describeFieldErrors(errors), 'BAD_USER_INPUT', { errors });
    return;
  }
  contextValue ??= await contextFor(req);
  const response = await server.executeOperation({ query: route.document, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
  const { data } = response.body.singleResult;
  const errors = response.body.singleResult.errors?.map((error) => namedAsSent(error, inputs));
  if (errors?.length) {
    const problem = problemFromErrors(errors, contextValue.requestId);
    const retryAfter = errors[0].extensions?.retryAfterSeconds;
    // Rate limited (429) or the database away (503): when to try again.
    if ((problem.status === 429 || problem.status === 503) && typeof retryAfter === 'number') res.set('Retry-After', String(Math.ceil(retryAfter)));
    if (route.errorBody) {
      const custom = route.errorBody(errors[0], problem.status);
      res.status(custom.status).json(custom.body);
      return;
    }
    if (problem.status === 401) res.set('WWW-Authenticate', 'Bearer');
    sendHttpError(req, res, problem.status, problem.detail, problem.code, problem.details);
    return;
  }
  if (route.empty) {
    res.status(200).end();
    return;
  }
  let value = (data as Record<string, unknown> | undefined)?.[route.field];
  if (route.omitWhenNull.length && value && typeof value === 'object') {
    value = Object.fromEntries(Object.entries(value).filter(([key, member]) => !(member === null && route.omitWhenNull.includes(key))));
  }
  if (route.textAnswer && typeof value === 'string') res.status(200).type(route.textAnswer).send(value);
  else if (typeof value === 'string') res.status(200).json(value);
  else res.status(200).json(value ?? null);
}

function checkBody(route: RestRoute, req: Request): { status: number; detail: string; code: string } | null {
  if (route.method === 'GET' || route.upload) return null;
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return null;
  if (req.is('application/json') || (route.form && req.is('application/x-www-form-urlencoded'))) {
    if (req.body !== undefined && !isJsonObject(req.body)) return { status: 400, detail: 'The request body must be a JSON object.', code: 'BAD_USER_INPUT' };
    return null;
  }
  return { status: 415, detail: `Send the body as application/json${route.form ? ' or application/x-www-form-urlencoded' : ''}.`, code: 'UNSUPPORTED_MEDIA_TYPE' };
}

/**
 * The documents mark `offset` and `limit` required in every paged request: a body without one (or
 * with null) is a 400 naming it, on every such row alike. The graph's lists default them instead.
 */
function missingPagedRequestFields(route: RestRoute, body: unknown, maxLimit: number): FieldErrors | null {
  if (!takesPagedRequestBody(route)) return null;
  const members = isJsonObject(body) ? body : {};
  const reasons = { offset: 'Required: how many matches to skip (a whole number >= 0).', limit: `Required: how many matches to return (a whole number from 1 to ${maxLimit}).` };
  const missing = PAGED_REQUEST_FIELDS.filter((field) => members[field] === undefined || members[field] === null);
  return missing.length ? Object.fromEntries(missing.map((field) => [field, [reasons[field]]])) : null;
}

/** A graph error whose fields (argument paths) are named as the REST caller sent them, in `errors` and in the message. */
function namedAsSent(error: GraphQLFormattedError, inputs: readonly RequestInput[]): GraphQLFormattedError {
  const fieldErrors = error.extensions?.errors as FieldErrors | undefined;
  if (!fieldErrors || !Object.keys(fieldErrors).length) return error;
  const named = renameFields(fieldErrors, (field) => restNameOf(inputs, field));
  return { ...error, message: renameFieldsInMessage(error.message, fieldErrors, named), extensions: { ...error.extensions, errors: named } };
}

const variableDefinitions = new Map<string, readonly VariableDefinitionNode[]>();

/** The field errors (argument paths: a row's variables are named after the arguments) the graph's coercion of the row's variables finds, without running the operation. */
function variableErrors(schema: GraphQLSchema, route: RestRoute, variables: Record<string, unknown>): FieldErrors {
  let definitions = variableDefinitions.get(route.document);
  if (!definitions) {
    const operation = parse(route.document).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
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

function queryParam(req: Request, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(req.query)) {
    if (key.toLowerCase() === lower) return Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

type Received = { upload: Upload | null } | { status: number; detail: string; code: string };

/**
 * Reads the multipart `file` part into memory (bounded by the upload limit) and hands it over as an
 * Upload. A refusal leaves the rest of the body unread: the parser lets go of the request.
 */
function receiveFile(req: Request, maxBytes: number): Promise<Received> {
  if (!req.is('multipart/form-data')) {
    return Promise.resolve({ status: 415, detail: 'Send the file as multipart/form-data with a part named "file".', code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  if (lacksMultipartBoundary(req.header('content-type'))) return Promise.resolve({ status: 400, detail: MISSING_BOUNDARY, code: 'BAD_USER_INPUT' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Received) => {
      if (settled) return;
      settled = true;
      if ('status' in value) req.unpipe(busboy);
      resolve(value);
    };
    let upload: Upload | null = null;
    const unreadable = () => finish({ status: 400, detail: UNREADABLE_MULTIPART, code: 'BAD_USER_INPUT' });
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
      stream.on('limit', () => finish({ status: 413, detail: `The file is larger than the limit of ${maxBytes} bytes.`, code: 'PAYLOAD_TOO_LARGE' }));
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
    busboy.on('close', () => finish({ upload }));
    req.pipe(busboy);
  });
}
