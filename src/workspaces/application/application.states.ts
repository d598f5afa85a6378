import { defineApplicationMachine } from '../../applications/application-transitions';
import { isApplicationOwner } from '../../applications/application-record';
import { isPlatformAdmin, isTenantAdmin } from '../../kernel/caller';
import type { WorkspaceApplication } from './application.entity';

/**
 * The workspace application's transition table (docs/decisions.md#application-transitions), run by the one
 * application flow (applications/application-flow.ts).
 * The owner, the Platform Admin and (once approved) the workspace's Admins see the application; others get 404.
 */
export const workspaceApplicationMachine = defineApplicationMachine<WorkspaceApplication>(
  'WorkspaceApplication',
  {
    create: { effects: 'owner = user of `contact.email` (created without a password if new); `wasInvited` false' },
    invite: {
      effects:
        '`wasInvited` true; owner as in create; invitation mail to the contact (with a password-setup code when the owner has no password yet)',
    },
    'approve-inquiry': {
      effects: 'mail to the owner: continue your application (with a password-setup code when the owner has no password yet)',
    },
    update: { effects: 'replaces name and description, and locations when given' },
    submit: {
      effects:
        'the body replaces the content, then the content is validated: at least one location, each with name, address (locatable), schedule, price; each room with name, pricePerHour, quantity, capacity (400 naming `locations[i].rooms[j].field`)',
    },
    approve: {
      effects:
        'in one transaction: creates the Workspace (named as the application, email = contact email), its tenant, grants the owner `Admin` there, creates its locations and rooms (geocoded, status Active), sets `workspaceId`; mail to the owner',
    },
    deny: { effects: 'mail to the owner' },
    remind: {
      effects:
        'reminder mail to the owner (with a fresh password-setup code when the owner has no password yet); at most one per application per 24 h (429 `RATE_LIMITED` with Retry-After otherwise)',
    },
  },
  (caller, application) =>
    isPlatformAdmin(caller) ||
    isApplicationOwner(caller, application) ||
    (application.workspaceId !== null && isTenantAdmin(caller, application.workspaceId)),
);
