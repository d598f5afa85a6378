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
  @Query(() => UserIPagedResponse, { description: 'GetUsersWithRole (workspaces).' })
  workspaceUsersWithRole(@Ctx() ctx: RequestContext, @Arg('input', () => GetWorkspaceUsersWithRoleInput) input: GetWorkspaceUsersWithRoleInput): Promise<Page<User>> {
    return usersWithRole(ctx, input);
  }

  @Mutation(() => User, { description: 'AddUserRole (workspaces): creates the user from the contact when new.' })
  addWorkspaceUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => AddWorkspaceUserRoleInput) input: AddWorkspaceUserRoleInput): Promise<User> {
    return addWorkspaceUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'RemoveUserRole (workspaces).' })
  removeWorkspaceUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveWorkspaceUserRoleInput) input: RemoveWorkspaceUserRoleInput): Promise<boolean> {
    return removeWorkspaceUserRole(ctx, input);
  }
}
