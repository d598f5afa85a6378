import { InputType } from 'type-graphql';
import { IdFilter } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { WorkspaceMember } from './workspace-member.entity';

@InputType('GetWorkspaceMembersInput', {
  description: 'Filters and page of GetWorkspaceMembers; every filter is optional and they combine.',
})
export class GetWorkspaceMembersInput extends PageInput {
  @IdFilter(String, 'Only these memberships (ids); null or empty: no filter.')
  ids?: IdFilter;

  @IdFilter(String, 'Only memberships of these workspaces (ids); null or empty: no filter.')
  workspaceIds?: IdFilter;

  @IdFilter(String, 'Only memberships of these users (ids); null or empty: no filter.')
  userIds?: IdFilter;
}

export const WorkspaceMemberIPagedResponse = PagedResponse(WorkspaceMember, 'WorkspaceMemberIPagedResponse');
