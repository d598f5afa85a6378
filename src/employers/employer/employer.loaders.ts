import { ADMIN_ROLE } from '../../kernel/caller';
import { pagedEdge, recordsById, defineRecordType } from '../../kernel/records';
import { placeholders, sql } from '../../kernel/sql';
import { administeredIds, signedInRule } from '../../kernel/visibility';
import { USER } from '../../identity/user/user.loaders';
import { Employer } from './employer.entity';

/** Employers: the Platform Admin all; others the employers they administer or are an employee of. */
export const EMPLOYER = defineRecordType<Employer>({
  name: 'Employer',
  readRule: 'its Admins and employees; Platform Admin: all',
  entity: Employer,
  table: 'employer',
  visibility: (ctx, alias) =>
    signedInRule(ctx, (caller) => {
      const employee = `exists (select 1 from "employee" ve where ve.employer_id = ${alias}.id and ve.user_id = ?)`;
      const administered = administeredIds(caller);
      if (administered.length === 0) return sql(employee, caller.userId);
      return sql(`(${alias}.id in (${placeholders(administered)}) or ${employee})`, ...administered, caller.userId);
    }),
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
