import type { EntityManager } from '@mikro-orm/postgresql';
import type { IdempotencyClaim } from './idempotency-claim';
import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { ReadReplica } from '../config/read-replicas';
import type { Settings } from '../config/settings';
import type { Caller } from './caller';
import type { ReadPlan } from './read-plan';
import type { SqlFragment } from './sql';
import type { Services } from './services';
import type { TraceScope } from './tracing';

/** How the metrics name what a request ran: its face and operation (src/http/metrics.ts). */
export interface OperationLabel {
  readonly face: 'graphql' | 'rest';
  /** The graph operation's name, or the REST row's method and path template: never a raw URL. */
  readonly operation: string;
}

/** The HTTP response's locals (express `res.locals`), where the face that runs a request names it for the metrics. */
export interface ResponseLocals {
  operationLabel?: OperationLabel;
}

/** What every resolver and service receives first: one unit of work per request. */
export interface RequestContext {
  /** The request's EntityManager, forked when first used; inside a mutation, the transaction's. */
  em: EntityManager;
  /**
   * What a read statement runs on (kernel/sql-executor.ts `runSql`): the request's EntityManager once it
   * has one, else one shared fork, so that a read that needs no unit of work forks none (docs/decisions.md#unit-of-work-on-demand).
   */
  readonly sqlEm: EntityManager;
  caller: Caller;
  /** Why the request's credential was refused (a bad token or key), answered 401 by the root guard. */
  credentialProblem: string | null;
  loaders: LoaderRegistry;
  settings: Settings;
  services: Services;
  log: Logger;
  requestId: string;
  /** Client address, for rate limits. */
  ip: string;
  /**
   * What the request's query can read of each type, set by the executor for queries (lists read
   * whole rows without it). A box: Apollo hands resolvers a copy of the context object, while the
   * request's loaders keep the original; both share the box.
   */
  reads: ReadRouting;
  /**
   * The HTTP response's locals (`{}` outside a request): the graph names its operation there for the
   * metrics. Shared like `reads`, so Apollo's copy of the context writes the response's own.
   */
  responseLocals: ResponseLocals;
  /** What follows the request's writes: a box shared like `reads` (docs/decisions.md#read-replicas, #caller-cache). */
  writes: WriteFollowUps;
  /** With traces on and the request sampled, where its work hangs in its trace (docs/decisions.md#traces); null otherwise. */
  trace: TraceScope | null;
}

/**
 * What a request reads and where (docs/decisions.md#read-replicas). The executor fills it when the
 * operation is a query: the read plan, and the replica that `chooseReplica` picks for the caller.
 * A mutation leaves `replica` null, so its reads (inside its transaction and after it) see the primary.
 */
export interface ReadRouting {
  plan: ReadPlan | null;
  /** The replica the request's reads go to; null: the primary. */
  replica: ReadReplica | null;
  /** Picks the replica for a read-only request (null: read the primary); null when there are no replicas. */
  chooseReplica: (() => Promise<ReadReplica | null>) | null;
  /**
   * The reads by key this context makes together with other callers' contexts (a change's
   * subscribers: kernel/read-together.ts); absent: its own statements.
   */
  together?: ReadsTogether;
}

/**
 * Reads by key of several callers' contexts, one statement for all (kernel/read-together.ts fills
 * it; records.ts asks it, handing it its own way to run a read and map the rows: `run`).
 */
export interface ReadsTogether {
  read<T extends object>(
    ctx: RequestContext,
    type: object,
    key: object,
    keys: string[],
    columnList: string,
    rule: SqlFragment | null,
    run: (text: string, params: unknown[]) => Promise<{ records: T[]; helper(name: 'readers'): readonly unknown[] }>,
  ): Promise<T[]>;
}

/** What the gateway does once a request has written, so that the next requests see it. */
export interface WriteFollowUps {
  /** Users a write was for besides its caller: a sign-in, whose caller is anonymous, wrote the session of the user it signed in. */
  forUsers: Set<string>;
  /**
   * Marks the writes of the caller (and of `forUsers`) once the operation has run, so that their next
   * reads wait for a replica that has replayed them; null when there are no replicas.
   */
  mark: ((forUsers: ReadonlySet<string>) => Promise<void>) | null;
  /** Run after each of the request's transactions commits: the gateway's caches hear of what it changed first. */
  afterCommit: () => Promise<void>;
  /**
   * The Idempotency-Key the request claimed (src/http/idempotent-requests.ts), which its transaction
   * marks as run when it begins (src/kernel/transaction.ts); null without one.
   */
  idempotencyClaim: IdempotencyClaim | null;
}

/** A request's EntityManager, forked from the ORM's when the request first needs one (`new LazyFork(orm.em)`). */
export class LazyFork implements EntityManagers {
  private forked: EntityManager | undefined;

  /** `trace`: a traced request's scope, which the fork's statements hang under (its logger context carries it to them). */
  constructor(
    private readonly root: EntityManager,
    readonly trace: TraceScope | null = null,
  ) {}

  get em(): EntityManager {
    return (this.forked ??= this.trace ? this.root.fork({ loggerContext: { trace: this.trace } }) : this.root.fork());
  }

  /**
   * The fork once there is one; until then one fork of the ORM's kept for statements that need no unit of
   * work. Not the ORM's own EntityManager: that one follows the async context, and would run a statement in
   * whichever transaction that context last held (a notification heard during another request's commit).
   */
  get sqlEm(): EntityManager {
    return this.forked ?? readerOf(this.root);
  }
}

const READERS = new WeakMap<EntityManager, EntityManager>();

function readerOf(root: EntityManager): EntityManager {
  let reader = READERS.get(root);
  if (!reader) READERS.set(root, (reader = root.fork()));
  return reader;
}

/** A request's EntityManager and what its read statements run on (a RequestContext, or a LazyFork before there is one). */
export type EntityManagers = Pick<RequestContext, 'em' | 'sqlEm'> & { readonly trace?: TraceScope | null };

/** The context with another EntityManager or caller (the same loaders: a script acting for another caller). */
export function contextWith(ctx: RequestContext, changes: { em?: EntityManager; caller?: Caller }): RequestContext {
  const copy = Object.assign(Object.create(CONTEXT_PROTOTYPE) as RequestContext, ctx);
  if (changes.em) copy.em = changes.em;
  if (changes.caller) copy.caller = changes.caller;
  return copy;
}

interface ContextFields {
  /** Set by `ctx.em = …` (a transaction binds its own). */
  boundEm: EntityManager | undefined;
  /** Where `em` and `sqlEm` come from until then; a LazyFork is shared by Apollo's copy of the context, so a request forks at most once. */
  source: EntityManagers;
}

/**
 * `em` and `sqlEm` are accessors of the prototype: Apollo copies the context's own properties for
 * the resolvers (`Object.assign` onto `Object.create(prototype)`), which keeps the accessors and
 * would read, so fork, an own getter.
 */
const CONTEXT_PROTOTYPE = Object.create(Object.prototype, {
  em: {
    get(this: ContextFields): EntityManager {
      return this.boundEm ?? this.source.em;
    },
    set(this: ContextFields, em: EntityManager) {
      this.boundEm = em;
    },
  },
  sqlEm: {
    get(this: ContextFields): EntityManager {
      return this.boundEm ?? this.source.sqlEm;
    },
  },
}) as object;

export function createRequestContext(
  init: Omit<RequestContext, 'em' | 'sqlEm' | 'loaders' | 'credentialProblem' | 'reads' | 'writes' | 'responseLocals' | 'trace'> & {
    /** An EntityManager, or a `LazyFork` that forks one when the request first uses it. */
    em: EntityManager | LazyFork;
    credentialProblem?: string | null;
    responseLocals?: ResponseLocals;
    reads?: Partial<ReadRouting>;
    writes?: Partial<WriteFollowUps>;
  },
): RequestContext {
  const { em, ...rest } = init;
  const reads: ReadRouting = { plan: null, replica: null, chooseReplica: null, ...init.reads };
  const writes: WriteFollowUps = {
    forUsers: new Set(),
    mark: null,
    afterCommit: async () => undefined,
    idempotencyClaim: null,
    ...init.writes,
  };
  const fields: ContextFields = { boundEm: undefined, source: em instanceof LazyFork ? em : { em, sqlEm: em } };
  const ctx = Object.assign(Object.create(CONTEXT_PROTOTYPE) as RequestContext, {
    credentialProblem: null,
    responseLocals: {},
    trace: em instanceof LazyFork ? em.trace : null,
    ...rest,
    ...fields,
    reads,
    writes,
  });
  ctx.loaders = new LoaderRegistry(ctx);
  return ctx;
}

/** A per-request DataLoader's batch, declared once next to its aggregate (`defineLoader` in kernel/loaders.ts). */
export interface LoaderDefinition<K, V> {
  readonly batch: (ctx: RequestContext) => DataLoader.BatchLoadFn<K, V>;
}

/**
 * A loader with a parameter shared by the whole batch (the page of a list edge): the request keeps
 * one loader per distinct parameter, so `rooms(limit: 2)` and `rooms(limit: 5)` batch separately.
 */
export interface ParameterizedLoaderDefinition<K, V, P> {
  readonly batch: (ctx: RequestContext, parameter: P) => DataLoader.BatchLoadFn<K, V>;
  /** The identity of a parameter value (loaders are shared by equal parameters). */
  readonly keyOf: (parameter: P) => string;
}

/** Keeps each request's loaders, created on first use so a request pays only for what it reads. */
export class LoaderRegistry {
  private readonly loaders = new Map<LoaderDefinition<unknown, unknown>, DataLoader<unknown, unknown>>();
  private readonly parameterized = new Map<
    ParameterizedLoaderDefinition<unknown, unknown, unknown>,
    Map<string, DataLoader<unknown, unknown>>
  >();

  constructor(private readonly ctx: RequestContext) {}

  /** The request's loader of `definition` for `parameter` (kept per request only: nothing grows across requests). */
  withParameter<K, V, P>(definition: ParameterizedLoaderDefinition<K, V, P>, parameter: P): DataLoader<K, V> {
    const generic = definition as unknown as ParameterizedLoaderDefinition<unknown, unknown, unknown>;
    let byKey = this.parameterized.get(generic);
    if (!byKey) this.parameterized.set(generic, (byKey = new Map()));
    const key = definition.keyOf(parameter);
    let loader = byKey.get(key) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = batched(definition.batch(this.ctx, parameter));
      byKey.set(key, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }

  get<K, V>(definition: LoaderDefinition<K, V>): DataLoader<K, V> {
    const generic = definition as LoaderDefinition<unknown, unknown>;
    let loader = this.loaders.get(generic) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = batched(answeredFromPrimed(definition.batch(this.ctx), () => this.primed.get(generic) as Map<K, V> | undefined));
      this.loaders.set(generic, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }

  /**
   * Values a read already holds (the records of a page, for their type's by-id loader): the
   * loader answers these keys without its batch, as `DataLoader.prime` would, but nothing is made
   * per value until one is loaded (a page primes 200 records and usually loads none of them). A
   * key primed twice, or already loaded, keeps what it had.
   */
  prime<K, V, P extends V>(definition: LoaderDefinition<K, V>, values: readonly P[], keyOf: (value: P) => K): void {
    const generic = definition as LoaderDefinition<unknown, unknown>;
    let primed = this.primed.get(generic) as Map<K, V> | undefined;
    if (!primed) this.primed.set(generic, (primed = new Map()) as Map<unknown, unknown>);
    for (const value of values) {
      const key = keyOf(value);
      if (!primed.has(key)) primed.set(key, value);
    }
  }

  private readonly primed = new Map<LoaderDefinition<unknown, unknown>, Map<unknown, unknown>>();
}

/** A batch that answers the keys primed for its loader itself and asks `batch` for the others only. */
function answeredFromPrimed<K, V>(
  batch: DataLoader.BatchLoadFn<K, V>,
  primedNow: () => Map<K, V> | undefined,
): DataLoader.BatchLoadFn<K, V> {
  return async (keys) => {
    const primed = primedNow();
    const missing = primed ? keys.filter((key) => !primed.has(key)) : keys;
    if (missing.length === keys.length) return batch(keys);
    const loaded = missing.length ? await batch(missing) : [];
    const byKey = new Map(missing.map((key, i) => [key, loaded[i]]));
    return keys.map((key) => (primed!.has(key) ? primed!.get(key)! : byKey.get(key)!));
  };
}

/** A request's DataLoader: at most 1000 keys per statement. */
function batched<K, V>(batch: DataLoader.BatchLoadFn<K, V>): DataLoader<K, V> {
  return new DataLoader<K, V>(batch, { maxBatchSize: 1000 });
}
