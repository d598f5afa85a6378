import type { ApolloServer } from '@apollo/server';
import Busboy from 'busboy';
import express, { type Request, type Response, type Router } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { Readable } from 'node:stream';
import type { Settings } from '../config/settings';
import type { RequestContext } from '../kernel/context';
import { lacksMultipartBoundary, MISSING_BOUNDARY, multipartFileSizeLimit, UNREADABLE_MULTIPART, uploadRefusal } from '../kernel/multipart';
import { problemDetails, problemFromErrors } from './problem-details';
import type { RestRequest, RestRoute } from './route';

export type ContextFactory = (req: Request) => Promise<RequestContext>;

/**
 * The legacy REST faces: each documented path runs its GraphQL operation against the same schema
 * (Apollo's executeOperation: the same validation, limits, authorization and error formatting).
 */
export function restRouter(routes: RestRoute[], server: ApolloServer<RequestContext>, contextFor: ContextFactory, settings: Settings): Router {
  const router = express.Router({ caseSensitive: false, strict: false });
  const byPath = new Map<string, Set<string>>();
  // Literal paths before parameterised ones, so `/Application/approve` wins over `/Application/{id}`.
  const ordered = [...routes].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const route of ordered) {
    const prefix = settings.restPrefixes[route.service];
    const expressPath = (prefix === '/' ? '' : prefix) + route.path.replace(/\{(\w+)\}/g, ':$1');
    (byPath.get(expressPath) ?? byPath.set(expressPath, new Set()).get(expressPath)!).add(route.method);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](expressPath, (req, res, next) => {
      handle(route, req, res, server, contextFor, settings).catch(next);
    });
  }
  for (const [path, methods] of byPath) {
    router.all(path, (req, res) => {
      res.status(405).set('Allow', [...methods].join(', ')).type('application/problem+json');
      res.send(problemDetails(405, `${req.method} is not supported here; use ${[...methods].join(' or ')}.`, req.originalUrl));
    });
  }
  return router;
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

async function handle(route: RestRoute, req: Request, res: Response, server: ApolloServer<RequestContext>, contextFor: ContextFactory, settings: Settings): Promise<void> {
  const instance = req.originalUrl.split('?')[0];
  const bodyProblem = checkBody(route, req);
  if (bodyProblem) {
    res.status(bodyProblem.status).type('application/problem+json').send(problemDetails(bodyProblem.status, bodyProblem.detail, instance, bodyProblem.extra));
    return;
  }
  let file: unknown;
  let contextValue: RequestContext | undefined;
  if (route.upload) {
    // The caller is known before the body is read: an anonymous caller or a bad credential never
    // gets to send a file (the connection closes after the answer).
    contextValue = await contextFor(req);
    const detail = uploadRefusal(contextValue);
    if (detail) {
      res.set({ 'WWW-Authenticate': 'Bearer', connection: 'close' }).status(401).type('application/problem+json').send(problemDetails(401, detail, instance, { code: 'UNAUTHENTICATED' }));
      return;
    }
    const received = await receiveFile(req, settings.uploadMaxBytes);
    if ('status' in received) {
      res.status(received.status).type('application/problem+json').send(problemDetails(received.status, received.detail, instance, { code: received.code }));
      return;
    }
    file = received.upload;
  }
  const restRequest: RestRequest = {
    body: isPlainObject(req.body) ? (req.body as Record<string, unknown>) : {},
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
    res.status(400).type('application/problem+json').send(problemDetails(400, detail, instance, { code: 'BAD_USER_INPUT' }));
    return;
  }
  contextValue ??= await contextFor(req);
  const response = await server.executeOperation({ query: route.document, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const problem = problemFromErrors(errors, instance, contextValue.requestId);
    const retryAfter = errors[0].extensions?.retryAfterSeconds;
    if (problem.status === 429 && typeof retryAfter === 'number') res.set('Retry-After', String(Math.ceil(retryAfter)));
    if (route.errorBody) {
      const custom = route.errorBody(errors[0], problem.status);
      res.status(custom.status).json(custom.body);
      return;
    }
    if (problem.status === 401) res.set('WWW-Authenticate', 'Bearer');
    res.status(problem.status).type('application/problem+json').send(problem.body);
    return;
  }
  if (route.empty) {
    res.status(200).end();
    return;
  }
  let value = (data as Record<string, unknown> | undefined)?.[route.field];
  if (route.omitWhenNull && value && typeof value === 'object') {
    value = Object.fromEntries(Object.entries(value).filter(([key, member]) => !(member === null && route.omitWhenNull!.includes(key))));
  }
  if (typeof value === 'string') res.status(200).json(value);
  else res.status(200).json(value ?? null);
}

function checkBody(route: RestRoute, req: Request): { status: number; detail: string; extra?: Record<string, unknown> } | null {
  if (route.method === 'GET' || route.upload) return null;
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return null;
  if (req.is('application/json') || (route.form && req.is('application/x-www-form-urlencoded'))) {
    if (req.body !== undefined && !isPlainObject(req.body)) return { status: 400, detail: 'The request body must be a JSON object.', extra: { code: 'BAD_USER_INPUT' } };
    return null;
  }
  return { status: 415, detail: `Send the body as application/json${route.form ? ' or application/x-www-form-urlencoded' : ''}.`, extra: { code: 'UNSUPPORTED_MEDIA_TYPE' } };
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryParam(req: Request, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(req.query)) {
    if (key.toLowerCase() === lower) return Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

type Received = { upload: Upload | null } | { status: number; detail: string; code: string };

/** Reads the multipart `file` part into memory (bounded by the upload limit) and hands it over as an Upload. */
function receiveFile(req: Request, maxBytes: number): Promise<Received> {
  if (!req.is('multipart/form-data')) {
    return Promise.resolve({ status: 415, detail: 'Send the file as multipart/form-data with a part named "file".', code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  if (lacksMultipartBoundary(req.header('content-type'))) return Promise.resolve({ status: 400, detail: MISSING_BOUNDARY, code: 'BAD_USER_INPUT' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Received) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
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
