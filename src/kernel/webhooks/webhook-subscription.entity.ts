import { Entity, Index, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../base.entity';
import { Column } from '../columns';

/**
 * An endpoint of a tenant that receives the tenant's events, signed per the Standard Webhooks
 * specification (docs/decisions.md#webhooks). The kernel keeps it beside the delivery outbox that
 * `emitEvent` fills; the identity domain manages it (src/identity/webhook).
 */
@ObjectType('WebhookSubscription', {
  description:
    "An endpoint subscribed to a tenant's events, each delivery signed with the subscription's secret (Standard Webhooks). Seen by the tenant's Admins and the Platform Admin.",
})
@Entity({ tableName: 'webhook_subscription' })
@Index({ properties: ['tenantId'] })
export class WebhookSubscription extends BaseEntity {
  @Column.text('The tenant whose events the endpoint receives: `platform`, or the id of a workspace or an employer.') tenantId!: string;
  @Column.text('The endpoint: an https URL on a public address.') url!: string;
  @Column.strings('The event types it receives (`closure.created`...; see docs/decisions.md#webhooks).') eventTypes!: string[];
  /** The `whsec_...` signing secret, encrypted (AES-256-GCM); shown once, on create and rotate. */
  @Column.text({ hidden: true }) secretEncrypted!: string;
  /** After a rotation, the secret before it, encrypted: it signs beside the new one until `previousSecretExpiresAt`. */
  @Column.text({ hidden: true, nullable: true }) previousSecretEncrypted: string | null = null;
  @Column.timestamptz(
    'After a rotation: until when the previous secret still signs every delivery beside the new one (WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS), so a receiver can deploy the new secret without dropping one; null when none does.',
    { nullable: true },
  )
  previousSecretExpiresAt: Date | null = null;
  @Column.boolean(
    'False while disabled: by an Admin, or by the gateway after too many failed attempts in a row (see `disabledForFailuresAt`).',
  )
  enabled: Opt<boolean> = true;
  @Column.integer('Failed delivery attempts in a row since the last success.') failureCount: Opt<number> = 0;
  @Column.timestamptz(
    'When the gateway disabled the endpoint for failing; null otherwise. Enabling it again clears this and the failure count.',
    { nullable: true },
  )
  disabledForFailuresAt: Date | null = null;
  @Column.uuid('The id of the user who created it; null once that user is gone.', { nullable: true }) createdByUserId: string | null = null;
}
