import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every migration, in order, by name (its file and class are named alike). Listed explicitly so that
 * the same code runs compiled and under jest.
 * Numbering: 0001xx kernel, 0002xx identity, 0003xx workspaces catalogue, 0004xx onboarding,
 * 0005xx employers, 0006xx across domains (foreign keys); a later change takes the next number of its block.
 */
/** Each migration's loader (a literal path, so every loader of .ts and .js files resolves it). */
const LOADERS: Record<string, () => Record<string, MigrationObject['class']>> = {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on demand: see loadMigrations */
  Migration20261122000100Kernel: () => require('./Migration20261122000100Kernel'),
  Migration20261122000200Identity: () => require('./Migration20261122000200Identity'),
  Migration20261122000210OneTimeCode: () => require('./Migration20261122000210OneTimeCode'),
  Migration20261122000211AuthRateLimit: () => require('./Migration20261122000211AuthRateLimit'),
  Migration20261122000212UserClaim: () => require('./Migration20261122000212UserClaim'),
  Migration20261122000300Workspace: () => require('./Migration20261122000300Workspace'),
  Migration20261122000310Catalogue: () => require('./Migration20261122000310Catalogue'),
  Migration20261122000400Onboarding: () => require('./Migration20261122000400Onboarding'),
  Migration20261122000500Employers: () => require('./Migration20261122000500Employers'),
  Migration20261122000510InquiryCompany: () => require('./Migration20261122000510InquiryCompany'),
  Migration20261124000600References: () => require('./Migration20261124000600References'),
  Migration20261125000610EnumDefaults: () => require('./Migration20261125000610EnumDefaults'),
  Migration20261125001000IdempotencyKey: () => require('./Migration20261125001000IdempotencyKey'),
  Migration20261125002000AuditEvent: () => require('./Migration20261125002000AuditEvent'),
  Migration20261125003000CalendarFeed: () => require('./Migration20261125003000CalendarFeed'),
  Migration20261125004000PublicHolidays: () => require('./Migration20261125004000PublicHolidays'),
  Migration20261125005000Webhooks: () => require('./Migration20261125005000Webhooks'),
  Migration20261126000100CallerWriteMark: () => require('./Migration20261126000100CallerWriteMark'),
  Migration20261127000213CallerChanged: () => require('./Migration20261127000213CallerChanged'),
  Migration20261127001000TrustedDocument: () => require('./Migration20261127001000TrustedDocument'),
  Migration20261206000100RoomPagesByLocation: () => require('./Migration20261206000100RoomPagesByLocation'),
  Migration20261206000200LocationEarthCovering: () => require('./Migration20261206000200LocationEarthCovering'),
  Migration20261206000300ChangeEventLog: () => require('./Migration20261206000300ChangeEventLog'),
  Migration20261206000400WebhookSecretOverlap: () => require('./Migration20261206000400WebhookSecretOverlap'),
  Migration20261206000500IdempotencyClaim: () => require('./Migration20261206000500IdempotencyClaim'),
  /* eslint-enable @typescript-eslint/no-require-imports */
};

export const MIGRATION_NAMES: readonly string[] = Object.keys(LOADERS);

/**
 * The migrations' classes, loaded only when one is pending: a start on an up-to-date database does
 * not load the migrator and the migration files (about 90 ms of the embedded start).
 */
export function loadMigrations(): MigrationObject[] {
  return MIGRATION_NAMES.map((name) => ({ name, class: LOADERS[name]()[name] }));
}
