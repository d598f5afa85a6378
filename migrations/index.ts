import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000100Kernel } from './Migration20261122000100Kernel';
import { Migration20261122000200Identity } from './Migration20261122000200Identity';
import { Migration20261122000210OneTimeCode } from './Migration20261122000210OneTimeCode';
import { Migration20261122000211AuthRateLimit } from './Migration20261122000211AuthRateLimit';
import { Migration20261122000212UserClaim } from './Migration20261122000212UserClaim';
import { Migration20261122000300Workspace } from './Migration20261122000300Workspace';
import { Migration20261122000310Catalogue } from './Migration20261122000310Catalogue';
import { Migration20261122000400Onboarding } from './Migration20261122000400Onboarding';
import { Migration20261122000500Employers } from './Migration20261122000500Employers';
import { Migration20261122000510InquiryCompany } from './Migration20261122000510InquiryCompany';
import { Migration20261124000600References } from './Migration20261124000600References';

/**
 * Every migration, in order. Listed explicitly so that the same code runs compiled and under jest.
 * Numbering: 0001xx kernel, 0002xx identity, 0003xx workspaces catalogue, 0004xx onboarding,
 * 0005xx employers, 0006xx across domains (foreign keys); a later change takes the next number of its block.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000100Kernel', class: Migration20261122000100Kernel },
  { name: 'Migration20261122000200Identity', class: Migration20261122000200Identity },
  { name: 'Migration20261122000210OneTimeCode', class: Migration20261122000210OneTimeCode },
  { name: 'Migration20261122000211AuthRateLimit', class: Migration20261122000211AuthRateLimit },
  { name: 'Migration20261122000212UserClaim', class: Migration20261122000212UserClaim },
  { name: 'Migration20261122000300Workspace', class: Migration20261122000300Workspace },
  { name: 'Migration20261122000310Catalogue', class: Migration20261122000310Catalogue },
  { name: 'Migration20261122000400Onboarding', class: Migration20261122000400Onboarding },
  { name: 'Migration20261122000500Employers', class: Migration20261122000500Employers },
  { name: 'Migration20261122000510InquiryCompany', class: Migration20261122000510InquiryCompany },
  { name: 'Migration20261124000600References', class: Migration20261124000600References },
];
