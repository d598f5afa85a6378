import { Arg, type ClassType, Field, ID, ObjectType, Root, Subscription } from 'type-graphql';
import type { LoaderDefinition, RequestContext } from '../context';
import { ReconnectPause } from '../../config/reconnect-pause';
import { isDatabaseUnavailable } from '../errors';
import { install, options, type GraphField, type GraphType } from '../resolver-builders';
import { type Change, changeOf } from './change-hub';
import { assertKept, isAfter, type LogPlace, placeOf, readLog } from './event-log';
import { startRootSpan, type StartedSpan } from '../tracing';

/** An event type as the webhooks declare it (kernel/webhooks/webhook-events.ts: defineWebhookEvent). */
interface EventType {
  readonly type: string;
}

/** Live changes a subscriber may fall behind by before the rest are read from the event log (docs/decisions.md#subscriptions). */
export const MAX_CHANGES_BEHIND = 1000;

/** What a subscription's event carries to its field: the `<Thing>Change`, and the context it is read with (one per event). */
export interface ChangeDelivery {
  readonly change: Record<string, unknown>;
  readonly context: RequestContext;
  /** With traces on, the delivery's span: the face executes the selection in it, then ends it. */
  readonly span: StartedSpan | null;
}

/**
 * One `<thing>Changed` subscription field: the webhook events it carries, the record they are about
 * (read by its by-id loader, so the caller receives only the changes of records it may read), and
 * the optional arguments that narrow it to one record (`id`) or one parent (`workspaceId`...).
 */
export interface ChangeFeed<T> {
  /** The `<Thing>Change` type (`changeType`). */
  type: () => ClassType;
  description: string;
  events: readonly EventType[];
  /** The record's field of the change type (`location`) and its by-id loader (its visibility rule). */
  record: { field: string; loader: LoaderDefinition<string, T | null> };
  /** The record's id in an event's data; undefined: the event is not about this feed's records (a room's closure, for locations'). */
  id: (data: Readonly<Record<string, unknown>>) => unknown;
  /** The arguments that narrow the stream to one parent, each with its value in an event's data. */
  parents?: Record<string, { description: string; of: (data: Readonly<Record<string, unknown>>) => unknown }>;
  /**
   * The events that remove the record (it cannot be read afterwards): delivered, with the record
   * null, to callers who may read its parent.
   */
  removal?: {
    events: readonly EventType[];
    parent: LoaderDefinition<string, unknown>;
    parentId: (data: Readonly<Record<string, unknown>>) => unknown;
  };
}

/**
 * `<Thing>Change`: what a subscriber receives: the webhook event's type, the record's id, and the
 * record under its type's name (null when it was removed), through which it selects what it needs.
 */
export function changeType(name: string, record: { field: string; type: GraphType; description: string }): ClassType {
  class Change {}
  Field(() => String, { description: 'The webhook event type of the change (`location.updated`): docs/decisions.md#webhooks.' })(
    Change.prototype,
    'event',
  );
  Field(() => ID, { description: 'The id of the record that changed.' })(Change.prototype, 'id');
  Field(() => String, {
    description:
      "The change's place in the event log: subscribe again with it as `after` to receive, first, every change after it (docs/decisions.md#event-log).",
  })(Change.prototype, 'cursor');
  Field(record.type, options(`${record.description} As the subscriber may read it now; null when the change removed it.`, true))(
    Change.prototype,
    record.field,
  );
  Object.defineProperty(Change, 'name', { value: name });
  RECORD_TYPES.set(Change, record.type);
  ObjectType(name, { description: `A change of a ${record.field} that committed (a subscription's event).` })(Change);
  return Change;
}

/** A `<thing>Changed` subscription: a stream of the feed's changes the caller may read, narrowed by its arguments. */
export function changeFeed<T>(feed: ChangeFeed<T>): GraphField {
  FEEDS.push(feed as ChangeFeed<unknown>);
  const narrowing = Object.entries(feed.parents ?? {});
  return {
    install(prototype, name) {
      const method = (delivery: ChangeDelivery) => delivery.change;
      const subscribe = ({ args, context }: { args: Record<string, unknown>; context: RequestContext }) => changesOf(feed, args, context);
      install(prototype, name, method, Subscription(feed.type, { description: feed.description, subscribe }), [
        Root(),
        ...narrowing.map(([arg, parent]) => Arg(arg, () => ID, options(parent.description, true))),
        Arg('id', () => ID, options('Only the changes of this record.', true)),
        Arg(
          'after',
          () => String,
          options(
            "Resume after this cursor (a change's `cursor`): first every change after it that this subscription would have received, in order, then the live ones, with none missed or repeated between them. Older than the event log keeps (EVENT_RETENTION_DAYS): BAD_USER_INPUT naming the oldest cursor it answers.",
            true,
          ),
        ),
      ]);
    },
  };
}

/** Every `<thing>Changed` feed of the graph, as the domains define them: the event log's readers find an event's record by them. */
const FEEDS: ChangeFeed<unknown>[] = [];

/** The record type of each change type (`changeType`). */
const RECORD_TYPES = new WeakMap<ClassType, GraphType>();

/** The feed an event is about: the one that carries its type and finds its record's id in its data. */
export function feedOf(type: string, data: Readonly<Record<string, unknown>>): ChangeFeed<unknown> | null {
  return (
    FEEDS.find(
      (feed) => [...feed.events, ...(feed.removal?.events ?? [])].some((event) => event.type === type) && typeof feed.id(data) === 'string',
    ) ?? null
  );
}

/** The record types of the feeds, as their change types name them (the members of the event log's `EventRecord` union). */
export function feedRecordTypes(): ClassType[] {
  return [...new Set(FEEDS.map(recordTypeOf))];
}

/** The graph type of a feed's records (`Location` for `locationChanged`). */
export function recordTypeOf(feed: ChangeFeed<unknown>): ClassType {
  return (RECORD_TYPES.get(feed.type()) as () => ClassType)();
}

/**
 * Whether `ctx`'s caller may see `change`, and its record as the caller reads it now: by the
 * record's by-id loader (its visibility rule); a removal (the record gone) is seen by those who may
 * read its parent, with the record null. One rule for the subscriptions and the event log's readers.
 */
export async function readChange<T>(
  feed: ChangeFeed<T>,
  ctx: RequestContext,
  change: Pick<Change, 'type' | 'data'>,
): Promise<{ id: string; record: T | null } | null> {
  const id = feed.id(change.data) as string;
  const record = await ctx.loaders.get(feed.record.loader).load(id);
  if (record === null) {
    const removal = feed.removal;
    const parentId = removal?.parentId(change.data);
    if (!removal || !removal.events.some((event) => event.type === change.type) || typeof parentId !== 'string') return null;
    if ((await ctx.loaders.get(removal.parent).load(parentId)) === null) return null;
  }
  return { id, record };
}

/**
 * The stream of one subscription: the changes its arguments ask for, each read as a request of the
 * subscriber would read it; with `after`, first those of the log after that cursor.
 */
async function changesOf<T>(
  feed: ChangeFeed<T>,
  args: Record<string, unknown>,
  subscriber: RequestContext,
): Promise<ChangeStream<ChangeDelivery>> {
  const hub = subscriber.services.changes;
  const types = new Set([...feed.events, ...(feed.removal?.events ?? [])].map((event) => event.type));
  const narrowing = Object.entries(feed.parents ?? {}).filter(([arg]) => args[arg] != null);
  const after = typeof args.after === 'string' ? placeOf(args.after) : null;
  if (after) await assertKept(subscriber.em, after, subscriber.settings.eventRetentionDays);
  const wanted = (change: Change): boolean => {
    if (!types.has(change.type)) return false;
    const id = feed.id(change.data);
    if (typeof id !== 'string' || (args.id != null && args.id !== id)) return false;
    return narrowing.every(([arg, parent]) => parent.of(change.data) === args[arg]);
  };
  // With traces on, each delivery is a trace of its own: the record's read here, the selection's execution by the face.
  const deliver = async (change: Change): Promise<ChangeDelivery | null> => {
    const span = startRootSpan('subscription', { attributes: { 'graphql.operation.type': 'subscription', 'change.event': change.type } });
    if (!span) return read(change, null);
    const delivery = await span.run(() => read(change, span)).catch((error: unknown) => (span.end(error), Promise.reject(error)));
    if (!delivery) span.end();
    return delivery;
  };
  const read = async (change: Change, span: StartedSpan | null): Promise<ChangeDelivery | null> => {
    const context = hub.contextFor(subscriber.caller, subscriber, change);
    const seen = await readChange(feed, context, change);
    if (!seen) return null;
    return { change: { event: change.type, id: seen.id, cursor: change.cursor, [feed.record.field]: seen.record }, context, span };
  };
  // Changes up to a place come from the log (a resumed subscription's, or one that fell behind); the later ones live.
  const fromLog = (from: LogPlace, upTo: LogPlace) => loggedBetween(subscriber, from, upTo, [...types], wanted);
  const stream = new ChangeStream(deliver, fromLog, () => hub.place);
  if (after) await hub.ready();
  const live = hub.subscribe((change) => wanted(change) && stream.push(change));
  stream.onEnd(live.stop);
  if (after) stream.catchUp(after, live.upTo);
  else stream.startLive(live.before);
  return stream;
}

/** The changes of the log after `after` up to `upTo` (included) that `wanted` takes, in order, a page of the log at a time. */
async function* loggedBetween(
  ctx: RequestContext,
  after: LogPlace,
  upTo: LogPlace,
  types: string[],
  wanted: (change: Change) => boolean,
): AsyncGenerator<Change> {
  let place = after;
  for (;;) {
    const found = await readLog(ctx.em, place, REPLAY_PAGE, types);
    for (const event of found.events) {
      const change = changeOf(event);
      if (isAfter(change.place, upTo)) return;
      if (wanted(change)) yield change;
    }
    if (!found.more) return;
    place = found.end;
  }
}

/** Events of the log read at a time when a subscription resumes. */
const REPLAY_PAGE = 200;

/**
 * The changes of one subscription, read one at a time as the connection asks for the next (an
 * async iterator: graphql-ws ends it with `return()` when the client completes or leaves). The
 * live changes wait in a queue of at most MAX_CHANGES_BEHIND; a subscriber that falls further
 * behind is not ended: the stream drops what the queue cannot hold and, once it has delivered the
 * queue, reads those from the event log, as a resumed subscription reads what it missed.
 * Nor does the database going away end it (a restart, a failover): a change whose read fails for
 * that is read again, afresh, after a pause (ReconnectPause) until the database answers, and a
 * read of the log goes on from the last change it gave; the later changes wait their turn.
 * An error of any other kind ends the stream.
 */
export class ChangeStream<T> implements AsyncIterableIterator<T> {
  private readonly queue: Change[] = [];
  private wake: (() => void) | null = null;
  private ended = false;
  private stops: Array<() => void> = [];
  /** Changes to deliver before the queue's, from the log. */
  private replaying: AsyncIterator<Change> | null = null;
  /** What `replaying` reads: after the last change it gave, up to a place (read again from there after a failure). */
  private replay: { after: LogPlace; upTo: LogPlace } | null = null;
  /** Ends the pause before a read is tried again (the stream ended meanwhile). */
  private interrupt: (() => void) | null = null;
  /** Live changes at or before this place are the log's to deliver (the seam): ignored when pushed. */
  private liveAfter: LogPlace | null = null;
  /** Fell behind: the place of the last change queued; what came after it is read from the log. */
  private behindAfter: LogPlace | null = null;
  /** The changes that committed before the subscription began (the gateway had heard of them, not handed them out). */
  private before: ReadonlySet<string> = new Set();

  constructor(
    private readonly deliver: (change: Change) => Promise<T | null>,
    private readonly fromLog: (after: LogPlace, upTo: LogPlace) => AsyncIterator<Change>,
    /** The place of the last change the gateway handed out live. */
    private readonly livePlace: () => LogPlace,
  ) {}

  /** Delivers first the changes of the log after `after` up to `upTo`; the live ones after `upTo` then. */
  catchUp(after: LogPlace, upTo: LogPlace): void {
    if (isAfter(upTo, after)) {
      this.replaying = this.fromLog(after, upTo);
      this.replay = { after, upTo };
    }
    // A cursor past what the gateway has handed out yet: the live changes up to it are the client's already.
    this.liveAfter = isAfter(after, upTo) ? after : upTo;
  }

  /** A subscription that does not resume: none of the changes committed before it began (`before`). */
  startLive(before: ReadonlySet<string>): void {
    this.before = before;
  }

  onEnd(stop: () => void): void {
    this.stops.push(stop);
  }

  push(change: Change): void {
    if (this.ended || this.behindAfter) return;
    if (this.liveAfter && !isAfter(change.place, this.liveAfter)) return;
    if (this.before.has(change.cursor)) return;
    if (this.queue.length >= MAX_CHANGES_BEHIND) this.behindAfter = this.queue[this.queue.length - 1].place;
    else this.queue.push(change);
    this.wake?.();
  }

  async next(): Promise<IteratorResult<T>> {
    while (!this.ended) {
      const change = this.replaying ? await this.nextReplayed() : this.queue.shift();
      if (change === 'replayed') continue;
      if (!change) {
        if (this.behindAfter) {
          // The queue is delivered: what it could not hold comes from the log, up to the live place now.
          this.catchUp(this.behindAfter, this.livePlace());
          this.behindAfter = null;
          continue;
        }
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
        continue;
      }
      const value = await this.delivered(change);
      if (value !== null && !this.ended) return { value, done: false };
    }
    return { value: undefined, done: true };
  }

  /** `change` as the subscriber reads it (null: not for it), read again while the database is away. */
  private async delivered(change: Change): Promise<T | null> {
    const pauses = new ReconnectPause();
    for (let attempt = change; ; attempt = attempt.again ??= changeOf(attempt)) {
      try {
        return await this.deliver(attempt);
      } catch (error) {
        await this.pauseWhenAway(error, pauses);
        if (this.ended) return null;
        // Tried again afresh: new contexts and loaders, nothing kept of the failed read; the other
        // subscribers who try it again share them (`again`).
      }
    }
  }

  /** The next change of the log's; 'replayed' when there is no more (the queue's turn). */
  private async nextReplayed(): Promise<Change | 'replayed'> {
    const pauses = new ReconnectPause();
    for (;;) {
      try {
        const next = await this.replaying!.next();
        if (next.done) break;
        this.replay!.after = next.value.place;
        return next.value;
      } catch (error) {
        await this.pauseWhenAway(error, pauses);
        if (this.ended) break;
        this.replaying = this.fromLog(this.replay!.after, this.replay!.upTo);
      }
    }
    this.replaying = null;
    this.replay = null;
    return 'replayed';
  }

  /** After a failed read: the pause before the next try when the database is away; any other error ends the stream. */
  private async pauseWhenAway(error: unknown, pauses: ReconnectPause): Promise<void> {
    if (!isDatabaseUnavailable(error)) {
      this.end();
      throw error;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pauses.next());
      this.interrupt = () => (clearTimeout(timer), resolve());
    });
    this.interrupt = null;
  }

  async return(): Promise<IteratorResult<T>> {
    this.end();
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.end();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    void this.replaying?.return?.();
    this.replaying = null;
    this.replay = null;
    for (const stop of this.stops) stop();
    this.wake?.();
    this.interrupt?.();
  }
}
