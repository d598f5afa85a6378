import fastifyAccepts from '@fastify/accepts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Settings } from '../config/settings';
import { bodyParsers } from './body-parsers';
import { compression } from './compression';
import { cors } from './cors';
import type { IdempotencyGuards } from './idempotent-requests';
import type { GatewayMetrics } from './metrics';
import { requestLog } from './request-log';

export interface RequestHooksOptions {
  settings: Settings;
  log: Logger;
  /** Whether the database has read replicas (the statement count then names their share). */
  hasReplicas: boolean;
  closing: () => boolean;
  metrics: GatewayMetrics;
  idempotency: IdempotencyGuards;
}

/**
 * What every request meets before its route, in this order: its id and log line, the metrics, CORS,
 * the kept answer of an idempotent request (before the compression), the compression, the bodies;
 * then what the routes' replies use (content negotiation, files).
 */
export async function requestHooks(app: FastifyInstance, options: RequestHooksOptions): Promise<void> {
  const { settings, log, hasReplicas, closing, metrics, idempotency } = options;
  requestLog(app, { log, closing, countStatements: settings.sqlStatementCountHeader, hasReplicas });
  metrics.mount(app, settings.metricsToken);
  cors(app, settings.corsOrigins);
  idempotency.keepWhenAnswered(app);
  await compression(app);
  await bodyParsers(app);
  await app.register(fastifyAccepts);
  await app.register(fastifyStatic, { serve: false, root: process.cwd() });
}
