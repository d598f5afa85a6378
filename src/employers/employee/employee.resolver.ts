import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import { arg, byIdQuery, graphResolver, listQuery, mutation, pagedEdge, referenceEdge } from '../../kernel/resolver-builders';
import { Employer } from '../employer/employer.entity';
import { employerById } from '../employer/employer.loaders';
import { Employee } from './employee.entity';
import { changeFeed, changeType } from '../../kernel/changes/change-feed';
import { EMPLOYEE_ADDED, EMPLOYEE_REMOVED } from './employee.webhook-events';

/** `employeeChanged`'s event. */
const EmployeeChange = changeType('EmployeeChange', { field: 'employee', type: () => Employee, description: 'The employee record.' });
import { employeeById, employeesOfEmployer, employmentsOfUser } from './employee.loaders';
import { createEmployee, listEmployees, updateEmployeeStatus } from './employee.service';
import { CreateEmployeeInput, EmployeeIPagedResponse, GetEmployeesInput, UpdateEmployeeStatusInput } from './employee.types';

export const EmployeeResolver = graphResolver(() => Employee, {
  employees: listQuery({
    type: () => EmployeeIPagedResponse,
    input: () => GetEmployeesInput,
    list: listEmployees,
    description: 'GetEmployees: the Platform Admin sees all, an employer Admin their employees, anyone their own employee records.',
  }),
  employee: byIdQuery({
    type: () => Employee,
    loader: employeeById,
    description:
      'An employee record by id; null when it does not exist or the caller may not see it (neither the employee, nor an Admin of the employer, nor the Platform Admin).',
    idDescription: 'The employee record id (not the user id).',
  }),
  employeeChanged: changeFeed({
    type: () => EmployeeChange,
    description:
      'An employee was added, set Active again or removed (a subscription: GraphQL over WebSocket on /graphql); only employee records the caller may read.',
    events: [EMPLOYEE_ADDED, EMPLOYEE_REMOVED],
    record: { field: 'employee', loader: employeeById },
    id: (data) => data.employeeId,
    parents: { employerId: { description: "Only the changes of this employer's employees.", of: (data) => data.employerId } },
  }),
  createEmployee: mutation({
    type: () => Employee,
    description: 'CreateEmployee: creates the user from the contact when new; the employee starts Active.',
    args: [arg('input', () => CreateEmployeeInput, 'The employer, the contact and an optional own identifier.')],
    run: createEmployee,
  }),
  updateEmployeeStatus: mutation({
    type: () => Employee,
    description: 'UpdateEmployeeStatus: Active or Inactive; stamps statusUpdatedDate.',
    args: [arg('input', () => UpdateEmployeeStatusInput, 'The employee (by employer and user) and the new status.')],
    run: updateEmployeeStatus,
  }),
  user: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'userId',
    required: "the employee, the employer's Admins and the Platform Admin all see the user",
    description: "The employee's user account (visible whenever the employee record is).",
  }),
  employer: referenceEdge({
    type: () => Employer,
    loader: employerById,
    key: 'employerId',
    required: "the employee, the employer's Admins and the Platform Admin all see the employer",
    description: 'The employer (visible whenever the employee record is).',
  }),
});

/** The employers domain's edge on identity's `User` (employers depend on identity, never the reverse). */
export const UserEmploymentEdges = graphResolver(() => User, {
  employments: pagedEdge({
    type: () => EmployeeIPagedResponse,
    loader: employmentsOfUser,
    description:
      "The user's employee records (one per employer), newest first: seen by the user, the Admins of each employer (their employer's record only) and the Platform Admin.",
  }),
});

/** `Employer.employees`: the edge lives with the employee, which knows its employer (an employer knows no employee record). */
export const EmployerEmployeesEdge = graphResolver(() => Employer, {
  employees: pagedEdge({
    type: () => EmployeeIPagedResponse,
    loader: employeesOfEmployer,
    description:
      "The employer's employee records, newest first: all of them for its Admins and the Platform Admin, only their own for an employee.",
  }),
});
