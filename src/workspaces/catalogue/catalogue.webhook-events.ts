import { defineWebhookEvent } from '../../kernel/webhooks/webhook-events';

/** The catalogue's webhook events (docs/decisions.md#webhooks), each sent to the workspace's tenant. */
export const LOCATION_CREATED = defineWebhookEvent(
  'location.created',
  'A location was created (data: locationId, workspaceId, name, status).',
);
export const LOCATION_UPDATED = defineWebhookEvent(
  'location.updated',
  'A location was changed by an upsert (data: locationId, workspaceId, name, status).',
);
export const LOCATION_ACTIVATED = defineWebhookEvent(
  'location.activated',
  'A location was set Active (data: locationId, workspaceId, name, status).',
);
export const LOCATION_DEACTIVATED = defineWebhookEvent(
  'location.deactivated',
  'A location was set Inactive (data: locationId, workspaceId, name, status).',
);
export const CLOSURE_CREATED = defineWebhookEvent(
  'closure.created',
  'A location or room closure was created (data: closureId, closureType, workspaceId, locationId or roomId, dateRange, recurrence, type).',
);
export const CLOSURE_DELETED = defineWebhookEvent(
  'closure.deleted',
  'A location or room closure was deleted (data: closureId, closureType, workspaceId, locationId or roomId).',
);
export const ROOM_CREATED = defineWebhookEvent('room.created', 'A room was created (data: roomId, locationId, workspaceId, name).');
export const ROOM_UPDATED = defineWebhookEvent(
  'room.updated',
  'A room was changed by an upsert (data: roomId, locationId, workspaceId, name).',
);
