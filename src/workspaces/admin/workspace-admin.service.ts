import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { tenantForAdmin } from '../../identity/tenant/tenant.service';
import { grantRoleFromContact, listUsersWithRoleIn, removeUserRoleIn } from '../../identity/directory/user.actions';
import type { User } from '../../identity/user/user.entity';
import { requireWorkspaceAdmin } from '../workspace/workspace-access';
import type { AddWorkspaceUserRoleInput, GetWorkspaceUsersWithRoleInput, RemoveWorkspaceUserRoleInput } from './workspace-admin.types';

/**
 * AddUserRole (workspaces): the Platform Admin or an Admin of the workspace grants `role` in the
 * workspace's tenant to the user of `contact` (created without a password when the email is new;
 * a mail tells them, with a password-setup code when they have no password). Answers the User.
 */
export async function addWorkspaceUserRole(ctx: RequestContext, input: AddWorkspaceUserRoleInput): Promise<User> {
  const workspace = await requireWorkspaceAdmin(ctx, input.workspaceId);
  return grantRoleFromContact(ctx, { id: workspace.id, name: workspace.name, kind: 'workspace' }, input.role, input.contact);
}

/** RemoveUserRole (workspaces): 404 when the user or the grant does not exist. */
export async function removeWorkspaceUserRole(ctx: RequestContext, input: RemoveWorkspaceUserRoleInput): Promise<boolean> {
  const workspace = await requireWorkspaceAdmin(ctx, input.workspaceId);
  return removeUserRoleIn(ctx, workspace.id, input, 'workspace');
}

/** GetUsersWithRole (workspaces): the users holding `role` in the tenant, newest first. */
export function usersWithRole(ctx: RequestContext, input: GetWorkspaceUsersWithRoleInput): Promise<Page<User>> {
  return listUsersWithRoleIn(ctx, input, () => tenantForAdmin(ctx, input.tenantId, 'list its roles'));
}
