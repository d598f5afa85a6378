import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { Settings } from '../config/settings';
import type { RequestContext } from '../kernel/context';
import { GRAPHQL_PATH, sendHttpError } from '../kernel/http-error';
import { asMultipartClientError, lacksMultipartBoundary, MISSING_BOUNDARY, multipartFileSizeLimit, uploadRefusal, uploadRefusalHeaders, type UploadRule } from '../kernel/multipart';
import type { IdempotencyGuards } from './idempotent-requests';
import { isMultipart } from './media-type';
import type { ContextFor } from './request-context';

/** The headers Apollo's CSRF prevention accepts as proof that a browser asked first (its defaults). */
const CSRF_PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/** The most files one upload request may carry. */
const MAX_FILES = 3;

export interface GraphRouteOptions {
  apollo: ApolloServer<RequestContext>;
  contextFor: ContextFor;
  settings: Settings;
  uploadRules: readonly UploadRule[];
  idempotency: IdempotencyGuards;
}

/**
 * `/graphql` (GET, POST): Apollo Server through its Fastify integration. Before it: a mutation's
 * `Idempotency-Key` is settled; an upload (multipart) is read only when Apollo's CSRF prevention
 * would take it and for a caller an upload rule allows, and is refused before its body otherwise.
 */
export function mountGraphRoute(app: FastifyInstance, options: GraphRouteOptions): void {
  const { apollo, contextFor, settings, uploadRules, idempotency } = options;
  const uploadLimits = { maxFileSize: multipartFileSizeLimit(settings.uploadMaxBytes), maxFiles: MAX_FILES };
  // An upload's answer waits for the end of its body (graphql-upload reads on, or throws the rest
  // away after a bad part), so that a client still sending meets no reset and gets it.
  const bodiesRead = new WeakMap<FastifyRequest, Promise<void>>();

  const uploadGate = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    if (!isMultipart(request)) return;
    if (!CSRF_PREFLIGHT_HEADERS.some((header) => request.headers[header])) {
      reply.header('connection', 'close');
      return sendHttpError(request, reply, 400, `This upload has been blocked as a potential Cross-Site Request Forgery (CSRF): send one of the headers ${CSRF_PREFLIGHT_HEADERS.join(', ')}.`, 'BAD_REQUEST');
    }
    if (lacksMultipartBoundary(request.headers['content-type'])) return sendHttpError(request, reply, 400, MISSING_BOUNDARY, 'BAD_USER_INPUT');
    const refusal = await uploadRefusal(await contextFor(request), uploadRules);
    if (refusal) {
      reply.headers(uploadRefusalHeaders(refusal));
      return sendHttpError(request, reply, refusal.status, refusal.detail, refusal.code);
    }
    bodiesRead.set(request, new Promise((resolve) => request.raw.once('end', resolve).once('close', resolve)));
    request.body = await processRequest(request.raw, reply.raw, uploadLimits).catch((error: unknown) => {
      throw asMultipartClientError(error);
    });
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
