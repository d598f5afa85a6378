import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks (docs/decisions.md#webhooks): the tenants' endpoints, the delivery outbox that
 * `emitEvent` fills in the transaction of each change, and the history of delivery attempts.
 * A subscription goes with its tenant; its deliveries and attempts go with it.
 */
export class Migration20261125005000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_subscription" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "tenant_id" text not null references "tenant" ("tenant_id") on delete cascade,
      "url" text not null,
      "event_types" jsonb not null,
      "secret_encrypted" text not null,
      "enabled" boolean not null default true,
      "failure_count" int not null default 0,
      "disabled_for_failures_at" timestamptz null,
      "created_by_user_id" uuid null references "app_user" ("id") on delete set null
    );`);
    this.addSql(`create index "webhook_subscription_tenant_id_index" on "webhook_subscription" ("tenant_id");`);
    this.addSql(`create table "webhook_delivery" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "subscription_id" uuid not null references "webhook_subscription" ("id") on delete cascade,
      "event_id" uuid not null,
      "event_type" text not null,
      "body" text not null,
      "status" text not null default 'Pending' check ("status" in ('Pending', 'Delivered', 'Failed')),
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null,
      "leased_until" timestamptz null
    );`);
    this.addSql(`create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`);
    this.addSql(`create index "webhook_delivery_subscription_id_status_index" on "webhook_delivery" ("subscription_id", "status");`);
    this.addSql(`create table "webhook_delivery_attempt" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "subscription_id" uuid not null references "webhook_subscription" ("id") on delete cascade,
      "tenant_id" text not null,
      "delivery_id" uuid not null references "webhook_delivery" ("id") on delete cascade,
      "message_id" uuid not null,
      "event_type" text not null,
      "attempt" int not null,
      "status_code" int null,
      "latency_ms" int not null,
      "succeeded" boolean not null,
      "error" text null
    );`);
    this.addSql(
      `create index "webhook_delivery_attempt_subscription_id_date_created_id_index" on "webhook_delivery_attempt" ("subscription_id", "date_created", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "webhook_delivery_attempt";');
    this.addSql('drop table if exists "webhook_delivery";');
    this.addSql('drop table if exists "webhook_subscription";');
  }
}
