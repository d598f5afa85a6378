import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

export const MEMBER_APPLICATION_STATUSES = ['Request', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export type MemberApplicationStatus = (typeof MEMBER_APPLICATION_STATUSES)[number];

export const MemberApplicationStatusEnum = Object.fromEntries(MEMBER_APPLICATION_STATUSES.map((s) => [s, s])) as { [K in MemberApplicationStatus]: K };
registerEnumType(MemberApplicationStatusEnum, { name: 'MemberApplicationStatus' });

/** A user's request for a license at a workspace (transition table: member-application.states.ts). */
@ObjectType('MemberApplication')
@Entity({ tableName: 'member_application' })
export class MemberApplication extends BaseEntity {
  @Field()
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** The applicant. */
  @Field()
  @Property({ type: 'uuid' })
  userId!: string;

  @Field({ description: 'The license requested.' })
  @Property({ type: 'text' })
  workspaceLicenseTemplateId!: string;

  @Field(() => String, { nullable: true, description: 'Where the license is used.' })
  @Property({ type: 'uuid', nullable: true })
  locationId: string | null = null;

  @Field(() => MemberApplicationStatusEnum)
  @Enum({ items: [...MEMBER_APPLICATION_STATUSES], type: 'text' })
  status!: MemberApplicationStatus;

  @Field()
  @Property({ type: 'timestamptz' })
  requestedActivationDate!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  activationDate: Date | null = null;
}
