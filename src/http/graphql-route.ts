import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { Settings } from '../config/settings';
import type { RequestContext } from '../kernel/context';
import { GRAPHQL_PATH } from '../kernel/http-error';
import {
  asMultipartClientError,
  lacksMultipartBoundary,
  MAX_UPLOAD_FILES,
  MISSING_BOUNDARY,
  multipartFileSizeLimit,
} from '../kernel/multipart';
import type { IdempotencyGuards } from './idempotent-requests';
import { isMultipart } from './media-type';
import { readsItsBody, type Refusal } from './refuse-unread-body';
import type { ContextFor } from './request-context';
import type { UploadGate } from './upload-gate';

/** The headers Apollo's CSRF prevention accepts as proof that a browser asked first (its defaults). */
const CSRF_PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

export interface GraphRouteOptions {
  apollo: ApolloServer<RequestContext>;
  contextFor: ContextFor;
  settings: Settings;
  uploads: UploadGate;
  idempotency: IdempotencyGuards;
}

/**
 * `/graphql` (GET, POST): Apollo Server through its Fastify integration. Before it: a mutation's
 * `Idempotency-Key` is settled; an upload (multipart) is read only when Apollo's CSRF prevention
 * would take it and for a caller an upload rule allows, and is refused before its body otherwise.
 */
export function mountGraphRoute(app: FastifyInstance, options: GraphRouteOptions): void {
  const { apollo, contextFor, settings, uploads, idempotency } = options;
  // `operations` and `map` are a JSON body in parts: the same limit as one (and within the multipart body limit).
  const uploadLimits = {
    maxFileSize: multipartFileSizeLimit(settings.uploadMaxBytes),
    maxFiles: MAX_UPLOAD_FILES,
    maxFieldSize: settings.graphqlLimits.maxBodyBytes,
  };
  // An upload's answer waits for the end of its body (graphql-upload reads on, or throws the rest
  // away after a bad part), so that a client still sending meets no reset and gets it.
  const bodiesRead = new WeakMap<FastifyRequest, Promise<void>>();

  const uploadGate = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    if (!isMultipart(request)) return;
    const passed = await uploads(request, reply, {
      first: () => graphUploadRefusal(request),
      read: async () => {
        readsItsBody(request);
        bodiesRead.set(request, new Promise((resolve) => request.raw.once('end', resolve).once('close', resolve)));
        const body: unknown = await processRequest(request.raw, reply.raw, uploadLimits).catch((error: unknown) => {
          throw asMultipartClientError(error);
        });
        return { body };
      },
    });
    if ('refused' in passed) return passed.refused;
    request.body = passed.body;
  };

  app.route({
    // Every method: Apollo answers the ones it does not take (405 with Allow).
    method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: GRAPHQL_PATH,
    preValidation: [idempotency.graphUpload, uploadGate],
    preHandler: idempotency.graph,
    onSend: async (request, _reply, payload) => {
      await bodiesRead.get(request);
      return payload;
    },
    handler: fastifyApolloHandler(apollo, { context: (request) => contextFor(request) }) as RouteHandlerMethod,
  });
}

/** What the graph refuses of an upload before anything else: one Apollo's CSRF prevention would not take, or no boundary. */
function graphUploadRefusal(request: FastifyRequest): Refusal | null {
  if (!CSRF_PREFLIGHT_HEADERS.some((header) => request.headers[header])) {
    const detail = `This upload has been blocked as a potential Cross-Site Request Forgery (CSRF): send one of the headers ${CSRF_PREFLIGHT_HEADERS.join(', ')}.`;
    return { status: 400, detail, code: 'BAD_REQUEST' };
  }
  if (lacksMultipartBoundary(request.headers['content-type'])) return { status: 400, detail: MISSING_BOUNDARY, code: 'BAD_USER_INPUT' };
  return null;
}
