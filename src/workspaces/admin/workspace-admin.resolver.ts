import { User } from '../../identity/user/user.entity';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { arg, graphResolver, mutation, query } from '../../kernel/resolver-builders';
import { addWorkspaceUserRole, removeWorkspaceUserRole, usersWithRole } from './workspace-admin.service';
import { AddWorkspaceUserRoleInput, GetWorkspaceUsersWithRoleInput, RemoveWorkspaceUserRoleInput } from './workspace-admin.types';

/** Roles within a workspace's tenant (the workspaces document's Admin operations). */
export const WorkspaceAdminResolver = graphResolver(null, {
  workspaceUsersWithRole: query({
    type: () => UserIPagedResponse,
    description:
      "GetUsersWithRole (workspaces): the users holding a role in a workspace's tenant, newest first (the Platform Admin or an Admin of that tenant).",
    args: [arg('input', () => GetWorkspaceUsersWithRoleInput, 'The tenant, the role and the page.')],
    run: usersWithRole,
  }),
  addWorkspaceUserRole: mutation({
    type: () => User,
    description:
      "AddUserRole (workspaces): grants a role in the workspace's tenant (the Platform Admin or an Admin of the workspace); creates the user from the contact when new and answers the user.",
    args: [arg('input', () => AddWorkspaceUserRoleInput, 'The user, the role and the workspace.')],
    run: addWorkspaceUserRole,
  }),
  removeWorkspaceUserRole: mutation({
    type: () => Boolean,
    description:
      "RemoveUserRole (workspaces): revokes a role in the workspace's tenant (the Platform Admin or an Admin of the workspace); 404 when the user does not hold it.",
    args: [arg('input', () => RemoveWorkspaceUserRoleInput, 'The user, the role and the workspace.')],
    run: removeWorkspaceUserRole,
  }),
});
