import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { WorkspaceMember } from './workspace-member.entity';

@InputType('GetWorkspaceMembersInput')
export class GetWorkspaceMembersInput extends PageInput {
  @Field(() => [String], { nullable: true }) ids?: string[] | null;
  @Field(() => [String], { nullable: true }) workspaceIds?: string[] | null;
  @Field(() => [String], { nullable: true }) userIds?: string[] | null;
}

export const WorkspaceMemberIPagedResponse = PagedResponse(WorkspaceMember, 'WorkspaceMemberIPagedResponse');
