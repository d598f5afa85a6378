import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyAccepts from '@fastify/accepts';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Settings } from './config/settings';
import { openDatabase, type Database } from './config/database';
import { createApolloServer } from './graphql/apollo';
import { buildGatewaySchema } from './graphql/schema';
import { ANONYMOUS } from './kernel/caller';
import { createRequestContext } from './kernel/context';
import { createLogger } from './kernel/logger';
import { AuditTrail } from './kernel/audit/audit-trail';
import { multipartBodyLimit, type UploadRule } from './kernel/multipart';
import { countStatementsOf } from './kernel/sql-statement-counter';
import type { Services } from './kernel/services';
import { callerAuthentication } from './identity/auth/authenticate';
import { markCallerWrite } from './identity/auth/write-mark';
import { DOMAIN_MODULES, ALL_ENTITIES } from './modules';
import { mountRestRoutes } from './rest/adapter';
import { GRAPHQL_PATH } from './kernel/http-error';
import { mountApiReference } from './rest/api-reference';
import { mountExplorer } from './graphql/explorer';
import { favicon, FAVICON_PATH, frontPage, GATEWAY_PAGES } from './front-page';
import { bodyParsers } from './http/body-parsers';
import { compression } from './http/compression';
import { cors } from './http/cors';
import { answerError, errorAnswers } from './http/error-handler';
import { mountGraphRoute } from './http/graphql-route';
import { idempotencyGuards } from './http/idempotent-requests';
import { GatewayMetrics } from './http/metrics';
import { connectionDrain } from './http/drain';
import { listenAddress, urlHost } from './http/listen-address';
import { mountProbes } from './http/probes';
import { requestContexts } from './http/request-context';
import { requestLog } from './http/request-log';

/** How long an idle keep-alive connection is kept open (docs/decisions.md#keep-alive). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * What the answers' `Keep-Alive: timeout` tells clients: 5 s less than the server keeps a connection,
 * so that a client's pool, whose timers may fire a second or two late, drops it first.
 */
const KEEP_ALIVE_ADVERTISED_SECONDS = 60;

/** The longest path parameter routed (an id); a longer one is still answered, by the row's own check. */
const MAX_PARAM_LENGTH = 2048;

export interface App {
  url: string;
  port: number;
  db: Database;
  services: Services;
  settings: Settings;
  log: Logger;
  /** Stops accepting, drains in-flight requests, stops workers, closes the pool. */
  close(): Promise<void>;
}

export interface AppOptions {
  log?: Logger;
  /** Skip the demo data set (tests build their own data). */
  demoData?: boolean;
  /** Keep Apollo's default cache-control plugin (only to measure what it costs: bench/throughput.ts). */
  apolloCacheControl?: boolean;
  /**
   * An in-memory embedded database starts as a copy of this data directory (PGlite's dumpDataDir)
   * instead of empty: the test servers start on a copy of a migrated one (test/support/test-server.ts).
   */
  embeddedCopyOf?: Blob;
}

/** Builds and starts the whole gateway: database and migrations, services, graph, REST faces. */
export async function startApp(settings: Settings, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? createLogger(settings.logLevel);
  const db = await openDatabase(settings, ALL_ENTITIES, log, options.embeddedCopyOf);
  try {
    return await serve(db, settings, options, log);
  } catch (error) {
    // A failed start (a migration, a demo-data step) must not leave the pool open.
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Applies the migrations, then builds the services and runs each module's start-up step (the bootstrap admin, demo data). */
async function migrateAndPrepare(db: Database, settings: Settings, options: AppOptions, log: Logger): Promise<Services> {
  const applied = await db.migrate();
  db.orm.em.getEventManager().registerSubscriber(new AuditTrail(DOMAIN_MODULES.map((m) => m.audit ?? {})));
  if (settings.sqlStatementCountHeader) countStatementsOf(db.orm, db.replicas?.all);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');

  const services = {} as Services;
  for (const module of DOMAIN_MODULES) Object.assign(services, await module.createServices?.(settings, log));

  const startContext = createRequestContext({
    em: db.orm.em.fork(),
    caller: ANONYMOUS,
    credentialProblem: null,
    settings,
    services,
    log,
    requestId: 'startup',
    ip: '127.0.0.1',
  });
  startContext.settings = { ...settings, demoData: options.demoData ?? settings.demoData };
  for (const module of DOMAIN_MODULES) await module.onStart?.(startContext);
  return services;
}

async function serve(db: Database, settings: Settings, options: AppOptions, log: Logger): Promise<App> {
  // Gateways started together on a new database would race for both (docs/decisions.md#several-gateways).
  const services = await db.startingAlone(() => migrateAndPrepare(db, settings, options, log));
  const schema = buildGatewaySchema(DOMAIN_MODULES);
  const metrics = new GatewayMetrics(db, GRAPHQL_PATH, log);
  const apollo = createApolloServer(schema, settings, log, { cacheControl: options.apolloCacheControl, plugins: [metrics.apolloPlugin] });
  await apollo.start();

  let closing = false;
  const app = createHttpServer(settings, log);
  const authentication = callerAuthentication(services.accessTokens, db, log);
  const markWrite = async (em: Parameters<typeof markCallerWrite>[0], userIds: string[]) => {
    await markCallerWrite(em, userIds);
    authentication.forget(userIds);
  };
  const contextFor = requestContexts({
    db,
    settings,
    services,
    log,
    markWrite,
    authenticate: authentication.authenticate,
    afterCommit: authentication.heard,
  });
  const idempotency = idempotencyGuards({
    contextFor,
    secret: settings.jwtSecret,
    ttlHours: settings.idempotencyKeyTtlHours,
    maxTokens: settings.graphqlLimits.maxTokens,
    uploadLimit: multipartBodyLimit(settings),
    log,
  });
  const uploadRules = DOMAIN_MODULES.map((m) => m.uploadRule).filter((rule): rule is UploadRule => Boolean(rule));

  // In the order a request meets them: its id and log line, the metrics, CORS, the kept answer of
  // an idempotent request (before the compression), the compression, the bodies, the routes, the errors.
  requestLog(app, { log, closing: () => closing, countStatements: settings.sqlStatementCountHeader, hasReplicas: Boolean(db.replicas) });
  metrics.mount(app, settings.metricsToken);
  cors(app, settings.corsOrigins);
  idempotency.keepWhenAnswered(app);
  await compression(app);
  await bodyParsers(app);
  await app.register(fastifyAccepts);
  await app.register(fastifyStatic, { serve: false, root: process.cwd() });
  mountProbes(app, db, { closing: () => closing, replicasRequired: settings.databaseReadRequired });
  app.get(GATEWAY_PAGES.home.path, frontPage);
  app.get(FAVICON_PATH, favicon);
  mountExplorer(app, GATEWAY_PAGES.explorer.path, GRAPHQL_PATH);
  for (const module of DOMAIN_MODULES) module.mountHttp?.(app, services, settings);
  mountApiReference(app, DOMAIN_MODULES, schema, settings); // GET /openapi.json, GET /docs
  mountGraphRoute(app, { apollo, contextFor, settings, uploadRules, idempotency });
  mountRestRoutes(
    app,
    DOMAIN_MODULES.flatMap((m) => m.restRoutes),
    { server: apollo, schema, contextFor, settings, uploadRules, idempotency: idempotency.rest },
  );
  errorAnswers(app, log);

  const stopWorkers = DOMAIN_MODULES.map((m) => m.startWorkers?.(db.orm, services, settings, log)).filter((s): s is () => Promise<void> =>
    Boolean(s),
  );

  await app.ready();
  const httpServer = app.server;
  const connections = connectionDrain(httpServer); // watches from the first connection, for the stop
  await listenAddress(httpServer, settings.port, settings.host);
  const port = (httpServer.address() as AddressInfo).port;
  authentication.listen();
  // PORT=0 (tests): the default public base URL can only name the port once it is chosen.
  if (settings.port === 0 && settings.publicBaseUrl === 'http://localhost:0')
    settings.publicBaseUrl = `http://${urlHost(settings.host)}:${port}`;
  return {
    url: `http://${urlHost(settings.host)}:${port}`,
    port,
    db,
    services,
    settings,
    log,
    async close() {
      if (closing) return;
      closing = true; // from here /readyz answers 503
      // Still accepting for a while, so that the load balancer sees the 503 and stops sending first.
      if (settings.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.shutdownDelayMs));
      await connections.drain(settings.shutdownGraceMs); // refuse new connections; answer every request of those accepted
      await apollo.stop();
      await Promise.all([...stopWorkers.map((stop) => stop()), authentication.stop()]);
      await db.close();
    },
  };
}

/**
 * Fastify with the gateway's HTTP settings: paths match in any case and with or without a trailing
 * slash (as the legacy REST faces did), the caller's address through a proxy on this machine, the
 * body limit of the graph's settings, and the keep-alive below. No logger of its own: the request
 * log is src/http/request-log.ts.
 */
function createHttpServer(settings: Settings, log: Logger): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: settings.graphqlLimits.maxBodyBytes,
    trustProxy: 'loopback',
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // An idle keep-alive connection stays open longer than a load balancer's (60 s is common) or a
    // client's pool keeps it, so the one that closes it is never the server while a request is on
    // its way (docs/decisions.md#keep-alive): Node's 5 s made busy clients meet ECONNRESET.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // The stop is the gateway's own (close() below): it answers what has arrived, then closes.
    return503OnClosing: false,
    forceCloseConnections: false,
    frameworkErrors: (error, request, reply) => answerError(error, request, reply, log),
  });
  (app.server as Server).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  // Node would advertise the server's own timeout; a Keep-Alive header set here replaces it.
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (response.shouldKeepAlive) response.setHeader('keep-alive', `timeout=${KEEP_ALIVE_ADVERTISED_SECONDS}`);
  });
  return app;
}
