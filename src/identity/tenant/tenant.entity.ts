import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const TENANT_TYPES = ['Platform', 'Workspace', 'Employer'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** `Platform` (id `platform`), a workspace (tenantId = workspace id) or an employer (tenantId = employer id). */
@ObjectType('Tenant', {
  description: 'A tenant users hold roles in: the Platform (`platform`), a workspace or an employer. Visible to the Platform Admin and to the users holding a role in it.',
})
@Entity({ tableName: 'tenant' })
export class Tenant extends BaseEntity {
  @Field({ description: 'The tenant\'s key in roles and tokens: `platform`, or the id of its workspace or employer. Unique.' })
  @Unique()
  @Property({ type: 'text' })
  tenantId!: string;

  @Field({ description: 'The display name.' })
  @Property({ type: 'text' })
  tenantName!: string;

  @Field(() => String, { description: '`Platform`, `Workspace` or `Employer`.' })
  @Enum({ items: [...TENANT_TYPES], type: 'text' })
  tenantType!: TenantType;
}
