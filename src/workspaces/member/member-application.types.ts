import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { MemberApplication, MemberApplicationStatusEnum, type MemberApplicationStatus } from './member-application.entity';

@InputType('GetMemberApplicationsInput')
export class GetMemberApplicationsInput extends PageInput {
  @Field(() => [String], { nullable: true }) ids?: string[] | null;
  @Field(() => [String], { nullable: true }) workspaceIds?: string[] | null;
  @Field(() => [String], { nullable: true }) userIds?: string[] | null;
  @Field(() => [MemberApplicationStatusEnum], { nullable: true }) statuses?: MemberApplicationStatus[] | null;
}

@InputType('CreateMemberApplicationInput')
export class CreateMemberApplicationInput {
  @Field() workspaceId!: string;
  @Field() userId!: string;
  @Field() workspaceLicenseTemplateId!: string;
  @Field(() => String, { nullable: true }) locationId?: string | null;
  @Field() requestedActivationDate!: Date;
}

@InputType('UpdateMemberApplicationInput')
export class UpdateMemberApplicationInput {
  @Field(() => Date, { nullable: true, description: 'Only an Admin of the workspace may set it.' }) activationDate?: Date | null;
  @Field() requestedActivationDate!: Date;
  @Field(() => String, { nullable: true, description: 'Replaces the location; null clears it; omitted keeps it.' }) locationId?: string | null;
}

export const MemberApplicationIPagedResponse = PagedResponse(MemberApplication, 'MemberApplicationIPagedResponse');
