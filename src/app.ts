import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { Logger } from 'pino';
import type { Settings } from './config/settings';
import { openDatabase, type Database } from './config/database';
import { createApolloServer } from './graphql/apollo';
import { buildGatewaySchema } from './graphql/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONYMOUS, type Caller } from './kernel/caller';
import { createRequestContext, type ReadRouting, type RequestContext } from './kernel/context';
import { DatabaseUnavailableError, DomainError, HTTP_STATUS, isDatabaseUnavailable } from './kernel/errors';
import { createLogger } from './kernel/logger';
import { AuditTrail } from './kernel/audit/audit-trail';
import {
  announcesMoreThan,
  asMultipartClientError,
  lacksMultipartBoundary,
  MAX_UPLOAD_FILES,
  MISSING_BOUNDARY,
  multipartBodyLimit,
  multipartFileSizeLimit,
  payloadTooLarge,
  uploadRefusal,
  uploadRefusalHeaders,
  type UploadRule,
} from './kernel/multipart';
import { countStatementsOf, withStatementCounter } from './kernel/sql-statement-counter';
import type { Services } from './kernel/services';
import { authenticate } from './identity/auth/authenticate';
import { markCallerWrite } from './identity/auth/write-mark';
import { DOMAIN_MODULES, ALL_ENTITIES } from './modules';
import { restRouter } from './rest/adapter';
import { GRAPHQL_PATH, httpErrorAnswerTo, sendHttpError } from './kernel/http-error';
import { refuseUnreadBody } from './http/refuse-unread-body';
import { apiReferenceRouter } from './rest/api-reference';
import { explorerRouter } from './graphql/explorer';
import { favicon, FAVICON_PATH, frontPage, GATEWAY_PAGES } from './front-page';
import { compression } from './http/compression';
import { cors } from './http/cors';
import { idempotencyGuards } from './http/idempotent-requests';
import { GatewayMetrics } from './http/metrics';
import { listenAddress, urlHost } from './http/listen-address';
import { connectionDrain } from './http/drain';

/** How long an idle keep-alive connection is kept open (docs/decisions.md#keep-alive). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The headers Apollo's CSRF prevention accepts as proof that a browser asked first (its defaults). */
const CSRF_PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

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
}

/** Builds and starts the whole gateway: database and migrations, services, graph, REST faces. */
export async function startApp(settings: Settings, options: AppOptions = {}): Promise<App> {
  const log = options.log ?? createLogger(settings.logLevel);
  const db = await openDatabase(settings, ALL_ENTITIES, log);
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

  const startContext = createRequestContext({ em: db.orm.em.fork(), caller: ANONYMOUS, credentialProblem: null, settings, services, log, requestId: 'startup', ip: '127.0.0.1' });
  startContext.settings = { ...settings, demoData: options.demoData ?? settings.demoData };
  for (const module of DOMAIN_MODULES) await module.onStart?.(startContext);
  return services;
}

async function serve(db: Database, settings: Settings, options: AppOptions, log: Logger): Promise<App> {
  // Gateways started together on a new database would race for both (docs/decisions.md#several-gateways).
  const services = await db.startingAlone(() => migrateAndPrepare(db, settings, options, log));

  const schema = buildGatewaySchema(DOMAIN_MODULES);
  const expressApp = express();
  expressApp.disable('x-powered-by');
  expressApp.set('etag', false);
  expressApp.set('trust proxy', 'loopback');
  const httpServer: Server = createServer(expressApp);
  // An idle keep-alive connection stays open longer than a load balancer's (60 s is common) or a
  // client's pool keeps it, so the one that closes it is never the server while a request is on
  // its way (docs/decisions.md#keep-alive): Node's 5 s made busy clients meet ECONNRESET.
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const connections = connectionDrain(httpServer); // watches from the first connection, for the stop
  const metrics = new GatewayMetrics(db, GRAPHQL_PATH, log);
  const apollo = createApolloServer(schema, settings, log, { cacheControl: options.apolloCacheControl, plugins: [metrics.apolloPlugin] });
  await apollo.start();

  let closing = false;
  // Once per request: the upload gates read the caller before the body, the operation reuses it.
  const contexts = new WeakMap<Request, Promise<RequestContext>>();
  const contextFor = (req: Request): Promise<RequestContext> => {
    let context = contexts.get(req);
    if (!context) contexts.set(req, (context = createContextFor(req)));
    return context;
  };
  const createContextFor = async (req: Request): Promise<RequestContext> => {
    const em = db.orm.em.fork();
    const requestId = String(req.res?.getHeader('x-request-id') ?? randomUUID());
    // A bad credential is answered by the root guard (401), so that the one operation that ignores
    // credentials (the token grant: a client refreshing often still sends its expired token) works.
    let credentialProblem: string | null = null;
    const caller = await authenticate(em, services.accessTokens, {
      authorization: req.header('authorization'),
      apiKey: req.header('api-key'),
    }).catch((error: unknown) => {
      // The database is away: 503 with Retry-After on both faces (Apollo answers a failed context
      // with the error's own status; REST's error handler below likewise).
      if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(error);
      if (!(error instanceof DomainError)) throw error;
      credentialProblem = error.message;
      return ANONYMOUS;
    });
    const requestLog = log.child({ requestId });
    return createRequestContext({ em, caller, credentialProblem, settings, services, log: requestLog, requestId, ip: req.ip ?? 'unknown', responseLocals: req.res?.locals, reads: readRouting(caller, em, requestLog) });
  };
  // With replicas: a query reads one that has the caller's writes; a mutation marks the caller's
  // write (docs/decisions.md#read-replicas). A mark that cannot be kept costs freshness, not the answer.
  const replicas = db.replicas;
  const readRouting = (caller: Caller, em: EntityManager, requestLog: Logger): Partial<ReadRouting> | undefined => {
    if (!replicas) return undefined;
    const user = caller.kind === 'user' ? caller : null;
    return {
      chooseReplica: () => replicas.choose(user?.lastWritePosition ?? null),
      afterWrite: async (writtenFor) => {
        const writers = [...new Set([...(user ? [user.userId] : []), ...writtenFor])];
        if (writers.length) await markCallerWrite(em, writers).catch((error: unknown) => requestLog.warn({ err: error }, 'the caller\'s write mark was not kept'));
      },
    };
  };

  const logsReceived = log.isLevelEnabled('debug'); // the line's object is not even built otherwise
  expressApp.use((req, res, next) => {
    const requestId = (req.header('x-request-id') ?? '').slice(0, 100) || randomUUID();
    res.setHeader('x-request-id', requestId);
    // While draining, answer what has arrived and close the connection after it.
    if (closing) res.setHeader('connection', 'close');
    const started = process.hrtime.bigint();
    if (logsReceived) log.debug({ requestId, method: req.method, url: req.originalUrl.split('?')[0] }, 'request received');
    res.on('finish', () => {
      log.info({ requestId, method: req.method, url: req.originalUrl.split('?')[0], status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'request');
    });
    if (!settings.sqlStatementCountHeader) return next();
    // Wrapped before `next` runs the rest: a middleware that wraps writeHead in turn (compression) stays in the chain.
    const writeHead = res.writeHead;
    const statements = { read: () => 0, replica: () => 0 };
    res.writeHead = function writeHeadWithCount(this: Response, ...args: unknown[]) {
      if (!this.headersSent) {
        this.setHeader('x-sql-statements', String(statements.read()));
        if (db.replicas) this.setHeader('x-sql-statements-replica', String(statements.replica()));
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
    Object.assign(statements, withStatementCounter(next));
  });
  expressApp.use(metrics.observe);
  expressApp.use(cors(settings.corsOrigins));
  expressApp.use(compression());
  expressApp.get('/metrics', metrics.endpoint(settings.metricsToken));
  expressApp.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  expressApp.get('/readyz', async (_req, res) => {
    if (closing) return void res.status(503).json({ status: 'draining' });
    const [ok, replicaStates] = await Promise.all([db.ping(), Promise.all((db.replicas?.all ?? []).map(async (replica) => ({ name: replica.name, status: await replica.ping() })))]);
    // A replica that is away fails readiness when replicas are required; otherwise its reads go
    // elsewhere. A busy one (its pool full of reads) is not away, nor a lagging one (its reads go
    // elsewhere until it catches up).
    const ready = ok && (!settings.databaseReadRequired || replicaStates.every((replica) => replica.status !== 'down'));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', database: ok ? 'up' : 'down', ...(db.replicas ? { replicas: replicaStates } : {}) });
  });
  expressApp.get(GATEWAY_PAGES.home.path, frontPage);
  expressApp.get(FAVICON_PATH, favicon);
  expressApp.use(explorerRouter(GATEWAY_PAGES.explorer.path, GRAPHQL_PATH));
  for (const module of DOMAIN_MODULES) module.mountHttp?.(expressApp, services, settings);
  expressApp.use(apiReferenceRouter(DOMAIN_MODULES, schema, settings)); // GET /openapi.json, GET /docs

  const bodyLimit = settings.graphqlLimits.maxBodyBytes;
  const uploadRules = DOMAIN_MODULES.map((m) => m.uploadRule).filter((rule): rule is UploadRule => Boolean(rule));
  const uploadLimit = multipartBodyLimit(settings);
  const idempotency = idempotencyGuards({
    contextFor,
    secret: settings.jwtSecret,
    ttlHours: settings.idempotencyKeyTtlHours,
    maxTokens: settings.graphqlLimits.maxTokens,
    uploadLimit,
    log,
  });
  expressApp.use(
    GRAPHQL_PATH,
    // JSON first, so that a mutation's Idempotency-Key is settled before anything else runs; an upload with one is refused unread.
    express.json({ limit: bodyLimit }),
    idempotency.graph,
    // A multipart request is an upload: its body is read only when Apollo's CSRF prevention will
    // take it (a preflight header; Apollo's default headers), for a caller an upload rule allows,
    // and within the size limit; a refusal still reads the body, to its limit (docs/decisions.md#refused-uploads).
    async (req: Request, res: Response, next: NextFunction) => {
      if (!req.is('multipart/form-data')) return next();
      const refuse = (status: number, message: string, code: string) =>
        refuseUnreadBody(req, res, httpErrorAnswerTo(req, status, message, code), uploadLimit);
      if (!CSRF_PREFLIGHT_HEADERS.some((header) => req.header(header))) {
        const headers = CSRF_PREFLIGHT_HEADERS.join(', ');
        const message = `This upload has been blocked as a potential Cross-Site Request Forgery (CSRF): send one of the headers ${headers}.`;
        return refuse(400, message, 'BAD_REQUEST');
      }
      if (lacksMultipartBoundary(req.header('content-type'))) return refuse(400, MISSING_BOUNDARY, 'BAD_USER_INPUT');
      const refusal = await uploadRefusal(await contextFor(req), uploadRules);
      if (refusal) {
        res.set(uploadRefusalHeaders(refusal));
        return refuse(refusal.status, refusal.detail, refusal.code);
      }
      if (announcesMoreThan(req.headers, uploadLimit)) return refuse(413, payloadTooLarge(uploadLimit), 'PAYLOAD_TOO_LARGE');
      next();
    },
    graphqlUploadExpress({
      maxFileSize: multipartFileSizeLimit(settings.uploadMaxBytes),
      maxFiles: MAX_UPLOAD_FILES,
      // `operations` and `map` are a JSON body in parts: the same limit as one (and within uploadLimit).
      maxFieldSize: bodyLimit,
      processRequest: (req, res, options) =>
        processRequest(req, res, options).catch((error: unknown) => {
          throw asMultipartClientError(error);
        }),
    }),
    expressMiddleware(apollo, { context: ({ req }) => contextFor(req) }),
  );
  expressApp.use(express.json({ limit: bodyLimit, type: ['application/json', 'application/*+json'] }), express.urlencoded({ extended: false, limit: bodyLimit }));
  expressApp.use(restRouter(DOMAIN_MODULES.flatMap((m) => m.restRoutes), { server: apollo, schema, contextFor, settings, uploadRules, idempotency: idempotency.rest }));
  expressApp.use((req, res) => {
    sendHttpError(req, res, 404, `No route for ${req.method} ${req.path}.`, 'NOT_FOUND');
  });
  // Errors of the HTTP layer (malformed JSON, body too large): a problem, never a stack trace.
  expressApp.use((error: { status?: number; statusCode?: number; type?: string; message?: string }, req: Request, res: Response, _next: NextFunction) => {
    void _next;
    // A database that cannot be reached (the caller of an upload or a REST row could not be read).
    const outage = error instanceof DatabaseUnavailableError ? error : isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : null;
    if (outage) {
      log.warn({ err: error, url: req.originalUrl }, 'database unavailable');
      if (res.headersSent) return;
      res.set('Retry-After', String(outage.retryAfterSeconds));
      sendHttpError(req, res, HTTP_STATUS[outage.code], outage.message, outage.code, outage.details);
      return;
    }
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) log.error({ err: error, url: req.originalUrl }, 'unhandled error');
    const detail = status >= 500 ? 'Internal server error.' : status === 413 ? 'The request body is too large.' : error.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : (error.message ?? 'Bad request.');
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
    if (res.headersSent) return;
    sendHttpError(req, res, status, detail, code);
  });

  const stopWorkers = DOMAIN_MODULES.map((m) => m.startWorkers?.(db.orm, services, settings, log)).filter((s): s is () => Promise<void> => Boolean(s));

  await listenAddress(httpServer, settings.port, settings.host);
  const port = (httpServer.address() as AddressInfo).port;
  // PORT=0 (tests): the default public base URL can only name the port once it is chosen.
  if (settings.port === 0 && settings.publicBaseUrl === 'http://localhost:0') settings.publicBaseUrl = `http://${urlHost(settings.host)}:${port}`;
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
      await Promise.all(stopWorkers.map((stop) => stop()));
      await db.close();
    },
  };
}
