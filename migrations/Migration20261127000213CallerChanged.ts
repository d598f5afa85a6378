import { Migration } from '@mikro-orm/migrations';

/**
 * The caller cache (docs/decisions.md#caller-cache): a change to what authentication reads about a
 * user (the user row, its roles, its API keys, its write mark) notifies every gateway on the
 * database, on commit, with the user's id, so that each drops what it cached of that user. A change
 * that rolls back notifies nobody; PostgreSQL sends one notification per user and transaction.
 */
const TABLES: [table: string, userColumn: string][] = [
  ['app_user', 'id'],
  ['user_role', 'user_id'],
  ['api_key', 'user_id'],
  ['caller_write_mark', 'user_id'],
];

export class Migration20261127000213CallerChanged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_caller_changed"() returns trigger language plpgsql as $$
declare
  column_name text := tg_argv[0];
  before_change text := case when tg_op <> 'INSERT' then to_jsonb(old) ->> column_name end;
  after_change text := case when tg_op <> 'DELETE' then to_jsonb(new) ->> column_name end;
begin
  if before_change is not null then perform pg_notify('caller_changed', before_change); end if;
  if after_change is not null and after_change is distinct from before_change then perform pg_notify('caller_changed', after_change); end if;
  return null;
end
$$;`);
    for (const [table, column] of TABLES) {
      this.addSql(
        `create trigger "${table}_caller_changed" after insert or update or delete on "${table}" for each row execute function "notify_caller_changed"('${column}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table] of TABLES) this.addSql(`drop trigger if exists "${table}_caller_changed" on "${table}";`);
    this.addSql(`drop function if exists "notify_caller_changed"();`);
  }
}
