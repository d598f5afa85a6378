import { UserIPagedResponse } from '../../identity/user/user.types';
import { arg, graphResolver, mutation, query } from '../../kernel/resolver-builders';
import { addEmployerUserRole, listEmployerUsersWithRole, removeEmployerUserRole } from './employer-admin.service';
import { AddEmployerUserRoleInput, GetEmployerUsersWithRoleInput, RemoveEmployerUserRoleInput } from './employer-admin.types';

/** Roles within an employer's tenant (the employers document's Admin operations). */
export const EmployerAdminResolver = graphResolver(null, {
  addEmployerUserRole: mutation({
    type: () => Boolean,
    description: "AddUserRole (employers): creates the user from the contact when new and grants the role in the employer's tenant.",
    args: [arg('input', () => AddEmployerUserRoleInput, 'The employer, the role and who gets it.')],
    run: addEmployerUserRole,
  }),
  removeEmployerUserRole: mutation({
    type: () => Boolean,
    description: "RemoveUserRole (employers): revokes the role in the employer's tenant.",
    args: [arg('input', () => RemoveEmployerUserRoleInput, 'The employer, the role and whose it is.')],
    run: removeEmployerUserRole,
  }),
  employerUsersWithRole: query({
    type: () => UserIPagedResponse,
    description: "GetUsersWithRole (employers): the users holding a role in the employer's tenant.",
    args: [arg('input', () => GetEmployerUsersWithRoleInput, 'The employer, the role and the page.')],
    run: listEmployerUsersWithRole,
  }),
});
