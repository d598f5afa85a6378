import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sharedSecret } from '../kernel/shared-secret';
import type { Logger } from 'pino';
import type { Database } from '../config/database';
import { statementsSentBy } from '../kernel/sql-statement-counter';
import type { OperationLabel, RequestContext } from '../kernel/context';
import { outboxBacklog, type OutboxBacklog } from '../kernel/mail/outbox';
import { problemDetails } from '../kernel/problem-details';
import { promiseHooksActive } from '../config/transient-storage';

/** Where Prometheus scrapes (every few seconds: the request log leaves it untraced). */
export const METRICS_PATH = '/metrics';

/** A label of the request metrics: a face's operation, or one of the fixed labels below. */
type RequestLabel = OperationLabel | { readonly face: 'other'; readonly operation: string };

/** A /graphql request that resolved no operation (a landing page, a body refused before it parsed). */
const UNRESOLVED_GRAPH: RequestLabel = { face: 'graphql', operation: '(unresolved)' };
/** Everything else: health checks, files, /metrics, unknown paths, a REST path with another method. */
const OTHER: RequestLabel = { face: 'other', operation: '(other)' };
const ANONYMOUS_GRAPH: RequestLabel = { face: 'graphql', operation: '(anonymous)' };
/** Operation names are the client's: past this many distinct ones, or past this length, they share one label. */
const MAX_GRAPH_OPERATIONS = 200;
const MAX_OPERATION_NAME = 100;
const OTHER_GRAPH: RequestLabel = { face: 'graphql', operation: '(other)' };

/**
 * Node's own metrics (event-loop lag, memory, CPU, garbage collection) describe the process, not
 * a gateway: collected once per process into a registry of their own, whatever the number of
 * gateways in it. prom-client's garbage-collection observer is never disconnected, so in a
 * gateway's registry it would keep that gateway (its gauges reach the database) after its close.
 */
let nodeRegistry: Registry | null = null;
function nodeMetrics(): Registry {
  if (!nodeRegistry) {
    nodeRegistry = new Registry();
    collectDefaultMetrics({ register: nodeRegistry });
  }
  return nodeRegistry;
}

/**
 * The gateway's Prometheus metrics (docs/decisions.md#metrics), one registry per app instance (so
 * several servers in one process keep theirs apart): requests and their latency by face,
 * operation and status; errors by code; the database pool; the mail outbox; and, served with
 * them, Node's own (nodeMetrics). Labels are bounded: a REST row's method and path template, a
 * graph operation's name (at most 200 distinct), never a raw URL.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by face (graphql, rest, other), operation (graph operation name or REST method and path template) and status.',
    labelNames: ['face', 'operation', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its response sent, by face and operation.',
    labelNames: ['face', 'operation'] as const,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'gateway_errors_total',
    help: 'Errors of the operations run, by face and code (extensions.code, which is also the REST problem code).',
    labelNames: ['face', 'code'] as const,
    registers: [this.registry],
  });
  private readonly graphLabels = new Map<string, RequestLabel>();

  constructor(db: Database, graphPath: string, log: Logger) {
    const registers = [this.registry];
    poolGauges(db, registers);
    statementCounter(db, registers);
    new Gauge({
      name: 'gateway_promise_hooks_active',
      help: '1 while V8 promise hooks run: an async context is in use (a write in flight, or SQL_STATEMENT_COUNT_HEADER), and every promise pays a hook; 0 when idle reads pay none.',
      registers,
      collect() {
        this.set(promiseHooksActive() ? 1 : 0);
      },
    });
    replicaGauges(db, registers);
    outboxGauges(db, log, registers);
    nodeMetrics(); // the process's metrics start with its first gateway (event-loop lag is measured from then)

    const { requests, latency } = this;
    const isGraphPath = (url: string) =>
      url.startsWith(graphPath) && (url.length === graphPath.length || url[graphPath.length] === '/' || url[graphPath.length] === '?');
    this.record = (request, reply) => {
      const state = request.state;
      const label: RequestLabel = state?.locals.operationLabel ?? (isGraphPath(request.url) ? UNRESOLVED_GRAPH : OTHER);
      requests.inc({ face: label.face, operation: label.operation, status: reply.statusCode });
      latency.observe(
        { face: label.face, operation: label.operation },
        (performance.now() - (state?.startedAt ?? performance.now())) / 1000,
      );
    };
  }

  /** The graph's WebSocket connections and subscriptions now (graphql/websocket.ts), as two gauges. */
  watchSubscriptions(source: { readonly connections: number; readonly subscriptions: number }): void {
    new Gauge({
      name: 'graphql_ws_connections',
      help: 'Open GraphQL over WebSocket connections (subscriptions) on this gateway.',
      registers: [this.registry],
      collect() {
        this.set(source.connections);
      },
    });
    new Gauge({
      name: 'graphql_subscriptions',
      help: 'Running GraphQL subscriptions on this gateway.',
      registers: [this.registry],
      collect() {
        this.set(source.subscriptions);
      },
    });
  }

  /** Measures every request once it is answered (the request's state is set by src/http/request-log.ts). */
  readonly record: (request: FastifyRequest, reply: FastifyReply) => void;

  /** Mounts the measuring of every request and `GET /metrics`. */
  mount(app: FastifyInstance, token: string | null): void {
    app.addHook('onResponse', (request, reply, done) => {
      this.record(request, reply);
      done();
    });
    app.get(METRICS_PATH, this.endpoint(token));
  }

  /** Names each /graphql request's operation and counts the errors of every operation, the REST rows' included. */
  readonly apolloPlugin: ApolloServerPlugin<RequestContext> = (() => {
    const listener: GraphQLRequestListener<RequestContext> = {
      didResolveOperation: async ({ request, operationName, contextValue }) => {
        // REST rows run through executeOperation (no `http`): the adapter has named them already.
        if (request.http) contextValue.responseLocals.operationLabel = this.graphLabel(operationName) as OperationLabel;
      },
      willSendResponse: async ({ request, response }) => {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const face = request.http ? 'graphql' : 'rest';
        for (const error of response.body.singleResult.errors)
          this.errors.inc({ face, code: String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
      },
    };
    return { requestDidStart: async () => listener };
  })();

  /** `GET /metrics` in Prometheus's text format, for the bearer of `token`, or for loopback callers when there is none. */
  private endpoint(token: string | null): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
    const expected = token === null ? null : sharedSecret(token);
    return async (request, reply) => {
      const refusal = expected ? bearerRefusal(request, expected) : loopbackRefusal(request);
      if (refusal) {
        if (refusal.status === 401) reply.header('WWW-Authenticate', 'Bearer');
        const problem = problemDetails(refusal.status, refusal.detail, request.url.split('?')[0], { code: refusal.code });
        await reply.code(refusal.status).type('application/problem+json; charset=utf-8').send(JSON.stringify(problem));
        return;
      }
      const [node, gateway] = await Promise.all([nodeMetrics().metrics(), this.registry.metrics()]);
      await reply.type(this.registry.contentType).send(`${node}${gateway}`);
    };
  }

  private graphLabel(name: string | null): RequestLabel {
    if (name === null) return ANONYMOUS_GRAPH;
    let label = this.graphLabels.get(name);
    if (label) return label;
    if (this.graphLabels.size >= MAX_GRAPH_OPERATIONS || name.length > MAX_OPERATION_NAME) return OTHER_GRAPH;
    label = { face: 'graphql', operation: name };
    this.graphLabels.set(name, label);
    return label;
  }
}

type Refusal = { status: 401 | 403; detail: string; code: string } | null;

/** The metrics token, compared in constant time. */
function bearerRefusal(request: FastifyRequest, expected: (given: string | undefined) => boolean): Refusal {
  if (expected(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1])) return null;
  return { status: 401, detail: 'Send the metrics token (METRICS_TOKEN) as Authorization: Bearer <token>.', code: 'UNAUTHENTICATED' };
}

/**
 * Without a token, only a caller on this machine: the client address as Fastify reads it (a proxy
 * on this machine that forwards an outside caller names that caller in X-Forwarded-For).
 */
function loopbackRefusal(request: FastifyRequest): Refusal {
  if (/^(127\.|::1$|::ffff:127\.)/.test(request.ip ?? '')) return null;
  return {
    status: 403,
    detail: 'The metrics are served to callers on this machine only; set METRICS_TOKEN to scrape them from elsewhere.',
    code: 'FORBIDDEN',
  };
}

/** The primary's pool: connections lent, idle, and acquires waiting. */
function poolGauges(db: Database, registers: Registry[]): void {
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections lent to a statement or transaction.',
    registers,
    collect() {
      this.set(db.poolUse().inUse);
    },
  });
  new Gauge({
    name: 'db_pool_connections_idle',
    help: 'Open database connections idle in the pool.',
    registers,
    collect() {
      this.set(db.poolUse().idle);
    },
  });
  new Gauge({
    name: 'db_pool_acquires_waiting',
    help: 'Requests waiting for a database connection.',
    registers,
    collect() {
      this.set(db.poolUse().waiting);
    },
  });
}

/** The statements each pool has sent since the start, requests' and background work's alike (the subscriptions' reads, the workers'). */
function statementCounter(db: Database, registers: Registry[]): void {
  new Counter({
    name: 'db_statements_total',
    help: 'SQL statements sent, by pool (primary, or a read replica by name), in requests and in background work (subscriptions, workers).',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      this.reset();
      this.inc({ pool: 'primary' }, statementsSentBy(db.orm.em.getConnection()));
      for (const replica of db.replicas?.all ?? []) this.inc({ pool: replica.name }, statementsSentBy(replica.connection));
    },
  });
}

/** Each read replica's availability, lag and pool, labelled by its name (none without replicas). */
function replicaGauges(db: Database, registers: Registry[]): void {
  const replicas = db.replicas?.all ?? [];
  if (!replicas.length) return;
  const replicaGauge = (name: string, help: string, value: (replica: (typeof replicas)[number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['replica'] as const,
      registers,
      collect() {
        for (const replica of replicas) this.set({ replica: replica.name }, value(replica));
      },
    });
  replicaGauge(
    'db_replica_available',
    '1 while the read replica takes reads; 0 while it is passed over because a statement could not reach it.',
    (replica) => (replica.available ? 1 : 0),
  );
  replicaGauge(
    'db_replica_lag_seconds',
    "How far the read replica's replay was behind at the last look (each second): 0 when it has replayed all it received; -1 when not known.",
    (replica) => replica.lagSeconds ?? -1,
  );
  replicaGauge(
    'db_replica_pool_connections_in_use',
    "Connections of the read replica's pool lent to a statement.",
    (replica) => replica.poolUse().inUse,
  );
  replicaGauge(
    'db_replica_pool_connections_idle',
    "Open connections idle in the read replica's pool.",
    (replica) => replica.poolUse().idle,
  );
  replicaGauge(
    'db_replica_pool_acquires_waiting',
    "Reads waiting for a connection of the read replica's pool.",
    (replica) => replica.poolUse().waiting,
  );
}

/** The mail outbox: how many mails wait, and how long the oldest has. */
function outboxGauges(db: Database, log: Logger, registers: Registry[]): void {
  // One statement per scrape reads both outbox figures: the registry collects its metrics at
  // once, so the two gauges share the scrape's reading.
  let reading: Promise<OutboxBacklog | null> | null = null;
  const readBacklog = () =>
    (reading ??= outboxBacklog(db.orm.em.fork())
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: the outbox backlog could not be read');
        return null;
      })
      .finally(() => {
        reading = null;
      }));
  new Gauge({
    name: 'outbox_pending_mails',
    help: 'Mails waiting for delivery (NaN when the database cannot answer).',
    registers,
    async collect() {
      this.set((await readBacklog())?.pending ?? NaN);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting for delivery in seconds (0 when none; NaN when the database cannot answer).',
    registers,
    async collect() {
      this.set((await readBacklog())?.oldestAgeSeconds ?? NaN);
    },
  });
}
