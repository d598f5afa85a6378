import { LockMode } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { EMPLOYEE } from './employee.loaders';
import { recordTransition } from '../../kernel/state-machine';
import { checkContact } from '../../identity/contact/contact';
import { findOrCreateUserByContact } from '../../identity/user/user.service';
import { hasControlCharacters, optionalText } from '../../kernel/text';
import { employerForAdmin } from '../employer/employer.service';
import { targetId } from '../../kernel/uuid';
import { Employee } from './employee.entity';
import { emitEvent, type WebhookEvent } from '../../kernel/webhooks/webhook-events';
import { EMPLOYEE_ADDED, EMPLOYEE_REMOVED } from './employee.webhook-events';
import type { CreateEmployeeInput, GetEmployeesInput, UpdateEmployeeStatusInput } from './employee.types';

const EMPLOYER_USER_ID_MAX = 200;

/**
 * CreateEmployee (Platform Admin or an Admin of the employer): the user of the contact (created
 * without password if new) becomes an Active employee. `employerUserId` defaults to the contact's
 * email; it and the user are each unique within the employer (409 otherwise).
 */
export async function createEmployee(ctx: RequestContext, input: CreateEmployeeInput): Promise<Employee> {
  const employer = await employerForAdmin(ctx, input.employerId);
  const contact = checkContact(input.contact);
  const employerUserId = optionalText(input.employerUserId, 'employerUserId', EMPLOYER_USER_ID_MAX) ?? contact.email;
  if (await ctx.em.findOne(Employee, { employerId: employer.id, employerUserId })) {
    throw new ConflictError(`Employer ${employer.id} already has an employee with employerUserId "${employerUserId}".`, {
      field: 'employerUserId',
      employerUserId,
    });
  }
  const { user } = await findOrCreateUserByContact(ctx.em, contact);
  await ctx.em.flush(); // the user row first: the employee references it
  if (await ctx.em.findOne(Employee, { employerId: employer.id, userId: user.id })) {
    throw new ConflictError(`${user.email} is already an employee of employer ${employer.id}.`, {
      field: 'contact.email',
      userId: user.id,
    });
  }
  const now = new Date();
  const employee = ctx.em.create(Employee, {
    employerId: employer.id,
    userId: user.id,
    employerUserId,
    status: 'Active',
    statusUpdatedDate: now,
  });
  ctx.em.persist(employee);
  await ctx.em.flush();
  await emitEmployeeEvent(ctx, EMPLOYEE_ADDED, employee);
  return employee;
}

/** An employee's webhook event, to the employer's tenant (docs/decisions.md#webhooks). */
function emitEmployeeEvent(ctx: RequestContext, event: WebhookEvent, employee: Employee): Promise<void> {
  const { id: employeeId, employerId, userId, employerUserId, status } = employee;
  return emitEvent(ctx, event, employerId, { employeeId, employerId, userId, employerUserId, status });
}

/**
 * GetEmployees: the Platform Admin sees all; an employer Admin the employees of their employers;
 * any signed-in user also their own employee records.
 */
export function listEmployees(ctx: RequestContext, input: GetEmployeesInput): Promise<Page<Employee>> {
  return pageOfVisible(ctx, EMPLOYEE, 'employee', input, (where) => {
    where.inIds('employee.employer_id', input.employerIds);
    where.inIds('employee.user_id', input.userIds);
    // An identifier with a control character cannot be stored, so it matches nothing (and must not reach the database).
    if (input.employerUserIds?.length) {
      const storable = input.employerUserIds.filter((id) => !hasControlCharacters(id));
      if (storable.length) where.inValues('employee.employer_user_id', storable);
      else where.add('false');
    }
    where.inValues('employee.status', input.statuses);
  });
}

/** UpdateEmployeeStatus (Platform Admin or an Admin of the employer): sets Active or Inactive and stamps statusUpdatedDate. */
export async function updateEmployeeStatus(ctx: RequestContext, input: UpdateEmployeeStatusInput): Promise<Employee> {
  const employer = await employerForAdmin(ctx, input.employerId);
  const what = `Employee of employer ${employer.id} with userId`;
  const userId = targetId(input.userId, what, 'userId');
  const employee = await ctx.em.findOne(
    Employee,
    { employerId: employer.id, userId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!employee) throw new NotFoundError(what, userId);
  if (employee.status !== input.status) {
    recordTransition(ctx, 'Employee', employee.id, 'updateStatus', employee.status, input.status);
    employee.status = input.status;
    employee.statusUpdatedDate = new Date();
    await ctx.em.flush();
    await emitEmployeeEvent(ctx, input.status === 'Active' ? EMPLOYEE_ADDED : EMPLOYEE_REMOVED, employee);
  }
  return employee;
}
