import { Entity, Index, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** A role of a user within a tenant (`Admin` in `platform`, in a workspace, in an employer, or any other name). */
@ObjectType('UserRole', { description: 'A role a user holds in a tenant. Visible when the caller may see both the user and the tenant.' })
@Entity({ tableName: 'user_role' })
@Unique({ properties: ['userId', 'tenantId', 'role'] })
@Index({ properties: ['tenantId', 'role'] })
export class UserRole extends BaseEntity {
  @Column.uuid() userId!: string;
  /** The tenant's `tenantId` (not the tenant row id). */
  @Column.text('The tenant, by its tenantId (not its id).') tenantId!: string;
  @Column.text('The role name, case-sensitive (e.g. `Admin`).') role!: string;
}
