import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { withStatementCounter } from '../kernel/sql-statement-counter';
import { startRequestTrace, traceLogFields, tracingOn } from '../kernel/tracing';
import { pathOf } from './media-type';
import { METRICS_PATH } from './metrics';
import { HEALTH_PATH, READY_PATH } from './probes';

/** The longest request id taken from a caller's `x-request-id`. */
const MAX_REQUEST_ID = 100;

export interface RequestLogOptions {
  log: Logger;
  /** Whether the gateway is draining: every answer then closes its connection. */
  closing: () => boolean;
  /** SQL_STATEMENT_COUNT_HEADER: send `x-sql-statements` (and `x-sql-statements-replica` with replicas). */
  countStatements: boolean;
  hasReplicas: boolean;
}

/**
 * The first and last thing a request meets: its id (the caller's `x-request-id` or a new one, sent
 * back), one log line when it is answered, and, when asked, the count of SQL statements it sent.
 */
export function requestLog(app: FastifyInstance, options: RequestLogOptions): void {
  const { log, closing, countStatements, hasReplicas } = options;
  const logsReceived = log.isLevelEnabled('debug'); // the line's object is not even built otherwise
  app.decorateRequest('state', null as never);
  app.addHook('onRequest', (request, reply, done) => {
    const given = request.headers['x-request-id'];
    const id = (typeof given === 'string' ? given.slice(0, MAX_REQUEST_ID) : '') || randomUUID();
    request.state = { id, startedAt: performance.now(), locals: {}, context: null, scope: null, statements: null, trace: null };
    reply.header('x-request-id', id);
    // While draining, answer what has arrived and close the connection after it.
    if (closing()) reply.header('connection', 'close');
    if (logsReceived) log.debug({ requestId: id, method: request.method, url: pathOf(request) }, 'request received');
    if (!countStatements) return done();
    // The body is read on the socket's own events, outside this scope: the hook below enters it again.
    request.state.statements = withStatementCounter(() => {
      request.state.scope = new AsyncResource('flexspace.request');
      done();
    });
  });
  if (tracingOn()) traceRequests(app);
  if (countStatements) {
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.state.scope) request.state.scope.runInAsyncScope(done);
      else done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const statements = request.state.statements;
      if (statements) {
        reply.header('x-sql-statements', String(statements.read()));
        if (hasReplicas) reply.header('x-sql-statements-replica', String(statements.replica()));
      }
      done(null, payload);
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const { id, startedAt, trace } = request.state;
    log.info(
      {
        requestId: id,
        method: request.method,
        url: pathOf(request),
        status: reply.statusCode,
        ms: performance.now() - startedAt,
        ...(trace ? traceLogFields(trace.request) : {}),
      },
      'request',
    );
    done();
  });
}

/** Paths a load balancer or a scraper asks every few seconds: never traced (a trace each would bury the requests). */
const UNTRACED_PATHS = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);

/**
 * With traces on: a sampled request's server span and trace scope (docs/decisions.md#traces), named
 * after its route; its operation and statements hang under it, its log lines name it, and it ends
 * with the answer's status (or a 499 when the client went away first).
 */
function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request);
    if (UNTRACED_PATHS.has(path)) return done();
    request.state.trace = startRequestTrace({
      method: request.method,
      route: request.routeOptions.url,
      path,
      headers: request.headers,
      clientAddress: request.ip,
      serverPort: request.socket.localPort,
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.state.trace?.end(reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.state.trace?.end(499);
    done();
  });
}
