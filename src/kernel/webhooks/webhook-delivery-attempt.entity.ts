import { Entity, Index } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../base.entity';
import { Column } from '../columns';

/** One attempt to deliver an event to an endpoint: the delivery history its Admins read. */
@ObjectType('WebhookDeliveryAttempt', {
  description:
    "One attempt to deliver an event to a webhook endpoint: when (`dateCreated`), the answer's status, how long it took, and why it failed. Seen by the subscription's tenant's Admins and the Platform Admin.",
})
@Entity({ tableName: 'webhook_delivery_attempt' })
@Index({ properties: ['subscriptionId', 'dateCreated', 'id'] })
export class WebhookDeliveryAttempt extends BaseEntity {
  @Column.uuid('The id of the subscription the attempt delivered to.') subscriptionId!: string;
  /** The subscription's tenant (copied, for the visibility rule). */
  @Column.text() tenantId!: string;
  @Column.uuid() deliveryId!: string;
  @Column.uuid('The `webhook-id` of the message: the same on every attempt of one event.') messageId!: string;
  @Column.text('The event type (`closure.created`, `webhook.test`...).') eventType!: string;
  @Column.text(
    "The event's cursor in the event log (its `webhook-event-cursor` header; `events(after:)` reads on from it); null for a test message.",
    { nullable: true },
  )
  eventCursor: string | null = null;
  @Column.integer('The attempt number of this message to this endpoint, from 1.') attempt!: number;
  @Column.integer('The HTTP status the endpoint answered; null when no answer came (timeout, refused address, network error).', {
    nullable: true,
  })
  statusCode: number | null = null;
  @Column.integer('Milliseconds from sending the request to the end of the answer (or the failure).') latencyMs!: number;
  @Column.boolean('True when the endpoint answered 2xx.') succeeded!: boolean;
  @Column.text('Why the attempt failed; null when it succeeded.', { nullable: true }) error: string | null = null;
}
