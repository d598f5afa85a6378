import { recordsById, defineRecordType } from '../../kernel/records';
import { administeredIds, anyOf, callerLinkedTo, inList, signedInRule } from '../../kernel/visibility';
import { Employer } from './employer.entity';

/** Employers: the Platform Admin all; others the employers they administer or are an employee of. */
export const EMPLOYER = defineRecordType(Employer, {
  table: 'employer',
  readRule: 'its Admins and employees; Platform Admin: all',
  visibility: (ctx, alias) =>
    signedInRule(ctx, (caller) =>
      anyOf([...inList(`${alias}.id`, administeredIds(caller)), ...callerLinkedTo(caller, 'Employer', `${alias}.id`)]),
    ),
});

/** `Query.employer`, `Employee.employer`, `EmployerApplication.employer`: batched per request. */
export const employerById = recordsById(EMPLOYER);
