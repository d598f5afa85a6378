import type { AsyncResource } from 'node:async_hooks';
import type { RequestContext, ResponseLocals } from '../kernel/context';
import type { TraceScope } from '../kernel/tracing';

/** What the gateway keeps on each Fastify request between its hooks (set in src/http/request-log.ts). */
export interface RequestState {
  /** The request id, sent back as `x-request-id` and written in every log line of the request. */
  id: string;
  /** `performance.now()` when the request arrived: its latency in the log and the metrics. */
  startedAt: number;
  /** Where the face that ran the request names it for the metrics. */
  locals: ResponseLocals;
  /** The request's context, made on first use and shared by the upload gate, the guards and the operation. */
  context: Promise<RequestContext> | null;
  /** The statement counter's async scope, entered again after the body is read (src/http/request-log.ts). */
  scope: AsyncResource | null;
  /** The statements the request sent so far (SQL_STATEMENT_COUNT_HEADER). */
  statements: { read: () => number; replica: () => number } | null;
  /** With traces on and the request sampled, where its work hangs in its trace (src/kernel/tracing.ts). */
  trace: TraceScope | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    state: RequestState;
  }
}
