import { ID, InputType } from 'type-graphql';
import { AuditEvent } from '../../kernel/audit/audit-event.entity';
import { Optional } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';

@InputType('GetAuditEventsInput', {
  description: 'Filters (combined with AND; an absent one filters nothing) and page of auditEvents (GET /audit/Event).',
})
export class GetAuditEventsInput extends PageInput {
  @Optional(String, 'Only events of records of this type (`User`, `Location`...).')
  recordType?: string | null;

  @Optional(String, 'Only events of the record with this id.')
  recordId?: string | null;

  @Optional(ID, 'Only events made by this user; an id that is not a UUID matches nothing.')
  actorId?: string | null;

  @Optional(String, 'Only events of this operation (the mutation, e.g. `suspendUser`).')
  operation?: string | null;

  @Optional(Date, 'Only events at or after this instant (ISO 8601).')
  from?: Date | null;

  @Optional(Date, 'Only events before this instant (ISO 8601); not before `from`.')
  to?: Date | null;
}

export const AuditEventIPagedResponse = PagedResponse(AuditEvent, 'AuditEventIPagedResponse');
