import { childrenOf, pagedChildren, recordsById, defineRecordType } from '../../kernel/records';
import { signedInRule } from '../../kernel/visibility';
import { sql } from '../../kernel/sql';
import { EMPLOYER } from '../employer/employer.loaders';
import { EmployeeInquiry } from './employee-inquiry.entity';

/** Employee inquiries: the Platform Admin only (as the root list). */
export const EMPLOYEE_INQUIRY = defineRecordType(EmployeeInquiry, {
  table: 'employee_inquiry',
  readRule: 'Platform Admin only',
  visibility: (ctx) => signedInRule(ctx, () => sql('false')),
});

/** `Query.employeeInquiry`: batched per request. */
export const employeeInquiryById = recordsById(EMPLOYEE_INQUIRY);

/**
 * An inquiry names a company, not an employer record: it belongs to the employer whose name equals
 * its `companyName` ignoring case and surrounding spaces. Both sides have an expression index on
 * exactly these expressions (migration 000510), so the edges below are index-backed.
 */
const sameCompany = (inquiry: string, employer: string): string => `lower(btrim(${inquiry}.company_name)) = lower(btrim(${employer}.name))`;

/** `Employer.inquiries`: a page of the inquiries naming each employer, one statement per level. */
export const inquiriesOfEmployer = pagedChildren(EMPLOYEE_INQUIRY, {
  parentKey: 'ie.id',
  join: `join "employer" ie on ${sameCompany('t', 'ie')}`,
});

/**
 * `EmployeeInquiry.employer`: the visible employers each inquiry names, newest first (one statement
 * per level); employer names are not unique, and the resolver takes the oldest of them.
 */
export const employersNamedByInquiry = childrenOf(EMPLOYER, {
  parentKey: 'ei.id',
  join: `join "employee_inquiry" ei on ${sameCompany('ei', 't')}`,
});
