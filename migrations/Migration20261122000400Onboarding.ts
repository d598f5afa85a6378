import { Migration } from '@mikro-orm/migrations';

/**
 * Workspace onboarding: workspace applications (inquiry to approval), member applications,
 * workspace members and user-location links.
 */
export class Migration20261122000400Onboarding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "workspace_application" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "status" text not null check ("status" in ('Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied')),
      "name" text not null,
      "description" text not null,
      "contact_name" text not null,
      "contact_email" text not null,
      "contact_phone" text null,
      "locations" jsonb null,
      "owner_id" uuid null,
      "owner_email" text null,
      "workspace_id" uuid null,
      "was_invited" boolean not null default false,
      "last_reminder_at" timestamptz null
    );`);
    this.addSql(`create index "workspace_application_date_created_id_index" on "workspace_application" ("date_created" desc, "id" desc);`);
    this.addSql(`create index "workspace_application_owner_id_index" on "workspace_application" ("owner_id");`);
    this.addSql(`create index "workspace_application_status_index" on "workspace_application" ("status");`);
    this.addSql(
      `create unique index "workspace_application_workspace_id_unique" on "workspace_application" ("workspace_id") where "workspace_id" is not null;`,
    );

    this.addSql(`create table "member_application" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "workspace_id" uuid not null,
      "user_id" uuid not null,
      "workspace_license_template_id" text not null,
      "location_id" uuid null,
      "status" text not null check ("status" in ('Request', 'Pending', 'Submitted', 'Approved', 'Denied')),
      "requested_activation_date" timestamptz not null,
      "activation_date" timestamptz null
    );`);
    this.addSql(`create index "member_application_date_created_id_index" on "member_application" ("date_created" desc, "id" desc);`);
    this.addSql(`create index "member_application_workspace_id_index" on "member_application" ("workspace_id");`);
    this.addSql(`create index "member_application_user_id_index" on "member_application" ("user_id");`);

    this.addSql(`create table "workspace_member" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "workspace_id" uuid not null,
      "user_id" uuid not null,
      "workspace_license_template_id" text not null,
      "location_id" uuid null,
      "activation_date" timestamptz not null,
      "status" text not null check ("status" in ('Active', 'Inactive')),
      "member_application_id" uuid null
    );`);
    this.addSql(`create index "workspace_member_date_created_id_index" on "workspace_member" ("date_created" desc, "id" desc);`);
    this.addSql(`create index "workspace_member_workspace_id_index" on "workspace_member" ("workspace_id");`);
    this.addSql(`create index "workspace_member_user_id_index" on "workspace_member" ("user_id");`);
    this.addSql(
      `create unique index "workspace_member_member_application_id_unique" on "workspace_member" ("member_application_id") where "member_application_id" is not null;`,
    );

    this.addSql(`create table "user_location" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "user_id" uuid not null,
      "workspace_id" uuid not null,
      "location_id" uuid not null
    );`);
    this.addSql(`create index "user_location_date_created_id_index" on "user_location" ("date_created" desc, "id" desc);`);
    this.addSql(`create unique index "user_location_user_id_location_id_unique" on "user_location" ("user_id", "location_id");`);
    this.addSql(`create index "user_location_workspace_id_index" on "user_location" ("workspace_id");`);
    this.addSql(`create index "user_location_location_id_index" on "user_location" ("location_id");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "user_location";');
    this.addSql('drop table if exists "workspace_member";');
    this.addSql('drop table if exists "member_application";');
    this.addSql('drop table if exists "workspace_application";');
  }
}
