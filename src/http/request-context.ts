import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../config/database';
import type { Settings } from '../config/settings';
import { ANONYMOUS, type Caller } from '../kernel/caller';
import {
  createRequestContext,
  type EntityManagers,
  LazyFork,
  type ReadRouting,
  type RequestContext,
  type WriteFollowUps,
} from '../kernel/context';
import { DatabaseUnavailableError, DomainError, isDatabaseUnavailable } from '../kernel/errors';
import type { Services } from '../kernel/services';
import { traceLogFields } from '../kernel/tracing';

/** Who the caller is, from the request's credentials (identity's authenticate). */
export type Authenticate = (
  ems: EntityManagers,
  credentials: { authorization: string | undefined; apiKey: string | undefined },
) => Promise<Caller>;

/** Records that users have written, so that their next reads wait for a replica that has replayed it (identity's write mark). */
export type MarkWrite = (em: EntityManager, userIds: string[]) => Promise<void>;

/** The identity's authentication, as the requests use it (identity/auth/authenticate.ts callerAuthentication). */
export interface RequestAuthentication {
  authenticate: Authenticate;
  /** Drops these users from this process's caller cache. */
  forget(userIds: readonly string[]): void;
  /** Calls `listener` with each user whose row, roles or keys changed (null: any may have); returns the way to stop. */
  onCallerChanged(listener: (userId: string | null) => void): () => void;
  /** Resolves once this gateway's caches have heard of every change committed before the call (WriteFollowUps.afterCommit). */
  heard(): Promise<void>;
}

export interface RequestContextOptions {
  db: Database;
  settings: Settings;
  services: Services;
  log: Logger;
  authentication: RequestAuthentication;
  markWrite: MarkWrite;
}

/** The request's context, made once: the upload gates read the caller before the body, the operation reuses it. */
export type ContextFor = (request: FastifyRequest) => Promise<RequestContext>;

export function requestContexts(options: RequestContextOptions): ContextFor {
  const { db, settings, services, log, authentication } = options;
  const { authenticate } = authentication;
  const replicas = db.replicas;
  // The caller cache forgets a user whose write this gateway has just marked: its next request here reads the mark.
  const markWrite: MarkWrite = async (em, userIds) => {
    await options.markWrite(em, userIds);
    authentication.forget(userIds);
  };

  // With replicas: a query reads one that has the caller's writes; a mutation marks the caller's
  // write (docs/decisions.md#read-replicas). A mark that cannot be kept costs freshness, not the answer.
  const chooseReplica = (caller: Caller): Partial<ReadRouting> | undefined => {
    if (!replicas) return undefined;
    return { chooseReplica: () => replicas.choose(caller.kind === 'user' ? (caller.lastWritePosition ?? null) : null) };
  };
  const followWrites = (caller: Caller, ems: EntityManagers, requestLog: Logger): Partial<WriteFollowUps> => ({
    afterCommit: authentication.heard,
    mark: replicas
      ? async (forUsers) => {
          const writers = [...new Set([...(caller.kind === 'user' ? [caller.userId] : []), ...forUsers])];
          if (writers.length)
            await markWrite(ems.em, writers).catch((error: unknown) =>
              requestLog.warn({ err: error }, "the caller's write mark was not kept"),
            );
        }
      : null,
  });

  const create = async (request: FastifyRequest): Promise<RequestContext> => {
    // Forked when the request first needs a unit of work: a read by id of a known caller needs none.
    const entityManagers = new LazyFork(db.orm.em, request.state.trace);
    const requestId = request.state.id;
    // A bad credential is answered by the root guard (401), so that the one operation that ignores
    // credentials (the token grant: a client refreshing often still sends its expired token) works.
    let credentialProblem: string | null = null;
    const apiKey = request.headers['api-key'];
    const caller = await authenticate(entityManagers, {
      authorization: request.headers.authorization,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    }).catch((error: unknown) => {
      // The database is away: 503 with Retry-After on both faces.
      if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(error);
      if (!(error instanceof DomainError)) throw error;
      credentialProblem = error.message;
      return ANONYMOUS;
    });
    const trace = request.state.trace;
    const requestLog = log.child(trace ? { requestId, ...traceLogFields(trace.request) } : { requestId });
    return createRequestContext({
      em: entityManagers,
      caller,
      credentialProblem,
      settings,
      services,
      log: requestLog,
      requestId,
      ip: request.ip ?? 'unknown',
      responseLocals: request.state.locals,
      reads: chooseReplica(caller),
      writes: followWrites(caller, entityManagers, requestLog),
    });
  };

  return (request) => (request.state.context ??= create(request));
}
