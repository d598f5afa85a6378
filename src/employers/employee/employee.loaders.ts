import { recordsById, type RecordType } from '../../kernel/records';
import { ownOrAdministered } from '../../kernel/visibility';
import { Employee } from './employee.entity';

/** Employee records: the employee, an Admin of the employer, the Platform Admin. */
export const EMPLOYEE: RecordType<Employee> = {
  entity: Employee,
  table: 'employee',
  visibility: (ctx, alias) => ownOrAdministered(ctx, `${alias}.user_id`, `${alias}.employer_id`),
};

export const employeeById = recordsById(EMPLOYEE);
