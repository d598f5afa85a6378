import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** A role of a user within a tenant (`Admin` in `platform`, in a workspace, in an employer, or any other name). */
@ObjectType('UserRole', {
  description: 'A role a user holds in a tenant. Visible when the caller may see both the user and the tenant.',
})
@Entity({ tableName: 'user_role' })
@Unique({ properties: ['userId', 'tenantId', 'role'] })
@Index({ properties: ['tenantId', 'role'] })
export class UserRole extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  /** The tenant's `tenantId` (not the tenant row id). */
  @Field({ description: 'The tenant, by its tenantId (not its id).' })
  @Property({ type: 'text' })
  tenantId!: string;

  @Field({ description: 'The role name, case-sensitive (e.g. `Admin`).' })
  @Property({ type: 'text' })
  role!: string;
}
