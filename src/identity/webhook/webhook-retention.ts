import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes the finished deliveries (`Delivered`, `Failed`) whose last attempt is older than
 * `retentionDays` (WEBHOOKS_RETENTION_DAYS), and with them their attempts (the foreign key
 * cascades): the delivery history keeps its last `retentionDays` (docs/decisions.md#webhooks). A
 * delivery still `Pending` stays with all its attempts, however old. Returns the number of
 * deliveries deleted. Run hourly with the identity tables' pruning (identity/maintenance.ts).
 */
export async function purgeWebhookHistory(em: EntityManager, retentionDays: number): Promise<number> {
  const result = await em.execute(
    `delete from "webhook_delivery" where "status" in ('Delivered', 'Failed') and "date_updated" < now() - make_interval(days => ?)`,
    [retentionDays],
    'run',
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
}
