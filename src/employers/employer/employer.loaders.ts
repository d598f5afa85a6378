import { recordsById, type RecordType } from '../../kernel/records';
import { placeholders, sql } from '../../kernel/sql';
import { administeredIds, signedInRule } from '../../kernel/visibility';
import { Employer } from './employer.entity';

/** Employers: the Platform Admin all; others the employers they administer or are an employee of. */
export const EMPLOYER: RecordType<Employer> = {
  entity: Employer,
  table: 'employer',
  visibility: (ctx, alias) =>
    signedInRule(ctx, (caller) => {
      const employee = `exists (select 1 from "employee" ve where ve.employer_id = ${alias}.id and ve.user_id = ?)`;
      const administered = administeredIds(caller);
      if (administered.length === 0) return sql(employee, caller.userId);
      return sql(`(${alias}.id in (${placeholders(administered)}) or ${employee})`, ...administered, caller.userId);
    }),
};

export const employerById = recordsById(EMPLOYER);
