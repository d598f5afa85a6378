import { Migration } from '@mikro-orm/migrations';

/**
 * An Idempotency-Key's claim that a failover cannot strand (docs/decisions.md#idempotency-keys): the
 * claim's own token (its holder keeps or releases the key only while it still holds it), a lease
 * after which a claim whose request never wrote can be taken over by a repeat, and when the
 * request's transaction wrote (set in that transaction, so a repeat never runs a committed write
 * again). Rows claimed before this migration have none of the three and keep the old rule.
 */
export class Migration20261206000500IdempotencyClaim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "idempotency_key" add column "claim" uuid null;`);
    this.addSql(`alter table "idempotency_key" add column "lease_until" timestamptz null;`);
    this.addSql(`alter table "idempotency_key" add column "ran_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "idempotency_key" drop column "ran_at";`);
    this.addSql(`alter table "idempotency_key" drop column "lease_until";`);
    this.addSql(`alter table "idempotency_key" drop column "claim";`);
  }
}
