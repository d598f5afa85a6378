import { defineWebhookEvent } from '../../kernel/webhooks/webhook-events';

/** The memberships' webhook event (docs/decisions.md#webhooks), sent to the workspace's tenant. */
export const MEMBER_APPLICATION_DECIDED = defineWebhookEvent(
  'member_application.decided',
  'A member application was approved or denied (data: memberApplicationId, workspaceId, userId, decision: Approved or Denied).',
);
export const WORKSPACE_MEMBER_ADDED = defineWebhookEvent(
  'workspace_member.added',
  'A workspace member was created by the approval of a member application (data: workspaceMemberId, workspaceId, userId, memberApplicationId, status).',
);
