import { InputType } from 'type-graphql';
import { IdFilter, ListFilter, Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { MemberApplication, MemberApplicationStatusEnum, type MemberApplicationStatus } from './member-application.entity';

@InputType('GetMemberApplicationsInput', {
  description: 'Filters and page of GetMemberApplications; every filter is optional and they combine.',
})
export class GetMemberApplicationsInput extends PageInput {
  @IdFilter(String, 'Only these applications (ids); null or empty: no filter.')
  ids?: IdFilter;

  @IdFilter(String, 'Only applications to these workspaces (ids); null or empty: no filter.')
  workspaceIds?: IdFilter;

  @IdFilter(String, 'Only applications of these applicants (user ids); null or empty: no filter.')
  userIds?: IdFilter;

  @ListFilter(MemberApplicationStatusEnum, 'Only applications in these statuses; null or empty: no filter.')
  statuses?: ListFilter<MemberApplicationStatus>;
}

@InputType('CreateMemberApplicationInput', { description: 'A new member application (CreateMemberApplication).' })
export class CreateMemberApplicationInput {
  @Required('The workspace applied to.')
  workspaceId!: string;

  @Required('The applicant: the caller, or any user when the caller is an Admin of the workspace.')
  userId!: string;

  @Required('The id of the license template requested (at most 200 characters).')
  workspaceLicenseTemplateId!: string;

  @Optional(String, 'A location of the workspace where the license is used; null: none.')
  locationId?: string | null;

  @Required('When the applicant wants the membership to start.')
  requestedActivationDate!: Date;
}

@InputType('UpdateMemberApplicationInput', { description: 'The changeable fields of a member application (UpdateMemberApplication).' })
export class UpdateMemberApplicationInput {
  @Optional(Date, 'When the membership starts; only an Admin of the workspace may set it (null or omitted: unchanged).')
  activationDate?: Date | null;

  @Required('When the applicant wants the membership to start.')
  requestedActivationDate!: Date;

  @Optional(String, 'Replaces the location; null clears it; omitted keeps it.')
  locationId?: string | null;
}

export const MemberApplicationIPagedResponse = PagedResponse(MemberApplication, 'MemberApplicationIPagedResponse');
