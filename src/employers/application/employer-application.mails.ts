import type { EntityManager } from '@mikro-orm/postgresql';
import type { Settings } from '../../config/settings';
import { applicationApprovedMail, applicationDeniedMail, applicationReminderMail, continueApplicationMail, type ApplicationMailInput } from '../../kernel/application-mails';
import { enqueueMail } from '../../kernel/mail/outbox';
import { issuePasswordSetupCode } from '../../identity/password-reset/password-reset.service';
import { User } from '../../identity/user/user.entity';
import type { EmployerApplication } from './employer-application.entity';

export type EmployerApplicationMail = 'continue' | 'remind' | 'deny' | 'approve';

/**
 * Queues the mail of an employer-application transition to the owner, in the transition's
 * transaction (outbox). `continue` and `remind` carry a password-setup code when the owner has
 * no password yet (CONTRACT §4); the owner sets one with ResetPassword.
 */
export async function mailEmployerApplication(em: EntityManager, settings: Settings, application: EmployerApplication, mail: EmployerApplicationMail): Promise<void> {
  const owner = application.ownerId ? await em.findOne(User, { id: application.ownerId }, { populate: ['passwordHash'] as never }) : null;
  const input: ApplicationMailInput = {
    to: owner?.email ?? application.ownerEmail ?? application.contactEmail,
    firstName: owner?.firstName ?? '',
    applicationName: application.name,
    noun: 'employer',
    kindPrefix: 'employer-application',
    baseUrl: settings.publicBaseUrl,
  };
  const needsCode = (mail === 'continue' || mail === 'remind') && owner !== null && !owner.passwordHash;
  const code = needsCode ? await issuePasswordSetupCode(em, owner) : null;
  const message =
    mail === 'continue'
      ? continueApplicationMail(input, code)
      : mail === 'remind'
        ? applicationReminderMail(input, code)
        : mail === 'deny'
          ? applicationDeniedMail(input)
          : applicationApprovedMail(input);
  enqueueMail(em, message);
}
