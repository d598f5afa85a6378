import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes the audit events older than `retentionDays` (AUDIT_RETENTION_DAYS): the one delete of
 * the audit trail (docs/decisions.md#audit-trail). Returns the number of events deleted. Run hourly
 * with the identity tables' pruning (identity/maintenance.ts).
 */
export async function purgeAuditEvents(em: EntityManager, retentionDays: number): Promise<number> {
  const result = await em.execute(
    `delete from "audit_event" where "date_created" < now() - make_interval(days => ?)`,
    [retentionDays],
    'run',
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
}
