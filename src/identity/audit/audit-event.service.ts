import { administeredTenantIds, isPlatformAdmin } from '../../kernel/caller';
import type { AuditEvent } from '../../kernel/audit/audit-event.entity';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, ForbiddenError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { AUDIT_EVENT } from './audit-event.loaders';
import type { GetAuditEventsInput } from './audit-event.types';

/**
 * auditEvents (GET /audit/Event): the events the caller may read (the AUDIT_EVENT rule), newest
 * first, in one statement. A caller who administers no tenant is refused (403) rather than shown
 * an empty page: the trail is an Admin's tool.
 */
export function listAuditEvents(ctx: RequestContext, input: GetAuditEventsInput): Promise<Page<AuditEvent>> {
  if (!isPlatformAdmin(ctx.caller) && administeredTenantIds(ctx.caller).length === 0) {
    throw new ForbiddenError('Only the Platform Admin and the Admins of a workspace or employer may read the audit trail.');
  }
  return pageOfVisible(ctx, AUDIT_EVENT, 'event', input, (where) => {
    if (input.from && input.to && input.to < input.from) throw BadInputError.field('to', 'Must not be before from.');
    // Text filters are exact; the root guard has refused control characters in them already.
    if (input.recordType) where.add('event.record_type = ?', input.recordType);
    if (input.recordId) where.add('event.record_id = ?', input.recordId);
    if (input.operation) where.add('event.operation = ?', input.operation);
    if (input.actorId) where.inIds('event.actor_user_id', [input.actorId]);
    if (input.from) where.add('event.date_created >= ?', input.from);
    if (input.to) where.add('event.date_created < ?', input.to);
  });
}
