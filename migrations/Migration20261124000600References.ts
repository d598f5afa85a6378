import { Migration } from '@mikro-orm/migrations';

/**
 * A foreign key on every column that names a row of another table by its id (the employers and
 * catalogue tables had theirs from the start; the onboarding tables and the transition history's
 * actor had none). Not references: `state_transition.record_id` (a row of the table its
 * `record_type` names), `refresh_token.family_id`, `workspace_license_template_id` and
 * `employer_user_id` (identifiers of the client's own). The text `tenant_id` of a role or a session
 * (`tenant.tenant_id`) is left to the identity domain: rows of roles in tenants without a tenant row
 * exist in the test suite's bulk data.
 *
 * `onDelete` says what happens to the row when what it names is deleted: a record that cannot
 * exist without it goes with it (`cascade`), an optional link is cleared (`set null`).
 *
 * A database that already holds rows naming a missing record (written before these keys existed)
 * is cleaned first, by the same rule, as if the record had been deleted with its key in place:
 * rows whose required reference is missing are deleted, optional references to a missing record
 * are set to null. The migration then cannot fail on old data (docs/architecture.md, Decisions).
 */
export const REFERENCES: readonly Reference[] = [
  // kernel: who ran a transition (the history row stays when the user goes)
  { table: 'state_transition', column: 'actor_user_id', target: 'app_user', onDelete: 'set null' },
  // onboarding
  { table: 'workspace_application', column: 'owner_id', target: 'app_user', onDelete: 'set null' },
  { table: 'workspace_application', column: 'workspace_id', target: 'workspace', onDelete: 'set null' },
  { table: 'member_application', column: 'workspace_id', target: 'workspace', onDelete: 'cascade' },
  { table: 'member_application', column: 'user_id', target: 'app_user', onDelete: 'cascade' },
  { table: 'member_application', column: 'location_id', target: 'location', onDelete: 'set null' },
  { table: 'workspace_member', column: 'workspace_id', target: 'workspace', onDelete: 'cascade' },
  { table: 'workspace_member', column: 'user_id', target: 'app_user', onDelete: 'cascade' },
  { table: 'workspace_member', column: 'location_id', target: 'location', onDelete: 'set null' },
  { table: 'workspace_member', column: 'member_application_id', target: 'member_application', onDelete: 'set null' },
  { table: 'user_location', column: 'user_id', target: 'app_user', onDelete: 'cascade' },
  { table: 'user_location', column: 'workspace_id', target: 'workspace', onDelete: 'cascade' },
  { table: 'user_location', column: 'location_id', target: 'location', onDelete: 'cascade' },
];

interface Reference {
  table: string;
  column: string;
  target: string;
  onDelete: 'cascade' | 'set null';
}

const constraintName = (reference: Reference): string => `${reference.table}_${reference.column}_foreign`;

export class Migration20261124000600References extends Migration {
  override async up(): Promise<void> {
    // Deletions first (in the order of the list: a deleted member application then leaves a member's
    // link to it dangling, which the clearing below sets to null), then the clearing, then the keys.
    const ordered = [...REFERENCES.filter((r) => r.onDelete === 'cascade'), ...REFERENCES.filter((r) => r.onDelete === 'set null')];
    for (const reference of ordered) {
      const { table, column, target } = reference;
      const missing = `t."${column}" is not null and not exists (select 1 from "${target}" p where p."id" = t."${column}")`;
      if (reference.onDelete === 'cascade') this.addSql(`delete from "${table}" t where ${missing};`);
      else this.addSql(`update "${table}" t set "${column}" = null where ${missing};`);
    }
    for (const reference of REFERENCES) {
      const { table, column, target, onDelete } = reference;
      this.addSql(
        `alter table "${table}" add constraint "${constraintName(reference)}" foreign key ("${column}") references "${target}" ("id") on delete ${onDelete};`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const reference of [...REFERENCES].reverse())
      this.addSql(`alter table "${reference.table}" drop constraint if exists "${constraintName(reference)}";`);
  }
}
