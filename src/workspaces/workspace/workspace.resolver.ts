import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { Workspace } from './workspace.entity';
import { listWorkspaces, myWorkspace, updateWorkspace } from './workspace.service';
import { GetWorkspacesInput, UpdateWorkspaceInput, WorkspaceIPagedResponse } from './workspace.types';

@Resolver(() => Workspace)
export class WorkspaceResolver {
  @Query(() => Workspace, { description: "GetWorkspace (/Workspace/my): the caller's workspace." })
  myWorkspace(@Ctx() ctx: RequestContext): Promise<Workspace> {
    return myWorkspace(ctx);
  }

  @Query(() => WorkspaceIPagedResponse, { description: 'GetWorkspaces: newest first.' })
  workspaces(@Ctx() ctx: RequestContext, @Arg('input', () => GetWorkspacesInput, { nullable: true }) input?: GetWorkspacesInput): Promise<Page<Workspace>> {
    return listWorkspaces(ctx, input ?? new GetWorkspacesInput());
  }

  @Mutation(() => Workspace, { description: 'UpdateWorkspace (logoUrl).' })
  updateWorkspace(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string, @Arg('input', () => UpdateWorkspaceInput) input: UpdateWorkspaceInput): Promise<Workspace> {
    return updateWorkspace(ctx, id, input);
  }
}
