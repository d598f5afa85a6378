import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { PageArgs, type Page } from '../../kernel/paging';
import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import { Employer } from '../employer/employer.entity';
import { employerById } from '../employer/employer.loaders';
import { Employee } from './employee.entity';
import { employeeById, employeesOfEmployer, employmentsOfUser } from './employee.loaders';
import { createEmployee, listEmployees, updateEmployeeStatus } from './employee.service';
import { CreateEmployeeInput, EmployeeIPagedResponse, GetEmployeesInput, UpdateEmployeeStatusInput } from './employee.types';

@Resolver(() => Employee)
export class EmployeeResolver {
  @Query(() => EmployeeIPagedResponse, { description: 'GetEmployees: the Platform Admin sees all, an employer Admin their employees, anyone their own employee records.' })
  employees(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GetEmployeesInput, { nullable: true, description: 'Filters and page; all optional.' }) input?: GetEmployeesInput,
  ): Promise<Page<Employee>> {
    return listEmployees(ctx, input ?? new GetEmployeesInput());
  }

  @Query(() => Employee, {
    nullable: true,
    description: 'An employee record by id; null when it does not exist or the caller may not see it (neither the employee, nor an Admin of the employer, nor the Platform Admin).',
  })
  employee(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The employee record id (not the user id).' }) id: string): Promise<Employee | null> {
    return ctx.loaders.get(employeeById).load(id);
  }

  @Mutation(() => Employee, { description: 'CreateEmployee: creates the user from the contact when new; the employee starts Active.' })
  createEmployee(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEmployeeInput, { description: 'The employer, the contact and an optional own identifier.' }) input: CreateEmployeeInput): Promise<Employee> {
    return createEmployee(ctx, input);
  }

  @Mutation(() => Employee, { description: 'UpdateEmployeeStatus: Active or Inactive; stamps statusUpdatedDate.' })
  updateEmployeeStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateEmployeeStatusInput, { description: 'The employee (by employer and user) and the new status.' }) input: UpdateEmployeeStatusInput,
  ): Promise<Employee> {
    return updateEmployeeStatus(ctx, input);
  }

  @FieldResolver(() => User, { description: "The employee's user account (visible whenever the employee record is)." })
  async user(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.loaders.get(userById).load(employee.userId);
    // The employee, the employer's Admins and the Platform Admin all see the user, so this holds for every visible employee.
    if (!user) throw new Error(`The user ${employee.userId} of a visible employee is missing`);
    return user;
  }

  @FieldResolver(() => Employer, { description: 'The employer (visible whenever the employee record is).' })
  async employer(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<Employer> {
    const employer = await ctx.loaders.get(employerById).load(employee.employerId);
    // The employee, the employer's Admins and the Platform Admin all see the employer, so this holds for every visible employee.
    if (!employer) throw new Error(`The employer ${employee.employerId} of a visible employee is missing`);
    return employer;
  }
}

/** The employers domain's edge on identity's `User` (employers depend on identity, never the reverse). */
@Resolver(() => User)
export class UserEmploymentEdges {
  @FieldResolver(() => EmployeeIPagedResponse, {
    description: "The user's employee records (one per employer), newest first: seen by the user, the Admins of each employer (their employer's record only) and the Platform Admin.",
  })
  employments(@Root() user: User, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Employee>> {
    return employmentsOfUser.load(ctx, user.id, page, info);
  }
}

/** `Employer.employees`: the edge lives with the employee, which knows its employer (an employer knows no employee record). */
@Resolver(() => Employer)
export class EmployerEmployeesEdge {
  @FieldResolver(() => EmployeeIPagedResponse, {
    description: "The employer's employee records, newest first: all of them for its Admins and the Platform Admin, only their own for an employee.",
  })
  employees(@Root() employer: Employer, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Employee>> {
    return employeesOfEmployer.load(ctx, employer.id, page, info);
  }
}
