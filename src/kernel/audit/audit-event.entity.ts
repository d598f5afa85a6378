import { Entity, Index, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ObjectType } from 'type-graphql';
import { Column } from '../columns';
import { defineGraphEnum, type GraphEnumValue } from '../graph-enum';

export const AuditActionEnum = defineGraphEnum('AuditAction', 'What happened to the record an audit event names.', {
  Created: 'The record was written for the first time (its fields: `after` only).',
  Updated: 'Some fields of the record changed (each changed field with its value before and after).',
  Deleted: 'The record was removed (its fields: `before` only).',
  SignedIn: 'A user signed in with their password (the record is the user).',
  SignInFailed: 'A sign-in was refused (wrong password, unknown or suspended account); the record is the user when the account exists.',
});
export type AuditAction = GraphEnumValue<typeof AuditActionEnum>;

/**
 * One changed field of an audited record: its value before and after, each as JSON text (`"Active"`, `42`,
 * `null`). Secrets never appear.
 */
@ObjectType('AuditFieldChange', {
  description:
    'One field of the record that the event changed, with its value before and after as JSON text; secrets (password hashes, tokens, codes, keys) are never recorded.',
})
export class AuditFieldChange {
  @Field({ description: 'The field (the property of the record, e.g. `isSuspended`).' })
  field!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Its value before, as JSON text; null when the record was created (or had no such value).',
  })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'Its value after, as JSON text; null when the record was deleted.' })
  after!: string | null;
}

/**
 * One state change, append-only (docs/decisions.md#audit-trail): who did what to which record,
 * in which tenant, from which address and request, with the changed fields. Written in the
 * transaction of the change itself (`kernel/audit/audit-trail.ts`), so a rolled-back change leaves
 * none; the table refuses UPDATE, and only the retention purge deletes.
 */
@ObjectType('AuditEvent', {
  description:
    'A recorded state change (a mutation, a REST write, a state transition, a sign-in or failed sign-in). Readable by the Platform Admin (all) and by the Admins of the tenant the event belongs to.',
})
@Entity({ tableName: 'audit_event' })
@Index({ properties: ['dateCreated', 'id'] })
@Index({ properties: ['recordType', 'recordId'] })
@Index({ properties: ['tenantId'] })
@Index({ properties: ['actorUserId'] })
export class AuditEvent {
  @Column.id('The unique id of the event (a UUID).') id: string = randomUUID();
  @Column.timestamptz('When the change happened (an instant, ISO 8601).', { defaultRaw: 'now()' }) dateCreated: Opt<Date> = new Date();
  @Column.enum(AuditActionEnum, 'What happened to the record.') action!: AuditAction;
  @Column.text(
    'The operation that made the change: the mutation (root field) of the graph, the same for its REST row (`suspendUser` for `PUT /User/suspend`).',
  )
  operation!: string;
  @Column.text('The type of the changed record (`User`, `Location`...); null for a failed sign-in of an unknown account.', {
    nullable: true,
  })
  recordType: string | null = null;
  @Column.text('The id of the changed record; null when there is none.', { nullable: true }) recordId: string | null = null;
  @Column.uuid('The user who made the change; null when anonymous (a sign-up, a failed sign-in). See `actor`.', { nullable: true })
  actorUserId: string | null = null;
  @Column.uuid('The API key the change was made with; null when made with a token or anonymously.', { nullable: true }) actorApiKeyId:
    string | null = null;
  @Column.text(
    'The tenant (`tenantId` of a workspace or employer) the changed record belongs to; null when it belongs to none (a user account). See `tenant`.',
    { nullable: true },
  )
  tenantId: string | null = null;
  @Column.json(() => [AuditFieldChange], 'The changed fields with their values before and after; secrets are left out.')
  changes: AuditFieldChange[] = [];
  @Column.text("The client's address.", { nullable: true }) clientAddress: string | null = null;
  @Column.text('The request id (the `x-request-id` header of the request and of its answer).', { nullable: true }) requestId:
    string | null = null;
}
