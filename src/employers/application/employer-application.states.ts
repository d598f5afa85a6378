import { APPLICATION_STATUSES, isApplicationOwner, type ApplicationStatus } from '../../applications/application-record';
import { isPlatformAdmin, type Caller } from '../../kernel/caller';
import { defineStateMachine } from '../../kernel/state-machine';
import type { EmployerApplication } from './employer-application.entity';

const platformAdminOnly = (caller: Caller): boolean => isPlatformAdmin(caller);
const ownerOrPlatformAdmin = (caller: Caller, application: EmployerApplication): boolean => isPlatformAdmin(caller) || isApplicationOwner(caller, application);

/**
 * The employer application's transition table (CONTRACT §4, without invite), run by the one
 * application flow (applications/application-flow.ts) through the kernel's runTransition: row lock, caller check, state check (409 naming current and allowed states), history.
 */
export const employerApplicationMachine = defineStateMachine<ApplicationStatus, EmployerApplication>({
  name: 'EmployerApplication',
  states: APPLICATION_STATUSES,
  stateOf: (application) => application.status,
  setState: (application, status) => {
    application.status = status;
  },
  // Only the Platform Admin and the owner know an application exists; anyone else gets 404.
  visibleTo: ownerOrPlatformAdmin,
  transitions: {
    create: {
      from: [],
      to: 'Inquiry',
      who: 'anyone (even anonymous)',
      effects: 'owner = user of `contact.email` (created without password if new)',
      allowed: () => true,
    },
    'approve-inquiry': {
      from: ['Inquiry'],
      to: 'Pending',
      who: 'Platform Admin',
      effects: 'mail to the owner: continue your application (with a password-setup code when the owner has no password)',
      allowed: platformAdminOnly,
    },
    update: {
      from: ['Inquiry', 'Pending'],
      to: null,
      who: 'owner, Platform Admin',
      effects: 'replaces name, description and address',
      allowed: ownerOrPlatformAdmin,
    },
    submit: {
      from: ['Pending'],
      to: 'Submitted',
      who: 'owner, Platform Admin',
      effects: 'none (the address stays optional, as in the document)',
      allowed: ownerOrPlatformAdmin,
    },
    approve: {
      from: ['Submitted'],
      to: 'Approved',
      who: 'Platform Admin',
      effects: "creates the Employer (named as the application, email = the contact's, address from the application) and its tenant, grants the owner `Admin` there, sets `employerId`; mail to the owner",
      allowed: platformAdminOnly,
    },
    deny: {
      from: ['Inquiry', 'Pending', 'Submitted'],
      to: 'Denied',
      who: 'Platform Admin',
      effects: 'mail to the owner',
      allowed: platformAdminOnly,
    },
    remind: {
      from: ['Inquiry', 'Pending'],
      to: null,
      who: 'Platform Admin',
      effects: 'reminder mail to the owner; at most one per application per 24 h (429 otherwise)',
      allowed: platformAdminOnly,
    },
  },
});
