import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../../identity/user/user.entity';
import { adminsOfTenant } from '../../identity/user/user.loaders';
import { UserIPagedResponse } from '../../identity/user/user.types';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { Workspace } from './workspace.entity';
import { workspaceById } from './workspace.loaders';
import { listWorkspaces, myWorkspace, updateWorkspace } from './workspace.service';
import { GetWorkspacesInput, UpdateWorkspaceInput, WorkspaceIPagedResponse } from './workspace.types';

@Resolver(() => Workspace)
export class WorkspaceResolver {
  @Query(() => Workspace, {
    description: "GetWorkspace (/Workspace/my): the caller's workspace: the one the token is scoped to (tenant-id at sign-in), else the single workspace the caller administers.",
  })
  myWorkspace(@Ctx() ctx: RequestContext): Promise<Workspace> {
    return myWorkspace(ctx);
  }

  @Query(() => WorkspaceIPagedResponse, { description: 'GetWorkspaces: the Platform Admin sees all; others the workspaces they administer or are members of; newest first.' })
  workspaces(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetWorkspacesInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetWorkspacesInput,
  ): Promise<Page<Workspace>> {
    return listWorkspaces(ctx, input ?? new GetWorkspacesInput());
  }

  @Query(() => Workspace, {
    nullable: true,
    description: 'A workspace by id; null when it does not exist or the caller may not see it (a workspace the caller neither administers nor belongs to, without an active location).',
  })
  workspace(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The workspace id.' }) id: string): Promise<Workspace | null> {
    return ctx.loaders.get(workspaceById).load(id);
  }

  @Mutation(() => Workspace, { description: 'UpdateWorkspace (logoUrl): an Admin of the workspace or the Platform Admin.' })
  updateWorkspace(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { description: 'The workspace to update.' }) id: string,
    @Arg('input', () => UpdateWorkspaceInput, { description: 'The new values.' }) input: UpdateWorkspaceInput,
  ): Promise<Workspace> {
    return updateWorkspace(ctx, id, input);
  }

  @FieldResolver(() => UserIPagedResponse, {
    description: "The users holding the `Admin` role in the workspace, newest first, as far as the caller may read users: the workspace's Admins and the Platform Admin see them all; anyone else only themself and the users of tenants they administer.",
  })
  admins(@Root() workspace: Workspace, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<User>> {
    return adminsOfTenant.load(ctx, workspace.id, page, info);
  }
}
