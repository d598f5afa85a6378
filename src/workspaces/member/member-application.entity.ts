import { Entity } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';
import { defineGraphEnum, graphEnumValues, type GraphEnumValue } from '../../kernel/graph-enum';

export const MemberApplicationStatusEnum = defineGraphEnum('MemberApplicationStatus', 'Where a member application stands.', {
  Request: 'Filed; waits for an Admin of the workspace to accept the request.',
  Pending: 'Accepted by an Admin; waits for the applicant to submit it.',
  Submitted: 'Submitted by the applicant; waits for an Admin to approve or deny it.',
  Approved: 'Approved: the WorkspaceMember exists (and the UserLocation, with a location).',
  Denied: 'Refused by an Admin of the workspace; final.',
});
export type MemberApplicationStatus = GraphEnumValue<typeof MemberApplicationStatusEnum>;
export const MEMBER_APPLICATION_STATUSES = graphEnumValues(MemberApplicationStatusEnum);

/** A user's request for a license at a workspace (transition table: member-application.states.ts). */
@ObjectType('MemberApplication', {
  description: "A user's request for a license at a workspace. Visible to the applicant, the workspace's Admins and the Platform Admin.",
})
@Entity({ tableName: 'member_application' })
export class MemberApplication extends BaseEntity {
  @Column.uuid('The id of the workspace applied to. See `workspace`.') workspaceId!: string;
  /** The applicant. */
  @Column.uuid('The id of the applicant. See `user`.') userId!: string;
  @Column.text('The id of the license template requested.') workspaceLicenseTemplateId!: string;
  @Column.uuid('The id of the location where the license is used; null when none. See `location`.', { nullable: true }) locationId:
    string | null = null;
  @Column.enum(MemberApplicationStatusEnum, 'Where the application stands.') status!: MemberApplicationStatus;
  @Column.timestamptz('When the applicant wants the membership to start.') requestedActivationDate!: Date;
  @Column.timestamptz('When the membership starts, set by an Admin (approval defaults it to requestedActivationDate); null until set.', {
    nullable: true,
  })
  activationDate: Date | null = null;
}
