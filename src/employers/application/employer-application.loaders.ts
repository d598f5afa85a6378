import { childrenOf, defineRecordType, pagedChildren, recordsById } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { signedInRule } from '../../kernel/visibility';
import { EmployerApplication } from './employer-application.entity';

/** Employer applications: the Platform Admin all; anyone else the applications they own (as the root list). */
export const EMPLOYER_APPLICATION = defineRecordType(EmployerApplication, {
  table: 'employer_application',
  readRule: 'its owner; Platform Admin: all',
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => sql(`${alias}.owner_id = ?`, caller.userId)),
});

/** `Query.employerApplication`: batched per request. */
export const employerApplicationById = recordsById(EMPLOYER_APPLICATION);

/**
 * `Employer.application`: the Approved application each employer was created from (at most one:
 * a unique index on `employer_id`), one statement per level.
 */
export const approvedApplicationOfEmployer = childrenOf(EMPLOYER_APPLICATION, {
  parentKey: 't.employer_id',
  where: sql('t.status = ?', 'Approved'),
});

/** `User.employerApplications`: a page of the employer applications each user owns, one statement per level. */
export const employerApplicationsOfOwner = pagedChildren(EMPLOYER_APPLICATION, { parentKey: 't.owner_id' });
