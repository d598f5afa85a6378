import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeCode } from '../code/one-time-code.entity';
import { hashCode, newResetCode } from '../code/code-hash';
import type { User } from '../user/user.entity';

/** A reset (or password-setup) code is valid 30 minutes (CONTRACT §2). */
export const RESET_CODE_TTL_MS = 30 * 60_000;

/**
 * Issues a password-reset code for `user` and returns it in plain text, for the caller's mail (use
 * `codeLine(code)` from kernel/mail/outbox). Voids the user's older reset codes. Runs in the caller's
 * unit of work (`em` is the caller's transaction): the user, the code and the mail commit together.
 * It flushes `em` (the code row references the user row, which may be new).
 *
 * This is also the "password-setup code" that workspaces and employers send to owners created
 * without a password: the owner sets a password with ResetPassword.
 */
export async function issuePasswordSetupCode(em: EntityManager, user: User): Promise<string> {
  await em.flush();
  await em.nativeUpdate(OneTimeCode, { userId: user.id, purpose: 'PasswordReset', usedAt: null }, { usedAt: new Date() });
  const code = newResetCode();
  em.persist(
    em.create(OneTimeCode, {
      userId: user.id,
      purpose: 'PasswordReset',
      codeHash: hashCode(code, user.id, 'PasswordReset'),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    } as never),
  );
  await em.flush();
  return code;
}
