import { Migration } from '@mikro-orm/migrations';

/** Claims of users (AddUserClaim), and at most one active API key per user. */
export class Migration20261122000212UserClaim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "user_claim" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "type" text not null,
      "value" text not null
    );`);
    this.addSql(`alter table "user_claim" add constraint "user_claim_user_id_type_value_unique" unique ("user_id", "type", "value");`);
    this.addSql(`create unique index "api_key_active_user_unique" on "api_key" ("user_id") where "revoked_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "api_key_active_user_unique";');
    this.addSql('drop table if exists "user_claim";');
  }
}
