import { Migration } from '@mikro-orm/migrations';

/** Employers: employers, their applications, employees and employee inquiries. */
export class Migration20261122000500Employers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "employer" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "name" text not null,
      "email" text not null,
      "address_line1" text null,
      "address_line2" text null,
      "address_state" text null,
      "address_city" text null,
      "address_zip_code" text null
    );`);
    this.addSql(`create index "employer_date_created_id_index" on "employer" ("date_created" desc, "id" desc);`);

    this.addSql(`create table "employer_application" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "status" text not null check ("status" in ('Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied')),
      "name" text not null,
      "description" text not null,
      "contact_name" text not null,
      "contact_email" text not null,
      "contact_phone" text null,
      "address_line1" text null,
      "address_line2" text null,
      "address_state" text null,
      "address_city" text null,
      "address_zip_code" text null,
      "owner_id" uuid null references "app_user" ("id") on delete set null,
      "owner_email" text null,
      "employer_id" uuid null references "employer" ("id") on delete set null,
      "last_reminder_at" timestamptz null
    );`);
    this.addSql(`create index "employer_application_owner_id_index" on "employer_application" ("owner_id");`);
    this.addSql(`create index "employer_application_date_created_id_index" on "employer_application" ("date_created" desc, "id" desc);`);
    this.addSql(
      `create unique index "employer_application_employer_id_unique" on "employer_application" ("employer_id") where "employer_id" is not null;`,
    );

    this.addSql(`create table "employee" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "employer_id" uuid not null references "employer" ("id") on delete cascade,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "employer_user_id" text not null,
      "status" text not null default 'Active' check ("status" in ('Active', 'Inactive')),
      "status_updated_date" timestamptz not null default now()
    );`);
    this.addSql(
      `alter table "employee" add constraint "employee_employer_id_employer_user_id_unique" unique ("employer_id", "employer_user_id");`,
    );
    this.addSql(`alter table "employee" add constraint "employee_employer_id_user_id_unique" unique ("employer_id", "user_id");`);
    this.addSql(`create index "employee_user_id_index" on "employee" ("user_id");`);
    this.addSql(`create index "employee_date_created_id_index" on "employee" ("date_created" desc, "id" desc);`);

    this.addSql(`create table "employee_inquiry" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "company_name" text not null,
      "employee_name" text not null,
      "email" text not null,
      "title" text not null,
      "referral_name" text null,
      "referral_email" text null,
      "created_by_user_id" uuid null references "app_user" ("id") on delete set null
    );`);
    this.addSql(`create index "employee_inquiry_date_created_id_index" on "employee_inquiry" ("date_created" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "employee_inquiry";');
    this.addSql('drop table if exists "employee";');
    this.addSql('drop table if exists "employer_application";');
    this.addSql('drop table if exists "employer";');
  }
}
