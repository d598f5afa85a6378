import { defineTenantLinkType, pagedChildren, recordsById } from '../../kernel/records';
import { Employee } from './employee.entity';

/**
 * Employee records: the employee, an Admin of the employer, the Platform Admin. A record ties its user to the
 * employer (who may then read that user, and the employer).
 */
export const EMPLOYEE = defineTenantLinkType(Employee, {
  table: 'employee',
  readRule: 'the employee themself; an Admin of the employer; Platform Admin: all',
  link: { userColumn: 'user_id', tenantColumn: 'employer_id', tenantType: 'Employer', membership: true },
});

/** `Query.employee`: batched per request. */
export const employeeById = recordsById(EMPLOYEE);

/** `Employer.employees`: a page of each employer's employee records, one statement per level. */
export const employeesOfEmployer = pagedChildren(EMPLOYEE, { parentKey: 't.employer_id' });

/** `User.employments`: a page of each user's employee records, one statement per level. */
export const employmentsOfUser = pagedChildren(EMPLOYEE, { parentKey: 't.user_id' });
