import { ADMIN_ROLE } from '../../kernel/caller';
import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { administeredIds, anyOf, callerLinkedTo, inList, signedInRule } from '../../kernel/visibility';
import { USER } from '../../identity/user/user.loaders';
import { Employer } from './employer.entity';

/** Employers: the Platform Admin all; others the employers they administer or are an employee of. */
export const EMPLOYER = defineRecordType<Employer>({
  name: 'Employer',
  readRule: 'its Admins and employees; Platform Admin: all',
  entity: Employer,
  table: 'employer',
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => anyOf([...inList(`${alias}.id`, administeredIds(caller)), ...callerLinkedTo(caller, 'Employer', `${alias}.id`)])),
});

/** `Query.employer`, `Employee.employer`, `EmployerApplication.employer`: batched per request. */
export const employerById = recordsById(EMPLOYER);

/**
 * `Employer.admins`: a page of the users holding the `Admin` role in each employer's tenant (the
 * tenant id is the employer id), with the users' own visibility; one statement per level.
 */
export const adminsOfEmployer = pagedEdge(USER, {
  parentKey: 'ur.tenant_id',
  join: 'join "user_role" ur on ur.user_id = t.id',
  where: sql('ur.role = ?', ADMIN_ROLE),
  parentKeyKind: 'text',
});
