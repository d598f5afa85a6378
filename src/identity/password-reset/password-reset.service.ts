import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, type FieldErrors } from '../../kernel/errors';
import { codeLine, enqueueMail } from '../../kernel/mail/outbox';
import { OneTimeCode } from '../code/one-time-code.entity';
import { codeMatches, hashCode, newResetCode } from '../code/code-hash';
import { hashPassword } from '../password/password-hasher';
import { passwordProblems } from '../password/password-policy';
import { clearFailures, countAccountAttempt, countAddressAttempt } from '../rate-limit/auth-rate-limit';
import { revokeAllSessions } from '../token/token.service';
import { recordAuditEvent } from '../../kernel/audit/audit-trail';
import { inTransaction } from '../../kernel/transaction';
import { User } from '../user/user.entity';
import { checkEmail } from '../user/user.service';

/** A reset (or password-setup) code is valid 30 minutes (docs/decisions.md#password-reset). */
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
    }),
  );
  await em.flush();
  return code;
}

/** At most this many reset mails per account per 15 minutes; beyond, ForgotPassword still answers 200 but sends nothing. */
export const RESET_MAILS_PER_15_MIN = 5;
/**
 * Both answers of ForgotPassword (known and unknown email) take at least this long: longer than the
 * known account's work (a code and a mail written) takes even on a busy machine.
 */
const FORGOT_PASSWORD_FLOOR_MS = 250;

/**
 * ForgotPassword (docs/decisions.md#password-reset): always 200 for an address, known or not (no account enumeration,
 * and a time floor so both answers take as long); a known account gets a reset code by mail.
 */
export async function forgotPassword(ctx: RequestContext, input: { email: string }): Promise<boolean> {
  const started = Date.now();
  const email = checkEmail(input.email);
  await countAddressAttempt(ctx);
  await countAccountAttempt(ctx, 'forgot-password', email);
  const user = await ctx.em.findOne(User, { email });
  if (user) {
    await inTransaction(ctx, async () => {
      // The user row lock makes count-then-issue atomic across parallel requests and processes.
      await ctx.em.execute(`select 1 from "app_user" where "id" = ? for update`, [user.id]);
      const recent = await ctx.em.count(OneTimeCode, {
        userId: user.id,
        purpose: 'PasswordReset',
        dateCreated: { $gt: new Date(Date.now() - 15 * 60_000) },
      });
      if (recent < RESET_MAILS_PER_15_MIN) {
        const code = await issuePasswordSetupCode(ctx.em, user);
        enqueueMail(ctx.em, {
          to: user.email,
          subject: 'Reset your password',
          text:
            `Someone asked to reset the password of ${user.email}. Use this code with ResetPassword to choose a new password; ` +
            `it is valid for 30 minutes and works once.\n\n${codeLine(code)}\n\nIf it was not you, ignore this mail.\n`,
          kind: 'password-reset',
        });
        await ctx.em.flush();
      }
    });
  }
  const wait = FORGOT_PASSWORD_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return true;
}

const WRONG_CODE = 'The reset code is wrong, used or expired.';

/**
 * ResetPassword: sets a new password with a reset (or setup) code. Single use even under parallel
 * attempts (an atomic conditional update claims the code); success confirms the email, revokes
 * every refresh token and ends a login lockout. Errors are 400 with `errors` keyed by field.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { email: string; resetCode: string; newPassword: string },
): Promise<boolean> {
  // Counted before the strength estimate, which costs CPU time: a flood of resets is refused, not paid for.
  await countAddressAttempt(ctx);
  const errors: FieldErrors = {};
  let email = '';
  try {
    email = checkEmail(input.email);
  } catch (error) {
    if (error instanceof BadInputError) Object.assign(errors, error.fieldErrors);
    else throw error;
  }
  if (!input.resetCode?.trim()) errors.resetCode = ['The reset code is required.'];
  const problems = passwordProblems(input.newPassword ?? '', email || undefined);
  if (problems.length) errors.newPassword = problems;
  if (Object.keys(errors).length) throw new BadInputError(errors);

  await countAccountAttempt(ctx, 'reset-password', email);
  const user = await ctx.em.findOne(User, { email });
  const active = user
    ? await ctx.em.findOne(
        OneTimeCode,
        { userId: user.id, purpose: 'PasswordReset', usedAt: null, expiresAt: { $gt: new Date() } },
        { orderBy: { dateCreated: 'desc' } },
      )
    : null;
  if (!user || !active || !codeMatches(input.resetCode, user.id, 'PasswordReset', active.codeHash))
    throw BadInputError.field('resetCode', WRONG_CODE);
  const passwordHash = await hashPassword(input.newPassword);
  return inTransaction(ctx, async () => {
    const em = ctx.em;
    const claimed = await em.nativeUpdate(
      OneTimeCode,
      { id: active.id, usedAt: null, expiresAt: { $gt: new Date() } },
      { usedAt: new Date() },
    );
    if (claimed === 0) throw BadInputError.field('resetCode', WRONG_CODE);
    await em.nativeUpdate(User, { id: user.id }, { passwordHash, emailConfirmed: true });
    // Past the unit of work, so audited here; the hash itself is never recorded. The code's holder acts as the user.
    await recordAuditEvent(ctx, {
      action: 'Updated',
      recordType: 'User',
      recordId: user.id,
      actorUserId: user.id,
      before: { emailConfirmed: user.emailConfirmed },
      after: { emailConfirmed: true },
    });
    await revokeAllSessions(ctx, user.id, user.id);
    await clearFailures(em, `login:${user.email}`);
    return true;
  });
}
