import { BadInputError } from '../../kernel/errors';
import { intQuery, restTable } from '../../kernel/rest-route';
import { EVENTS_PAGE_MAX } from './event-page';

/**
 * The event log over REST (EVENTS_PREFIX, `/events` by default: a face of its own, as the audit trail
 * is): the graph's `events`, `after`, `limit` and `types` (comma-separated) as query parameters. A
 * row carries its record's type and id, not the record: a REST caller reads it at its own path.
 */
export const eventsRoutes = restTable('events', {}, [
  {
    operation: 'GetEvents',
    method: 'GET',
    path: '',
    field: 'events',
    variables: (request) => ({
      after: request.query('after') ?? null,
      first: limitOf(intQuery(request, 'limit')),
      types: typesOf(request.query('types')),
    }),
  },
]);

/** `limit`: the graph's `first`, named as the REST face names it in its errors. */
function limitOf(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' || value < 1 || value > EVENTS_PAGE_MAX)
    throw BadInputError.field('limit', `Must be a whole number from 1 to ${EVENTS_PAGE_MAX}.`);
  return value;
}

/** `types=location.updated,room.created` as a list; absent or empty: none. */
function typesOf(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  const types = value.split(',').map((type) => type.trim());
  if (types.some((type) => type === '')) throw BadInputError.field('types', 'Must be event types separated by commas, none empty.');
  return types;
}
