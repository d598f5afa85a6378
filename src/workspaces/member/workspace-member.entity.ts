import { Entity, Enum, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const WORKSPACE_MEMBER_STATUSES = ['Active', 'Inactive'] as const;
export type WorkspaceMemberStatus = (typeof WORKSPACE_MEMBER_STATUSES)[number];

export const WorkspaceMemberStatusEnum = Object.fromEntries(WORKSPACE_MEMBER_STATUSES.map((s) => [s, s])) as { [K in WorkspaceMemberStatus]: K };
registerEnumType(WorkspaceMemberStatusEnum, {
  name: 'WorkspaceMemberStatus',
  description: 'Whether a membership is in force (Active from the approval of the member application).',
  valuesConfig: {
    Active: { description: 'The membership is in force.' },
    Inactive: { description: 'The membership is not in force.' },
  },
});

/** A user holding a license at a workspace; created by the approval of a member application. */
@ObjectType('WorkspaceMember', {
  description: "A user's license at a workspace, created by the approval of a member application. Visible to the member, the workspace's Admins and the Platform Admin.",
})
@Entity({ tableName: 'workspace_member' })
export class WorkspaceMember extends BaseEntity {
  @Field({ description: 'The id of the workspace. See `workspace`.' })
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field({ description: 'The id of the member. See `user`.' })
  @Property({ type: 'uuid' })
  userId!: string;

  @Field({ description: 'The id of the license template held.' })
  @Property({ type: 'text' })
  workspaceLicenseTemplateId!: string;

  @Field(() => String, { nullable: true, description: 'The id of the location where the license is used; null when none. See `location`.' })
  @Property({ type: 'uuid', nullable: true })
  locationId: string | null = null;

  @Field({ description: 'When the membership starts.' })
  @Property({ type: 'timestamptz' })
  activationDate!: Date;

  @Field(() => WorkspaceMemberStatusEnum, { description: 'Whether the membership is in force.' })
  @Enum({ items: [...WORKSPACE_MEMBER_STATUSES], type: 'text' })
  status: Opt<WorkspaceMemberStatus> = 'Active';

  /** The member application whose approval created it. */
  @Field(() => String, { nullable: true, description: 'The id of the member application whose approval created the membership; null when none.' })
  @Property({ type: 'uuid', nullable: true })
  memberApplicationId: string | null = null;
}
