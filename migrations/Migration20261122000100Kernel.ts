import { Migration } from '@mikro-orm/migrations';

/** The kernel's tables: the mail outbox and the state-transition history. */
export class Migration20261122000100Kernel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "outbox_mail" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "to_address" text not null,
      "subject" text not null,
      "text_body" text not null,
      "kind" text not null,
      "status" text not null default 'Pending' check ("status" in ('Pending', 'Sent', 'Failed')),
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      "last_error" text null
    );`);
    this.addSql(`create index "outbox_mail_status_next_attempt_at_index" on "outbox_mail" ("status", "next_attempt_at");`);
    this.addSql(`create table "state_transition" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "record_type" text not null,
      "record_id" uuid not null,
      "transition" text not null,
      "from_state" text null,
      "to_state" text not null,
      "actor_user_id" uuid null
    );`);
    this.addSql(`create index "state_transition_record_type_record_id_index" on "state_transition" ("record_type", "record_id");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "state_transition";');
    this.addSql('drop table if exists "outbox_mail";');
  }
}
