import { defineApplicationFlow, readNameAndDescription } from '../../applications/application-flow';
import { ADMIN_ROLE } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { REQUIRED } from '../../kernel/field-messages';
import { BadInputError } from '../../kernel/errors';
import { createTenant } from '../../identity/tenant/tenant.service';
import { grantRole } from '../../identity/user/user.service';
import { checkAddress, copyAddress, type Address } from '../../kernel/address';
import { Employer } from '../employer/employer.entity';
import { EmployerApplication } from './employer-application.entity';
import { EMPLOYER_APPLICATION } from './employer-application.loaders';
import { employerApplicationMachine } from './employer-application.states';
import type { UpdateEmployerApplicationInput } from './employer-application.types';

interface Content {
  name: string;
  description: string;
  address: Address;
}

/**
 * The employer application in the one application flow (applications/application-flow.ts): its
 * content is a postal address; submit has nothing to check (name and description are required by
 * create and update, and the address is optional in the document, every line of it too, so an
 * application submitted without an update becomes an employer whose address lines are all null);
 * approval creates the Employer.
 */
export const employerApplicationFlow = defineApplicationFlow<EmployerApplication, UpdateEmployerApplicationInput, Content, Employer>({
  machine: employerApplicationMachine,
  entity: EmployerApplication,
  mail: { noun: 'employer', kindPrefix: 'employer-application' },
  // Update replaces name, description and address.
  readContent: (input): Content => {
    const text = readNameAndDescription(input);
    if (!input.address) throw BadInputError.field('address', REQUIRED);
    return { ...text, address: checkAddress(input.address) };
  },
  applyContent: (application, content) => {
    application.name = content.name;
    application.description = content.description;
    application.address = content.address;
  },
  approve: approveIntoEmployer,
  // The owner sees their applications.
  recordType: EMPLOYER_APPLICATION,
});

/**
 * The effect of `approve`: the Employer (named as the application, email = the contact's, address
 * from the application), its tenant and the owner's Admin role there, in the transition's transaction.
 */
async function approveIntoEmployer(ctx: RequestContext, application: EmployerApplication): Promise<Employer> {
  const em = ctx.em;
  const employer = em.create(Employer, {
    name: application.name,
    email: application.contactEmail,
    address: copyAddress(application.address),
  });
  em.persist(employer);
  await createTenant(em, employer.id, employer.name, 'Employer');
  await em.flush(); // the employer first: the application references it
  if (application.ownerId) await grantRole(em, application.ownerId, employer.id, ADMIN_ROLE);
  application.employerId = employer.id;
  return employer;
}
