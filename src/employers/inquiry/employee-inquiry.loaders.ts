import { recordsById, type RecordType } from '../../kernel/records';
import { signedInRule } from '../../kernel/visibility';
import { sql } from '../../kernel/sql';
import { EmployeeInquiry } from './employee-inquiry.entity';

/** Employee inquiries: the Platform Admin only (as the root list). */
export const EMPLOYEE_INQUIRY: RecordType<EmployeeInquiry> = {
  entity: EmployeeInquiry,
  table: 'employee_inquiry',
  visibility: (ctx) => signedInRule(ctx, () => sql('false')),
};

export const employeeInquiryById = recordsById(EMPLOYEE_INQUIRY);
