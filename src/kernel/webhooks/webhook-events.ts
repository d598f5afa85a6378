import { randomUUID } from 'node:crypto';
import { CHANGES_CHANNEL } from '../changes/change-hub';
import { EVENT_CURSOR_SQL, LOG_EVENT_CTE, logEventParams } from '../changes/event-log';
import type { RequestContext } from '../context';

/** An event type that endpoints may subscribe to, declared once by the domain that emits it. */
export interface WebhookEvent {
  /** `closure.created`: the `type` of the delivered message and of a subscription's `eventTypes`. */
  readonly type: string;
  /** What happened and what `data` holds, as docs/decisions.md#webhooks lists it. */
  readonly description: string;
}

const EVENTS = new Map<string, WebhookEvent>();

/**
 * Declares an event type (docs/decisions.md#webhooks); a domain keeps its own in one file
 * (`*.webhook-events.ts`) and hands the value to `emitEvent`, so a misspelt type does not compile.
 */
export function defineWebhookEvent(type: string, description: string): WebhookEvent {
  if (EVENTS.has(type)) throw new Error(`webhook event ${type} is declared twice`);
  const event = { type, description };
  EVENTS.set(type, event);
  return event;
}

/** Every declared event type, by type (all of them once the domain modules are loaded). */
export function webhookEvents(): readonly WebhookEvent[] {
  return [...EVENTS.values()].sort((a, b) => a.type.localeCompare(b.type));
}

export function isWebhookEventType(type: string): boolean {
  return EVENTS.has(type);
}

/** The message an Admin sends to try an endpoint (sendTestWebhook): not declared, so no subscription asks for it. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The body every endpoint receives: the Standard Webhooks payload shape. */
export function webhookBody(type: string, data: object): string {
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}

/**
 * Logs `event` (kernel/changes/event-log.ts), queues it for every enabled subscription of `tenantId`
 * that asks for it (one delivery row each, naming the logged event) and wakes the gateways'
 * subscriptions (kernel/changes), in one statement, in the caller's transaction (a mutation's), so
 * the event goes out only when the change commits, and is not lost when it does. Call it after the
 * change is flushed: `data` is what the endpoints receive, ids and the fields that changed.
 */
export async function emitEvent(ctx: RequestContext, event: WebhookEvent, tenantId: string, data: object): Promise<void> {
  const json = JSON.stringify(data);
  await ctx.em.execute(
    `with ${LOG_EVENT_CTE},
     queued as (insert into "webhook_delivery" ("id", "subscription_id", "event_id", "event_cursor", "event_type", "body", "next_attempt_at")
      select gen_random_uuid(), s."id", event."id", ${EVENT_CURSOR_SQL}, ?, ?, now() from "webhook_subscription" s, event
       where s."tenant_id" = ? and s."enabled" and s."event_types" @> ?::jsonb)
     select pg_notify(?, ${EVENT_CURSOR_SQL}) from event`,
    [
      ...logEventParams(randomUUID(), event.type, json),
      event.type,
      webhookBody(event.type, data),
      tenantId,
      JSON.stringify([event.type]),
      CHANGES_CHANNEL,
    ],
  );
}
