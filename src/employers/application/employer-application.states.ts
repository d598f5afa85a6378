import { defineApplicationMachine } from '../../applications/application-transitions';
import type { EmployerApplication } from './employer-application.entity';

/**
 * The employer application's transition table (docs/decisions.md#application-transitions, without invite), run
 * by the one application flow (applications/application-flow.ts) through the kernel's runTransition: row lock,
 * caller check, state check (409 naming current and allowed states), history. Only the Platform Admin and the
 * owner know an application exists; anyone else gets 404.
 */
export const employerApplicationMachine = defineApplicationMachine<EmployerApplication>('EmployerApplication', {
  create: { who: 'anyone (even anonymous)', effects: 'owner = user of `contact.email` (created without password if new)' },
  'approve-inquiry': {
    effects: 'mail to the owner: continue your application (with a password-setup code when the owner has no password)',
  },
  update: { effects: 'replaces name, description and address' },
  submit: { effects: 'none (the address stays optional, as in the document)' },
  approve: {
    effects:
      "creates the Employer (named as the application, email = the contact's, address from the application) and its tenant, grants the owner `Admin` there, sets `employerId`; mail to the owner",
  },
  deny: { effects: 'mail to the owner' },
  remind: { effects: 'reminder mail to the owner; at most one per application per 24 h (429 otherwise)' },
});
