import pino, { type DestinationStream, type Logger } from 'pino';
import { traceLogFields, tracingOn } from './tracing';

let stdout: DestinationStream | null = null;

/**
 * Standard output, written asynchronously (a request never waits for its log line to reach the
 * terminal or the pipe); pino writes out what is still buffered when the process exits. One
 * stream for every logger of the process.
 */
function asyncStdout(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

/**
 * Structured JSON logs; each request logs with its request id, and, with traces on, each line written
 * inside a span with its `trace_id` and `span_id` (docs/decisions.md#traces).
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'flexspace-gateway' },
      redact: ['req.headers.authorization', 'req.headers["api-key"]', 'password', 'newPassword'],
      ...(tracingOn() ? { mixin: () => traceLogFields() } : {}),
    },
    asyncStdout(),
  );
}
