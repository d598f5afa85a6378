import pino, { type Logger } from 'pino';

/** Structured JSON logs; each request logs with its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'flexspace-gateway' }, redact: ['req.headers.authorization', 'req.headers["api-key"]', 'password', 'newPassword'] });
}
