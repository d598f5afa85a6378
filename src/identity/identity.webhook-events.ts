import { defineWebhookEvent } from '../kernel/webhooks/webhook-events';

/** The identity domain's webhook events (docs/decisions.md#webhooks). */
export const USER_SUSPENDED = defineWebhookEvent(
  'user.suspended',
  'A user was suspended (data: userId, email); sent to the Platform and to every tenant the user holds a role in.',
);
