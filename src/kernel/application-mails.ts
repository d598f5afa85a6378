import { codeLine, type MailMessage } from './mail/outbox';

/**
 * The mail texts of the application flows (workspace and employer applications, CONTRACT §4):
 * one function per mail, the same wording for both domains, `kind` naming the domain's flow
 * (`employer-application.approved-inquiry`...). A code goes on a line of its own (`Code: <code>`).
 */
export interface ApplicationMailInput {
  /** Where the mail goes (the owner's email). */
  to: string;
  /** The owner's first name, or '' when unknown. */
  firstName: string;
  /** The application's name (the future workspace or employer). */
  applicationName: string;
  /** 'workspace' or 'employer': what the application becomes. */
  noun: 'workspace' | 'employer';
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
