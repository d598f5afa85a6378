import { defineWebhookEvent } from '../../kernel/webhooks/webhook-events';

/** The memberships' webhook event (docs/decisions.md#webhooks), sent to the workspace's tenant. */
export const MEMBER_APPLICATION_DECIDED = defineWebhookEvent(
  'member_application.decided',
  'A member application was approved or denied (data: memberApplicationId, workspaceId, userId, decision: Approved or Denied).',
);
