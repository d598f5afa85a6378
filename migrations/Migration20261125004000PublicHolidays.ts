import { Migration } from '@mikro-orm/migrations';

/**
 * Public holidays (docs/decisions.md#public-holidays): a location may follow the public holidays of
 * its country and region, kept as location closures of type `PublicHoliday` (one whole local day
 * each, at most one per location and day); an Admin opts the location out of single holidays.
 */
export class Migration20261125004000PublicHolidays extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "location"
      add column "follows_public_holidays" boolean not null default false,
      add column "public_holiday_country" text null,
      add column "public_holiday_region" text null;`);
    for (const table of ['location_closure', 'room_closure']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_type_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_type_check" check ("type" in ('Default', 'ComingSoon', 'PublicHoliday'));`,
      );
    }
    this.addSql(`alter table "location_closure" add column "holiday_name" text null;`);
    this.addSql(
      `create unique index "location_closure_public_holiday_unique" on "location_closure" ("location_id", "date_from") where "type" = 'PublicHoliday';`,
    );
    this.addSql(`create table "public_holiday_opt_out" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "location_id" uuid not null references "location" ("id") on delete cascade,
      "workspace_id" uuid not null references "workspace" ("id") on delete cascade,
      "holiday_date" text not null,
      "name" text not null
    );`);
    this.addSql(
      `alter table "public_holiday_opt_out" add constraint "public_holiday_opt_out_location_id_holiday_date_unique" unique ("location_id", "holiday_date");`,
    );
    this.addSql(
      `create index "public_holiday_opt_out_date_created_id_index" on "public_holiday_opt_out" ("date_created" desc, "id" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "public_holiday_opt_out";');
    this.addSql('drop index if exists "location_closure_public_holiday_unique";');
    this.addSql(`delete from "location_closure" where "type" = 'PublicHoliday';`);
    this.addSql('alter table "location_closure" drop column "holiday_name";');
    for (const table of ['location_closure', 'room_closure']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_type_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_type_check" check ("type" in ('Default', 'ComingSoon'));`);
    }
    this.addSql(
      'alter table "location" drop column "public_holiday_region", drop column "public_holiday_country", drop column "follows_public_holidays";',
    );
  }
}
