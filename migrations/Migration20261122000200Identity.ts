import { Migration } from '@mikro-orm/migrations';

/** Identity core: users, tenants, roles, API keys, refresh tokens. */
export class Migration20261122000200Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "app_user" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "email" text not null,
      "email_confirmed" boolean not null default false,
      "is_suspended" boolean not null default false,
      "first_name" text not null default '',
      "last_name" text not null default '',
      "picture_url" text null,
      "phone" text null,
      "password_hash" text null
    );`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create table "tenant" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "tenant_id" text not null,
      "tenant_name" text not null,
      "tenant_type" text not null check ("tenant_type" in ('Platform', 'Workspace', 'Employer'))
    );`);
    this.addSql(`alter table "tenant" add constraint "tenant_tenant_id_unique" unique ("tenant_id");`);
    this.addSql(`create table "user_role" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "tenant_id" text not null,
      "role" text not null
    );`);
    this.addSql(
      `alter table "user_role" add constraint "user_role_user_id_tenant_id_role_unique" unique ("user_id", "tenant_id", "role");`,
    );
    this.addSql(`create index "user_role_tenant_id_role_index" on "user_role" ("tenant_id", "role");`);
    this.addSql(`create table "api_key" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "key_hash" text not null,
      "key_encrypted" text not null,
      "revoked_at" timestamptz null
    );`);
    this.addSql(`alter table "api_key" add constraint "api_key_key_hash_unique" unique ("key_hash");`);
    this.addSql(`create index "api_key_user_id_index" on "api_key" ("user_id");`);
    this.addSql(`create table "refresh_token" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "family_id" uuid not null,
      "token_hash" text not null,
      "tenant_id" text null,
      "two_factor_verified" boolean not null default false,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "revoked_at" timestamptz null
    );`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "refresh_token_user_id_index" on "refresh_token" ("user_id");`);
    this.addSql(`create index "refresh_token_family_id_index" on "refresh_token" ("family_id");`);
    this.addSql(
      `insert into "tenant" ("id", "tenant_id", "tenant_name", "tenant_type") values (gen_random_uuid(), 'platform', 'Platform', 'Platform');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "refresh_token";');
    this.addSql('drop table if exists "api_key";');
    this.addSql('drop table if exists "user_role";');
    this.addSql('drop table if exists "tenant";');
    this.addSql('drop table if exists "app_user";');
  }
}
