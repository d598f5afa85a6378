import { AuditEvent } from '../../kernel/audit/audit-event.entity';
import { byIdQuery, graphResolver, listQuery, referenceEdge } from '../../kernel/resolver-builders';
import { Tenant } from '../tenant/tenant.entity';
import { tenantByTenantId } from '../tenant/tenant.loaders';
import { User } from '../user/user.entity';
import { userById } from '../user/user.loaders';
import { auditEventById } from './audit-event.loaders';
import { listAuditEvents } from './audit-event.service';
import { AuditEventIPagedResponse, GetAuditEventsInput } from './audit-event.types';

export const AuditEventResolver = graphResolver(() => AuditEvent, {
  auditEvents: listQuery({
    type: () => AuditEventIPagedResponse,
    input: () => GetAuditEventsInput,
    list: listAuditEvents,
    description:
      "The audit trail, newest first: every event for the Platform Admin, the events of their tenants for a workspace's or employer's Admin; anyone else 403.",
  }),
  auditEvent: byIdQuery({
    type: () => AuditEvent,
    loader: auditEventById,
    description:
      'An audit event by id; null when it does not exist or the caller may not read it (neither the Platform Admin nor an Admin of its tenant).',
    idDescription: 'The event id.',
  }),
  actor: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'actorUserId',
    description: 'The user who made the change; null when anonymous or when the caller may not see that user.',
  }),
  tenant: referenceEdge({
    type: () => Tenant,
    loader: tenantByTenantId,
    key: 'tenantId',
    description: 'The tenant the event belongs to; null when none.',
  }),
});
