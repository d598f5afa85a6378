import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Database, Listening } from '../../config/database';
import type { Caller } from '../caller';
import type { RequestContext } from '../context';
import { ReadTogether } from '../read-together';
import { isAfter, LOG_START, logHead, type LoggedEvent, type LogPlace, placeOf, readLog } from './event-log';

/**
 * The notification channel of the graph's changes: `emitEvent` notifies it in the change's own
 * transaction, so PostgreSQL wakes every gateway listening on the database when the change commits
 * (docs/decisions.md#subscriptions); the gateway then reads what committed from the event log.
 */
export const CHANGES_CHANNEL = 'graph_changed';

/** One committed change: an event of the log, and the contexts it is read with for its subscribers. */
export interface Change extends LoggedEvent {
  /** Its place in the log (the cursor's). */
  readonly place: LogPlace;
  /** The contexts its subscribers read it with, one per distinct caller: subscribers who are the same caller share one read. */
  readonly readers: Map<string, RequestContext>;
  /** Their reads by key, made together: one statement per record type for all of them (kernel/read-together.ts). */
  readonly together: ReadTogether;
  /**
   * The same change to read afresh, once a read of this one met the database away: made by the
   * first subscriber to try again, shared by the others, so that they read it together again.
   */
  again?: Change;
}

/** A logged event as a change to hand out (no reader yet). */
export function changeOf(event: LoggedEvent): Change {
  const { id, cursor, type, data, time } = event;
  return { id, cursor, type, data, time, place: placeOf(cursor), readers: new Map(), together: new ReadTogether() };
}

declare module '../services' {
  interface Services {
    /** The committed changes this gateway hears, for the graph's subscriptions. */
    changes: ChangeHub;
  }
}

/** Events read from the log at a time. */
const READ_LIMIT = 500;
/** How soon the log is read again while a transaction still running holds back events that committed after it. */
const PENDING_RETRY_MS = 25;
/** How soon after a failed read (the database away) the log is read again. */
const FAILED_RETRY_MS = 1000;

/**
 * Hands each change committed on the database to this process's subscribers (the subscription
 * streams of its WebSocket connections), in the log's order, each once. A notification wakes it;
 * it reads the event log past the last change it handed out, once for all its subscribers. A
 * change is read for each subscriber with a context of its own (`contextFor`), as a request of
 * its caller: fresh loaders, the caller's visibility.
 */
export class ChangeHub {
  private readonly listeners = new Set<(change: Change) => void>();
  private listening: Listening | null = null;
  private em: EntityManager | null = null;
  /** The last change handed out; null until the hub has read the head of the log. */
  private lastPlace: LogPlace | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private waiting: Array<() => void> = [];
  /** The cursors of the changes heard of (each commit notifies its events' cursors) and not handed out yet. */
  private readonly heard = new Set<string>();

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
    if (!context) {
      change.readers.set(key, (context = this.newContext(caller, like)));
      context.reads.together = change.together;
    }
    return context;
  }

  /**
   * Calls `listener` with every change handed out from now on. Returns the way to stop; `upTo`, the
   * place of the last change handed out before (a subscription that resumes from a cursor reads the
   * log up to there itself; every later change reaches `listener`); and `before`, the cursors of
   * the changes whose commit the gateway has heard of and not handed out yet: they committed before
   * the subscription began, and a subscription that does not resume takes none of them.
   */
  subscribe(listener: (change: Change) => void): { stop: () => void; upTo: LogPlace; before: ReadonlySet<string> } {
    this.listeners.add(listener);
    return { stop: () => void this.listeners.delete(listener), upTo: this.place, before: new Set(this.heard) };
  }

  /** The place of the last change handed out (the start of the log before the first read). */
  get place(): LogPlace {
    return this.lastPlace ?? LOG_START;
  }

  /** Resolves once the hub knows its place in the log (its first read at the start), so that `upTo` means what it says. */
  ready(): Promise<void> {
    if (this.lastPlace || this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Subscribers now, for the metrics and the tests. */
  get size(): number {
    return this.listeners.size;
  }

  /**
   * Starts listening on the database (after the gateway has started, as the caller cache does):
   * from the head of the log, each notification reads what committed since the last change handed
   * out. When the listening connection comes back after a loss, the same read hands out, in order,
   * what committed meanwhile.
   */
  listen(db: Database, log: Logger): void {
    this.em = db.orm.em.fork();
    this.listening = db.listen(CHANGES_CHANNEL, {
      notify: (cursor) => {
        this.hear(cursor);
        this.read(log);
      },
      listening: () => {
        log.info('subscriptions on: listening to the changes');
        this.read(log);
      },
      lost: (error) =>
        log.warn({ err: error }, 'subscriptions wait for the listening connection: what commits meanwhile is read from the event log then'),
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const resolve of this.waiting.splice(0)) resolve();
    if (this.retry) clearTimeout(this.retry);
    this.listeners.clear();
    await this.listening?.stop();
    await this.reading;
  }

  /** Reads the log past the last change handed out and hands out what it finds; one read at a time. */
  private read(log: Logger): void {
    if (this.stopped || !this.em) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const em = this.em;
    this.reading = (async () => {
      if (!this.lastPlace) {
        const head = await logHead(em);
        this.lastPlace = head;
        for (const cursor of this.heard) if (!isAfter(placeOf(cursor), head)) this.heard.delete(cursor); // before the start
        for (const resolve of this.waiting.splice(0)) resolve();
      }
      do {
        this.readAgain = false;
        const found = await readLog(em, this.lastPlace, READ_LIMIT);
        for (const event of found.events) this.handOut(changeOf(event));
        this.lastPlace = found.end;
        if (found.more) this.readAgain = true;
        else if (found.pending) this.later(log, PENDING_RETRY_MS);
      } while (this.readAgain && !this.stopped);
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'reading the event log failed: reading it again in a second');
        this.later(log, FAILED_RETRY_MS);
      })
      .finally(() => {
        this.reading = null;
        if (this.readAgain) this.read(log); // woken after the loop's last look
      });
  }

  private later(log: Logger, ms: number): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.read(log);
    }, ms);
    this.retry.unref();
  }

  /** A commit's notification names its event's cursor: kept until the change is handed out (`before`). */
  private hear(cursor: string): void {
    let place: LogPlace;
    try {
      place = placeOf(cursor, 'notification');
    } catch {
      return; // not a cursor: a wake-up all the same
    }
    if (!this.lastPlace || isAfter(place, this.lastPlace)) this.heard.add(cursor);
  }

  private handOut(change: Change): void {
    this.heard.delete(change.cursor);
    for (const listener of this.listeners) listener(change);
  }
}

/** Callers that read alike: the same user with the same tenant scope, roles and two-factor state. */
function callerKey(caller: Caller): string {
  if (caller.kind !== 'user') return 'anonymous';
  return `${caller.userId}|${caller.tenantId ?? ''}|${caller.twoFactorPending}|${JSON.stringify(caller.roles)}`;
}
