import { randomBytes, randomUUID } from 'node:crypto';
import { isTenantAdmin } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, NotFoundError } from '../../kernel/errors';
import { checkPage, type Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { targetId } from '../../kernel/uuid';
import { WebhookDeliveryAttempt } from '../../kernel/webhooks/webhook-delivery-attempt.entity';
import { WebhookDelivery } from '../../kernel/webhooks/webhook-delivery.entity';
import { isWebhookEventType, TEST_EVENT_TYPE, webhookBody, webhookEvents } from '../../kernel/webhooks/webhook-events';
import { WebhookSubscription } from '../../kernel/webhooks/webhook-subscription.entity';
import { tenantForAdmin } from '../tenant/tenant.service';
import { checkWebhookUrl } from './webhook-address';
import { WEBHOOK_DELIVERY_ATTEMPT, WEBHOOK_SUBSCRIPTION } from './webhook.loaders';
import type {
  CreateWebhookSubscriptionInput,
  GetWebhookDeliveryAttemptsInput,
  GetWebhookSubscriptionsInput,
  UpdateWebhookSubscriptionInput,
  WebhookSubscriptionWithSecret,
} from './webhook.types';

/** Most event types one subscription names (there are fewer kinds than this). */
const EVENT_TYPES_MAX = 50;

/** A signing secret as the Standard Webhooks libraries take it: `whsec_` and 32 random bytes in base64. */
function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The event types of a subscription: at least one, each declared (`isWebhookEventType`), each once; else a 400 naming the item. */
function checkEventTypes(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0) throw BadInputError.field(field, 'At least one event type.');
  if (value.length > EVENT_TYPES_MAX) throw BadInputError.field(field, `At most ${EVENT_TYPES_MAX} event types.`);
  const errors: Record<string, string[]> = {};
  value.forEach((type, index) => {
    if (typeof type !== 'string' || !isWebhookEventType(type.trim()))
      errors[`${field}[${index}]`] = [
        `Unknown event type; one of: ${webhookEvents()
          .map((event) => event.type)
          .join(', ')}.`,
      ];
  });
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return [...new Set(value.map((type: string) => type.trim()))];
}

/** The subscription `id` names, for an Admin of its tenant or the Platform Admin; anyone else is told it does not exist (404). */
async function subscriptionForAdmin(ctx: RequestContext, id: string, field = 'id'): Promise<WebhookSubscription> {
  const subscription = await ctx.em.findOne(WebhookSubscription, { id: targetId(id, 'WebhookSubscription', field) });
  if (!subscription || !isTenantAdmin(ctx.caller, subscription.tenantId)) throw new NotFoundError('WebhookSubscription', id);
  return subscription;
}

/** A new secret on the subscription, answered with it (the only time it is shown). */
function withNewSecret(ctx: RequestContext, subscription: WebhookSubscription): WebhookSubscriptionWithSecret {
  const secret = newWebhookSecret();
  subscription.secretEncrypted = ctx.services.webhookSecretCipher.encrypt(secret);
  return { subscription, secret };
}

/** CreateWebhookSubscription: an Admin of the tenant (or the Platform Admin) subscribes an endpoint; the answer carries its secret. */
export async function createWebhookSubscription(
  ctx: RequestContext,
  input: CreateWebhookSubscriptionInput,
): Promise<WebhookSubscriptionWithSecret> {
  const tenantId = await tenantForAdmin(ctx, input.tenantId, 'manage its webhooks');
  const eventTypes = checkEventTypes(input.eventTypes, 'eventTypes');
  const url = await checkWebhookUrl(input.url, 'url', ctx.settings);
  const subscription = ctx.em.create(WebhookSubscription, {
    tenantId,
    url,
    eventTypes,
    secretEncrypted: '',
    createdByUserId: ctx.caller.kind === 'user' ? ctx.caller.userId : null,
  });
  const answer = withNewSecret(ctx, subscription);
  ctx.em.persist(subscription);
  await ctx.em.flush();
  return answer;
}

/** UpdateWebhookSubscription: what the input names changes; enabling again clears the failures that disabled it. */
export async function updateWebhookSubscription(
  ctx: RequestContext,
  id: string,
  input: UpdateWebhookSubscriptionInput,
): Promise<WebhookSubscription> {
  const subscription = await subscriptionForAdmin(ctx, id);
  if (input.eventTypes != null) subscription.eventTypes = checkEventTypes(input.eventTypes, 'input.eventTypes');
  if (input.url != null) subscription.url = await checkWebhookUrl(input.url, 'input.url', ctx.settings);
  if (input.enabled != null) {
    if (input.enabled && !subscription.enabled) {
      subscription.failureCount = 0;
      subscription.disabledForFailuresAt = null;
    }
    subscription.enabled = input.enabled;
  }
  await ctx.em.flush();
  return subscription;
}

/** DeleteWebhookSubscription: its pending deliveries and its history go with it. */
export async function deleteWebhookSubscription(ctx: RequestContext, id: string): Promise<boolean> {
  const subscription = await subscriptionForAdmin(ctx, id);
  ctx.em.remove(subscription);
  await ctx.em.flush();
  return true;
}

/**
 * RotateWebhookSecret: a new secret signs every delivery from now on (retries of earlier events
 * too); the one it replaces signs beside it for WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS (two
 * signatures in one header, as Standard Webhooks allows), so that a receiver that still holds it
 * verifies every delivery until it deploys the new one.
 */
export async function rotateWebhookSecret(ctx: RequestContext, id: string): Promise<WebhookSubscriptionWithSecret> {
  const subscription = await subscriptionForAdmin(ctx, id);
  const overlapHours = ctx.settings.webhooks.secretRotationOverlapHours;
  subscription.previousSecretEncrypted = overlapHours > 0 ? subscription.secretEncrypted : null;
  subscription.previousSecretExpiresAt = overlapHours > 0 ? new Date(Date.now() + overlapHours * 3_600_000) : null;
  const answer = withNewSecret(ctx, subscription);
  await ctx.em.flush();
  return answer;
}

/**
 * SendTestWebhook: queues a `webhook.test` message for this endpoint (enabled or not: trying a
 * disabled endpoint is how an Admin finds out it works again); answers its `webhook-id`, which its
 * attempts show.
 */
export async function sendTestWebhook(ctx: RequestContext, id: string): Promise<string> {
  const subscription = await subscriptionForAdmin(ctx, id);
  const eventId = randomUUID();
  const body = webhookBody(TEST_EVENT_TYPE, { subscriptionId: subscription.id, tenantId: subscription.tenantId });
  ctx.em.persist(
    ctx.em.create(WebhookDelivery, {
      subscriptionId: subscription.id,
      eventId,
      eventType: TEST_EVENT_TYPE,
      body,
      nextAttemptAt: new Date(),
    }),
  );
  await ctx.em.flush();
  return eventId;
}

/** GetWebhookSubscriptions: those of the tenants the caller administers (the Platform Admin: all), newest first. */
export function listWebhookSubscriptions(ctx: RequestContext, input: GetWebhookSubscriptionsInput): Promise<Page<WebhookSubscription>> {
  return pageOfVisible(ctx, WEBHOOK_SUBSCRIPTION, 's', input, (where) => where.inValues('s.tenant_id', input.tenantIds));
}

/** GetWebhookDeliveryAttempts: the history of one subscription the caller may read, newest first (404 for one they may not). */
export async function listWebhookDeliveryAttempts(
  ctx: RequestContext,
  input: GetWebhookDeliveryAttemptsInput,
): Promise<Page<WebhookDeliveryAttempt>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const subscription = await subscriptionForAdmin(ctx, input.subscriptionId, 'subscriptionId');
  return pageOfVisible(ctx, WEBHOOK_DELIVERY_ATTEMPT, 'a', page, (where) => where.add('a.subscription_id = ?', subscription.id));
}
