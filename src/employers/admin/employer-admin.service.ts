import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import type { User } from '../../identity/user/user.entity';
import { grantRoleFromContact, listUsersWithRoleIn, removeUserRoleIn } from '../../identity/directory/user.actions';
import { employerForAdmin } from '../employer/employer.service';
import type { AddEmployerUserRoleInput, GetEmployerUsersWithRoleInput, RemoveEmployerUserRoleInput } from './employer-admin.types';

/**
 * AddUserRole of the employers document (Platform Admin or an Admin of the employer): the user of
 * `contact` (created without password if new) gets `role` in the employer's tenant (idempotent; a
 * new grant is mailed, as on the workspaces face).
 */
export async function addEmployerUserRole(ctx: RequestContext, input: AddEmployerUserRoleInput): Promise<boolean> {
  const employer = await employerForAdmin(ctx, input.employerId);
  await grantRoleFromContact(ctx, { id: employer.id, name: employer.name, kind: 'employer' }, input.role, input.contact);
  return true;
}

/** RemoveUserRole of the employers document: 404 when the user or the role in that employer is unknown. */
export async function removeEmployerUserRole(ctx: RequestContext, input: RemoveEmployerUserRoleInput): Promise<boolean> {
  const employer = await employerForAdmin(ctx, input.employerId);
  return removeUserRoleIn(ctx, employer.id, input, 'employer');
}

/** GetUsersWithRole of the employers document: the users holding `role` in the employer's tenant, newest first. */
export function listEmployerUsersWithRole(ctx: RequestContext, input: GetEmployerUsersWithRoleInput): Promise<Page<User>> {
  return listUsersWithRoleIn(ctx, input, async () => (await employerForAdmin(ctx, input.tenantId, 'tenantId')).id);
}
