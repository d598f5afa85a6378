import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { purgeAuditEvents } from '../kernel/audit/audit-retention';
import { purgeEventLog } from '../kernel/changes/event-log';
import { inRootSpan } from '../kernel/tracing';
import { purgeWebhookHistory } from './webhook/webhook-retention';

/** How often the identity tables are pruned. */
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Deletes what can no longer matter: codes and refresh tokens a day past their expiry, finished
 * rate-limit windows and lockouts that lapsed a day ago. Returns the number of rows deleted.
 */
export async function pruneIdentityTables(em: EntityManager): Promise<number> {
  const statements = [
    `delete from "one_time_code" where "expires_at" < now() - interval '1 day'`,
    `delete from "refresh_token" where "expires_at" < now() - interval '1 day'`,
    `delete from "auth_rate_counter" where "window_start" < now() - interval '10 minutes'`,
    `delete from "auth_lockout" where "date_updated" < now() - interval '1 day' and ("locked_until" is null or "locked_until" < now() - interval '1 day')`,
  ];
  let deleted = 0;
  for (const sql of statements) {
    const result = await em.execute(sql, [], 'run');
    deleted += Number((result as { affectedRows?: number }).affectedRows ?? 0);
  }
  return deleted;
}

/**
 * How many days the audit trail, the webhook delivery history and the event log keep
 * (AUDIT_RETENTION_DAYS, WEBHOOKS_RETENTION_DAYS, EVENT_RETENTION_DAYS).
 */
export interface Retention {
  auditDays: number;
  webhookDays: number;
  eventDays: number;
}

/**
 * Prunes once an hour (first run one interval after start), and purges the audit events, the webhook
 * deliveries and the logged events past their retention; returns a stopper.
 */
export function startIdentityPruning(orm: MikroORM, retention: Retention, log: Logger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    const em = orm.em.fork();
    running = inRootSpan('identity pruning', {}, async () => ({
      deleted: await pruneIdentityTables(em),
      auditEvents: await purgeAuditEvents(em, retention.auditDays),
      webhookDeliveries: await purgeWebhookHistory(em, retention.webhookDays),
      events: await purgeEventLog(em, retention.eventDays),
    }))
      .then(
        (purged) =>
          (purged.deleted || purged.auditEvents || purged.webhookDeliveries || purged.events) &&
          log.info(purged, 'identity tables pruned, audit events, webhook deliveries and logged events past retention purged'),
      )
      .catch((error: unknown) => log.error({ err: error }, 'pruning identity tables failed'))
      .finally(() => (running = null));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (running) await running;
  };
}
