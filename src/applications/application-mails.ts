import type { EntityManager } from '@mikro-orm/postgresql';
import type { Settings } from '../config/settings';
import { issuePasswordSetupCode } from '../identity/password-reset/password-reset.service';
import { splitName, User } from '../identity/user/user.entity';
import { codeLine, enqueueMail, type MailMessage } from '../kernel/mail/outbox';
import type { ApplicationRecord } from './application-record';

/**
 * The mail texts of the application flow (docs/decisions.md#application-mails): one row per mail (`MAILS`); a domain supplies
 * its words (`ApplicationMailWording`: what the application becomes, the prefix of the mail kinds,
 * `employer-application.approved-inquiry`...). A code goes on a line of its own (`Code: <code>`).
 */
export interface ApplicationMailWording {
  /** What the application becomes: `workspace`, `employer`. */
  noun: string;
  /** Mail kind prefix, e.g. `employer-application`. */
  kindPrefix: string;
}

/** What a mail of the flow says about one application. */
interface ApplicationMailInput {
  /** Where the mail goes (the owner's email). */
  to: string;
  /** The owner's first name, or '' when unknown. */
  firstName: string;
  /** The application's name (the future workspace or employer). */
  applicationName: string;
  /** What the application becomes (the domain's word). */
  noun: string;
  /** Mail kind prefix, e.g. `employer-application`. */
  kindPrefix: string;
  /** Base URL of the platform (PUBLIC_BASE_URL), shown in the mail. */
  baseUrl: string;
}

/** The mails of the flow's transitions. */
export type ApplicationMail = 'invited' | 'continue' | 'reminder' | 'denied' | 'approved';

/**
 * One mail's words: its kind (after the domain's prefix), subject and message; whether it asks the
 * owner to sign in (`to continue`: with a fresh password-setup code when they have no password yet).
 */
interface MailText {
  kind: string;
  subject: (a: ApplicationMailInput) => string;
  message: (a: ApplicationMailInput) => string;
  signIn?: 'to continue' | 'to manage it';
}

const MAILS: Record<ApplicationMail, MailText> = {
  // approve-inquiry: the owner may now complete the application
  continue: {
    kind: 'approved-inquiry',
    subject: (a) => `Continue your ${a.noun} application: ${a.applicationName}`,
    message: (a) =>
      `Thank you for your interest. Your inquiry for "${a.applicationName}" was accepted: please complete your ${a.noun} application and submit it for review.`,
    signIn: 'to continue',
  },
  // invite: the platform invites an operator to apply
  invited: {
    kind: 'invited',
    subject: (a) => `You are invited to complete a ${a.noun} application: ${a.applicationName}`,
    message: (a) =>
      `You are invited to join the platform. An application for "${a.applicationName}" was opened for you: please complete it and submit it for review.`,
    signIn: 'to continue',
  },
  // remind: the application is still waiting for the owner
  reminder: {
    kind: 'reminder',
    subject: (a) => `Reminder: your ${a.noun} application ${a.applicationName} is waiting for you`,
    message: (a) => `Your ${a.noun} application "${a.applicationName}" is not complete yet. Please complete it and submit it for review.`,
    signIn: 'to continue',
  },
  denied: {
    kind: 'denied',
    subject: (a) => `Your ${a.noun} application ${a.applicationName} was declined`,
    message: (a) => `We are sorry: your ${a.noun} application "${a.applicationName}" was declined.`,
  },
  // approve: the workspace or employer exists and the owner is its Admin
  approved: {
    kind: 'approved',
    subject: (a) => `Your ${a.noun} application ${a.applicationName} was approved`,
    message: (a) => `Your ${a.noun} application "${a.applicationName}" was approved. You are now the Admin of the ${a.noun}.`,
    signIn: 'to manage it',
  },
};

function passwordSetupLines(code: string | null): string[] {
  if (!code) return [];
  return ['', 'You do not have a password yet. Set one with this password-setup code (ResetPassword, with your email):', codeLine(code)];
}

function composeMail(words: MailText, input: ApplicationMailInput, passwordSetupCode: string | null): MailMessage {
  const lines = [
    input.firstName ? `Hello ${input.firstName},` : 'Hello,',
    '',
    words.message(input),
    ...passwordSetupLines(passwordSetupCode),
  ];
  if (words.signIn) lines.push('', `Sign in at ${input.baseUrl} ${words.signIn}.`);
  return { to: input.to, kind: `${input.kindPrefix}.${words.kind}`, subject: words.subject(input), text: lines.join('\n') };
}

/**
 * Queues a mail about the application to its owner in the current transaction (the outbox).
 * Invitation, continue and reminder mails carry a fresh password-setup code (`Code: <code>`) when
 * the owner has no password yet; the owner sets one with ResetPassword.
 */
export async function mailApplication(
  em: EntityManager,
  settings: Settings,
  wording: ApplicationMailWording,
  application: ApplicationRecord,
  mail: ApplicationMail,
): Promise<void> {
  const owner = application.ownerId ? await em.findOne(User, { id: application.ownerId }, { populate: ['passwordHash'] }) : null;
  const input: ApplicationMailInput = {
    to: owner?.email ?? application.ownerEmail ?? application.contactEmail,
    firstName: owner?.firstName || splitName(application.contactName).firstName,
    applicationName: application.name,
    noun: wording.noun,
    kindPrefix: wording.kindPrefix,
    baseUrl: settings.publicBaseUrl,
  };
  const words = MAILS[mail];
  const code = words.signIn === 'to continue' && owner && !owner.passwordHash ? await issuePasswordSetupCode(em, owner) : null;
  enqueueMail(em, composeMail(words, input, code));
}
