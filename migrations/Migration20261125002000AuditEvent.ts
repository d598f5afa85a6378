import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (docs/decisions.md#audit-trail): one row per recorded state change, append-only.
 * No foreign keys: an event outlives the user, tenant or record it names. A trigger refuses every
 * UPDATE, so no code path (nor a hand-typed statement) can rewrite history; DELETE stays for the
 * retention purge (AUDIT_RETENTION_DAYS).
 */
export class Migration20261125002000AuditEvent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_event" (
      "id" uuid primary key,
      "date_created" timestamptz not null default now(),
      "action" text not null check ("action" in ('Created', 'Updated', 'Deleted', 'SignedIn', 'SignInFailed')),
      "operation" text not null,
      "record_type" text null,
      "record_id" text null,
      "actor_user_id" uuid null,
      "actor_api_key_id" uuid null,
      "tenant_id" text null,
      "changes" jsonb not null,
      "client_address" text null,
      "request_id" text null
    );`);
    this.addSql(`create index "audit_event_date_created_id_index" on "audit_event" ("date_created", "id");`);
    this.addSql(`create index "audit_event_record_type_record_id_index" on "audit_event" ("record_type", "record_id");`);
    this.addSql(`create index "audit_event_tenant_id_index" on "audit_event" ("tenant_id");`);
    this.addSql(`create index "audit_event_actor_user_id_index" on "audit_event" ("actor_user_id");`);
    this.addSql(`create function "audit_event_refuse_update"() returns trigger language plpgsql as $$
      begin
        raise exception 'audit events are append-only: UPDATE is refused' using errcode = 'insufficient_privilege';
      end;
    $$;`);
    this.addSql(
      `create trigger "audit_event_append_only" before update on "audit_event" for each row execute function "audit_event_refuse_update"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "audit_event";');
    this.addSql('drop function if exists "audit_event_refuse_update"();');
  }
}
