import { Migration } from '@mikro-orm/migrations';

/**
 * The workspaces catalogue: locations, rooms, location and room closures.
 * Geo search: GiST index on earthdistance's ll_to_earth(latitude, longitude) (bounding-box
 * prefilter), then the exact great-circle distance. Text search: pg_trgm GIN index on the
 * lower-cased `search_text` (name and address lines) for `like '%part%'`.
 */
export class Migration20261122000310Catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists cube;');
    this.addSql('create extension if not exists earthdistance;');
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(`create table "location" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "workspace_id" uuid not null references "workspace" ("id") on delete cascade,
      "name" text not null,
      "address" jsonb not null,
      "schedule" jsonb not null,
      "price" bigint not null check ("price" >= 0),
      "marketplace_price" bigint null check ("marketplace_price" >= 0),
      "latitude" double precision not null,
      "longitude" double precision not null,
      "time_zone" text not null,
      "picture_urls" jsonb not null default '[]',
      "amenities" jsonb not null default '[]',
      "phone" text not null,
      "check_in_instructions" text not null,
      "description" text null,
      "waiver_url" text not null,
      "terms_of_serivce_url" text not null,
      "auto_approve_reservations" boolean not null,
      "status" text not null default 'Active' check ("status" in ('Active', 'Inactive')),
      "state_code" text not null default '',
      "search_text" text not null default ''
    );`);
    this.addSql(`alter table "location" add constraint "location_workspace_id_name_unique" unique ("workspace_id", "name");`);
    this.addSql(`create index "location_date_created_id_index" on "location" ("date_created" desc, "id" desc);`);
    this.addSql(`create index "location_earth_index" on "location" using gist (ll_to_earth("latitude", "longitude"));`);
    this.addSql(`create index "location_search_text_trgm_index" on "location" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "location_state_code_index" on "location" ("state_code");`);
    this.addSql(`create index "location_amenities_index" on "location" using gin ("amenities" jsonb_path_ops);`);

    this.addSql(`create table "room" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "location_id" uuid not null references "location" ("id") on delete cascade,
      "name" text not null,
      "price_per_hour" bigint not null check ("price_per_hour" >= 0),
      "price_per_day" bigint null check ("price_per_day" >= 0),
      "marketplace_price_per_hour" bigint null check ("marketplace_price_per_hour" >= 0),
      "marketplace_price_per_day" bigint null check ("marketplace_price_per_day" >= 0),
      "quantity" integer not null,
      "amenities" jsonb not null default '[]',
      "capacity" integer not null,
      "max_reservation_minutes" integer not null,
      "picture_urls" jsonb not null default '[]',
      "auto_approve_reservations" boolean not null,
      "search_text" text not null default ''
    );`);
    this.addSql(`alter table "room" add constraint "room_location_id_name_unique" unique ("location_id", "name");`);
    this.addSql(`create index "room_date_created_id_index" on "room" ("date_created" desc, "id" desc);`);
    this.addSql(`create index "room_search_text_trgm_index" on "room" using gin ("search_text" gin_trgm_ops);`);

    for (const [table, owner, ownerTable] of [
      ['location_closure', 'location_id', 'location'],
      ['room_closure', 'room_id', 'room'],
    ]) {
      this.addSql(`create table "${table}" (
        "id" uuid primary key,
        "date_created" timestamptz not null default now(),
        "date_updated" timestamptz not null default now(),
        "${owner}" uuid not null references "${ownerTable}" ("id") on delete cascade,
        "workspace_id" uuid not null references "workspace" ("id") on delete cascade,
        "date_from" timestamptz not null,
        "date_to" timestamptz not null,
        "recurrence" text not null check ("recurrence" in ('None', 'Daily', 'Weekly', 'Monthly', 'Yearly')),
        "recurrence_end_date" timestamptz null,
        "type" text not null default 'Default' check ("type" in ('Default', 'ComingSoon')),
        check ("date_to" >= "date_from")
      );`);
      this.addSql(`create index "${table}_${owner}_index" on "${table}" ("${owner}");`);
      this.addSql(`create index "${table}_date_created_id_index" on "${table}" ("date_created" desc, "id" desc);`);
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "room_closure";');
    this.addSql('drop table if exists "location_closure";');
    this.addSql('drop table if exists "room";');
    this.addSql('drop table if exists "location";');
  }
}
