import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { MemberApplication, MemberApplicationStatusEnum, type MemberApplicationStatus } from './member-application.entity';

@InputType('GetMemberApplicationsInput', { description: 'Filters and page of GetMemberApplications; every filter is optional and they combine.' })
export class GetMemberApplicationsInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only these applications (ids); null or empty: no filter.' }) ids?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only applications to these workspaces (ids); null or empty: no filter.' }) workspaceIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only applications of these applicants (user ids); null or empty: no filter.' }) userIds?: string[] | null;
  @Field(() => [MemberApplicationStatusEnum], { nullable: true, description: 'Only applications in these statuses; null or empty: no filter.' }) statuses?: MemberApplicationStatus[] | null;
}

@InputType('CreateMemberApplicationInput', { description: 'A new member application (CreateMemberApplication).' })
export class CreateMemberApplicationInput {
  @Field({ description: 'The workspace applied to.' }) workspaceId!: string;
  @Field({ description: 'The applicant: the caller, or any user when the caller is an Admin of the workspace.' }) userId!: string;
  @Field({ description: 'The id of the license template requested (at most 200 characters).' }) workspaceLicenseTemplateId!: string;
  @Field(() => String, { nullable: true, description: 'A location of the workspace where the license is used; null: none.' }) locationId?: string | null;
  @Field({ description: 'When the applicant wants the membership to start.' }) requestedActivationDate!: Date;
}

@InputType('UpdateMemberApplicationInput', { description: 'The changeable fields of a member application (UpdateMemberApplication).' })
export class UpdateMemberApplicationInput {
  @Field(() => Date, { nullable: true, description: 'When the membership starts; only an Admin of the workspace may set it (null or omitted: unchanged).' }) activationDate?: Date | null;
  @Field({ description: 'When the applicant wants the membership to start.' }) requestedActivationDate!: Date;
  @Field(() => String, { nullable: true, description: 'Replaces the location; null clears it; omitted keeps it.' }) locationId?: string | null;
}

export const MemberApplicationIPagedResponse = PagedResponse(MemberApplication, 'MemberApplicationIPagedResponse');
