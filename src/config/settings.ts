import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { tracingSettingErrors } from './tracing';

/** Every setting of the product, validated once at start (docs/decisions.md#settings). */
export interface Settings {
  port: number;
  /** The address the server listens on. */
  host: string;
  /** Browser origins (`https://app.example.com`) allowed to call the gateway across origins; empty: no CORS headers. */
  corsOrigins: string[];
  /** The bearer token `/metrics` asks for; null: `/metrics` answers loopback callers only. */
  metricsToken: string | null;
  databaseUrl: string | null;
  /** Read replicas of DATABASE_URL (streaming standbys): read-only queries go to them (docs/decisions.md#read-replicas). */
  databaseReadUrls: string[];
  /** `/readyz` fails while a replica is away (otherwise its reads go to the primary and the gateway stays ready). */
  databaseReadRequired: boolean;
  /** A replica further behind than this (seconds) is passed over until it catches up; 0: no bound. */
  databaseReadMaxLagSeconds: number;
  /** Connections each pool (the primary's, each replica's) opens at most. */
  databasePoolSize: number;
  /**
   * How DATABASE_URL (and each replica's URL) reaches PostgreSQL: `session` (directly, or a pooler in
   * session mode) or `transaction` (a pooler in transaction mode): then no statement is named, and no
   * session state outlives a transaction (docs/decisions.md#transaction-pooler).
   */
  databasePoolMode: 'session' | 'transaction';
  /** Where the gateway LISTENs (a session of its own: directly, or a pooler in session mode); null: DATABASE_URL. */
  databaseListenUrl: string | null;
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Mail dispatcher: how often it looks for mail to send, the first retry delay (doubling), attempts before `Failed`. */
  mail: { pollMs: number; retryBaseMs: number; maxAttempts: number };
  /** Signed webhooks (docs/decisions.md#webhooks): which endpoints are allowed, and how deliveries are sent and retried. */
  webhooks: {
    allowHttp: boolean;
    allowPrivateAddresses: boolean;
    pollMs: number;
    timeoutMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    retryHours: number;
    maxFailures: number;
    concurrency: number;
    endpointConcurrency: number;
    /** Delivered and failed deliveries, with their attempts, older than this many days are purged (hourly). */
    retentionDays: number;
    /** Hours a rotated secret keeps signing beside the new one (0: it stops at once). */
    secretRotationOverlapHours: number;
  };
  jwtSecret: string;
  bootstrapAdminEmail: string | null;
  bootstrapAdminPassword: string | null;
  tokenValueCents: number;
  twoFactorRequiredRoles: string[];
  /** argon2id's cost per password hash (src/identity/password/password-hasher.ts). */
  passwordHash: { memoryKib: number; passes: number };
  publicBaseUrl: string;
  authRateLimitPerMinute: number;
  loginMaxFailures: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  pageMaxLimit: number;
  uploadMaxBytes: number;
  restPrefixes: { identity: string; workspaces: string; employers: string; audit: string; events: string };
  /** Audit events older than this many days are purged (hourly). */
  auditRetentionDays: number;
  /** Days the event log keeps its events (EVENT_RETENTION_DAYS): the oldest cursor a reader may resume from. */
  eventRetentionDays: number;
  geocoder: 'offline' | 'nominatim';
  nominatimUrl: string | null;
  storage: 'local' | 's3';
  s3: {
    endpoint: string | null;
    bucket: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    publicUrl: string | null;
  };
  demoData: boolean;
  logLevel: string;
  graphqlLimits: { maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number; maxBodyBytes: number };
  /** The graph runs only registered documents, but for the Platform Admin (docs/decisions.md#trusted-documents). */
  graphqlTrustedDocumentsOnly: boolean;
  /** A federation router's credential (`Router-Secret`): its documents run with GRAPHQL_TRUSTED_DOCUMENTS_ONLY (docs/federation.md). */
  routerSecret: string | null;
  /** Embedded mode only: keep the database in memory (tests). */
  inMemoryDatabase: boolean;
  /** Adds `x-sql-statements` (statements the request sent; with replicas `x-sql-statements-replica` too) to every response. */
  sqlStatementCountHeader: boolean;
  /** How long an `Idempotency-Key` and its answer are kept (docs/decisions.md#idempotency-keys). */
  idempotencyKeyTtlHours: number;
  /** How long a repeat waits for the first request with its key before a 409 IDEMPOTENCY_KEY_IN_USE. */
  idempotencyKeyWaitMs: number;
  /** How long a stop (SIGTERM, SIGINT) waits for in-flight requests before it closes their connections. */
  shutdownGraceMs: number;
  /** How long a stop keeps serving, with /readyz at 503, before it stops accepting (the load balancer's time to notice). */
  shutdownDelayMs: number;
  /** GraphQL subscriptions a connection and a caller may hold (docs/decisions.md#subscriptions). */
  subscriptionLimits: { perConnection: number; perCaller: number };
}

/** One setting as the docs show it: what it means, and its value when unset. */
export interface SettingEntry {
  meaning: string;
  /** The value when the setting is unset; null when unset means "none" or a value worked out at start (`whenUnset` says which). */
  default: string | number | boolean | null;
  /** What an unset setting without a plain default means. */
  whenUnset?: string;
}

/**
 * Every setting: its name, meaning and default, in the order the docs list them. The reader below
 * reads only these names and takes their defaults from here; the README's settings table and
 * `.env.example` are generated from it (`npm run docs`, src/docs/settings-docs.ts), so the three
 * cannot disagree (docs/decisions.md#settings).
 */
export const SETTINGS = {
  PORT: { meaning: 'HTTP port', default: 4000 },
  HOST: {
    meaning: 'the address the server listens on: `127.0.0.1` serves this machine only; set `0.0.0.0` (every interface) in a container',
    default: '127.0.0.1',
  },
  DATABASE_URL: { meaning: '`postgres://...` for PostgreSQL', default: null, whenUnset: 'the embedded database in `DATA_DIR`' },
  DATABASE_READ_URLS: {
    meaning:
      "comma-separated `postgres://...` URLs of read replicas (streaming standbys) of `DATABASE_URL`: read-only graph queries and REST reads go to them, writes, reads inside a mutation and a caller's reads until a replica has replayed its last write go to the primary",
    default: null,
    whenUnset: 'every statement goes to `DATABASE_URL`',
  },
  DATABASE_READ_REQUIRED: {
    meaning:
      'with `DATABASE_READ_URLS`: `/readyz` answers 503 while a replica does not answer; `false`: its reads go to the other replicas or the primary and the gateway stays ready',
    default: true,
  },
  DATABASE_READ_MAX_LAG_SECONDS: {
    meaning:
      'with `DATABASE_READ_URLS`: a replica whose replay is further behind than this (seconds; looked at every second) is passed over, its reads going to the other replicas or the primary, until it catches up (`/readyz` shows it `lagging`, the gateway stays ready); `0`: no bound',
    default: 30,
  },
  DATABASE_POOL_SIZE: {
    meaning:
      "connections each pool opens at most: the primary's, and each replica's (PostgreSQL's `max_connections` must cover gateways × this: docs/scaling.md)",
    default: 10,
  },
  DATABASE_POOL_MODE: {
    meaning:
      "how `DATABASE_URL` and `DATABASE_READ_URLS` reach PostgreSQL: `session` (directly, or a pooler in session mode) or `transaction` (a pooler in transaction mode, such as PgBouncer's `pool_mode = transaction` or a managed service's pooler): no statement is named (PostgreSQL plans each for its values), no session state outlives a transaction; needs `DATABASE_LISTEN_URL` (docs/scaling.md#behind-a-transaction-pooler)",
    default: 'session',
  },
  DATABASE_LISTEN_URL: {
    meaning:
      "`postgres://...` of a session for the gateway's LISTEN (live updates, the caller cache): directly to the primary, or a pooler in session mode; never a transaction pool, where LISTEN hears nothing (the gateway proves at start and in `/readyz` that its notifications arrive, and is not ready while they do not)",
    default: null,
    whenUnset: '`DATABASE_URL`',
  },
  DATA_DIR: {
    meaning:
      'embedded database, local uploads, generated secrets; one gateway at a time (a second start on the same folder is refused, naming the process that holds it: `gateway.lock`)',
    default: './.data',
  },
  JWT_SECRET: {
    meaning: 'HS256 signing secret, 32+ characters',
    default: null,
    whenUnset: 'generated and kept in `DATA_DIR` (embedded); required with `DATABASE_URL`',
  },
  SMTP_URL: {
    meaning: '`smtp://user:pass@host:port` for outgoing mail',
    default: null,
    whenUnset: 'mail stays in the outbox table and the log',
  },
  MAIL_FROM: { meaning: 'sender address', default: 'no-reply@localhost' },
  MAIL_POLL_MS: { meaning: 'outbox delivery: how often the dispatcher looks for mail to send (milliseconds)', default: 1000 },
  MAIL_RETRY_BASE_MS: { meaning: 'outbox delivery: the first retry delay, doubling at each attempt (milliseconds)', default: 30_000 },
  MAIL_MAX_ATTEMPTS: { meaning: 'outbox delivery: attempts before a mail is `Failed`', default: 10 },
  WEBHOOKS_ALLOW_HTTP: {
    meaning: 'webhook endpoints may be `http://` URLs (tests, a local receiver); otherwise https only',
    default: false,
  },
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: {
    meaning:
      'webhook endpoints may be on loopback, private, link-local and other non-public addresses (tests, a local receiver); checked at subscription and at every delivery',
    default: false,
  },
  WEBHOOKS_POLL_MS: { meaning: 'webhook delivery: how often the dispatcher looks for due deliveries (milliseconds)', default: 1000 },
  WEBHOOKS_TIMEOUT_MS: { meaning: 'webhook delivery: how long an endpoint may take to answer (milliseconds)', default: 10_000 },
  WEBHOOKS_RETRY_BASE_MS: {
    meaning: 'webhook delivery: the first retry delay, doubling at each attempt, with up to 20% jitter (milliseconds)',
    default: 30_000,
  },
  WEBHOOKS_RETRY_MAX_MS: { meaning: 'webhook delivery: the longest delay between two attempts (milliseconds)', default: 3_600_000 },
  WEBHOOKS_RETRY_HOURS: { meaning: 'webhook delivery: how long an event is retried before it is `Failed` (hours)', default: 24 },
  WEBHOOKS_MAX_FAILURES: {
    meaning: "failed attempts in a row that disable a webhook endpoint (its tenant's Admins are mailed)",
    default: 30,
  },
  WEBHOOKS_CONCURRENCY: { meaning: 'webhook delivery: requests in flight per gateway process', default: 16 },
  WEBHOOKS_ENDPOINT_CONCURRENCY: {
    meaning: 'webhook delivery: requests in flight per endpoint, over all processes (a slow endpoint holds no more than this)',
    default: 2,
  },
  WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS: {
    meaning:
      'after a webhook secret rotation, the previous secret keeps signing every delivery beside the new one for this many hours (two signatures in `webhook-signature`); 0 stops it at once',
    default: 24,
  },
  WEBHOOKS_RETENTION_DAYS: {
    meaning:
      'delivered and failed webhook deliveries and their attempts (the delivery history) older than this many days are deleted (checked hourly)',
    default: 30,
  },
  BOOTSTRAP_ADMIN_EMAIL: { meaning: 'creates this Platform Admin at start when missing (with `BOOTSTRAP_ADMIN_PASSWORD`)', default: null },
  BOOTSTRAP_ADMIN_PASSWORD: { meaning: 'the password of `BOOTSTRAP_ADMIN_EMAIL`, 8+ characters', default: null },
  DEMO_DATA: {
    meaning: 'load the demo data set on first start',
    default: null,
    whenUnset: '`true` on the embedded database, `false` with `DATABASE_URL`',
  },
  TOKEN_VALUE_CENTS: { meaning: 'value of one token in cents', default: 1000 },
  TWO_FACTOR_REQUIRED_ROLES: { meaning: 'comma-separated roles whose sessions must pass two-factor', default: null, whenUnset: 'none' },
  PUBLIC_BASE_URL: { meaning: 'base of URLs returned for uploads and put in mail', default: null, whenUnset: '`http://localhost:$PORT`' },
  CORS_ORIGINS: {
    meaning:
      'comma-separated browser origins (`https://app.example.com`, exact, no `*`) allowed to call the graph and REST from their pages',
    default: null,
    whenUnset: 'none: no CORS headers, only same-origin pages and clients outside a browser',
  },
  METRICS_TOKEN: {
    meaning: 'bearer token that `GET /metrics` (Prometheus) asks for, 16+ characters',
    default: null,
    whenUnset: '`/metrics` answers callers on this machine only (loopback)',
  },
  PASSWORD_HASH_MEMORY_KIB: {
    meaning:
      "argon2id memory per password hash (KiB); with `PASSWORD_HASH_PASSES`, OWASP's recommended set by default. Below OWASP's sets the gateway warns at start: lower it only where the hashes guard nothing (a test suite)",
    default: 19_456,
  },
  PASSWORD_HASH_PASSES: { meaning: 'argon2id passes (time cost) per password hash', default: 2 },
  AUTH_RATE_LIMIT_PER_MINUTE: { meaning: 'sign-in, sign-up, two-factor and reset attempts per client address per minute', default: 20 },
  LOGIN_MAX_FAILURES: { meaning: 'consecutive failed sign-ins that lock an account (1 min, doubling up to 15)', default: 10 },
  ACCESS_TOKEN_TTL_SECONDS: { meaning: 'access token lifetime (seconds)', default: 900 },
  REFRESH_TOKEN_TTL_DAYS: { meaning: 'refresh token lifetime (days)', default: 30 },
  PAGE_MAX_LIMIT: { meaning: 'largest `limit` of a page', default: 100 },
  UPLOAD_MAX_BYTES: { meaning: 'largest upload (413 above)', default: 10 * 1024 * 1024 },
  IDEMPOTENCY_KEY_TTL_HOURS: {
    meaning: 'how long an `Idempotency-Key` and the answer to its request are kept: a repeat within it gets that answer again (hours)',
    default: 24,
  },
  IDEMPOTENCY_KEY_WAIT_SECONDS: {
    meaning:
      "how long a repeat of a request that still runs (same `Idempotency-Key`) waits for its answer before a 409 `IDEMPOTENCY_KEY_IN_USE`; keep it below a proxy's timeout in front of the gateway (seconds)",
    default: 10,
  },
  SUBSCRIPTIONS_PER_CONNECTION_MAX: {
    meaning: 'subscriptions one WebSocket connection to `/graphql` may hold at once (GraphQL over WebSocket)',
    default: 20,
  },
  SUBSCRIPTIONS_PER_CALLER_MAX: {
    meaning: 'subscriptions one caller may hold at once on a gateway process, over all its connections',
    default: 100,
  },
  SHUTDOWN_DELAY_SECONDS: {
    meaning:
      "on SIGTERM or SIGINT: how long the gateway still accepts and serves requests while `/readyz` answers 503, so that a load balancer takes it out of rotation before it stops accepting (set it above the balancer's readiness interval times its failure threshold); then the grace period below starts",
    default: 0,
  },
  SHUTDOWN_GRACE_SECONDS: {
    meaning:
      'on SIGTERM or SIGINT: how long requests already received may take to finish before their connections are closed (then workers and the pool stop, and the process exits 0)',
    default: 20,
  },
  STORAGE: { meaning: '`local` (under `DATA_DIR/uploads`, served at `/uploads/...`) or `s3`', default: 'local' },
  S3_BUCKET: { meaning: 'the S3-compatible store: bucket (required with `STORAGE=s3`)', default: null },
  S3_ENDPOINT: { meaning: 'the S3-compatible store: endpoint URL', default: null, whenUnset: 'AWS S3' },
  S3_REGION: { meaning: 'the S3-compatible store: region', default: 'us-east-1' },
  S3_ACCESS_KEY_ID: { meaning: 'the S3-compatible store: access key id', default: null, whenUnset: "the AWS SDK's own credential chain" },
  S3_SECRET_ACCESS_KEY: {
    meaning: 'the S3-compatible store: secret access key',
    default: null,
    whenUnset: "the AWS SDK's own credential chain",
  },
  S3_PUBLIC_URL: {
    meaning: 'the S3-compatible store: public base URL of the stored files',
    default: null,
    whenUnset: 'the endpoint (or AWS S3) followed by the bucket',
  },
  GEOCODER: { meaning: '`offline` (US ZIP and place gazetteer) or `nominatim`', default: 'offline' },
  NOMINATIM_URL: { meaning: 'a Nominatim-compatible server (required with `GEOCODER=nominatim`)', default: null },
  IDENTITY_PREFIX: { meaning: 'REST base path of the identity face', default: '/identity' },
  WORKSPACES_PREFIX: { meaning: 'REST base path of the workspaces face', default: '/workspaces' },
  EMPLOYERS_PREFIX: { meaning: 'REST base path of the employers face', default: '/employers' },
  AUDIT_PREFIX: { meaning: 'REST base path of the audit trail (`GET /audit/Event`)', default: '/audit' },
  EVENTS_PREFIX: { meaning: 'REST path of the event log (`GET /events`)', default: '/events' },
  AUDIT_RETENTION_DAYS: { meaning: 'audit events older than this many days are deleted (checked hourly)', default: 365 },
  EVENT_RETENTION_DAYS: {
    meaning:
      'the event log (`events`, `GET /events`, subscriptions resumed with `after`) keeps this many days; older cursors are refused, naming the oldest (checked hourly)',
    default: 30,
  },
  GRAPHQL_MAX_DEPTH: { meaning: 'deepest GraphQL request', default: 10 },
  GRAPHQL_MAX_ALIASES: { meaning: 'most aliases in a GraphQL request', default: 15 },
  GRAPHQL_MAX_COST: { meaning: 'highest cost of a GraphQL request (a list costs its limit times what it selects)', default: 5000 },
  GRAPHQL_MAX_TOKENS: { meaning: 'most tokens in a GraphQL document', default: 2000 },
  GRAPHQL_MAX_BODY_BYTES: { meaning: 'largest JSON body (bytes)', default: 1024 * 1024 },
  GRAPHQL_TRUSTED_DOCUMENTS_ONLY: {
    meaning:
      'the graph runs only the documents registered with `npm run documents:register` (sent by hash, or as text whose hash is registered); any other is refused (400), except for the Platform Admin, whose explorers still work, and a federation router that sends `ROUTER_SECRET`; the REST faces are not concerned',
    default: false,
  },
  ROUTER_SECRET: {
    meaning:
      "a federation router's credential (at least 32 characters), sent as the `Router-Secret` header: with `GRAPHQL_TRUSTED_DOCUMENTS_ONLY` the router's query-plan documents run without being registered; the caller is still the `Authorization` or `Api-Key` the router forwards ([federation](docs/federation.md#trusted-documents-behind-a-router))",
    default: null,
    whenUnset: "a router's documents are refused with `GRAPHQL_TRUSTED_DOCUMENTS_ONLY`, as any client's",
  },
  LOG_LEVEL: { meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (JSON logs with a request id)', default: 'info' },
  SQL_STATEMENT_COUNT_HEADER: {
    meaning:
      'add `x-sql-statements` (statements the request sent) to responses, and with `DATABASE_READ_URLS` `x-sql-statements-replica` (how many of them a replica answered)',
    default: false,
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    meaning:
      "an OpenTelemetry collector, OTLP over HTTP (`http://127.0.0.1:4318`): traces of the requests, GraphQL operations, SQL statements (text, never values), subscription, webhook and mail deliveries and background jobs go to `<endpoint>/v1/traces` ([decisions](docs/decisions.md#traces)); the SDK's other variables apply (`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_BSP_*`, `OTEL_SDK_DISABLED`)",
    default: null,
    whenUnset: 'no traces: nothing of the SDK is loaded',
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    meaning: 'the full URL the traces go to, in place of `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`',
    default: null,
    whenUnset: 'from `OTEL_EXPORTER_OTLP_ENDPOINT`',
  },
  OTEL_SERVICE_NAME: { meaning: "the traces' `service.name`", default: 'flexspace-gateway' },
  OTEL_RESOURCE_ATTRIBUTES: {
    meaning: "more attributes of the traces' resource, `key=value` pairs separated by commas (`deployment.environment.name=production`)",
    default: null,
    whenUnset: 'none',
  },
  OTEL_TRACES_SAMPLER: {
    meaning:
      "`always_on`, `always_off`, `traceidratio`, `parentbased_always_on`, `parentbased_always_off` or `parentbased_traceidratio` (a parent-based sampler follows the incoming `traceparent`'s decision)",
    default: 'parentbased_always_on',
  },
  OTEL_TRACES_SAMPLER_ARG: { meaning: 'the ratio of the `traceidratio` samplers, from 0 to 1 (`0.1`: one trace in ten)', default: 1 },
  EMBEDDED_IN_MEMORY: { meaning: 'keep the embedded database in memory, nothing on disk (tests)', default: false },
} as const satisfies Record<string, SettingEntry>;

export type SettingName = keyof typeof SETTINGS;

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the settings; throws a SettingsError naming every wrong setting. */
export function loadSettings(env: Env = process.env): Settings {
  const problems: string[] = [];
  const read = new SettingsReader(env, problems);
  // Read in this order, group after group: the problems are listed in the order they are found.
  const server = readServer(read);
  const database = readDatabase(read);
  const mail = readMail(read);
  const webhooks = readWebhooks(read);
  const { jwtSecret, ...accounts } = readAccounts(read, database.databaseUrl);
  const http = readHttp(read, server.port);
  const services = readServices(read);
  const runtime = readRuntime(read, database.databaseUrl);
  problems.push(...tracingSettingErrors(env));
  if (problems.length) throw new SettingsError(problems);
  return {
    ...server,
    ...database,
    ...mail,
    webhooks,
    jwtSecret: jwtSecret ?? embeddedJwtSecret(database.dataDir, runtime.inMemoryDatabase),
    ...accounts,
    ...http,
    ...services,
    ...runtime,
  };
}

function readServer(read: SettingsReader): Pick<Settings, 'port' | 'host'> {
  const port = read.int('PORT', 0, 65535);
  const host = read.text('HOST');
  if (!isIP(host) && !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host))
    read.problem(`HOST must be an IP address or a host name (got "${host}")`);
  return { port, host };
}

type DatabaseSettings = Pick<
  Settings,
  | 'databaseUrl'
  | 'databaseReadUrls'
  | 'databaseReadRequired'
  | 'databaseReadMaxLagSeconds'
  | 'databasePoolSize'
  | 'databasePoolMode'
  | 'databaseListenUrl'
  | 'dataDir'
>;

function readDatabase(read: SettingsReader): DatabaseSettings {
  const databaseUrl = read.string('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    read.problem(`DATABASE_URL must start with postgres:// (got "${databaseUrl}")`);
  const databaseReadUrls = read.list('DATABASE_READ_URLS');
  for (const url of databaseReadUrls)
    if (!/^postgres(ql)?:\/\//.test(url)) read.problem(`DATABASE_READ_URLS must list postgres:// URLs (got "${url}")`);
  if (databaseReadUrls.length && !databaseUrl)
    read.problem('DATABASE_READ_URLS needs DATABASE_URL: replicas are of a PostgreSQL primary (the embedded database has none)');
  const databasePoolMode = read.oneOf('DATABASE_POOL_MODE', ['session', 'transaction'] as const);
  const databaseListenUrl = read.string('DATABASE_LISTEN_URL');
  if (databaseListenUrl && !/^postgres(ql)?:\/\//.test(databaseListenUrl))
    read.problem(`DATABASE_LISTEN_URL must start with postgres:// (got "${databaseListenUrl}")`);
  if ((databaseListenUrl || databasePoolMode === 'transaction') && !databaseUrl)
    read.problem(
      `${databaseListenUrl ? 'DATABASE_LISTEN_URL' : 'DATABASE_POOL_MODE=transaction'} needs DATABASE_URL: the embedded database has no pooler and listens in-process`,
    );
  else if (databasePoolMode === 'transaction' && !databaseListenUrl)
    read.problem(
      'DATABASE_LISTEN_URL is required when DATABASE_POOL_MODE=transaction: LISTEN through a transaction pool hears nothing (give a direct connection, or a pooler in session mode)',
    );
  return {
    databaseUrl,
    databaseReadUrls,
    databaseReadRequired: read.bool('DATABASE_READ_REQUIRED'),
    databaseReadMaxLagSeconds: read.int('DATABASE_READ_MAX_LAG_SECONDS', 0, 86_400),
    databasePoolSize: read.int('DATABASE_POOL_SIZE', 1, 1000),
    databasePoolMode,
    databaseListenUrl,
    dataDir: resolve(read.text('DATA_DIR')),
  };
}

function readMail(read: SettingsReader): Pick<Settings, 'smtpUrl' | 'mailFrom' | 'mail'> {
  const smtpUrl = read.string('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) read.problem(`SMTP_URL must look like smtp://user:pass@host:port (got "${smtpUrl}")`);
  const mailFrom = read.text('MAIL_FROM');
  if (!mailFrom.includes('@')) read.problem(`MAIL_FROM must be an email address (got "${mailFrom}")`);
  const mail = {
    pollMs: read.int('MAIL_POLL_MS', 10, 3_600_000),
    retryBaseMs: read.int('MAIL_RETRY_BASE_MS', 10, 3_600_000),
    maxAttempts: read.int('MAIL_MAX_ATTEMPTS', 1, 100),
  };
  return { smtpUrl, mailFrom, mail };
}

function readWebhooks(read: SettingsReader): Settings['webhooks'] {
  return {
    allowHttp: read.bool('WEBHOOKS_ALLOW_HTTP'),
    allowPrivateAddresses: read.bool('WEBHOOKS_ALLOW_PRIVATE_ADDRESSES'),
    pollMs: read.int('WEBHOOKS_POLL_MS', 10, 3_600_000),
    timeoutMs: read.int('WEBHOOKS_TIMEOUT_MS', 100, 300_000),
    retryBaseMs: read.int('WEBHOOKS_RETRY_BASE_MS', 10, 3_600_000),
    retryMaxMs: read.int('WEBHOOKS_RETRY_MAX_MS', 10, 86_400_000),
    retryHours: read.int('WEBHOOKS_RETRY_HOURS', 1, 24 * 30),
    maxFailures: read.int('WEBHOOKS_MAX_FAILURES', 1, 10_000),
    concurrency: read.int('WEBHOOKS_CONCURRENCY', 1, 1000),
    endpointConcurrency: read.int('WEBHOOKS_ENDPOINT_CONCURRENCY', 1, 100),
    retentionDays: read.int('WEBHOOKS_RETENTION_DAYS', 1, 36_500),
    secretRotationOverlapHours: read.int('WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS', 0, 720),
  };
}

/** The signing secret (null: the embedded mode's own, made once the settings are valid), the first Admin, tokens and passwords. */
type AccountSettings = Pick<
  Settings,
  'bootstrapAdminEmail' | 'bootstrapAdminPassword' | 'tokenValueCents' | 'twoFactorRequiredRoles' | 'passwordHash'
> & { jwtSecret: string | null };

function readAccounts(read: SettingsReader, databaseUrl: string | null): AccountSettings {
  const jwtSecret = read.string('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) read.problem('JWT_SECRET must be at least 32 characters long');
  if (!jwtSecret && databaseUrl) read.problem('JWT_SECRET is required when DATABASE_URL is set (at least 32 characters)');
  const bootstrapAdminEmail = read.string('BOOTSTRAP_ADMIN_EMAIL');
  const bootstrapAdminPassword = read.string('BOOTSTRAP_ADMIN_PASSWORD');
  if (Boolean(bootstrapAdminEmail) !== Boolean(bootstrapAdminPassword))
    read.problem(
      bootstrapAdminEmail
        ? 'BOOTSTRAP_ADMIN_PASSWORD must be set with BOOTSTRAP_ADMIN_EMAIL'
        : 'BOOTSTRAP_ADMIN_EMAIL must be set with BOOTSTRAP_ADMIN_PASSWORD',
    );
  if (bootstrapAdminEmail && !bootstrapAdminEmail.includes('@'))
    read.problem(`BOOTSTRAP_ADMIN_EMAIL must be an email address (got "${bootstrapAdminEmail}")`);
  if (bootstrapAdminPassword && bootstrapAdminPassword.length < 8)
    read.problem('BOOTSTRAP_ADMIN_PASSWORD must be at least 8 characters long');
  return {
    jwtSecret,
    bootstrapAdminEmail,
    bootstrapAdminPassword,
    tokenValueCents: read.int('TOKEN_VALUE_CENTS', 1, Number.MAX_SAFE_INTEGER),
    twoFactorRequiredRoles: read.list('TWO_FACTOR_REQUIRED_ROLES'),
    passwordHash: { memoryKib: read.int('PASSWORD_HASH_MEMORY_KIB', 64, 4_194_304), passes: read.int('PASSWORD_HASH_PASSES', 1, 100) },
  };
}

type HttpSettings = Pick<
  Settings,
  | 'publicBaseUrl'
  | 'corsOrigins'
  | 'metricsToken'
  | 'authRateLimitPerMinute'
  | 'loginMaxFailures'
  | 'accessTokenTtlSeconds'
  | 'refreshTokenTtlDays'
  | 'pageMaxLimit'
  | 'uploadMaxBytes'
  | 'restPrefixes'
>;

/** What callers over HTTP see: the public URL, CORS, /metrics, sign-in limits, token lifetimes, page and upload limits, REST paths. */
function readHttp(read: SettingsReader, port: number): HttpSettings {
  const publicBaseUrl = (read.string('PUBLIC_BASE_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicBaseUrl)) read.problem(`PUBLIC_BASE_URL must be an http(s) URL (got "${publicBaseUrl}")`);
  const corsOrigins = read.list('CORS_ORIGINS');
  for (const origin of corsOrigins)
    if (!isExactOrigin(origin))
      read.problem(
        `CORS_ORIGINS must list exact origins such as https://app.example.com, not *, without a path or a trailing slash (got "${origin}")`,
      );
  const metricsToken = read.string('METRICS_TOKEN');
  if (metricsToken && metricsToken.length < 16) read.problem('METRICS_TOKEN must be at least 16 characters long');
  return {
    publicBaseUrl,
    corsOrigins,
    metricsToken,
    authRateLimitPerMinute: read.int('AUTH_RATE_LIMIT_PER_MINUTE', 1, 1_000_000),
    loginMaxFailures: read.int('LOGIN_MAX_FAILURES', 1, 1000),
    accessTokenTtlSeconds: read.int('ACCESS_TOKEN_TTL_SECONDS', 30, 86400),
    refreshTokenTtlDays: read.int('REFRESH_TOKEN_TTL_DAYS', 1, 365),
    pageMaxLimit: read.int('PAGE_MAX_LIMIT', 1, 10000),
    uploadMaxBytes: read.int('UPLOAD_MAX_BYTES', 1, 1024 * 1024 * 1024),
    restPrefixes: {
      identity: read.prefix('IDENTITY_PREFIX'),
      workspaces: read.prefix('WORKSPACES_PREFIX'),
      employers: read.prefix('EMPLOYERS_PREFIX'),
      audit: read.prefix('AUDIT_PREFIX'),
      events: read.prefix('EVENTS_PREFIX'),
    },
  };
}

/** The audit trail's retention, the geocoder and the file storage. */
function readServices(
  read: SettingsReader,
): Pick<Settings, 'auditRetentionDays' | 'eventRetentionDays' | 'geocoder' | 'nominatimUrl' | 'storage' | 's3'> {
  const auditRetentionDays = read.int('AUDIT_RETENTION_DAYS', 1, 36_500);
  const eventRetentionDays = read.int('EVENT_RETENTION_DAYS', 1, 36_500);
  const geocoder = read.oneOf('GEOCODER', ['offline', 'nominatim'] as const);
  const nominatimUrl = read.string('NOMINATIM_URL');
  if (geocoder === 'nominatim' && !nominatimUrl) read.problem('NOMINATIM_URL is required when GEOCODER=nominatim');
  const storage = read.oneOf('STORAGE', ['local', 's3'] as const);
  const s3 = {
    endpoint: read.string('S3_ENDPOINT'),
    bucket: read.string('S3_BUCKET'),
    region: read.text('S3_REGION'),
    accessKeyId: read.string('S3_ACCESS_KEY_ID'),
    secretAccessKey: read.string('S3_SECRET_ACCESS_KEY'),
    publicUrl: read.string('S3_PUBLIC_URL'),
  };
  if (storage === 's3' && !s3.bucket) read.problem('S3_BUCKET is required when STORAGE=s3');
  return { auditRetentionDays, eventRetentionDays, geocoder, nominatimUrl, storage, s3 };
}

type RuntimeSettings = Pick<
  Settings,
  | 'demoData'
  | 'logLevel'
  | 'graphqlLimits'
  | 'graphqlTrustedDocumentsOnly'
  | 'routerSecret'
  | 'inMemoryDatabase'
  | 'sqlStatementCountHeader'
  | 'idempotencyKeyTtlHours'
  | 'idempotencyKeyWaitMs'
  | 'shutdownGraceMs'
  | 'shutdownDelayMs'
  | 'subscriptionLimits'
>;

function readRouterSecret(read: SettingsReader): string | null {
  const secret = read.string('ROUTER_SECRET');
  if (secret !== null && secret.length < 32) read.problem('ROUTER_SECRET must be at least 32 characters long');
  return secret;
}

/** Demo data, logs, the graph's limits, the embedded engine in memory, idempotency keys and the stop's timing. */
function readRuntime(read: SettingsReader, databaseUrl: string | null): RuntimeSettings {
  return {
    demoData: read.bool('DEMO_DATA', !databaseUrl),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    graphqlLimits: {
      maxDepth: read.int('GRAPHQL_MAX_DEPTH', 1, 100),
      maxAliases: read.int('GRAPHQL_MAX_ALIASES', 0, 1000),
      maxCost: read.int('GRAPHQL_MAX_COST', 1, 1_000_000),
      maxTokens: read.int('GRAPHQL_MAX_TOKENS', 10, 1_000_000),
      maxBodyBytes: read.int('GRAPHQL_MAX_BODY_BYTES', 1024, 100 * 1024 * 1024),
    },
    graphqlTrustedDocumentsOnly: read.bool('GRAPHQL_TRUSTED_DOCUMENTS_ONLY'),
    routerSecret: readRouterSecret(read),
    inMemoryDatabase: read.bool('EMBEDDED_IN_MEMORY'),
    sqlStatementCountHeader: read.bool('SQL_STATEMENT_COUNT_HEADER'),
    idempotencyKeyTtlHours: read.int('IDEMPOTENCY_KEY_TTL_HOURS', 1, 720),
    idempotencyKeyWaitMs: read.int('IDEMPOTENCY_KEY_WAIT_SECONDS', 0, 60) * 1000,
    shutdownGraceMs: read.int('SHUTDOWN_GRACE_SECONDS', 0, 3600) * 1000,
    shutdownDelayMs: read.int('SHUTDOWN_DELAY_SECONDS', 0, 600) * 1000,
    subscriptionLimits: {
      perConnection: read.int('SUBSCRIPTIONS_PER_CONNECTION_MAX', 1, 1000),
      perCaller: read.int('SUBSCRIPTIONS_PER_CALLER_MAX', 1, 100_000),
    },
  };
}

/** The embedded mode generates a signing secret once and keeps it beside the database. */
function embeddedJwtSecret(dataDir: string, inMemory: boolean): string {
  if (inMemory) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** An origin as a browser sends it: scheme, host and port, nothing more (`https://app.example.com`). */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Reads the settings of SETTINGS by name, with their defaults from there; wrong values become problems. */
class SettingsReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  /** Records a wrong setting (or combination of settings), in the words the start-up error shows. */
  problem(text: string): void {
    this.problems.push(text);
  }

  /** The value, or null when unset or blank. */
  string(name: SettingName): string | null {
    const value = this.env[name]?.trim();
    return value ? value : null;
  }

  /** The value, or the setting's default text. */
  text(name: SettingName): string {
    return this.string(name) ?? String(this.defaultOf(name));
  }

  /** Comma-separated values, trimmed, blanks dropped (empty when unset). */
  list(name: SettingName): string[] {
    return (this.string(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  int(name: SettingName, min: number, max: number): number {
    const fallback = this.defaultOf(name);
    if (typeof fallback !== 'number') throw new Error(`${name} has no whole-number default in SETTINGS`);
    const raw = this.string(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  /** `computed`: the default of a setting whose default depends on others (SETTINGS says so in `whenUnset`). */
  bool(name: SettingName, computed?: boolean): boolean {
    const fallback = computed ?? this.defaultOf(name);
    if (typeof fallback !== 'boolean') throw new Error(`${name} has no true/false default in SETTINGS`);
    const raw = this.string(name);
    if (raw === null) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: SettingName, allowed: readonly T[]): T {
    const fallback = this.defaultOf(name) as T;
    if (!allowed.includes(fallback)) throw new Error(`${name}'s default in SETTINGS is not one of ${allowed.join(', ')}`);
    const raw = this.string(name);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  prefix(name: SettingName): string {
    const fallback = String(this.defaultOf(name));
    const raw = this.string(name) ?? fallback;
    if (!/^\/[A-Za-z0-9._~\-/]*$/.test(raw)) {
      this.problems.push(`${name} must be a path starting with / (got "${raw}")`);
      return fallback;
    }
    return raw.replace(/\/+$/, '') || '/';
  }

  private defaultOf(name: SettingName): SettingEntry['default'] {
    return SETTINGS[name].default;
  }
}
