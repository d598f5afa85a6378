import type { RequestContext } from '../../kernel/context';
import { isTenantAdmin } from '../../kernel/caller';
import { ForbiddenError, NotFoundError } from '../../kernel/errors';
import { checkPage, type Page } from '../../kernel/paging';
import { codeLine, enqueueMail } from '../../kernel/mail/outbox';
import { issuePasswordSetupCode } from '../../identity/password-reset/password-reset.service';
import { checkTenantId, findTenant } from '../../identity/tenant/tenant.service';
import { pageOfUsersWithRole } from '../../identity/directory/user.actions';
import { checkContact } from '../../identity/contact/contact';
import { User } from '../../identity/user/user.entity';
import { UserRole } from '../../identity/user/user-role.entity';
import { checkEmail, checkRoleName, findOrCreateUserByContact, getUserByEmail, grantRole, revokeRoleOfUser } from '../../identity/user/user.service';
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
  const role = checkRoleName(input.role);
  const user = await getUserByEmail(ctx.em, checkEmail(input.email));
  return revokeRoleOfUser(ctx.em, user, workspace.id, role, 'workspace');
}

/** GetUsersWithRole (workspaces): the users holding `role` in the tenant, newest first. */
export async function usersWithRole(ctx: RequestContext, input: GetWorkspaceUsersWithRoleInput): Promise<Page<User>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const tenantId = checkTenantId(input.tenantId);
  const role = checkRoleName(input.role);
  if (!isTenantAdmin(ctx.caller, tenantId)) throw new ForbiddenError('Only the Platform Admin or an Admin of this tenant may list its roles.');
  if (!(await findTenant(ctx.em, tenantId))) throw new NotFoundError('Tenant', tenantId);
  return pageOfUsersWithRole(ctx, tenantId, role, page);
}
