import type { EntityManager } from '@mikro-orm/postgresql';
import type { Settings } from '../config/settings';
import { issuePasswordSetupCode } from '../identity/password-reset/password-reset.service';
import { splitName, User } from '../identity/user/user.entity';
import { codeLine, enqueueMail, type MailMessage } from '../kernel/mail/outbox';
import type { ApplicationRecord } from './application-record';

/**
 * The mail texts of the application flow (docs/decisions.md#application-mails): one function per mail; a domain supplies
 * its words (`ApplicationMailWording`: what the application becomes, the prefix of the mail kinds,
 * `employer-application.approved-inquiry`...). A code goes on a line of its own (`Code: <code>`).
 */
export interface ApplicationMailWording {
  /** What the application becomes: `workspace`, `employer`. */
  noun: string;
  /** Mail kind prefix, e.g. `employer-application`. */
  kindPrefix: string;
}

export interface ApplicationMailInput {
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

function greeting(input: ApplicationMailInput): string {
  return input.firstName ? `Hello ${input.firstName},` : 'Hello,';
}

function passwordSetupLines(code: string | null | undefined): string[] {
  if (!code) return [];
  return [
    '',
    'You do not have a password yet. Set one with this password-setup code (ResetPassword, with your email):',
    codeLine(code),
  ];
}

/** approve-inquiry: the owner may now complete the application (with a password-setup code when they have no password). */
export function continueApplicationMail(input: ApplicationMailInput, passwordSetupCode?: string | null): MailMessage {
  return {
    to: input.to,
    kind: `${input.kindPrefix}.approved-inquiry`,
    subject: `Continue your ${input.noun} application: ${input.applicationName}`,
    text: [
      greeting(input),
      '',
      `Thank you for your interest. Your inquiry for "${input.applicationName}" was accepted: please complete your ${input.noun} application and submit it for review.`,
      ...passwordSetupLines(passwordSetupCode),
      '',
      `Sign in at ${input.baseUrl} to continue.`,
    ].join('\n'),
  };
}

/** invite: the platform invites an operator to apply (with a password-setup code when they have no password). */
export function invitationMail(input: ApplicationMailInput, passwordSetupCode?: string | null): MailMessage {
  return {
    to: input.to,
    kind: `${input.kindPrefix}.invited`,
    subject: `You are invited to complete a ${input.noun} application: ${input.applicationName}`,
    text: [
      greeting(input),
      '',
      `You are invited to join the platform. An application for "${input.applicationName}" was opened for you: please complete it and submit it for review.`,
      ...passwordSetupLines(passwordSetupCode),
      '',
      `Sign in at ${input.baseUrl} to continue.`,
    ].join('\n'),
  };
}

/** remind: the application is still waiting for the owner (with a fresh password-setup code when they have no password). */
export function applicationReminderMail(input: ApplicationMailInput, passwordSetupCode?: string | null): MailMessage {
  return {
    to: input.to,
    kind: `${input.kindPrefix}.reminder`,
    subject: `Reminder: your ${input.noun} application ${input.applicationName} is waiting for you`,
    text: [
      greeting(input),
      '',
      `Your ${input.noun} application "${input.applicationName}" is not complete yet. Please complete it and submit it for review.`,
      ...passwordSetupLines(passwordSetupCode),
      '',
      `Sign in at ${input.baseUrl} to continue.`,
    ].join('\n'),
  };
}

/** deny: the application was declined. */
export function applicationDeniedMail(input: ApplicationMailInput): MailMessage {
  return {
    to: input.to,
    kind: `${input.kindPrefix}.denied`,
    subject: `Your ${input.noun} application ${input.applicationName} was declined`,
    text: [greeting(input), '', `We are sorry: your ${input.noun} application "${input.applicationName}" was declined.`].join('\n'),
  };
}

/** approve: the workspace or employer exists and the owner is its Admin. */
export function applicationApprovedMail(input: ApplicationMailInput): MailMessage {
  return {
    to: input.to,
    kind: `${input.kindPrefix}.approved`,
    subject: `Your ${input.noun} application ${input.applicationName} was approved`,
    text: [
      greeting(input),
      '',
      `Your ${input.noun} application "${input.applicationName}" was approved. You are now the Admin of the ${input.noun}.`,
      '',
      `Sign in at ${input.baseUrl} to manage it.`,
    ].join('\n'),
  };
}

/** The mails of the flow's transitions. */
export type ApplicationMail = 'invited' | 'continue' | 'reminder' | 'denied' | 'approved';

const MAILS: Record<ApplicationMail, (input: ApplicationMailInput, passwordSetupCode: string | null) => MailMessage> = {
  invited: invitationMail,
  continue: continueApplicationMail,
  reminder: applicationReminderMail,
  denied: applicationDeniedMail,
  approved: applicationApprovedMail,
};

/** The mails that ask the owner to sign in, with a password-setup code when they have no password yet. */
const SIGN_IN_MAILS: ReadonlySet<ApplicationMail> = new Set(['invited', 'continue', 'reminder']);

/**
 * Queues a mail about the application to its owner in the current transaction (the outbox).
 * Invitation, continue and reminder mails carry a fresh password-setup code (`Code: <code>`) when
 * the owner has no password yet; the owner sets one with ResetPassword.
 */
export async function mailApplication(em: EntityManager, settings: Settings, wording: ApplicationMailWording, application: ApplicationRecord, mail: ApplicationMail): Promise<void> {
  const owner = application.ownerId ? await em.findOne(User, { id: application.ownerId }, { populate: ['passwordHash'] }) : null;
  const input: ApplicationMailInput = {
    to: owner?.email ?? application.ownerEmail ?? application.contactEmail,
    firstName: owner?.firstName || splitName(application.contactName).firstName,
    applicationName: application.name,
    noun: wording.noun,
    kindPrefix: wording.kindPrefix,
    baseUrl: settings.publicBaseUrl,
  };
  const code = SIGN_IN_MAILS.has(mail) && owner && !owner.passwordHash ? await issuePasswordSetupCode(em, owner) : null;
  enqueueMail(em, MAILS[mail](input, code));
}
