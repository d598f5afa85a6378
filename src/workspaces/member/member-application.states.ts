import { isTenantAdmin, type Caller } from '../../kernel/caller';
import { defineStateMachine } from '../../kernel/state-machine';
import { MEMBER_APPLICATION_STATUSES, type MemberApplication, type MemberApplicationStatus } from './member-application.entity';

const isApplicant = (caller: Caller, application: MemberApplication) => caller.kind === 'user' && application.userId === caller.userId;
const isWorkspaceAdmin = (caller: Caller, application: MemberApplication) => isTenantAdmin(caller, application.workspaceId);

/** The member application's transition table (docs/decisions.md#member-application-transitions), run by the kernel's runTransition. */
export const memberApplicationMachine = defineStateMachine<MemberApplicationStatus, MemberApplication>({
  name: 'MemberApplication',
  states: MEMBER_APPLICATION_STATUSES,
  stateOf: (application) => application.status,
  setState: (application, status) => {
    application.status = status;
  },
  // The applicant and the workspace's Admins (and the Platform Admin) see it; others get 404.
  visibleTo: (caller, application) => isApplicant(caller, application) || isWorkspaceAdmin(caller, application),
  transitions: {
    create: {
      from: [],
      to: 'Request',
      who: 'the user for themself, or an Admin of the workspace',
      effects: '`locationId`, when given, must be a location of the workspace',
      allowed: (caller, application) => isApplicant(caller, application) || isWorkspaceAdmin(caller, application),
    },
    'approve-request': {
      from: ['Request'],
      to: 'Pending',
      who: 'Admin of the workspace',
      allowed: isWorkspaceAdmin,
    },
    submit: {
      from: ['Pending'],
      to: 'Submitted',
      who: 'the applicant',
      allowed: isApplicant,
    },
    approve: {
      from: ['Submitted'],
      to: 'Approved',
      who: 'Admin of the workspace',
      effects:
        '`activationDate` defaults to `requestedActivationDate`; creates the WorkspaceMember (status Active); with a `locationId`, also the UserLocation (unless the user already has it)',
      allowed: isWorkspaceAdmin,
    },
    deny: {
      from: ['Request', 'Pending', 'Submitted'],
      to: 'Denied',
      who: 'Admin of the workspace',
      allowed: isWorkspaceAdmin,
    },
    update: {
      from: ['Request', 'Pending', 'Submitted'],
      to: null,
      who: 'the applicant (requestedActivationDate, locationId), Admin of the workspace (also activationDate)',
      effects: 'replaces `requestedActivationDate` and `locationId`; `activationDate` only by an Admin (403 for the applicant)',
      allowed: (caller, application) => isApplicant(caller, application) || isWorkspaceAdmin(caller, application),
    },
  },
});
