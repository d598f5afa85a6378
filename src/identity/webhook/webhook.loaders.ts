import { administeredTenantIds } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { pagedChildren, recordsById, defineRecordType } from '../../kernel/records';
import { anyOf, inList, signedInRule } from '../../kernel/visibility';
import { WebhookDeliveryAttempt } from '../../kernel/webhooks/webhook-delivery-attempt.entity';
import { WebhookSubscription } from '../../kernel/webhooks/webhook-subscription.entity';

/** A webhook subscription and its history: the Platform Admin all, a tenant's Admins their tenant's (`column` holds the tenant). */
function ofAdministeredTenants(ctx: RequestContext, column: string) {
  return signedInRule(ctx, (caller) => anyOf(inList(column, administeredTenantIds(caller))));
}

export const WEBHOOK_SUBSCRIPTION = defineRecordType(WebhookSubscription, {
  table: 'webhook_subscription',
  readRule: "Platform Admin: all; a tenant's Admins: their tenant's",
  visibility: (ctx, alias) => ofAdministeredTenants(ctx, `${alias}.tenant_id`),
});

export const WEBHOOK_DELIVERY_ATTEMPT = defineRecordType(WebhookDeliveryAttempt, {
  table: 'webhook_delivery_attempt',
  readRule: "Platform Admin: all; a tenant's Admins: their tenant's subscriptions'",
  visibility: (ctx, alias) => ofAdministeredTenants(ctx, `${alias}.tenant_id`),
});

export const webhookSubscriptionById = recordsById(WEBHOOK_SUBSCRIPTION);

/** `WebhookSubscription.attempts`: a page per subscription, newest first, one statement per level. */
export const attemptsOfSubscription = pagedChildren(WEBHOOK_DELIVERY_ATTEMPT, { parentKey: 't.subscription_id' });
