import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../kernel/base.entity';

/** A role of a user within a tenant (`Admin` in `platform`, in a workspace, in an employer, or any other name). */
@Entity({ tableName: 'user_role' })
@Unique({ properties: ['userId', 'tenantId', 'role'] })
@Index({ properties: ['tenantId', 'role'] })
export class UserRole extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  /** The tenant's `tenantId` (not the tenant row id). */
  @Property({ type: 'text' })
  tenantId!: string;

  @Property({ type: 'text' })
  role!: string;
}
