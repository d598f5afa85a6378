import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks from the event log (docs/decisions.md#webhooks): a rotated secret keeps signing beside the
 * new one for WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS, and each attempt of the delivery history names
 * its event's cursor (the delivery itself names it since the event log's migration).
 */
export class Migration20261206000400WebhookSecretOverlap extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_subscription" add column "previous_secret_encrypted" text null;`);
    this.addSql(`alter table "webhook_subscription" add column "previous_secret_expires_at" timestamptz null;`);
    this.addSql(`alter table "webhook_delivery_attempt" add column "event_cursor" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery_attempt" drop column "event_cursor";`);
    this.addSql(`alter table "webhook_subscription" drop column "previous_secret_expires_at";`);
    this.addSql(`alter table "webhook_subscription" drop column "previous_secret_encrypted";`);
  }
}
