import { Entity, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

export const TENANT_TYPES = ['Platform', 'Workspace', 'Employer'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** `Platform` (id `platform`), a workspace (tenantId = workspace id) or an employer (tenantId = employer id). */
@ObjectType('Tenant', {
  description:
    'A tenant users hold roles in: the Platform (`platform`), a workspace or an employer. Visible to the Platform Admin and to the users holding a role in it.',
})
@Entity({ tableName: 'tenant' })
export class Tenant extends BaseEntity {
  @Unique()
  @Column.text("The tenant's key in roles and tokens: `platform`, or the id of its workspace or employer. Unique.")
  tenantId!: string;
  @Column.text('The display name.') tenantName!: string;
  @Column.enum(TENANT_TYPES, '`Platform`, `Workspace` or `Employer`.') tenantType!: TenantType;
}
