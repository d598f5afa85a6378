import { InputType } from 'type-graphql';
import { IdFilter, Optional } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { Workspace } from './workspace.entity';
import { URL_MAX } from '../../kernel/text';

@InputType('GetWorkspacesInput', { description: 'Filters and page of GetWorkspaces; every filter is optional.' })
export class GetWorkspacesInput extends PageInput {
  @IdFilter(String, 'Only these workspaces (ids); null or empty: no filter; ids that are not UUIDs match nothing.')
  ids?: IdFilter;
}

@InputType('UpdateWorkspaceInput', { description: 'The changeable fields of a workspace.' })
export class UpdateWorkspaceInput {
  @Optional(String, `The new logo URL (http or https, at most ${URL_MAX} characters); null or omitted clears it.`)
  logoUrl?: string | null;
}

export const WorkspaceIPagedResponse = PagedResponse(Workspace, 'WorkspaceIPagedResponse');
