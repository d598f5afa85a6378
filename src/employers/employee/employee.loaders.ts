import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { declareTenantLink, ownOrAdministered } from '../../kernel/visibility';
import { Employee } from './employee.entity';

/** Employee records: the employee, an Admin of the employer, the Platform Admin. */
export const EMPLOYEE = defineRecordType<Employee>({
  name: 'Employee',
  readRule: 'the employee themself; an Admin of the employer; Platform Admin: all',
  entity: Employee,
  table: 'employee',
  visibility: (ctx, alias) => ownOrAdministered(ctx, `${alias}.user_id`, `${alias}.employer_id`),
});

/** `Query.employee`: batched per request. */
/** An employee record ties its user to the employer (who may then read that user, and the employer). */
declareTenantLink({ table: 'employee', userColumn: 'user_id', tenantColumn: 'employer_id', tenantType: 'Employer', membership: true });

export const employeeById = recordsById(EMPLOYEE);

/** `Employer.employees`: a page of each employer's employee records, one statement per level. */
export const employeesOfEmployer = pagedEdge(EMPLOYEE, { parentKey: 't.employer_id' });

/** `User.employments`: a page of each user's employee records, one statement per level. */
export const employmentsOfUser = pagedEdge(EMPLOYEE, { parentKey: 't.user_id' });
