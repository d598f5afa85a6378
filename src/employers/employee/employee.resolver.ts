import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { User } from '../../identity/user/user.entity';
import { Employer } from '../employer/employer.entity';
import { Employee } from './employee.entity';
import { userById } from '../../identity/user/user.loaders';
import { employerById } from '../employer/employer.loaders';
import { createEmployee, listEmployees, updateEmployeeStatus } from './employee.service';
import { CreateEmployeeInput, EmployeeIPagedResponse, GetEmployeesInput, UpdateEmployeeStatusInput } from './employee.types';

@Resolver(() => Employee)
export class EmployeeResolver {
  @Query(() => EmployeeIPagedResponse, { description: 'GetEmployees: the Platform Admin sees all, an employer Admin their employees, anyone their own employee records.' })
  employees(@Ctx() ctx: RequestContext, @Arg('input', () => GetEmployeesInput, { nullable: true }) input?: GetEmployeesInput): Promise<Page<Employee>> {
    return listEmployees(ctx, input ?? new GetEmployeesInput());
  }

  @Mutation(() => Employee, { description: 'CreateEmployee: creates the user from the contact when new; the employee starts Active.' })
  createEmployee(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEmployeeInput) input: CreateEmployeeInput): Promise<Employee> {
    return createEmployee(ctx, input);
  }

  @Mutation(() => Employee, { description: 'UpdateEmployeeStatus: Active or Inactive; stamps statusUpdatedDate.' })
  updateEmployeeStatus(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateEmployeeStatusInput) input: UpdateEmployeeStatusInput): Promise<Employee> {
    return updateEmployeeStatus(ctx, input);
  }

  @FieldResolver(() => User, { description: "The employee's user account (batched per request)." })
  async user(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.loaders.get(userById).load(employee.userId);
    if (!user) throw new NotFoundError('User', employee.userId);
    return user;
  }

  @FieldResolver(() => Employer, { description: 'The employer (batched per request).' })
  async employer(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<Employer> {
    const employer = await ctx.loaders.get(employerById).load(employee.employerId);
    if (!employer) throw new NotFoundError('Employer', employee.employerId);
    return employer;
  }
}
