import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { User } from '../../identity/user/user.entity';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { addWorkspaceUserRole, removeWorkspaceUserRole, usersWithRole } from './workspace-admin.service';
import { AddWorkspaceUserRoleInput, GetWorkspaceUsersWithRoleInput, RemoveWorkspaceUserRoleInput } from './workspace-admin.types';

/** Roles within a workspace's tenant (the workspaces document's Admin operations). */
@Resolver()
export class WorkspaceAdminResolver {
  @Query(() => UserIPagedResponse, { description: "GetUsersWithRole (workspaces): the users holding a role in a workspace's tenant, newest first (the Platform Admin or an Admin of that tenant)." })
  workspaceUsersWithRole(@Ctx() ctx: RequestContext, @Arg('input', () => GetWorkspaceUsersWithRoleInput, { description: 'The tenant, the role and the page.' }) input: GetWorkspaceUsersWithRoleInput): Promise<Page<User>> {
    return usersWithRole(ctx, input);
  }

  @Mutation(() => User, { description: "AddUserRole (workspaces): grants a role in the workspace's tenant (the Platform Admin or an Admin of the workspace); creates the user from the contact when new and answers the user." })
  addWorkspaceUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => AddWorkspaceUserRoleInput, { description: 'The user, the role and the workspace.' }) input: AddWorkspaceUserRoleInput): Promise<User> {
    return addWorkspaceUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: "RemoveUserRole (workspaces): revokes a role in the workspace's tenant (the Platform Admin or an Admin of the workspace); 404 when the user does not hold it." })
  removeWorkspaceUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveWorkspaceUserRoleInput, { description: 'The user, the role and the workspace.' }) input: RemoveWorkspaceUserRoleInput): Promise<boolean> {
    return removeWorkspaceUserRole(ctx, input);
  }
}
