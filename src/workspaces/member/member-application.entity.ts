import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const MEMBER_APPLICATION_STATUSES = ['Request', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export type MemberApplicationStatus = (typeof MEMBER_APPLICATION_STATUSES)[number];

export const MemberApplicationStatusEnum = Object.fromEntries(MEMBER_APPLICATION_STATUSES.map((s) => [s, s])) as { [K in MemberApplicationStatus]: K };
registerEnumType(MemberApplicationStatusEnum, {
  name: 'MemberApplicationStatus',
  description: 'Where a member application stands.',
  valuesConfig: {
    Request: { description: 'Filed; waits for an Admin of the workspace to accept the request.' },
    Pending: { description: 'Accepted by an Admin; waits for the applicant to submit it.' },
    Submitted: { description: 'Submitted by the applicant; waits for an Admin to approve or deny it.' },
    Approved: { description: 'Approved: the WorkspaceMember exists (and the UserLocation, with a location).' },
    Denied: { description: 'Refused by an Admin of the workspace; final.' },
  },
});

/** A user's request for a license at a workspace (transition table: member-application.states.ts). */
@ObjectType('MemberApplication', {
  description: "A user's request for a license at a workspace. Visible to the applicant, the workspace's Admins and the Platform Admin.",
})
@Entity({ tableName: 'member_application' })
export class MemberApplication extends BaseEntity {
  @Field({ description: 'The id of the workspace applied to. See `workspace`.' })
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** The applicant. */
  @Field({ description: 'The id of the applicant. See `user`.' })
  @Property({ type: 'uuid' })
  userId!: string;

  @Field({ description: 'The id of the license template requested.' })
  @Property({ type: 'text' })
  workspaceLicenseTemplateId!: string;

  @Field(() => String, { nullable: true, description: 'The id of the location where the license is used; null when none. See `location`.' })
  @Property({ type: 'uuid', nullable: true })
  locationId: string | null = null;

  @Field(() => MemberApplicationStatusEnum, { description: 'Where the application stands.' })
  @Enum({ items: [...MEMBER_APPLICATION_STATUSES], type: 'text' })
  status!: MemberApplicationStatus;

  @Field({ description: 'When the applicant wants the membership to start.' })
  @Property({ type: 'timestamptz' })
  requestedActivationDate!: Date;

  @Field(() => Date, { nullable: true, description: 'When the membership starts, set by an Admin (approval defaults it to requestedActivationDate); null until set.' })
  @Property({ type: 'timestamptz', nullable: true })
  activationDate: Date | null = null;
}
