import { arg, byIdQuery, graphResolver, idArg, listQuery, mutation, pagedEdge, query, referenceEdge } from '../../kernel/resolver-builders';
import { WebhookSubscription } from '../../kernel/webhooks/webhook-subscription.entity';
import { User } from '../user/user.entity';
import { userById } from '../user/user.loaders';
import { attemptsOfSubscription, webhookSubscriptionById } from './webhook.loaders';
import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookDeliveryAttempts,
  listWebhookSubscriptions,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookSubscription,
} from './webhook.service';
import {
  CreateWebhookSubscriptionInput,
  GetWebhookDeliveryAttemptsInput,
  GetWebhookSubscriptionsInput,
  UpdateWebhookSubscriptionInput,
  WebhookDeliveryAttemptIPagedResponse,
  WebhookSubscriptionIPagedResponse,
  WebhookSubscriptionWithSecret,
} from './webhook.types';

const subscriptionId = idArg('The id of the webhook subscription.');

export const WebhookResolver = graphResolver(null, {
  webhookSubscriptions: listQuery({
    type: () => WebhookSubscriptionIPagedResponse,
    input: () => GetWebhookSubscriptionsInput,
    list: listWebhookSubscriptions,
    description: 'The webhook subscriptions of the tenants the caller administers (the Platform Admin: all), newest first.',
  }),
  webhookSubscription: byIdQuery({
    type: () => WebhookSubscription,
    loader: webhookSubscriptionById,
    description: 'A webhook subscription by id; null when it does not exist or the caller is not an Admin of its tenant.',
    idDescription: 'The subscription id.',
  }),
  webhookDeliveryAttempts: query({
    type: () => WebhookDeliveryAttemptIPagedResponse,
    description:
      "A subscription's delivery history, newest first (as its `attempts` edge); 404 when the caller is not an Admin of its tenant.",
    args: [arg('input', () => GetWebhookDeliveryAttemptsInput, 'The subscription and the page.')],
    run: listWebhookDeliveryAttempts,
  }),
  createWebhookSubscription: mutation({
    type: () => WebhookSubscriptionWithSecret,
    description: "Subscribes an endpoint to a tenant's events; answers its signing secret, shown only now.",
    args: [arg('input', () => CreateWebhookSubscriptionInput, 'The tenant, the endpoint and the event types.')],
    run: createWebhookSubscription,
  }),
  updateWebhookSubscription: mutation({
    type: () => WebhookSubscription,
    description: 'Changes the endpoint, its event types, or enables or disables it.',
    args: [subscriptionId, arg('input', () => UpdateWebhookSubscriptionInput, 'What to change.')],
    run: updateWebhookSubscription,
  }),
  deleteWebhookSubscription: mutation({
    type: () => Boolean,
    description: 'Deletes a webhook subscription, its pending deliveries and its history.',
    args: [subscriptionId],
    run: deleteWebhookSubscription,
  }),
  rotateWebhookSecret: mutation({
    type: () => WebhookSubscriptionWithSecret,
    description:
      'Replaces the signing secret; answers the new one, shown only now. The old one signs beside it until `previousSecretExpiresAt` (WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS, 24), so a receiver that still holds it drops nothing.',
    args: [subscriptionId],
    run: rotateWebhookSecret,
  }),
  sendTestWebhook: mutation({
    type: () => String,
    description: 'Queues a `webhook.test` message to the endpoint (also when disabled); answers its `webhook-id`.',
    args: [subscriptionId],
    run: sendTestWebhook,
  }),
});

export const WebhookSubscriptionEdges = graphResolver(() => WebhookSubscription, {
  attempts: pagedEdge({
    type: () => WebhookDeliveryAttemptIPagedResponse,
    loader: attemptsOfSubscription,
    description: 'The delivery attempts to the endpoint, newest first: the delivery history.',
  }),
  createdBy: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'createdByUserId',
    description: 'The user who created the subscription; null once gone, or when the caller may not see them.',
  }),
});
