import { adminsOfTenant } from '../../identity/user/user.loaders';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { byIdQuery, graphResolver, listQuery, pagedEdge } from '../../kernel/resolver-builders';
import { Employer } from './employer.entity';
import { employerById } from './employer.loaders';
import { listEmployers } from './employer.service';
import { EmployerIPagedResponse, GetEmployersInput } from './employer.types';

export const EmployerResolver = graphResolver(() => Employer, {
  employers: listQuery({
    type: () => EmployerIPagedResponse,
    input: () => GetEmployersInput,
    inputDescription: 'Filter and page; all optional.',
    list: listEmployers,
    description: 'GetEmployers: the Platform Admin sees all; others the employers they administer or work for.',
  }),
  employer: byIdQuery({
    type: () => Employer,
    loader: employerById,
    description:
      'An employer by id; null when it does not exist or the caller may not see it (neither the Platform Admin, nor its Admin, nor its employee).',
    idDescription: 'The employer id (also its tenant id).',
  }),
  admins: pagedEdge({
    type: () => UserIPagedResponse,
    loader: adminsOfTenant,
    description:
      "The users holding the Admin role in the employer's tenant, newest first; an employee who is no Admin sees only themself, if anyone.",
  }),
});
