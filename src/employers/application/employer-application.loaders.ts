import { recordsById, type RecordType } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { signedInRule } from '../../kernel/visibility';
import { EmployerApplication } from './employer-application.entity';

/** Employer applications: the Platform Admin all; anyone else the applications they own (as the root list). */
export const EMPLOYER_APPLICATION: RecordType<EmployerApplication> = {
  entity: EmployerApplication,
  table: 'employer_application',
  visibility: (ctx, alias) => signedInRule(ctx, (caller) => sql(`${alias}.owner_id = ?`, caller.userId)),
};

export const employerApplicationById = recordsById(EMPLOYER_APPLICATION);
