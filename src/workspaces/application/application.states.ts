import { isApplicationOwner as isOwner } from '../../applications/application-record';
import { isPlatformAdmin, isTenantAdmin } from '../../kernel/caller';
import { defineStateMachine } from '../../kernel/state-machine';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../applications/application-record';
import type { WorkspaceApplication } from './application.entity';

/**
 * The workspace application's transition table (CONTRACT §4), run by the one application flow (applications/application-flow.ts).
 * `create` and `invite` make the record (no `from` state); the others act on a locked record.
 */
export const workspaceApplicationMachine = defineStateMachine<ApplicationStatus, WorkspaceApplication>({
  name: 'WorkspaceApplication',
  states: APPLICATION_STATUSES,
  stateOf: (application) => application.status,
  setState: (application, status) => {
    application.status = status;
  },
  // The owner, the Platform Admin and (once approved) the workspace's Admins see the application; others get 404.
  visibleTo: (caller, application) =>
    isPlatformAdmin(caller) || isOwner(caller, application) || (application.workspaceId !== null && isTenantAdmin(caller, application.workspaceId)),
  transitions: {
    create: {
      from: [],
      to: 'Inquiry',
      who: 'anyone',
      effects: 'owner = user of `contact.email` (created without a password if new); `wasInvited` false',
      allowed: () => true,
    },
    invite: {
      from: [],
      to: 'Pending',
      who: 'Platform Admin',
      effects: '`wasInvited` true; owner as in create; invitation mail to the contact (with a password-setup code when the owner has no password yet)',
      allowed: (caller) => isPlatformAdmin(caller),
    },
    'approve-inquiry': {
      from: ['Inquiry'],
      to: 'Pending',
      who: 'Platform Admin',
      effects: 'mail to the owner: continue your application (with a password-setup code when the owner has no password yet)',
      allowed: (caller) => isPlatformAdmin(caller),
    },
    update: {
      from: ['Inquiry', 'Pending'],
      to: null,
      who: 'owner, Platform Admin',
      effects: 'replaces name and description, and locations when given',
      allowed: (caller, application) => isPlatformAdmin(caller) || isOwner(caller, application),
    },
    submit: {
      from: ['Pending'],
      to: 'Submitted',
      who: 'owner, Platform Admin',
      effects:
        'the body replaces the content, then the content is validated: at least one location, each with name, address (locatable), schedule, price; each room with name, pricePerHour, quantity, capacity (400 naming `locations[i].rooms[j].field`)',
      allowed: (caller, application) => isPlatformAdmin(caller) || isOwner(caller, application),
    },
    approve: {
      from: ['Submitted'],
      to: 'Approved',
      who: 'Platform Admin',
      effects:
        'in one transaction: creates the Workspace (named as the application, email = contact email), its tenant, grants the owner `Admin` there, creates its locations and rooms (geocoded, status Active), sets `workspaceId`; mail to the owner',
      allowed: (caller) => isPlatformAdmin(caller),
    },
    deny: {
      from: ['Inquiry', 'Pending', 'Submitted'],
      to: 'Denied',
      who: 'Platform Admin',
      effects: 'mail to the owner',
      allowed: (caller) => isPlatformAdmin(caller),
    },
    remind: {
      from: ['Inquiry', 'Pending'],
      to: null,
      who: 'Platform Admin',
      effects: 'reminder mail to the owner (with a fresh password-setup code when the owner has no password yet); at most one per application per 24 h (429 `RATE_LIMITED` with Retry-After otherwise)',
      allowed: (caller) => isPlatformAdmin(caller),
    },
  },
});
