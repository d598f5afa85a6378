import { isPlatformAdmin, type Caller } from '../kernel/caller';
import { defineStateMachine, stateInStatus, type StateMachine, type TransitionRule } from '../kernel/state-machine';
import type { Application } from './application-flow';
import { APPLICATION_STATUSES, isApplicationOwner, type ApplicationStatus } from './application-record';

/** Who may run a transition: the words docs/workflows.md shows, and the check the runner makes. */
type Right = Pick<TransitionRule<ApplicationStatus, Application>, 'who' | 'allowed'>;

const ANYONE: Right = { who: 'anyone', allowed: () => true };
const PLATFORM_ADMIN: Right = { who: 'Platform Admin', allowed: (caller) => isPlatformAdmin(caller) };
const OWNER_OR_PLATFORM_ADMIN: Right = {
  who: 'owner, Platform Admin',
  allowed: (caller, application) => isPlatformAdmin(caller) || isApplicationOwner(caller, application),
};

/**
 * The application transitions (docs/decisions.md#application-transitions), the same in every domain:
 * where each starts and ends and who may run it. `create` and `invite` make the record (no `from` state).
 */
const APPLICATION_TRANSITIONS = {
  create: { from: [], to: 'Inquiry', ...ANYONE },
  invite: { from: [], to: 'Pending', ...PLATFORM_ADMIN },
  'approve-inquiry': { from: ['Inquiry'], to: 'Pending', ...PLATFORM_ADMIN },
  update: { from: ['Inquiry', 'Pending'], to: null, ...OWNER_OR_PLATFORM_ADMIN },
  submit: { from: ['Pending'], to: 'Submitted', ...OWNER_OR_PLATFORM_ADMIN },
  approve: { from: ['Submitted'], to: 'Approved', ...PLATFORM_ADMIN },
  deny: { from: ['Inquiry', 'Pending', 'Submitted'], to: 'Denied', ...PLATFORM_ADMIN },
  remind: { from: ['Inquiry', 'Pending'], to: null, ...PLATFORM_ADMIN },
} satisfies Record<string, TransitionRule<ApplicationStatus, Application>>;

export type ApplicationTransition = keyof typeof APPLICATION_TRANSITIONS;

/** What a domain says of a transition it offers: its effects, and who may run it where its words differ from the shared ones. */
export interface TransitionWording {
  effects: string;
  who?: string;
}

/**
 * A domain's application machine: the shared transitions the domain offers (those it words, in the
 * shared order), with its wording. Only the owner and the Platform Admin know an application exists
 * (anyone else gets 404) unless the domain's `visibleTo` widens that.
 */
export function defineApplicationMachine<R extends Application>(
  name: string,
  wording: Partial<Record<ApplicationTransition, TransitionWording>>,
  visibleTo: (caller: Caller, application: R) => boolean = OWNER_OR_PLATFORM_ADMIN.allowed,
): StateMachine<ApplicationStatus, R> {
  const transitions: Record<string, TransitionRule<ApplicationStatus, R>> = {};
  for (const [transition, rule] of Object.entries(APPLICATION_TRANSITIONS)) {
    const words = wording[transition as ApplicationTransition];
    if (words) transitions[transition] = { ...rule, ...words };
  }
  return defineStateMachine<ApplicationStatus, R>({
    name,
    states: APPLICATION_STATUSES,
    ...stateInStatus<ApplicationStatus, R>(),
    visibleTo,
    transitions,
  });
}
