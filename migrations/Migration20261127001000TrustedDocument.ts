import { Migration } from '@mikro-orm/migrations';

/**
 * Trusted documents (docs/decisions.md#trusted-documents): the documents registered by
 * `npm run documents:register`, by the SHA-256 of their text, so that every gateway on the
 * database knows them. Written with SQL by scripts/register-documents.ts and read by
 * src/graphql/trusted-documents.ts: no entity. A row never changes once written.
 */
export class Migration20261127001000TrustedDocument extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "trusted_document" (
      "hash" text not null primary key,
      "document" text not null,
      "date_created" timestamptz not null default now(),
      constraint "trusted_document_hash_check" check ("hash" ~ '^[0-9a-f]{64}$')
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "trusted_document";');
  }
}
