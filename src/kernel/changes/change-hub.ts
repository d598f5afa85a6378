import type { Logger } from 'pino';
import type { Database, Listening } from '../../config/database';
import type { Caller } from '../caller';
import type { RequestContext } from '../context';

/**
 * The notification channel of the graph's changes: `emitEvent` notifies it in the change's own
 * transaction, so PostgreSQL delivers a change when it commits, never when it rolls back, to every
 * gateway listening on the database (docs/decisions.md#subscriptions).
 */
export const CHANGES_CHANNEL = 'graph_changed';

/** One committed change, as the webhooks name it: the event type and its data (ids and the fields that changed). */
export interface Change {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** The contexts its subscribers read it with, one per distinct caller: subscribers who are the same caller share one read. */
  readonly readers: Map<string, RequestContext>;
}

declare module '../services' {
  interface Services {
    /** The committed changes this gateway hears, for the graph's subscriptions. */
    changes: ChangeHub;
  }
}

/**
 * Hands each change committed on the database to this process's subscribers (the subscription
 * streams of its WebSocket connections). A change is read for each subscriber with a context of
 * its own (`contextFor`), as a request of its caller: fresh loaders, the caller's visibility.
 */
export class ChangeHub {
  private readonly listeners = new Set<(change: Change) => void>();
  private listening: Listening | null = null;

  constructor(
    /** A new request context for `caller`, with what `like` carries of its connection (address, log). */
    private readonly newContext: (caller: Caller, like: RequestContext) => RequestContext,
  ) {}

  /**
   * The context `change` is read with for `caller`: one per distinct caller (same user, tenant
   * scope, roles and two-factor state) per change, so that a hundred subscriptions of one caller
   * read the record once (their loaders are shared), and nothing is cached from one change to the next.
   */
  contextFor(caller: Caller, like: RequestContext, change: Change): RequestContext {
    const key = callerKey(caller);
    let context = change.readers.get(key);
    if (!context) change.readers.set(key, (context = this.newContext(caller, like)));
    return context;
  }

  /** Calls `listener` with every change heard from now on; returns the way to stop. */
  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Subscribers now, for the metrics and the tests. */
  get size(): number {
    return this.listeners.size;
  }

  /** Starts listening on the database (after the gateway has started, as the caller cache does). */
  listen(db: Database, log: Logger): void {
    this.listening = db.listen(CHANGES_CHANNEL, {
      notify: (payload) => {
        const change = parseChange(payload);
        if (!change) return log.warn({ payload: payload.slice(0, 200) }, 'a change notification that is not a change was ignored');
        for (const listener of this.listeners) listener(change);
      },
      listening: () => log.info('subscriptions on: listening to the changes'),
      // Changes committed while the connection is down are not heard: the subscribers miss them (docs/decisions.md#subscriptions).
      lost: (error) => log.warn({ err: error }, 'subscriptions miss the changes until the listening connection is back'),
    });
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    await this.listening?.stop();
  }
}

/** The notification's payload as `emitEvent` writes it: `{"type":...,"data":{...}}`. */
function parseChange(payload: string): Change | null {
  try {
    const value = JSON.parse(payload) as Partial<Change>;
    if (typeof value?.type !== 'string' || typeof value.data !== 'object' || value.data === null) return null;
    return { type: value.type, data: value.data, readers: new Map() };
  } catch {
    return null;
  }
}

/** Callers that read alike: the same user with the same tenant scope, roles and two-factor state. */
function callerKey(caller: Caller): string {
  if (caller.kind !== 'user') return 'anonymous';
  return `${caller.userId}|${caller.tenantId ?? ''}|${caller.twoFactorPending}|${JSON.stringify(caller.roles)}`;
}

/** The notification's payload of a change; PostgreSQL keeps one of identical payloads notified in one transaction. */
export function changePayload(type: string, data: object): string {
  return JSON.stringify({ type, data });
}
