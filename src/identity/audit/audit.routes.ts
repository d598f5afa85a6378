import { intQuery, restTable } from '../../kernel/rest-route';

/** The audit trail over REST (prefix AUDIT_PREFIX, `/audit` by default): the graph's `auditEvents`, its filters as query parameters. */
export const auditRoutes = restTable('audit', {}, [
  {
    operation: 'GetAuditEvents',
    method: 'GET',
    path: '/Event',
    field: 'auditEvents',
    variables: (request) => ({
      input: {
        offset: intQuery(request, 'offset') ?? 0,
        limit: intQuery(request, 'limit') ?? 20,
        recordType: request.query('recordType') ?? null,
        recordId: request.query('recordId') ?? null,
        actorId: request.query('actorId') ?? null,
        operation: request.query('operation') ?? null,
        from: request.query('from') ?? null,
        to: request.query('to') ?? null,
      },
    }),
  },
]);
