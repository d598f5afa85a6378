import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { WorkspaceMember } from './workspace-member.entity';

@InputType('GetWorkspaceMembersInput', { description: 'Filters and page of GetWorkspaceMembers; every filter is optional and they combine.' })
export class GetWorkspaceMembersInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only these memberships (ids); null or empty: no filter.' }) ids?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only memberships of these workspaces (ids); null or empty: no filter.' }) workspaceIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only memberships of these users (ids); null or empty: no filter.' }) userIds?: string[] | null;
}

export const WorkspaceMemberIPagedResponse = PagedResponse(WorkspaceMember, 'WorkspaceMemberIPagedResponse');
