import { Migration } from '@mikro-orm/migrations';

/**
 * The event log (docs/decisions.md#event-log): every event a webhook or a subscription publishes is
 * a row, written in the change's transaction. Its order is (`tx`, `position`): the writing
 * transaction's id (xid8, which never wraps) and a sequence. A reader reads only rows of
 * transactions older than every transaction still running (the snapshot's xmin), so a transaction
 * that took a lower position and commits later can never be skipped. `change_event_purged` keeps
 * the last position the retention deleted, to refuse a cursor older than what is kept.
 */
export class Migration20261206000300ChangeEventLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "change_event" (
      "tx" xid8 not null default pg_current_xact_id(),
      "position" bigint generated always as identity,
      "id" uuid not null unique,
      "type" text not null,
      "data" jsonb not null,
      "date_created" timestamptz not null default now(),
      primary key ("tx", "position")
    );`);
    this.addSql(`create index "change_event_date_created_index" on "change_event" ("date_created");`);
    this.addSql(`create table "change_event_purged" (
      "singleton" boolean primary key default true check ("singleton"),
      "tx" xid8 not null,
      "position" bigint not null
    );`);
    this.addSql(`alter table "webhook_delivery" add column "event_cursor" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop column "event_cursor";`);
    this.addSql(`drop table if exists "change_event_purged";`);
    this.addSql(`drop table if exists "change_event";`);
  }
}
