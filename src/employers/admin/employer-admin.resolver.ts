import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import type { Page } from '../../kernel/paging';
import type { User } from '../../identity/user/user.entity';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { addEmployerUserRole, listEmployerUsersWithRole, removeEmployerUserRole } from './employer-admin.service';
import { AddEmployerUserRoleInput, GetEmployerUsersWithRoleInput, RemoveEmployerUserRoleInput } from './employer-admin.types';

@Resolver()
export class EmployerAdminResolver {
  @Mutation(() => Boolean, { description: "AddUserRole (employers): creates the user from the contact when new and grants the role in the employer's tenant." })
  addEmployerUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => AddEmployerUserRoleInput, { description: 'The employer, the role and who gets it.' }) input: AddEmployerUserRoleInput): Promise<boolean> {
    return addEmployerUserRole(ctx, input);
  }

  @Mutation(() => Boolean, { description: "RemoveUserRole (employers): revokes the role in the employer's tenant." })
  removeEmployerUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveEmployerUserRoleInput, { description: 'The employer, the role and whose it is.' }) input: RemoveEmployerUserRoleInput): Promise<boolean> {
    return removeEmployerUserRole(ctx, input);
  }

  @Query(() => UserIPagedResponse, { description: "GetUsersWithRole (employers): the users holding a role in the employer's tenant." })
  employerUsersWithRole(@Ctx() ctx: RequestContext, @Arg('input', () => GetEmployerUsersWithRoleInput, { description: 'The employer, the role and the page.' }) input: GetEmployerUsersWithRoleInput): Promise<Page<User>> {
    return listEmployerUsersWithRole(ctx, input);
  }
}
