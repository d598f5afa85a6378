import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const WORKSPACE_MEMBER_STATUSES = ['Active', 'Inactive'] as const;
export type WorkspaceMemberStatus = (typeof WORKSPACE_MEMBER_STATUSES)[number];

export const WorkspaceMemberStatusEnum = Object.fromEntries(WORKSPACE_MEMBER_STATUSES.map((s) => [s, s])) as { [K in WorkspaceMemberStatus]: K };
registerEnumType(WorkspaceMemberStatusEnum, { name: 'WorkspaceMemberStatus', description: 'Active from approval of the member application.' });

/** A user holding a license at a workspace; created by the approval of a member application. */
@ObjectType('WorkspaceMember')
@Entity({ tableName: 'workspace_member' })
export class WorkspaceMember extends BaseEntity {
  @Field()
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field()
  @Property({ type: 'uuid' })
  userId!: string;

  @Field()
  @Property({ type: 'text' })
  workspaceLicenseTemplateId!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  locationId: string | null = null;

  @Field()
  @Property({ type: 'timestamptz' })
  activationDate!: Date;

  @Field(() => WorkspaceMemberStatusEnum)
  @Enum({ items: [...WORKSPACE_MEMBER_STATUSES], type: 'text' })
  status: WorkspaceMemberStatus = 'Active';

  /** The member application whose approval created it. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  memberApplicationId: string | null = null;
}
