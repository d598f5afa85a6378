import { Entity, Index, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../base.entity';
import { Column } from '../columns';

export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Delivered', 'Failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One event for one subscription, waiting for delivery or delivered (docs/decisions.md#webhooks):
 * written by `emitEvent` in the transaction of the change, so an event is sent only when its change
 * committed, and none is lost while an endpoint is down. `body` is the exact JSON that is signed and
 * sent; `eventId` is its `webhook-id`, the same on every retry and for every subscription: the id of
 * the event in the event log.
 */
@Entity({ tableName: 'webhook_delivery' })
@Index({ properties: ['status', 'nextAttemptAt'] })
@Index({ properties: ['subscriptionId', 'status'] })
export class WebhookDelivery extends BaseEntity {
  @Column.uuid() subscriptionId!: string;
  @Column.uuid() eventId!: string;
  /** The event's cursor in the event log (docs/decisions.md#event-log); null for a test message and deliveries from before the log. */
  @Column.text({ nullable: true }) eventCursor: string | null = null;
  @Column.text() eventType!: string;
  @Column.text() body!: string;
  @Column.enum(WEBHOOK_DELIVERY_STATUSES) status: Opt<WebhookDeliveryStatus> = 'Pending';
  @Column.integer() attempts: Opt<number> = 0;
  @Column.timestamptz() nextAttemptAt!: Date;
  /** While an attempt is in flight: until when its process holds it (a process that dies frees it then). */
  @Column.timestamptz({ nullable: true }) leasedUntil: Date | null = null;
}
