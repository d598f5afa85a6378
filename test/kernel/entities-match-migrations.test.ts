import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DatabaseSchema,
  SchemaComparator,
  type AbstractSqlConnection,
  type AbstractSqlPlatform,
  type SchemaDifference,
  type SqlSchemaGenerator,
} from '@mikro-orm/knex';
import { openDatabase, type Database } from '../../src/config/database';
import { loadSettings } from '../../src/config/settings';
import { ALL_ENTITIES } from '../../src/modules';
import { createTestDatabase } from '../support/test-database';

/**
 * The entities and the migrations describe the same tables: on a freshly migrated database,
 * MikroORM's schema comparison finds every table, column, type, nullability, default, index and
 * unique the entities declare, as they declare it. The schema holds more than the entities say,
 * and exactly what is listed here.
 */
const ONLY_IN_MIGRATIONS = {
  /** Written with SQL by the sign-in rate limits (identity/rate-limit), the calendar feeds' tokens (workspaces/calendar), the idempotency keys (http/idempotency-store.ts), the callers' write marks of read routing (identity/auth/write-mark.ts), the trusted documents (graphql/trusted-documents.ts) and the event log (kernel/changes/event-log.ts): no entity. */
  tables: [
    'auth_lockout',
    'auth_rate_counter',
    'caller_write_mark',
    'change_event',
    'change_event_purged',
    'idempotency_key',
    'location_calendar_token',
    'trusted_document',
  ],
  /** Entities hold ids, not relations: the keys are the migrations' (migrations/Migration20261124000600References.ts, migrations/Migration20261125005000Webhooks.ts and the tables' own). */
  foreignKeys: [
    'api_key.api_key_user_id_fkey',
    'employee.employee_employer_id_fkey',
    'employee.employee_user_id_fkey',
    'employee_inquiry.employee_inquiry_created_by_user_id_fkey',
    'employer_application.employer_application_employer_id_fkey',
    'employer_application.employer_application_owner_id_fkey',
    'location.location_workspace_id_fkey',
    'location_closure.location_closure_location_id_fkey',
    'location_closure.location_closure_workspace_id_fkey',
    'member_application.member_application_location_id_foreign',
    'member_application.member_application_user_id_foreign',
    'member_application.member_application_workspace_id_foreign',
    'one_time_code.one_time_code_user_id_fkey',
    'public_holiday_opt_out.public_holiday_opt_out_location_id_fkey',
    'public_holiday_opt_out.public_holiday_opt_out_workspace_id_fkey',
    'refresh_token.refresh_token_user_id_fkey',
    'room.room_location_id_fkey',
    'room_closure.room_closure_room_id_fkey',
    'room_closure.room_closure_workspace_id_fkey',
    'state_transition.state_transition_actor_user_id_foreign',
    'user_claim.user_claim_user_id_fkey',
    'user_location.user_location_location_id_foreign',
    'user_location.user_location_user_id_foreign',
    'user_location.user_location_workspace_id_foreign',
    'user_role.user_role_user_id_fkey',
    'webhook_delivery.webhook_delivery_subscription_id_fkey',
    'webhook_delivery_attempt.webhook_delivery_attempt_delivery_id_fkey',
    'webhook_delivery_attempt.webhook_delivery_attempt_subscription_id_fkey',
    'webhook_subscription.webhook_subscription_created_by_user_id_fkey',
    'webhook_subscription.webhook_subscription_tenant_id_fkey',
    'workspace_application.workspace_application_owner_id_foreign',
    'workspace_application.workspace_application_workspace_id_foreign',
    'workspace_member.workspace_member_location_id_foreign',
    'workspace_member.workspace_member_member_application_id_foreign',
    'workspace_member.workspace_member_user_id_foreign',
    'workspace_member.workspace_member_workspace_id_foreign',
  ],
  /** The reads' indexes (paging by date and id, search, distance, names, edges) and the uniques the services count on. */
  indexes: [
    'api_key.api_key_active_user_unique',
    'employee.employee_date_created_id_index',
    'employee_inquiry.employee_inquiry_company_name_key_index',
    'employee_inquiry.employee_inquiry_date_created_id_index',
    'employer.employer_date_created_id_index',
    'employer.employer_name_key_index',
    'employer_application.employer_application_date_created_id_index',
    'employer_application.employer_application_employer_id_unique',
    'location.location_amenities_index',
    'location.location_date_created_id_index',
    'location.location_earth_covering_index',
    'location.location_search_text_trgm_index',
    'location.location_state_code_index',
    'location.location_workspace_id_name_unique',
    'location_closure.location_closure_date_created_id_index',
    'location_closure.location_closure_location_id_index',
    'location_closure.location_closure_public_holiday_unique',
    'member_application.member_application_date_created_id_index',
    'member_application.member_application_user_id_index',
    'member_application.member_application_workspace_id_index',
    'public_holiday_opt_out.public_holiday_opt_out_date_created_id_index',
    'room.room_date_created_id_index',
    'room.room_location_id_date_created_id_index',
    'room.room_location_id_name_unique',
    'room.room_search_text_trgm_index',
    'room_closure.room_closure_date_created_id_index',
    'room_closure.room_closure_room_id_index',
    'user_location.user_location_date_created_id_index',
    'user_location.user_location_location_id_index',
    'user_location.user_location_workspace_id_index',
    'workspace.workspace_date_created_id_index',
    'workspace_application.workspace_application_date_created_id_index',
    'workspace_application.workspace_application_status_index',
    'workspace_application.workspace_application_workspace_id_unique',
    'workspace_member.workspace_member_date_created_id_index',
    'workspace_member.workspace_member_member_application_id_unique',
    'workspace_member.workspace_member_user_id_index',
    'workspace_member.workspace_member_workspace_id_index',
  ],
  /** Money is not negative; a closure does not end before it starts. */
  checks: [
    'location.location_marketplace_price_check',
    'location.location_price_check',
    'location_closure.location_closure_check',
    'room.room_marketplace_price_per_day_check',
    'room.room_marketplace_price_per_hour_check',
    'room.room_price_per_day_check',
    'room.room_price_per_hour_check',
    'room_closure.room_closure_check',
  ],
  /**
   * A default for rows written with SQL where the entity's initial value is computed (`new Date()`,
   * `[]`): MikroORM reads only a constant initial value as a column default.
   */
  columnDefaults: [
    'employee.status_updated_date',
    'location.amenities',
    'location.picture_urls',
    'outbox_mail.next_attempt_at',
    'room.amenities',
    'room.picture_urls',
  ],
};

let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  dataDir = mkdtempSync(join(tmpdir(), 'flexspace-schema-'));
  const settings = loadSettings({
    DATA_DIR: dataDir,
    EMBEDDED_IN_MEMORY: 'true',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    ...(created.url ? { DATABASE_URL: created.url } : {}),
  });
  database = await openDatabase(settings, ALL_ENTITIES);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** How the migrated database must change to become what the entities declare. */
async function entitiesAgainstMigrations(): Promise<SchemaDifference> {
  const orm = database.orm;
  const platform = orm.em.getPlatform() as unknown as AbstractSqlPlatform;
  const declared = (orm.schema as unknown as SqlSchemaGenerator).getTargetSchema();
  const migrated = await DatabaseSchema.create(
    orm.em.getConnection() as unknown as AbstractSqlConnection,
    platform,
    orm.config,
    undefined,
    declared.getNamespaces(),
  );
  migrated.prune(undefined, []);
  declared.prune(undefined, []);
  return new SchemaComparator(platform).compare(migrated, declared);
}

/** `table.name` of each key of `pick(table)`, over every table that differs. */
function namesIn(diff: SchemaDifference, pick: (table: SchemaDifference['changedTables'][string]) => object): string[] {
  return Object.values(diff.changedTables)
    .flatMap((table) => Object.keys(pick(table)).map((name) => `${table.toTable.name}.${name}`))
    .sort();
}

test('every table, column, index and unique an entity declares is in the migrated schema, as declared', async () => {
  const diff = await entitiesAgainstMigrations();

  // nothing the entities declare is missing or different
  expect(Object.keys(diff.newTables)).toEqual([]);
  expect(diff.newNativeEnums).toEqual([]);
  expect(namesIn(diff, (t) => t.addedColumns)).toEqual([]);
  expect(namesIn(diff, (t) => t.removedColumns)).toEqual([]);
  expect(namesIn(diff, (t) => t.renamedColumns)).toEqual([]);
  expect(namesIn(diff, (t) => ({ ...t.addedIndexes, ...t.changedIndexes, ...t.renamedIndexes }))).toEqual([]);
  expect(namesIn(diff, (t) => ({ ...t.addedForeignKeys, ...t.changedForeignKeys }))).toEqual([]);
  expect(namesIn(diff, (t) => ({ ...t.addedChecks, ...t.changedChecks }))).toEqual([]);
  const changedColumns = Object.values(diff.changedTables).flatMap((table) =>
    Object.values(table.changedColumns).map(
      (column) => `${table.toTable.name}.${column.fromColumn.name}: ${[...column.changedProperties].join(', ')}`,
    ),
  );
  expect(changedColumns.sort()).toEqual(ONLY_IN_MIGRATIONS.columnDefaults.map((column) => `${column}: default`));

  // what the schema holds besides
  expect(
    Object.values(diff.removedTables)
      .map((table) => table.name)
      .sort(),
  ).toEqual(ONLY_IN_MIGRATIONS.tables);
  expect(namesIn(diff, (t) => t.removedForeignKeys)).toEqual(ONLY_IN_MIGRATIONS.foreignKeys);
  expect(namesIn(diff, (t) => t.removedIndexes)).toEqual(ONLY_IN_MIGRATIONS.indexes);
  expect(namesIn(diff, (t) => t.removedChecks)).toEqual(ONLY_IN_MIGRATIONS.checks);
});
