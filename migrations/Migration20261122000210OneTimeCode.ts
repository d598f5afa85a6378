import { Migration } from '@mikro-orm/migrations';

/** Codes mailed to users (password reset / setup, two-factor), stored hashed. */
export class Migration20261122000210OneTimeCode extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "one_time_code" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "purpose" text not null check ("purpose" in ('PasswordReset', 'TwoFactor')),
      "code_hash" text not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "failed_attempts" int not null default 0
    );`);
    this.addSql(`create index "one_time_code_user_id_purpose_index" on "one_time_code" ("user_id", "purpose");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "one_time_code";');
  }
}
