import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import { codeLine, enqueueMail } from '../../kernel/mail/outbox';
import { issuePasswordSetupCode } from '../../identity/password-reset/password-reset.service';
import { tenantForAdmin } from '../../identity/tenant/tenant.service';
import { listUsersWithRoleIn, removeUserRoleIn } from '../../identity/directory/user.actions';
import { checkContact } from '../../identity/contact/contact';
import { User } from '../../identity/user/user.entity';
import { UserRole } from '../../identity/user/user-role.entity';
import { checkRoleName, findOrCreateUserByContact, grantRole } from '../../identity/user/user.service';
import { requireWorkspaceAdmin } from '../workspace/workspace-access';
import type { AddWorkspaceUserRoleInput, GetWorkspaceUsersWithRoleInput, RemoveWorkspaceUserRoleInput } from './workspace-admin.types';

/**
 * AddUserRole (workspaces): the Platform Admin or an Admin of the workspace grants `role` in the
 * workspace's tenant to the user of `contact` (created without a password when the email is new;
 * a mail tells them, with a password-setup code when they have no password). Answers the User.
 */
export async function addWorkspaceUserRole(ctx: RequestContext, input: AddWorkspaceUserRoleInput): Promise<User> {
  const workspace = await requireWorkspaceAdmin(ctx, input.workspaceId);
  const role = checkRoleName(input.role);
  const contact = checkContact(input.contact);
  const name = contact.name;
  const { user, created } = await findOrCreateUserByContact(ctx.em, contact);
  if (created) await ctx.em.flush(); // the role row refers to the user row
  const already = await ctx.em.findOne(UserRole, { userId: user.id, tenantId: workspace.id, role });
  if (!already) {
    await grantRole(ctx.em, user.id, workspace.id, role);
    const lines = [`Hello ${user.firstName || name},`, '', `You now have the role ${role} in the workspace ${workspace.name}.`];
    const withHash = await ctx.em.findOne(User, { id: user.id }, { populate: ['passwordHash'] });
    if (!withHash?.passwordHash) {
      const code = await issuePasswordSetupCode(ctx.em, user);
      lines.push('', 'You have no password yet. Set one with this password-setup code (ResetPassword, valid 30 minutes):', codeLine(code));
    }
    enqueueMail(ctx.em, { to: user.email, subject: `You have a role in ${workspace.name}`, text: `${lines.join('\n')}\n`, kind: 'WorkspaceRoleGranted' });
  }
  await ctx.em.flush();
  return user;
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
