import { Migration } from '@mikro-orm/migrations';

/** Workspaces (the operators); their tenant row has tenant_id = workspace id. */
export class Migration20261122000300Workspace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "workspace" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "date_updated" timestamptz not null default now(),
      "name" text not null,
      "email" text not null,
      "logo_url" text not null default ''
    );`);
    this.addSql(`create index "workspace_date_created_id_index" on "workspace" ("date_created" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "workspace";');
  }
}
