import { Field, InputType, ObjectType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { WebhookDeliveryAttempt } from '../../kernel/webhooks/webhook-delivery-attempt.entity';
import { WebhookSubscription } from '../../kernel/webhooks/webhook-subscription.entity';

export const WebhookSubscriptionIPagedResponse = PagedResponse(WebhookSubscription, 'WebhookSubscriptionIPagedResponse');
export const WebhookDeliveryAttemptIPagedResponse = PagedResponse(WebhookDeliveryAttempt, 'WebhookDeliveryAttemptIPagedResponse');

/** What create and rotate answer: the subscription and its signing secret, shown this once. */
@ObjectType('WebhookSubscriptionWithSecret', {
  description:
    'A webhook subscription with its signing secret, which is shown only here (on create and on rotate): keep it to verify the `webhook-signature` of each delivery.',
})
export class WebhookSubscriptionWithSecret {
  @Field(() => WebhookSubscription, { description: 'The subscription.' })
  subscription!: WebhookSubscription;

  @Required('The signing secret (`whsec_` and base64), as the Standard Webhooks libraries take it.')
  secret!: string;
}

@InputType('CreateWebhookSubscriptionInput', {
  description: "An endpoint to subscribe to a tenant's events; the caller must be an Admin of the tenant (or the Platform Admin).",
})
export class CreateWebhookSubscriptionInput {
  @Required('The tenant whose events to receive: `platform`, or the id of a workspace or an employer.')
  tenantId!: string;

  @Required('The endpoint: an https URL on a public address, at most 2000 characters.')
  url!: string;

  @Required([String], 'The event types to receive (at least one; see docs/decisions.md#webhooks).')
  eventTypes!: string[];
}

@InputType('UpdateWebhookSubscriptionInput', { description: 'What to change of a webhook subscription; what is left out stays.' })
export class UpdateWebhookSubscriptionInput {
  @Optional(String, 'A new endpoint URL (the rule of create).')
  url?: string | null;

  @Optional([String], 'New event types (at least one).')
  eventTypes?: string[] | null;

  @Optional(Boolean, 'False disables the endpoint; true enables it again and clears its failure count.')
  enabled?: boolean | null;
}

@InputType('GetWebhookSubscriptionsInput', {
  description: 'A page of the webhook subscriptions of the tenants the caller administers (the Platform Admin: all), newest first.',
})
export class GetWebhookSubscriptionsInput extends PageInput {
  @Optional([String], 'Only subscriptions of these tenants; absent or empty filters nothing.')
  tenantIds?: string[] | null;
}

@InputType('GetWebhookDeliveryAttemptsInput', { description: "A page of one subscription's delivery attempts, newest first." })
export class GetWebhookDeliveryAttemptsInput extends PageInput {
  @Required('The id of the subscription.')
  subscriptionId!: string;
}
