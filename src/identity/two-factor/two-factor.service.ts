import type { RequestContext } from '../../kernel/context';
import { BadInputError, UnauthenticatedError } from '../../kernel/errors';
import { codeLine, enqueueMail } from '../../kernel/mail/outbox';
import { OneTimeCode } from '../code/one-time-code.entity';
import { codeMatches, hashCode, newTwoFactorCode } from '../code/code-hash';
import { checkLockout, clearFailures, countAccountAttempt, countAddressAttempt, recordFailure, refundAddressAttempt } from '../rate-limit/auth-rate-limit';
import { RefreshToken } from '../token/refresh-token.entity';
import { inTransaction } from '../transaction';
import { User } from '../user/user.entity';

/** Two-factor codes (CONTRACT §2): 6 digits by mail, 10 minutes, single use, 5 wrong tries burn one. */
export const TWO_FACTOR_TTL_MS = 10 * 60_000;
export const TWO_FACTOR_MAX_TRIES = 5;

function signedInUserId(ctx: RequestContext): string {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  return ctx.caller.userId;
}

/** The account key of the two-factor failure count (kept across resends). */
const lockKey = (userId: string) => `two-factor:${userId}`;

/** Mails the caller a new code; the previous one stops working. */
export async function sendTwoFactorCode(ctx: RequestContext): Promise<boolean> {
  const userId = signedInUserId(ctx);
  await countAddressAttempt(ctx);
  await countAccountAttempt(ctx, 'two-factor-send', userId);
  return inTransaction(ctx, async () => {
    const em = ctx.em;
    const user = await em.findOneOrFail(User, { id: userId });
    // One send at a time per user, so that exactly one code is valid afterwards.
    await em.execute(`select 1 from "app_user" where "id" = ? for update`, [userId]);
    await em.nativeUpdate(OneTimeCode, { userId, purpose: 'TwoFactor', usedAt: null }, { usedAt: new Date() });
    const code = newTwoFactorCode();
    em.persist(em.create(OneTimeCode, { userId, purpose: 'TwoFactor', codeHash: hashCode(code, userId, 'TwoFactor', ctx.services.twoFactorCodeKey), expiresAt: new Date(Date.now() + TWO_FACTOR_TTL_MS) } as never));
    enqueueMail(em, {
      to: user.email,
      subject: 'Your verification code',
      text: `Use this code to confirm it is you. It is valid for 10 minutes and works once.\n\n${codeLine(code)}\n\nIf you did not try to sign in, change your password.\n`,
      kind: 'two-factor',
    });
    await em.flush();
    return true;
  });
}

/**
 * Checks the caller's latest code. A wrong try is written even though the operation fails (own
 * transaction): the code burns at 5, and the account's failure count (which a resend does not
 * reset) locks two-factor verification after LOGIN_MAX_FAILURES. Success marks the session's
 * refresh-token family as verified and the email as confirmed.
 */
export async function verifyTwoFactorCode(ctx: RequestContext, code: string): Promise<boolean> {
  const userId = signedInUserId(ctx);
  const typed = (code ?? '').trim();
  if (!/^\d{6}$/.test(typed.replace(/[\s-]/g, ''))) throw BadInputError.field('code', 'Enter the 6-digit code from the mail.');
  await countAddressAttempt(ctx);
  await checkLockout(ctx.em, lockKey(userId));
  const now = new Date();
  const active = await ctx.em.findOne(OneTimeCode, { userId, purpose: 'TwoFactor', usedAt: null, expiresAt: { $gt: now } }, { orderBy: { dateCreated: 'desc' } });
  if (!active || !codeMatches(typed, userId, 'TwoFactor', active.codeHash, ctx.services.twoFactorCodeKey)) {
    if (active) {
      await ctx.em.execute(
        `update "one_time_code" set "failed_attempts" = "failed_attempts" + 1,
           "used_at" = case when "failed_attempts" + 1 >= ? then now() else "used_at" end
         where "id" = ?`,
        [TWO_FACTOR_MAX_TRIES, active.id],
      );
    }
    await recordFailure(ctx.em, lockKey(userId), ctx.settings.loginMaxFailures);
    throw BadInputError.field('code', active ? 'The code is wrong.' : 'There is no valid code: it was used, expired or burnt by wrong tries. Send a new one.');
  }
  return inTransaction(ctx, async () => {
    const em = ctx.em;
    const claimed = await em.nativeUpdate(OneTimeCode, { id: active.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) throw BadInputError.field('code', 'The code was already used. Send a new one.');
    if (ctx.caller.kind === 'user' && ctx.caller.sessionId) {
      await em.nativeUpdate(RefreshToken, { familyId: ctx.caller.sessionId, userId }, { twoFactorVerified: true });
    }
    await em.nativeUpdate(User, { id: userId }, { emailConfirmed: true });
    await clearFailures(em, lockKey(userId));
    await refundAddressAttempt(ctx);
    return true;
  });
}
