import { Int } from 'type-graphql';
import { EventPage, EVENTS_PAGE_DEFAULT, EVENTS_PAGE_MAX, listEvents } from './event-page';
import { graphResolver, optionalArg, query } from '../../kernel/resolver-builders';

/**
 * The event log read by cursor (docs/decisions.md#event-log): what the webhooks and the
 * subscriptions publish, for a client that was away (a phone through a tunnel, a tab asleep).
 */
export const EventResolver = graphResolver(() => EventPage, {
  events: query({
    type: () => EventPage,
    description:
      'The event log, oldest first, read by cursor: the changes that committed after `after` (from the oldest kept, EVENT_RETENTION_DAYS, when absent), those of records the caller may read now, by the rule of the subscriptions; the Platform Admin reads all. Poll with the last `endCursor`.',
    args: [
      optionalArg('after', () => String, "Read after this cursor (an event's `cursor` or a page's `endCursor`)."),
      optionalArg('first', () => Int as never, `Events in the page: 1 to ${EVENTS_PAGE_MAX} (${EVENTS_PAGE_DEFAULT} when absent).`),
      optionalArg('types', () => [String] as never, 'Only events of these types (`location.updated`...); absent or empty: all.'),
    ],
    run: (ctx, after, first, types) => listEvents(ctx, after, first as number | null | undefined, types as string[] | null | undefined),
  }),
});
