import { intQuery, restTable } from '../../kernel/rest-route';

/**
 * The event log over REST (EVENTS_PREFIX, `/events` by default: a face of its own, as the audit trail
 * is): the graph's `events`, `after`, `limit` and `types` (comma-separated) as query parameters; the
 * graph's rules refuse a bad value, named as the request sent it (`limit` for `first`). A row
 * carries its record's type and id, not the record: a REST caller reads it at its own path.
 */
export const eventsRoutes = restTable('events', {}, [
  {
    operation: 'GetEvents',
    method: 'GET',
    path: '',
    field: 'events',
    variables: (request) => ({
      after: request.query('after') ?? null,
      first: intQuery(request, 'limit') ?? null,
      types: listOf(request.query('types')),
    }),
  },
]);

/** `types=location.updated,room.created` as a list; absent or empty: none (an empty member is the graph's to refuse, naming `types`). */
function listOf(value: string | undefined): unknown {
  if (typeof value !== 'string') return value ?? null; // what the route table's reader records (src/rest/request-inputs.ts)
  return value.trim() ? value.split(',').map((type) => type.trim()) : null;
}
