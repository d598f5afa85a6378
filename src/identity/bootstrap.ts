import { SettingsError } from '../config/settings';
import type { RequestContext } from '../kernel/context';
import { BadInputError } from '../kernel/errors';
import { ADMIN_ROLE, PLATFORM_TENANT_ID } from '../kernel/caller';
import { hashPassword } from './password/password-hasher';
import { User, normalizeEmail } from './user/user.entity';
import { createUserWithPassword, grantRole } from './user/user.service';

/** BOOTSTRAP_ADMIN_EMAIL / _PASSWORD: the Platform Admin, created at start when missing. */
export async function ensurePlatformAdmin(ctx: RequestContext, email: string, password: string): Promise<User> {
  const em = ctx.em;
  let user = await em.findOne(User, { email: normalizeEmail(email) }, { populate: ['passwordHash'] });
  if (!user) {
    try {
      user = await createUserWithPassword(em, email, password);
    } catch (error) {
      // A start must name the setting at fault, not fail with a validation error of an operation.
      if (error instanceof BadInputError) {
        const problems = Object.entries(error.fieldErrors).map(
          ([field, messages]) => `${field === 'password' ? 'BOOTSTRAP_ADMIN_PASSWORD' : 'BOOTSTRAP_ADMIN_EMAIL'}: ${messages.join(' ')}`,
        );
        throw new SettingsError(problems);
      }
      throw error;
    }
  } else if (!user.passwordHash) user.passwordHash = await hashPassword(password);
  user.emailConfirmed = true;
  await em.flush();
  await grantRole(em, user.id, PLATFORM_TENANT_ID, ADMIN_ROLE);
  await em.flush();
  return user;
}
