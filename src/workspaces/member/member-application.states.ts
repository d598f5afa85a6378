import { isTenantAdmin, type Caller } from '../../kernel/caller';
import { defineStateMachine, stateInStatus, type TransitionRule } from '../../kernel/state-machine';
import { MEMBER_APPLICATION_STATUSES, type MemberApplication, type MemberApplicationStatus } from './member-application.entity';

const isApplicant = (caller: Caller, application: MemberApplication) => caller.kind === 'user' && application.userId === caller.userId;
const isWorkspaceAdmin = (caller: Caller, application: MemberApplication) => isTenantAdmin(caller, application.workspaceId);
/** Who sees a member application (others get 404), and who may create or update one. */
const isApplicantOrWorkspaceAdmin = (caller: Caller, application: MemberApplication) =>
  isApplicant(caller, application) || isWorkspaceAdmin(caller, application);

type Right = Pick<TransitionRule<MemberApplicationStatus, MemberApplication>, 'who' | 'allowed'>;
const WORKSPACE_ADMIN: Right = { who: 'Admin of the workspace', allowed: isWorkspaceAdmin };

/** The member application's transition table (docs/decisions.md#member-application-transitions), run by the kernel's runTransition. */
export const memberApplicationMachine = defineStateMachine<MemberApplicationStatus, MemberApplication>({
  name: 'MemberApplication',
  states: MEMBER_APPLICATION_STATUSES,
  ...stateInStatus<MemberApplicationStatus, MemberApplication>(),
  visibleTo: isApplicantOrWorkspaceAdmin,
  transitions: {
    create: {
      from: [],
      to: 'Request',
      who: 'the user for themself, or an Admin of the workspace',
      effects: '`locationId`, when given, must be a location of the workspace',
      allowed: isApplicantOrWorkspaceAdmin,
    },
    'approve-request': { from: ['Request'], to: 'Pending', ...WORKSPACE_ADMIN },
    submit: { from: ['Pending'], to: 'Submitted', who: 'the applicant', allowed: isApplicant },
    approve: {
      from: ['Submitted'],
      to: 'Approved',
      ...WORKSPACE_ADMIN,
      effects:
        '`activationDate` defaults to `requestedActivationDate`; creates the WorkspaceMember (status Active); with a `locationId`, also the UserLocation (unless the user already has it)',
    },
    deny: { from: ['Request', 'Pending', 'Submitted'], to: 'Denied', ...WORKSPACE_ADMIN },
    update: {
      from: ['Request', 'Pending', 'Submitted'],
      to: null,
      who: 'the applicant (requestedActivationDate, locationId), Admin of the workspace (also activationDate)',
      effects: 'replaces `requestedActivationDate` and `locationId`; `activationDate` only by an Admin (403 for the applicant)',
      allowed: isApplicantOrWorkspaceAdmin,
    },
  },
});
