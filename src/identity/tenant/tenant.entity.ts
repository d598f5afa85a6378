import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const TENANT_TYPES = ['Platform', 'Workspace', 'Employer'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** `Platform` (id `platform`), a workspace (tenantId = workspace id) or an employer (tenantId = employer id). */
@ObjectType('Tenant')
@Entity({ tableName: 'tenant' })
export class Tenant extends BaseEntity {
  @Field()
  @Unique()
  @Property({ type: 'text' })
  tenantId!: string;

  @Field()
  @Property({ type: 'text' })
  tenantName!: string;

  @Field(() => String)
  @Enum({ items: [...TENANT_TYPES], type: 'text' })
  tenantType!: TenantType;
}
