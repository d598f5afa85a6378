import { administeredTenantIds } from '../../kernel/caller';
import { AuditEvent } from '../../kernel/audit/audit-event.entity';
import { defineRecordType, recordsById } from '../../kernel/records';
import { anyOf, inList, signedInRule } from '../../kernel/visibility';

/** Audit events: the Platform Admin all; a tenant's Admin the events of the tenants they administer; anyone else none. */
export const AUDIT_EVENT = defineRecordType(AuditEvent, {
  table: 'audit_event',
  readRule: "Platform Admin: all; a workspace's or employer's Admin: the events of that tenant",
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => anyOf(inList(`${alias}.tenant_id`, administeredTenantIds(caller)))),
});

/** `Query.auditEvent`: batched per request. */
export const auditEventById = recordsById(AUDIT_EVENT);
