import { Migration } from '@mikro-orm/migrations';

/**
 * Rate limits of the sign-in, sign-up, two-factor and reset operations, kept in the database so
 * that they survive a restart and hold across several server processes: fixed-window counters
 * (atomic upserts) and per-account lockouts that double up to 15 minutes.
 */
export class Migration20261122000211AuthRateLimit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "auth_rate_counter" (
      "bucket" text not null,
      "window_start" timestamptz not null,
      "hits" int not null default 0,
      primary key ("bucket", "window_start")
    );`);
    this.addSql(`create index "auth_rate_counter_window_start_index" on "auth_rate_counter" ("window_start");`);
    this.addSql(`create table "auth_lockout" (
      "account" text primary key,
      "failures" int not null default 0,
      "lock_level" int not null default 0,
      "locked_until" timestamptz null,
      "date_updated" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "auth_lockout";');
    this.addSql('drop table if exists "auth_rate_counter";');
  }
}
