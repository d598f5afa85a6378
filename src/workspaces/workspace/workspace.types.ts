import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Workspace } from './workspace.entity';
import { URL_MAX } from '../../kernel/text';

@InputType('GetWorkspacesInput', { description: 'Filters and page of GetWorkspaces; every filter is optional.' })
export class GetWorkspacesInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only these workspaces (ids); null or empty: no filter; ids that are not UUIDs match nothing.' }) ids?: string[] | null;
}

@InputType('UpdateWorkspaceInput', { description: 'The changeable fields of a workspace.' })
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true, description: `The new logo URL (http or https, at most ${URL_MAX} characters); null or omitted clears it.` }) logoUrl?: string | null;
}

export const WorkspaceIPagedResponse = PagedResponse(Workspace, 'WorkspaceIPagedResponse');
