import { Migration } from '@mikro-orm/migrations';

/**
 * Read replicas (docs/decisions.md#read-replicas): where the primary's WAL stood when each
 * caller's last write was done. Authentication reads it with the caller, on the primary; a replica
 * that has not replayed that far is not read for that caller. Written only when replicas are set.
 */
export class Migration20261126000100CallerWriteMark extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "caller_write_mark" (
      "user_id" uuid primary key references "app_user" ("id") on delete cascade,
      "wal_position" pg_lsn not null,
      "date_updated" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "caller_write_mark";`);
  }
}
