import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, OperationTypeNode, parse } from 'graphql';
import type { Logger } from 'pino';
import type { Caller } from '../kernel/caller';
import type { RequestContext } from '../kernel/context';
import { describeFieldErrors, type FieldErrors } from '../kernel/errors';
import { sendHttpError } from '../kernel/http-error';
import { isJsonObject } from '../kernel/rest-route';
import { isMultipart, pathOf } from './media-type';
import { refuseBeforeBody } from './refuse-unread-body';
import type { ContextFor } from './request-context';
import { atMostCharacters } from '../kernel/text';
import {
  AnswerSeal,
  claimKey,
  heldKey,
  keepAnswer,
  purgeExpiredKeys,
  releaseKey,
  type KeptAnswer,
  type KeyOfCaller,
} from './idempotency-store';

/** The request header (IETF draft "The Idempotency-Key HTTP Header Field") and the header of a repeated answer. */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED = 'Idempotent-Replayed';
/** The longest key accepted (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** The words of the header in the OpenAPI document and of its 400s. */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  `Makes a retry safe (IETF draft "The Idempotency-Key HTTP Header Field"): a unique value per request, such as a UUID, of at most ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters (as a structured-field string, "...", or bare). ` +
  'A repeat with the same key and the same request, within IDEMPOTENCY_KEY_TTL_HOURS, gets the first answer again with `Idempotent-Replayed: true` and changes nothing; the same key with another request is a 422 `IDEMPOTENCY_KEY_REUSED`; a repeat while the first still runs waits for it, up to IDEMPOTENCY_KEY_WAIT_SECONDS (10 s by default), then gets 409 `IDEMPOTENCY_KEY_IN_USE`; a repeat of a request whose write took effect but whose answer was lost (the database went away before it was kept) gets 409 `IDEMPOTENCY_KEY_ANSWER_LOST`.';

/** How often a repeat looks again when the first request runs in another process. */
const POLL_MS = 100;
/** Expired keys are deleted at most this often per process (a key whose time is up is free anyway). */
const PURGE_EVERY_MS = 60_000;
/** The headers of an answer that its replay repeats (not the compression's, the request id or the statement count). */
const KEPT_HEADERS = ['content-type', 'www-authenticate'];
/** What a key's holder got that is a retry's to redo: nothing ran (429), or it failed on our side (5xx). */
const isKept = (status: number) => status < 500 && status !== 429;

export interface IdempotencyOptions {
  contextFor: ContextFor;
  /** The secret the kept answers are sealed with (JWT_SECRET). */
  secret: string;
  ttlHours: number;
  /** How long a repeat waits for the first request with its key to finish before a 409. */
  waitMs: number;
  /** The graph's token limit, for reading a document to tell a mutation from a query. */
  maxTokens: number;
  /** How much of a refused upload's body is read and dropped (kernel/multipart.ts multipartBodyLimit). */
  uploadLimit: number;
  log: Logger;
  /** The text of a document sent by its hash (persisted queries, trusted documents), to tell a mutation sent so. */
  documentOf?: (sha256Hash: string) => Promise<string | undefined>;
}

/**
 * A Fastify route hook that answers the request itself or leaves it to the route: it resolves to the
 * reply once sent when it answered (Fastify waits for it and skips the route), to nothing otherwise.
 */
export type RouteGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;

/** The places a state-changing request enters: each uses the one guard below. */
export interface IdempotencyGuards {
  /** Keeps each claimed key's answer once the route has written it (mounted before the compression). */
  keepWhenAnswered(app: FastifyInstance): void;
  /** On /graphql before the body is read: an upload takes no key. */
  graphUpload: RouteGuard;
  /** Before Apollo on /graphql: a POSTed mutation with the header; a query with it just runs. */
  graph: RouteGuard;
  /** Before a REST row that runs a mutation (the adapter mounts it on those rows only). */
  rest: RouteGuard;
}

/** A claimed key, kept with the request until its answer is sent. */
interface Claim {
  ctx: RequestContext;
  owned: KeyOfCaller;
  /** This claim's token: the key is kept or released only while it still holds it. */
  claim: string;
  finished: () => void;
}

/** What identifies a request, besides its key: its face, operation and canonical body (hashed). */
type RequestFingerprint =
  | { face: 'graphql'; query: string; operationName: unknown; variables: unknown }
  | { face: 'rest'; method: string; path: string; query: unknown; body: unknown };

type Settled =
  { kind: 'claimed'; claim: string } | { kind: 'replay'; answer: KeptAnswer } | { kind: 'reused' } | { kind: 'in-use' } | { kind: 'lost' };

/** What one app's guards share: the keys its requests hold, and the seal of the kept answers. */
interface Keys {
  options: IdempotencyOptions;
  seal: AnswerSeal;
  /** The keys claimed by requests of this process that still run: their repeats wait on these instead of polling. */
  running: Map<string, Promise<void>>;
  claims: WeakMap<FastifyRequest, Claim>;
  lastPurge: number;
}

/**
 * Idempotency keys for every mutation and every state-changing REST call (docs/decisions.md#idempotency-keys):
 * the key is claimed atomically before the request runs, its answer kept when it is under 500
 * (and not a 429), and a repeat of the same request gets that answer again without a second effect.
 */
export function idempotencyGuards(options: IdempotencyOptions): IdempotencyGuards {
  const keys: Keys = { options, seal: new AnswerSeal(options.secret), running: new Map(), claims: new WeakMap(), lastPurge: 0 };
  return {
    keepWhenAnswered: (app) => keepWhenAnswered(keys, app),
    async graphUpload(request, reply) {
      if (headerOf(request) !== undefined && request.method === 'POST' && isMultipart(request))
        return refuseUpload(request, reply, options.uploadLimit);
    },
    async graph(request, reply) {
      const header = headerOf(request);
      if (header === undefined || request.method !== 'POST' || isMultipart(request)) return;
      const mutation = mutationOf(await withPersistedText(request.body, options.documentOf), options.maxTokens);
      if (mutation) return guard(keys, request, reply, header, { face: 'graphql', ...mutation });
    },
    async rest(request, reply) {
      const header = headerOf(request);
      if (header === undefined) return;
      if (isMultipart(request)) return refuseUpload(request, reply, options.uploadLimit);
      return guard(keys, request, reply, header, {
        face: 'rest',
        method: request.method,
        path: pathOf(request),
        query: request.query,
        body: request.body ?? null,
      });
    },
  };
}

/** Claims the request's key (or answers: a replay, a 422 for another request, a 409 while the first runs). */
async function guard(
  keys: Keys,
  request: FastifyRequest,
  reply: FastifyReply,
  header: string,
  fingerprinted: RequestFingerprint,
): Promise<FastifyReply | void> {
  const read = readIdempotencyKey(header);
  if ('problem' in read) return refuseKey(request, reply, read.problem);
  const ctx = await keys.options.contextFor(request);
  if (Date.now() - keys.lastPurge >= PURGE_EVERY_MS) {
    keys.lastPurge = Date.now();
    await purgeExpiredKeys(ctx.em);
  }
  const owned: KeyOfCaller = { scope: scopeOf(ctx.caller), key: read.key };
  const settled = await settle(keys, ctx, owned, fingerprintOf(fingerprinted));
  if (settled.kind === 'replay') return replay(reply, settled.answer);
  if (settled.kind === 'reused')
    return sendHttpError(
      request,
      reply,
      422,
      'This Idempotency-Key was sent with a different request: use a new key for a new request.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  if (settled.kind === 'in-use') {
    reply.header('retry-after', '1');
    return sendHttpError(
      request,
      reply,
      409,
      'A request with this Idempotency-Key is still running: try again shortly.',
      'IDEMPOTENCY_KEY_IN_USE',
    );
  }
  if (settled.kind === 'lost')
    return sendHttpError(
      request,
      reply,
      409,
      'The request with this Idempotency-Key took effect, but its answer was lost (the database went away before it was kept): read what it changed instead of sending it again.',
      'IDEMPOTENCY_KEY_ANSWER_LOST',
    );
  let finished!: () => void;
  keys.running.set(runningId(owned), new Promise<void>((resolve) => (finished = resolve)));
  keys.claims.set(request, { ctx, owned, claim: settled.claim, finished });
  // The request's transaction marks the claim as run (src/kernel/idempotency-claim.ts).
  ctx.writes.idempotencyClaim = { ...owned, claim: settled.claim };
}

/** Keeps (or releases) a claimed key with the answer as the route wrote it, before the compression. */
function keepWhenAnswered(keys: Keys, app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = keys.claims.get(request);
    if (claim) {
      keys.claims.delete(request);
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null;
      const headers = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [])),
      );
      const kept = body !== null && isKept(reply.statusCode);
      (kept
        ? keepAnswer(claim.ctx.em, claim.owned, claim.claim, { status: reply.statusCode, headers, body }, keys.seal)
        : releaseKey(claim.ctx.em, claim.owned, claim.claim)
      )
        // Unkept (the database went away): a repeat gets 409 while the claim's lease runs; then, when
        // the write committed, 409 IDEMPOTENCY_KEY_ANSWER_LOST, else it takes the key over and runs it.
        .catch((error: unknown) =>
          keys.options.log.warn({ err: error, requestId: claim.ctx.requestId }, 'the answer of an idempotent request could not be kept'),
        )
        .finally(() => finish(keys, claim));
    }
    done(null, payload);
  });
  // A request whose answer was never sent (the client went away first) frees its key.
  app.addHook('onResponse', (request, _reply, done) => {
    const claim = keys.claims.get(request);
    if (claim) {
      keys.claims.delete(request);
      releaseKey(claim.ctx.em, claim.owned, claim.claim)
        .catch(() => undefined)
        .finally(() => finish(keys, claim));
    }
    done();
  });
}

/** The key's request is over: its repeats waiting in this process go on. */
function finish(keys: Keys, claim: Claim): void {
  keys.running.delete(runningId(claim.owned));
  claim.finished();
}

/** Claims the key, or learns what its holder got; waits (bounded) while the holder runs. */
async function settle(keys: Keys, ctx: RequestContext, owned: KeyOfCaller, fingerprint: string): Promise<Settled> {
  const deadline = Date.now() + keys.options.waitMs;
  // A claim's lease, and the grace after it before a written request's answer counts as lost: the repeats' wait.
  const leaseSeconds = keys.options.waitMs / 1000;
  for (;;) {
    const claim = await claimKey(ctx.em, owned, fingerprint, { ttlHours: keys.options.ttlHours, leaseSeconds });
    if (claim) return { kind: 'claimed', claim };
    const held = await heldKey(ctx.em, owned, keys.seal, leaseSeconds);
    if (held && held.fingerprint !== fingerprint) return { kind: 'reused' };
    if (held?.answer) return { kind: 'replay', answer: held.answer };
    if (held?.lost) return { kind: 'lost' };
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'in-use' };
    // No row: released (a failed first attempt) or expired between the two statements: claim it again.
    if (!held) continue;
    const local = keys.running.get(runningId(owned));
    await (local ? Promise.race([local, sleep(left)]) : sleep(Math.min(POLL_MS, left)));
  }
}

function headerOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY.toLowerCase()];
  return Array.isArray(header) ? header.join(', ') : header;
}

/**
 * The key of the header: a structured-field string (`"abc"`, as the draft writes it) or the bare
 * value, 1 to IDEMPOTENCY_KEY_MAX_LENGTH printable ASCII characters; else what is wrong with it.
 */
export function readIdempotencyKey(header: string): { key: string } | { problem: string } {
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(header);
  const key = quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : header;
  if (!key) return { problem: 'Must not be empty.' };
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return { problem: atMostCharacters(IDEMPOTENCY_KEY_MAX_LENGTH) };
  if (!/^[\x20-\x7e]+$/.test(key)) return { problem: 'Only printable ASCII characters (space to ~).' };
  return { key };
}

/**
 * Whose key it is: a signed-in user's (whether by token or API key), or, for an anonymous caller
 * (sign-up, sign-in, a reset), the key alone: the fingerprint then guards the answer, which only an
 * identical request (with the same password or code) gets again.
 */
function scopeOf(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : 'anonymous';
}

const runningId = (owned: KeyOfCaller) => `${owned.scope}\n${owned.key}`;

/**
 * A body that names its document by hash alone, with the text the gateway knows for it: a mutation
 * sent by hash takes a key as one sent as text (docs/decisions.md#trusted-documents). Unknown: as it is.
 */
async function withPersistedText(body: unknown, documentOf: IdempotencyOptions['documentOf']): Promise<unknown> {
  if (!documentOf || !isJsonObject(body) || body.query !== undefined || !isJsonObject(body.extensions)) return body;
  const persisted = body.extensions.persistedQuery;
  if (!isJsonObject(persisted) || typeof persisted.sha256Hash !== 'string') return body;
  const query = await documentOf(persisted.sha256Hash);
  return query === undefined ? body : { ...body, query };
}

/** The graph request's parts when its operation is a mutation; null for a query or a document Apollo will refuse. */
function mutationOf(body: unknown, maxTokens: number): { query: string; operationName: unknown; variables: unknown } | null {
  if (!isJsonObject(body) || typeof body.query !== 'string') return null;
  try {
    const operation = getOperationAST(
      parse(body.query, { maxTokens }),
      typeof body.operationName === 'string' ? body.operationName : undefined,
    );
    return operation?.operation === OperationTypeNode.MUTATION
      ? { query: body.query, operationName: body.operationName ?? null, variables: body.variables ?? null }
      : null;
  } catch {
    return null; // not a document: Apollo answers its error
  }
}

function fingerprintOf(request: RequestFingerprint): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** JSON with every object's members in name order, so that the same body written in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>).filter(([, member]) => member !== undefined);
    return `{${members
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function refuseKey(request: FastifyRequest, reply: FastifyReply, problem: string): FastifyReply {
  const errors: FieldErrors = { [IDEMPOTENCY_KEY]: [problem] };
  return sendHttpError(request, reply, 400, describeFieldErrors(errors), 'BAD_USER_INPUT', { errors });
}

/**
 * An upload takes no key (docs/decisions.md#idempotency-keys); it is refused before its body,
 * which is then read and dropped so that the answer reaches the client (docs/decisions.md#refused-uploads).
 */
function refuseUpload(request: FastifyRequest, reply: FastifyReply, uploadLimit: number): FastifyReply {
  const problem =
    'Not accepted on an upload (multipart/form-data): telling a repeat apart would take the whole file. Send the upload without it.';
  const errors: FieldErrors = { [IDEMPOTENCY_KEY]: [problem] };
  return refuseBeforeBody(
    request,
    reply,
    { status: 400, detail: describeFieldErrors(errors), code: 'BAD_USER_INPUT', details: { errors } },
    uploadLimit,
  );
}

function replay(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.header(IDEMPOTENT_REPLAYED, 'true');
  return reply.send(answer.body);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
