import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar feeds' tokens (docs/decisions.md#calendar-feeds): a location's current nonce, from
 * which its feed token is derived (an HMAC under a key from JWT_SECRET: the token itself is not
 * stored). No row: the location's first token, never rotated. Goes with its location.
 */
export class Migration20261125003000CalendarFeed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "location_calendar_token" (
      "location_id" uuid not null primary key references "location" ("id") on delete cascade,
      "nonce" text not null,
      "rotated_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "location_calendar_token";');
  }
}
