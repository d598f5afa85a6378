import type { IncomingHttpHeaders } from 'node:http';
import {
  type Attributes,
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
} from '@opentelemetry/api';
import { runTraced, TRACED_SERVICE, tracingOn } from '../config/tracing';

export { tracingOn };

/**
 * The gateway's spans (docs/decisions.md#traces): a request's, a GraphQL operation, a SQL statement,
 * a subscription's delivery, a webhook delivery, a mail, a background job (the HTTP instrumentation
 * makes only the spans of the requests the gateway sends). With tracing off each helper costs a
 * test; with tracing on, a request that is not sampled costs a test per helper too: only a recording
 * span gets children.
 */
const tracer = () => trace.getTracer(TRACED_SERVICE);

/**
 * Where a traced request's work hangs in its trace, carried by the request itself (its state, its
 * context, its EntityManager's logger context) rather than by an async context: the request's HTTP
 * span, and while an operation runs, the operation's span.
 */
export class TraceScope {
  /** The context new spans of the request are children of. */
  context: Context;
  private ended = false;

  constructor(readonly request: Span) {
    this.context = trace.setSpan(ROOT_CONTEXT, request);
  }

  /** Ends the request's span with the answer's status (a 5xx marks it failed). */
  end(statusCode: number): void {
    if (this.ended) return;
    this.ended = true;
    this.request.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) this.request.setStatus({ code: SpanStatusCode.ERROR });
    this.request.end();
  }
}

/** What the server span of a request is made of. */
export interface IncomingRequest {
  method: string;
  /** The route's pattern (`/workspaces/Location/:id`), when a route matched. */
  route: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
  clientAddress: string;
  serverPort: number | undefined;
}

/**
 * The server span of an incoming request, named after its route (`POST /graphql`), continuing the
 * caller's W3C `traceparent`, and its trace scope; null when tracing is off or the sampler leaves
 * the request out, which then costs the header's parse and the sampler's decision, nothing more.
 */
export function startRequestTrace(request: IncomingRequest): TraceScope | null {
  if (!tracingOn()) return null;
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const name = request.route ? `${request.method} ${request.route}` : request.method;
  const attributes: Attributes = { 'http.request.method': request.method, ...(request.route ? { 'http.route': request.route } : {}) };
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  if (!span.isRecording()) return null;
  const userAgent = request.headers['user-agent'];
  span.setAttributes({
    'url.path': request.path,
    'client.address': request.clientAddress,
    ...(request.serverPort ? { 'server.port': request.serverPort } : {}),
    ...(typeof userAgent === 'string' ? { 'user_agent.original': userAgent } : {}),
  });
  return new TraceScope(span);
}

/** Runs an operation of a traced request in a span of its own, which its statements hang under; as is otherwise. */
export async function inOperationSpan<T>(
  scope: TraceScope | null,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!scope) return work();
  const outer = scope.context;
  const span = tracer().startSpan(name, { kind: SpanKind.INTERNAL, attributes }, outer);
  scope.context = trace.setSpan(outer, span);
  try {
    return await settle(span, work);
  } finally {
    scope.context = outer;
  }
}

export interface SpanOptions {
  attributes?: Attributes;
  kind?: SpanKind;
}

/**
 * Runs background work (a delivery, a job) as a trace of its own, the span active through the work's
 * promise: its statements and outgoing requests are its children. As is when tracing is off or the
 * sampler leaves it out.
 */
export function inRootSpan<T>(name: string, options: SpanOptions, work: () => Promise<T>): Promise<T> {
  const span = startRootSpan(name, options);
  return span ? span.finish(work) : work();
}

async function settle<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    failed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

function failed(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** A background span whose work is not one call (a subscription's delivery: the event's read, then its selection, apart in time). */
export interface StartedSpan {
  rename(name: string, attributes: Attributes): void;
  /** Runs part of the work in the span. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs the last part of the work in the span, then ends it (failed, when the work throws). */
  finish<T>(work: () => Promise<T>): Promise<T>;
  end(error?: unknown): void;
}

/** Starts such a span, a trace of its own; null when tracing is off or the sampler leaves it out. */
export function startRootSpan(name: string, options: SpanOptions): StartedSpan | null {
  if (!tracingOn()) return null;
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, root: true });
  if (!span.isRecording()) {
    span.end();
    return null;
  }
  const active = trace.setSpan(ROOT_CONTEXT, span);
  return {
    rename(newName, attributes) {
      span.updateName(newName);
      span.setAttributes(attributes);
    },
    run: (work) => runTraced(active, work),
    finish: (work) => runTraced(active, () => settle(span, work)),
    end(error) {
      if (error !== undefined) failed(span, error);
      span.end();
    },
  };
}

/**
 * A span per SQL statement sent through MikroORM's connection (every statement of the gateway:
 * the ORM's, the raw reads of src/kernel/sql-executor.ts, a replica's), as a child of the request's
 * scope (the `trace` of the statement's logger context: the request's EntityManager, or the raw
 * read's options) or of the background span active: its text, never its values (they travel apart
 * from it, bound). A statement outside any recording span is not traced.
 */
export function traceStatementsOf(connections: readonly object[], database: { system: string; name: string }): void {
  if (!tracingOn()) return;
  for (const target of connections) {
    const connection = target as { executeQuery: (...args: unknown[]) => Promise<unknown> };
    const original = connection.executeQuery;
    connection.executeQuery = function tracedExecuteQuery(this: unknown, ...args: unknown[]) {
      const scope = (args[2] as { trace?: unknown } | undefined)?.trace;
      const parent = scope instanceof TraceScope ? scope.context : context.active();
      if (!trace.getSpan(parent)?.isRecording()) return original.apply(this, args);
      const text = typeof args[0] === 'string' ? args[0] : '';
      const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
      const span = tracer().startSpan(
        operation,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': database.system,
            'db.namespace': database.name,
            'db.operation.name': operation,
            'db.query.text': text,
          },
        },
        parent,
      );
      return settle(span, () => original.apply(this, args));
    };
  }
}

/** The log fields that join a log line to its trace (`trace_id`, `span_id`): of `span`, else of the background span active. */
export function traceLogFields(span: Span | undefined = trace.getSpan(context.active())): { trace_id?: string; span_id?: string } {
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  // Sampled (the request's span may have ended by the time its log line is written).
  return traceFlags & TraceFlags.SAMPLED ? { trace_id: traceId, span_id: spanId } : {};
}
