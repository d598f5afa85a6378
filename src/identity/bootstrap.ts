import type { RequestContext } from '../kernel/context';
import { ADMIN_ROLE, PLATFORM_TENANT_ID } from '../kernel/caller';
import { hashPassword } from './password/password-hasher';
import { User, normalizeEmail } from './user/user.entity';
import { createUserWithPassword, grantRole } from './user/user.service';

/** BOOTSTRAP_ADMIN_EMAIL / _PASSWORD: the Platform Admin, created at start when missing. */
export async function ensurePlatformAdmin(ctx: RequestContext, email: string, password: string): Promise<User> {
  const em = ctx.em;
  let user = await em.findOne(User, { email: normalizeEmail(email) }, { populate: ['passwordHash'] });
  if (!user) user = await createUserWithPassword(em, email, password);
  else if (!user.passwordHash) user.passwordHash = await hashPassword(password);
  user.emailConfirmed = true;
  await em.flush();
  await grantRole(em, user.id, PLATFORM_TENANT_ID, ADMIN_ROLE);
  await em.flush();
  return user;
}
