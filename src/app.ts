import 'reflect-metadata';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Settings } from './config/settings';
import { databasePlace, openDatabase, type Database } from './config/database';
import type { EmbeddedStart } from './config/embedded-engine';
import { inSeconds } from './start-progress';
import { createApolloServer } from './graphql/apollo';
import { buildGatewaySchema } from './graphql/schema';
import { TrustedDocuments, trustedDocumentTable } from './graphql/trusted-documents';
import { ANONYMOUS, type Caller } from './kernel/caller';
import { ChangeHub } from './kernel/changes/change-hub';
import { subscriptionServer } from './graphql/websocket';
import { createRequestContext, LazyFork, type RequestContext } from './kernel/context';
import { createLogger } from './kernel/logger';
import { AuditTrail } from './kernel/audit/audit-trail';
import { multipartBodyLimit } from './kernel/multipart';
import { countStatementsOf } from './kernel/sql-statement-counter';
import { traceStatementsOf } from './kernel/tracing';
import type { Services } from './kernel/services';
import { callerAuthentication } from './identity/auth/authenticate';
import { markCallerWrite } from './identity/auth/write-mark';
import { DOMAIN_MODULES, ALL_ENTITIES } from './modules';
import { mountRestRoutes } from './rest/adapter';
import { GRAPHQL_PATH } from './kernel/http-error';
import { mountApiReference } from './rest/api-reference';
import { mountExplorer } from './graphql/explorer';
import { favicon, FAVICON_PATH, frontPage, GATEWAY_PAGES } from './front-page';
import { errorAnswers } from './http/error-handler';
import { gracefulStop } from './http/graceful-stop';
import { mountGraphRoute } from './http/graphql-route';
import { createHttpServer } from './http/http-server';
import { idempotencyGuards, type IdempotencyGuards } from './http/idempotent-requests';
import { listen } from './http/listen-address';
import { GatewayMetrics } from './http/metrics';
import { mountProbes } from './http/probes';
import { requestContexts, type ContextFor } from './http/request-context';
import { requestHooks } from './http/request-hooks';
import { uploadGate, type UploadGate } from './http/upload-gate';

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
  /** The embedded engine, its start begun before the gateway's modules loaded (src/main.ts). */
  embedded?: EmbeddedStart;
  /** Hears what the start is doing, a line at a time (`npm start` prints them: src/start-progress.ts). */
  progress?: (line: string) => void;
}

/** Builds and starts the whole gateway: database and migrations, services, graph, REST faces. */
export async function startApp(settings: Settings, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? createLogger(settings.logLevel);
  options.progress?.(`opening ${databasePlace(settings)}...`);
  const opening = openDatabase(settings, ALL_ENTITIES, log, options.embedded ?? options.embeddedCopyOf);
  // The graph is built while the database opens (the embedded engine boots in its own thread meanwhile).
  let schema: GraphQLSchema;
  try {
    schema = buildGatewaySchema(DOMAIN_MODULES);
  } catch (error) {
    await opening.then((db) => db.close()).catch(() => undefined);
    throw error;
  }
  const db = await opening;
  try {
    return await serve(db, schema, settings, options, log);
  } catch (error) {
    // A failed start (a migration, a demo-data step) must not leave the pool open.
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Applies the migrations, then builds the services and runs each module's start-up step (the bootstrap admin, demo data). */
async function migrateAndPrepare(db: Database, settings: Settings, options: AppOptions, log: Logger): Promise<Services> {
  const began = Date.now();
  let newDatabase = false;
  const applied = await db.migrate((count, isNew) => {
    newDatabase = isNew;
    options.progress?.(`applying ${migrations(count)}...`);
  });
  options.progress?.(
    applied.length ? `applied ${migrations(applied.length)} in ${inSeconds(Date.now() - began)}` : 'the database is up to date',
  );
  db.orm.em.getEventManager().registerSubscriber(new AuditTrail(DOMAIN_MODULES.map((m) => m.audit ?? {})));
  // Each pool's total (db_statements_total), and each request's count with SQL_STATEMENT_COUNT_HEADER.
  countStatementsOf(db.orm, db.replicas?.all);
  traceStatementsOf([db.orm.em.getConnection(), ...(db.replicas?.all.map((replica) => replica.connection) ?? [])], {
    system: 'postgresql',
    name: db.orm.config.get('dbName') ?? db.kind,
  });
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
  if (startContext.settings.demoData && newDatabase) options.progress?.('loading the demo data...');
  for (const module of DOMAIN_MODULES) await module.onStart?.(startContext);
  return services;
}

const migrations = (count: number) => `${count} migration${count === 1 ? '' : 's'}`;

async function serve(db: Database, schema: GraphQLSchema, settings: Settings, options: AppOptions, log: Logger): Promise<App> {
  // Gateways started together on a new database would race for both (docs/decisions.md#several-gateways).
  const services = await db.startingAlone(() => migrateAndPrepare(db, settings, options, log));
  const metrics = new GatewayMetrics(db, GRAPHQL_PATH, log);
  const trustedDocuments = new TrustedDocuments(trustedDocumentTable(db), settings.graphqlTrustedDocumentsOnly, log);
  const apollo = createApolloServer(schema, settings, log, {
    cacheControl: options.apolloCacheControl,
    plugins: [metrics.apolloPlugin],
    trustedDocuments,
  });
  await apollo.start();

  const stop = gracefulStop(settings);
  const app = createHttpServer(settings, log);
  const authentication = callerAuthentication(services.accessTokens, db, log);
  // A subscription's context, and each of its events' own: a request of the connection's caller. Its
  // EntityManager is forked when first used: an idle subscription holds none (docs/decisions.md#subscriptions).
  const subscriptionContext = (caller: Caller, ip: string, requestId: string) =>
    createRequestContext({ em: new LazyFork(db.orm.em), caller, settings, services, log: log.child({ requestId }), requestId, ip });
  services.changes = new ChangeHub((caller, like) => subscriptionContext(caller, like.ip, like.requestId));
  const subscriptions = subscriptionServer(app.server, {
    schema,
    settings,
    log,
    authentication,
    contextFor: subscriptionContext,
    trustedDocuments,
    closing: stop.closing,
  });
  metrics.watchSubscriptions(subscriptions);
  const contextFor = requestContexts({ db, settings, services, log, authentication, markWrite: markCallerWrite });
  const uploadLimit = multipartBodyLimit(settings);
  const idempotency = idempotencyGuards({
    contextFor,
    secret: settings.jwtSecret,
    ttlHours: settings.idempotencyKeyTtlHours,
    waitMs: settings.idempotencyKeyWaitMs,
    maxTokens: settings.graphqlLimits.maxTokens,
    uploadLimit,
    log,
    documentOf: (hash) => trustedDocuments.get(hash),
  });

  // In the order a request meets them: the hooks before its route, the routes, the errors.
  await requestHooks(app, { settings, log, hasReplicas: Boolean(db.replicas), closing: stop.closing, metrics, idempotency });
  const uploads = uploadGate({ contextFor, rules: DOMAIN_MODULES.flatMap((m) => m.uploadRule ?? []), limit: uploadLimit });
  mountRoutes(app, { db, settings, services, schema, apollo, contextFor, uploads, idempotency, closing: stop.closing });
  errorAnswers(app, { log, maxBodyBytes: uploadLimit });

  const stopWorkers = DOMAIN_MODULES.flatMap((m) => m.startWorkers?.(db.orm, services, settings, log) ?? []);
  const { connections, ...address } = await listen(app, settings);
  authentication.listen();
  services.changes.listen(db, log);
  // Each listening connection proves that notifications reach it before the gateway says it is ready.
  await db.notificationsChecked();
  const close = stop.sequence(
    connections,
    () => subscriptions.close(),
    () => apollo.stop(),
    () => Promise.all([...stopWorkers.map((stopWorker) => stopWorker()), authentication.stop(), services.changes.stop()]),
    () => db.close(),
  );
  return { ...address, db, services, settings, log, close };
}

/** What the routes run on. */
interface Routes {
  db: Database;
  settings: Settings;
  services: Services;
  schema: GraphQLSchema;
  apollo: ApolloServer<RequestContext>;
  contextFor: ContextFor;
  uploads: UploadGate;
  idempotency: IdempotencyGuards;
  closing: () => boolean;
}

/** The probes, the gateway's pages, each module's own paths, the API reference, the graph and the REST rows. */
function mountRoutes(app: FastifyInstance, routes: Routes): void {
  const { db, settings, services, schema, apollo, contextFor, uploads, idempotency } = routes;
  mountProbes(app, db, { closing: routes.closing, replicasRequired: settings.databaseReadRequired });
  app.get(GATEWAY_PAGES.home.path, frontPage);
  app.get(FAVICON_PATH, favicon);
  mountExplorer(app, GATEWAY_PAGES.explorer.path, GRAPHQL_PATH);
  for (const module of DOMAIN_MODULES) module.mountHttp?.(app, services, settings);
  mountApiReference(app, DOMAIN_MODULES, schema, settings); // GET /openapi.json, GET /docs
  mountGraphRoute(app, { apollo, contextFor, settings, uploads, idempotency });
  const restRows = DOMAIN_MODULES.flatMap((m) => m.restRoutes);
  mountRestRoutes(app, restRows, { server: apollo, schema, contextFor, settings, uploads, idempotency: idempotency.rest });
}
