import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys (docs/decisions.md#idempotency-keys): one row per caller and key, claimed by an
 * atomic insert before the request runs and holding its answer once it has one (status null while
 * the first request still runs). Written with SQL by src/http/idempotency-store.ts: no entity.
 */
export class Migration20261125001000IdempotencyKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_key" (
      "scope" text not null,
      "key" text not null,
      "fingerprint" text not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "status" int null,
      "headers" jsonb null,
      "body" text null,
      primary key ("scope", "key")
    );`);
    this.addSql(`create index "idempotency_key_expires_at_index" on "idempotency_key" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "idempotency_key";');
  }
}
