import type { EntityManager } from '@mikro-orm/postgresql';
import type { Settings } from '../../config/settings';
import {
  applicationApprovedMail,
  applicationDeniedMail,
  applicationReminderMail,
  continueApplicationMail,
  invitationMail,
  type ApplicationMailInput,
} from '../../kernel/application-mails';
import { enqueueMail, type MailMessage } from '../../kernel/mail/outbox';
import { issuePasswordSetupCode } from '../../identity/password-reset/password-reset.service';
import { splitName, User } from '../../identity/user/user.entity';
import type { WorkspaceApplication } from './application.entity';

export type ApplicationMail = 'invited' | 'continue' | 'reminder' | 'denied' | 'approved';

/**
 * Queues a mail about the application in the current transaction (the outbox), with the shared
 * wording of the application flows. Invitation, continue and reminder mails carry a password-setup code
 * (`Code: <code>`) when the owner has no password yet; the owner sets one with ResetPassword.
 */
export async function mailApplication(em: EntityManager, settings: Settings, application: WorkspaceApplication, mail: ApplicationMail): Promise<void> {
  const input: ApplicationMailInput = {
    to: mail === 'invited' ? application.contactEmail : (application.ownerEmail ?? application.contactEmail),
    firstName: splitName(application.contactName).firstName,
    applicationName: application.name,
    noun: 'workspace',
    kindPrefix: 'workspace-application',
    baseUrl: settings.publicBaseUrl,
  };
  let message: MailMessage;
  if (mail === 'invited') message = invitationMail(input, await passwordSetupCode(em, application));
  else if (mail === 'continue') message = continueApplicationMail(input, await passwordSetupCode(em, application));
  else if (mail === 'reminder') message = applicationReminderMail(input, await passwordSetupCode(em, application));
  else if (mail === 'denied') message = applicationDeniedMail(input);
  else message = applicationApprovedMail(input);
  enqueueMail(em, message);
}

/** A fresh password-setup code when the owner has no password yet, else null. */
async function passwordSetupCode(em: EntityManager, application: WorkspaceApplication): Promise<string | null> {
  if (!application.ownerId) return null;
  const owner = await em.findOne(User, { id: application.ownerId }, { populate: ['passwordHash'] as never });
  return owner && !owner.passwordHash ? issuePasswordSetupCode(em, owner) : null;
}
