import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Workspace } from './workspace.entity';

@InputType('GetWorkspacesInput')
export class GetWorkspacesInput extends PageInput {
  @Field(() => [String], { nullable: true }) ids?: string[] | null;
}

@InputType('UpdateWorkspaceInput')
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true, description: 'The new logo URL; null or omitted clears it.' }) logoUrl?: string | null;
}

export const WorkspaceIPagedResponse = PagedResponse(Workspace, 'WorkspaceIPagedResponse');
