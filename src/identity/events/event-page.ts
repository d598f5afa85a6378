import { createUnionType, Field, ID, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { BadInputError } from '../../kernel/errors';
import { Optional, Required } from '../../kernel/field-decorators';
import { graphNameOf } from '../../kernel/resolver-builders';
import { isWebhookEventType } from '../../kernel/webhooks/webhook-events';
import { feedOf, feedRecordTypes, readChange, recordTypeOf } from '../../kernel/changes/change-feed';
import { assertKept, cursorOf, LOG_START, type LogPlace, placeOf, readLog } from '../../kernel/changes/event-log';

/** The graph type's name of each record an event page hands out (the union's type resolution). */
const RECORD_TYPES = new WeakMap<object, string>();

/** Any record an event is about: the record types of the `<thing>Changed` subscriptions. */
export const EventRecord = createUnionType({
  name: 'EventRecord',
  description: 'The record an event is about: any record type a `<thing>Changed` subscription carries.',
  types: () => feedRecordTypes() as [new () => object, ...(new () => object)[]],
  resolveType: (record) => RECORD_TYPES.get(record as object),
});

@ObjectType('Event', {
  description:
    'An event of the event log (docs/decisions.md#event-log): a change that committed, as the webhooks and the subscriptions publish it.',
})
export class Event {
  @Field(() => ID, { description: "The event's id: the `webhook-id` of its webhook deliveries." })
  id!: string;

  @Required("The event's place in the log: read on with it as `after`.")
  cursor!: string;

  @Required('The webhook event type (`location.updated`): docs/decisions.md#webhooks.')
  type!: string;

  @Required('When the change was logged (its transaction wrote it).')
  time!: Date;

  @Field(() => ID, { description: 'The id of the record the event is about.' })
  recordId!: string;

  @Required('The graph type of the record (`Location`, `Room`...): over REST, read it at its own path.')
  recordType!: string;

  @Optional(EventRecord, 'The record as the caller may read it now; null when the change removed it.')
  record!: object | null;
}

@ObjectType('EventPage', { description: 'A page of the event log, oldest first, and where the next one starts.' })
export class EventPage {
  @Required([Event], "The events, in the log's order: only those of records the caller may read (or, removed, whose parent it may read).")
  nodes!: Event[];

  @Required('The cursor to read on from (`after`): the last event of the page, or past the events the caller may not read.')
  endCursor!: string;

  @Required(Boolean, 'More events may follow now (read on with `endCursor`); false: the caller has read up to the present.')
  hasNextPage!: boolean;
}

/** Events per page when `first` is left out, and at most. */
export const EVENTS_PAGE_DEFAULT = 20;
export const EVENTS_PAGE_MAX = 100;
/** Reads of the log a page makes at most while the caller may read few of the events it meets. */
const MAX_READS = 5;

/**
 * `events` (GET /events): the events after `after` (from the oldest kept when absent), of `types`
 * when given, that the caller may read, by the subscriptions' rule (`readChange`), oldest first.
 * Each read of the log is one statement, and the records of its events one more per record type
 * (the by-id loaders); a page reads the log at most MAX_READS times, then answers what it found
 * with `hasNextPage`.
 */
export async function listEvents(
  ctx: RequestContext,
  after: string | null | undefined,
  first: number | null | undefined,
  types: readonly string[] | null | undefined,
): Promise<EventPage> {
  const size = first ?? EVENTS_PAGE_DEFAULT;
  if (!Number.isInteger(size) || size < 1 || size > EVENTS_PAGE_MAX)
    throw BadInputError.field('first', `Must be a whole number from 1 to ${EVENTS_PAGE_MAX}.`);
  const unknown = types?.find((type) => !isWebhookEventType(type));
  if (unknown !== undefined)
    throw BadInputError.field('types', `"${unknown.slice(0, 100)}" is not an event type (docs/decisions.md#webhooks).`);
  let place: LogPlace = after ? placeOf(after) : LOG_START;
  if (after) await assertKept(ctx.em, place, ctx.settings.eventRetentionDays);
  const nodes: Event[] = [];
  for (let read = 0; read < MAX_READS; read += 1) {
    const found = await readLog(ctx.em, place, Math.min(2 * size, 200), types?.length ? types : undefined);
    const seen = await Promise.all(
      found.events.map(async (event) => {
        const feed = feedOf(event.type, event.data);
        return feed ? { feed, readable: await readChange(feed, ctx, event) } : null;
      }),
    );
    for (const [index, event] of found.events.entries()) {
      const readable = seen[index]?.readable;
      place = placeOf(event.cursor);
      if (!readable) continue;
      const recordType = graphNameOf(recordTypeOf(seen[index]!.feed));
      if (readable.record) RECORD_TYPES.set(readable.record as object, recordType);
      nodes.push({ ...event, recordId: readable.id, recordType, record: readable.record as object | null });
      if (nodes.length === size) return { nodes, endCursor: event.cursor, hasNextPage: index < found.events.length - 1 || found.more };
    }
    place = found.end;
    if (!found.more) return { nodes, endCursor: cursorOf(place), hasNextPage: false };
  }
  return { nodes, endCursor: cursorOf(place), hasNextPage: true };
}
