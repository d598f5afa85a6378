import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  createSourceEventStream,
  execute,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { CloseCode, type Context, type SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Settings } from '../config/settings';
import { ANONYMOUS, isPlatformAdmin, type Caller } from '../kernel/caller';
import type { ChangeDelivery } from '../kernel/changes/change-feed';
import type { RequestContext } from '../kernel/context';
import { DomainError, isDatabaseUnavailable } from '../kernel/errors';
import { GRAPHQL_PATH } from '../kernel/http-error';
import type { RequestAuthentication } from '../http/request-context';
import { documentValidationRules } from './apollo';
import { formatError } from './format-error';
import { operationCost } from './query-cost';
import { TRUSTED_DOCUMENT_REQUIRED, TRUSTED_DOCUMENTS_SETTING, type TrustedDocuments } from './trusted-documents';

/** Close codes of the protocol and of WebSocket itself (docs/decisions.md#subscriptions). */
const GOING_AWAY = 1001;
const TRY_AGAIN_LATER = 1013;
/** Subscription documents kept parsed and validated, the oldest forgotten first. */
const KNOWN_DOCUMENTS_MAX = 500;

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  settings: Settings;
  log: Logger;
  authentication: RequestAuthentication;
  /** A new request context for a subscription of `caller` (its connection's address and id). */
  contextFor: (caller: Caller, ip: string, requestId: string) => RequestContext;
  trustedDocuments: TrustedDocuments;
  closing: () => boolean;
}

/** The graph's subscriptions on `/graphql`, beside the HTTP routes of the same server. */
export interface SubscriptionServer {
  /** Open connections, for the metrics. */
  readonly connections: number;
  /** Running subscriptions, for the metrics. */
  readonly subscriptions: number;
  /** Closes every connection with 1001 (the gateway is going away), after the HTTP drain. */
  close(): Promise<void>;
}

/** What the gateway keeps of one connection. */
interface Connection {
  caller: Caller;
  credentials: { authorization: string | undefined; apiKey: string | undefined };
  ip: string;
  id: string;
  /** Ends the connection when its access token expires. */
  expiry?: NodeJS.Timeout;
}

type Extra = { socket: WebSocket; request: IncomingMessage; connection?: Connection };

/**
 * GraphQL over WebSocket (graphql-ws, subprotocol `graphql-transport-ws`) on `/graphql`
 * (docs/decisions.md#subscriptions): credentials with `connection_init`, named as the HTTP headers
 * (`authorization`, `api-key`); documents checked as the graph's HTTP requests are (depth, aliases,
 * cost, trusted documents); subscriptions only, queries and mutations go over HTTP. A connection
 * ends when its caller is suspended, loses a role or its token expires (the caller cache's
 * notifications tell every gateway), and with 1001 when the gateway stops.
 */
export function subscriptionServer(server: Server, options: SubscriptionServerOptions): SubscriptionServer {
  const { schema, log } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: options.settings.graphqlLimits.maxBodyBytes });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = request.url?.split('?')[0];
    if (path !== GRAPHQL_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (options.closing()) return refuseUpgrade(socket, 503, 'Service Unavailable');
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });
  const registry = new Connections(options);
  const stopWatching = options.authentication.onCallerChanged((userId) => void registry.recheck(userId));
  const check = subscriptionCheck(options, registry);
  const format = (error: GraphQLError) => formatError(error.toJSON(), error, log, schema);
  /** The release of each subscription's place in its caller's count, by its context. */
  const releases = new WeakMap<object, () => void>();

  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      onConnect: (ctx) => registry.open(ctx),
      onClose: (ctx) => registry.close(ctx),
      onSubscribe: async (ctx, id, payload) => {
        const connection = ctx.extra.connection!;
        // Counted before anything is awaited: a burst over several connections cannot pass the caller's limit.
        const release = registry.hold(connection.caller);
        const checked = await check(ctx, connection.caller, payload).catch((error: unknown) => (release(), Promise.reject(error)));
        if (Array.isArray(checked)) {
          release();
          return checked as readonly GraphQLError[];
        }
        const contextValue = options.contextFor(connection.caller, connection.ip, `${connection.id}:${id}`);
        releases.set(contextValue, release);
        return { ...checked, contextValue };
      },
      subscribe: async (args) => {
        const release = releases.get(args.contextValue as object) ?? (() => undefined);
        const stream = await createSourceEventStream(args).catch((error: unknown) => (release(), Promise.reject(error)));
        if (!isAsyncIterable(stream)) {
          release();
          return stream as ExecutionResult; // errors: a refused start
        }
        // With traces on, the delivery's span (src/kernel/changes/change-feed.ts) is named after the operation and holds its execution.
        const operationName = getOperationAST(args.document, args.operationName)?.name?.value;
        const run = (delivery: ChangeDelivery) => {
          const execution = () => execute({ ...args, rootValue: delivery, contextValue: delivery.context });
          const span = delivery.span;
          if (!span) return execution();
          if (operationName) span.rename(`subscription ${operationName}`, { 'graphql.operation.name': operationName });
          return span.finish(async () => execution());
        };
        return eventsOf(stream[Symbol.asyncIterator](), run, release);
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(format) } : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
    },
    sockets,
  );

  return {
    get connections() {
      return sockets.clients.size;
    },
    get subscriptions() {
      return registry.running;
    },
    async close() {
      stopWatching();
      await Promise.all([...sockets.clients].map(closeGoingAway));
      await disposable.dispose();
    },
  };
}

type ConnectionContext = Context<Record<string, unknown>, Extra>;

/** The open connections by user, and the subscriptions each user holds on this gateway. */
class Connections {
  private readonly ofUser = new Map<string, Set<ConnectionContext>>();
  private readonly subscriptionsOfUser = new Map<string, number>();
  /** Subscriptions running on this gateway, of every caller. */
  running = 0;

  constructor(private readonly options: SubscriptionServerOptions) {}

  /** connection_init: the credentials named as the HTTP headers (any case); bad ones close the socket with 4403. */
  async open(ctx: ConnectionContext): Promise<boolean> {
    const params = lowerCaseKeys(ctx.connectionParams ?? {});
    const credentials = { authorization: stringOrUndefined(params.authorization), apiKey: stringOrUndefined(params['api-key']) };
    const ip = ctx.extra.request.socket.remoteAddress ?? 'unknown';
    const id = randomUUID();
    let caller: Caller;
    try {
      caller = await this.options.authentication.authenticate(this.options.contextFor(ANONYMOUS, ip, id), credentials);
    } catch (error) {
      if (error instanceof DomainError) end(ctx, CloseCode.Forbidden, `Forbidden: ${error.message}`);
      else if (isDatabaseUnavailable(error)) end(ctx, TRY_AGAIN_LATER, 'The database cannot be reached: try again later');
      else throw error;
      return false;
    }
    if (caller.kind !== 'user') {
      // Every subscription is a signed-in caller's: a connection without credentials would only hold a socket open.
      end(
        ctx,
        CloseCode.Forbidden,
        'Forbidden: send credentials in connection_init: {"authorization": "Bearer <token>"} or {"api-key": "<key>"}',
      );
      return false;
    }
    const connection: Connection = { caller, credentials, ip, id };
    ctx.extra.connection = connection;
    if (caller.kind !== 'user') return true;
    let set = this.ofUser.get(caller.userId);
    if (!set) this.ofUser.set(caller.userId, (set = new Set()));
    set.add(ctx);
    const expiresAt = caller.credentialExpiresAt;
    if (expiresAt != null) {
      const expired = () => end(ctx, CloseCode.Forbidden, 'Forbidden: the access token expired; connect again with a new one');
      connection.expiry = setTimeout(expired, Math.max(0, expiresAt - Date.now())).unref();
    }
    return true;
  }

  close(ctx: ConnectionContext): void {
    const connection = ctx.extra.connection;
    if (!connection) return;
    clearTimeout(connection.expiry);
    if (connection.caller.kind !== 'user') return;
    const set = this.ofUser.get(connection.caller.userId);
    set?.delete(ctx);
    if (set?.size === 0) this.ofUser.delete(connection.caller.userId);
  }

  /** Subscriptions `caller` holds on this gateway (a connection's caller is always a user: open() refuses the others). */
  held(caller: Caller): number {
    return this.subscriptionsOfUser.get(userKey(caller)) ?? 0;
  }

  /** Counts a subscription of `caller`; returns its release (once). */
  hold(caller: Caller): () => void {
    const key = userKey(caller);
    this.running += 1;
    this.subscriptionsOfUser.set(key, this.held(caller) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.subscriptionsOfUser.get(key) ?? 1) - 1;
      if (left > 0) this.subscriptionsOfUser.set(key, left);
      else this.subscriptionsOfUser.delete(key);
    };
  }

  /** The user changed (null: maybe anyone): a connection whose credentials no longer hold, or whose grants changed, ends. */
  async recheck(userId: string | null): Promise<void> {
    const affected = userId === null ? [...this.ofUser.values()].flatMap((set) => [...set]) : [...(this.ofUser.get(userId) ?? [])];
    for (const ctx of affected) {
      const connection = ctx.extra.connection!;
      const context = this.options.contextFor(connection.caller, connection.ip, connection.id);
      const caller = await this.options.authentication
        .authenticate(context, connection.credentials)
        .catch((error: unknown) => (error instanceof DomainError ? error : null));
      if (caller === null) continue; // the database is away: the connection stays, and is checked at the next change
      if (caller instanceof DomainError) end(ctx, CloseCode.Forbidden, `Forbidden: ${caller.message}`);
      else if (!sameGrants(caller, connection.caller))
        end(ctx, CloseCode.Forbidden, "Forbidden: the caller's roles changed; connect again");
      else connection.caller = caller;
    }
  }
}

/** A subscribe message's execution arguments, or the errors that refuse it: limits, trusted documents, validation, cost. */
function subscriptionCheck(options: SubscriptionServerOptions, registry: Connections) {
  const { schema, settings } = options;
  const limits = settings.graphqlLimits;
  const rules = [...specifiedRules, ...documentValidationRules(limits)];
  // Parsed and validated once per text (the schema never changes): many clients send the same few documents.
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  const checked = (text: string): DocumentNode | readonly GraphQLError[] => {
    const known = documents.get(text);
    if (known) return known;
    let result: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(text, { maxTokens: limits.maxTokens });
      const invalid = validate(schema, document, rules);
      result = invalid.length ? invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')) : document;
    } catch (error) {
      result = [withCode(error instanceof GraphQLError ? error : new GraphQLError(String(error)), 'GRAPHQL_PARSE_FAILED')];
    }
    if (documents.size >= KNOWN_DOCUMENTS_MAX) documents.delete(documents.keys().next().value!);
    documents.set(text, result);
    return result;
  };
  return async (
    ctx: ConnectionContext,
    caller: Caller,
    payload: SubscribePayload,
  ): Promise<readonly GraphQLError[] | Omit<ExecutionArgs, 'contextValue'>> => {
    const { perConnection, perCaller } = settings.subscriptionLimits;
    if (Object.keys(ctx.subscriptions).length > perConnection)
      // this one included
      return [limitError(`A connection holds at most ${perConnection} subscriptions (SUBSCRIPTIONS_PER_CONNECTION_MAX).`)];
    if (registry.held(caller) > perCaller)
      // this one included
      return [limitError(`A caller holds at most ${perCaller} subscriptions on a gateway (SUBSCRIPTIONS_PER_CALLER_MAX).`)];
    const text = await documentText(payload, options.trustedDocuments);
    if (text instanceof GraphQLError) return [text];
    if (settings.graphqlTrustedDocumentsOnly && !isPlatformAdmin(caller) && !(await options.trustedDocuments.has(sha256(text))))
      return [
        withCode(
          new GraphQLError(`Only registered documents run here (${TRUSTED_DOCUMENTS_SETTING}): send a registered document by its hash.`),
          TRUSTED_DOCUMENT_REQUIRED,
        ),
      ];
    const document = checked(text);
    if (!('kind' in document)) return document;
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) {
      const message = payload.operationName
        ? `The document has no operation named "${payload.operationName}".`
        : 'Name the operation to run (operationName).';
      return [withCode(new GraphQLError(message), 'BAD_USER_INPUT')];
    }
    // Variables that cannot be coerced are the client's input (400 BAD_USER_INPUT over HTTP): refused before the subscription starts.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 50 });
    if (coerced.errors) return coerced.errors.map((error) => withCode(error, 'BAD_USER_INPUT'));
    if (operation.operation !== 'subscription') {
      const where = `send a ${operation.operation} over HTTP (POST ${GRAPHQL_PATH})`;
      return [withCode(new GraphQLError(`Over WebSocket the graph runs subscriptions only: ${where}.`), 'BAD_REQUEST')];
    }
    const cost = operationCost(schema, document, payload.operationName, payload.variables ?? {}, settings.pageMaxLimit);
    if (cost > limits.maxCost) {
      const message = `The subscription costs ${cost}, more than the limit of ${limits.maxCost}: select less under it.`;
      return [withCode(new GraphQLError(message), 'GRAPHQL_VALIDATION_FAILED')];
    }
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables ?? {} };
  };
}

function userKey(caller: Caller): string {
  return caller.kind === 'user' ? caller.userId : '';
}

function end(ctx: ConnectionContext, code: number, reason: string): void {
  ctx.extra.socket.close(code, reason.slice(0, 120));
}

/** Closes with 1001 (the gateway is going away); a peer that does not answer the close is cut off after a second. */
function closeGoingAway(socket: WebSocket): Promise<void> {
  return new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.close(GOING_AWAY, 'The gateway is stopping: connect again');
    setTimeout(() => (socket.terminate(), resolve()), 1000).unref();
  });
}

/** The document of a subscribe message: its text, or a registered document by the hash Apollo's persisted-queries link sends. */
async function documentText(payload: SubscribePayload, trusted: TrustedDocuments): Promise<string | GraphQLError> {
  if (typeof payload.query === 'string' && payload.query !== '') return payload.query;
  const persisted = (payload.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  if (typeof persisted?.sha256Hash !== 'string')
    return withCode(new GraphQLError('Send `query`, or a registered document by its hash.'), 'BAD_USER_INPUT');
  const text = await trusted.get(persisted.sha256Hash);
  return text ?? withCode(new GraphQLError('PersistedQueryNotFound'), 'PERSISTED_QUERY_NOT_FOUND');
}

/** Each event of a subscription answered by executing its selection with that event's own context. */
function eventsOf(
  source: AsyncIterator<unknown> & { return?: () => Promise<IteratorResult<unknown>> },
  run: (delivery: ChangeDelivery) => Promise<ExecutionResult> | ExecutionResult,
  ended: () => void,
): AsyncIterableIterator<ExecutionResult> {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    ended();
  };
  return {
    async next() {
      const step = await source.next().catch((error: unknown) => {
        finish();
        throw error;
      });
      if (step.done) {
        finish();
        return { value: undefined, done: true };
      }
      return { value: await run(step.value as ChangeDelivery), done: false };
    },
    async return() {
      finish();
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      finish();
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === 'function';
}

/** Whether two readings of a caller grant the same: its roles, its tenant scope, its two-factor state. */
function sameGrants(a: Caller, b: Caller): boolean {
  if (a.kind !== 'user' || b.kind !== 'user') return a.kind === b.kind;
  return (
    a.userId === b.userId &&
    a.tenantId === b.tenantId &&
    a.twoFactorPending === b.twoFactorPending &&
    JSON.stringify(a.roles) === JSON.stringify(b.roles)
  );
}

function lowerCaseKeys(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key.toLowerCase(), value]));
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'SUBSCRIPTION_LIMIT' } });
}

/** Answers an upgrade the gateway does not take with a plain HTTP status, and closes the socket. */
function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}
