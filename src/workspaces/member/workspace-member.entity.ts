import { Entity, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';
import { defineGraphEnum, type GraphEnumValue } from '../../kernel/graph-enum';

export const WorkspaceMemberStatusEnum = defineGraphEnum(
  'WorkspaceMemberStatus',
  'Whether a membership is in force (Active from the approval of the member application).',
  {
    Active: 'The membership is in force.',
    Inactive: 'The membership is not in force.',
  },
);
export type WorkspaceMemberStatus = GraphEnumValue<typeof WorkspaceMemberStatusEnum>;

/** A user holding a license at a workspace; created by the approval of a member application. */
@ObjectType('WorkspaceMember', {
  description:
    "A user's license at a workspace, created by the approval of a member application. Visible to the member, the workspace's Admins and the Platform Admin.",
})
@Entity({ tableName: 'workspace_member' })
export class WorkspaceMember extends BaseEntity {
  @Column.uuid('The id of the workspace. See `workspace`.') workspaceId!: string;
  @Column.uuid('The id of the member. See `user`.') userId!: string;
  @Column.text('The id of the license template held.') workspaceLicenseTemplateId!: string;
  @Column.uuid('The id of the location where the license is used; null when none. See `location`.', { nullable: true }) locationId:
    string | null = null;
  @Column.timestamptz('When the membership starts.') activationDate!: Date;
  @Column.enum(WorkspaceMemberStatusEnum, 'Whether the membership is in force.') status: Opt<WorkspaceMemberStatus> = 'Active';
  /** The member application whose approval created it. */
  @Column.uuid('The id of the member application whose approval created the membership; null when none.', { nullable: true })
  memberApplicationId: string | null = null;
}
