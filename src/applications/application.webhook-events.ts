import { defineWebhookEvent } from '../kernel/webhooks/webhook-events';

/**
 * The application flow's webhook events (docs/decisions.md#webhooks), for workspace and employer
 * applications alike (data: applicationId, applicationType, name, status). An application belongs
 * to no tenant before its approval, so they are the Platform's events.
 */
export const APPLICATION_SUBMITTED = defineWebhookEvent('application.submitted', 'An application was submitted for review (Platform).');
export const APPLICATION_APPROVED = defineWebhookEvent('application.approved', 'An application was approved (Platform).');
export const APPLICATION_REJECTED = defineWebhookEvent('application.rejected', 'An application was denied (Platform).');
