import { defineWebhookEvent } from '../../kernel/webhooks/webhook-events';

/** The employees' webhook events (docs/decisions.md#webhooks), sent to the employer's tenant. */
export const EMPLOYEE_ADDED = defineWebhookEvent(
  'employee.added',
  'An employee was created, or set Active again (data: employeeId, employerId, userId, employerUserId, status).',
);
export const EMPLOYEE_REMOVED = defineWebhookEvent(
  'employee.removed',
  'An employee was set Inactive (data: employeeId, employerId, userId, employerUserId, status).',
);
