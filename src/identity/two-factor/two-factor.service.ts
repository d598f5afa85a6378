import { recordAuditEvent } from '../../kernel/audit/audit-trail';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, UnauthenticatedError } from '../../kernel/errors';
import { codeLine, enqueueMail } from '../../kernel/mail/outbox';
import { OneTimeCode } from '../code/one-time-code.entity';
import { codeMatches, hashCode, newTwoFactorCode } from '../code/code-hash';
import { clearFailures, countAccountAttempt, countAddressAttempt, refundAddressAttempt, takeAttempt } from '../rate-limit/auth-rate-limit';
import { RefreshToken } from '../token/refresh-token.entity';
import { inTransaction } from '../../kernel/transaction';
import { User } from '../user/user.entity';

/** Two-factor codes (docs/decisions.md#two-factor-step-up): 6 digits by mail, 10 minutes, single use, 5 wrong tries burn one. */
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
    em.persist(
      em.create(OneTimeCode, {
        userId,
        purpose: 'TwoFactor',
        codeHash: hashCode(code, userId, 'TwoFactor', ctx.services.twoFactorCodeKey),
        expiresAt: new Date(Date.now() + TWO_FACTOR_TTL_MS),
      }),
    );
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
 * Checks the caller's latest code. Each try is taken before the code is compared, outside the
 * operation's transaction (`ownTransaction`), so it stays counted although the mutation fails: one
 * conditional UPDATE per code (at most 5 tries per code, the 5th wrong one burns it) and one per
 * account (LOGIN_MAX_FAILURES in a row, which a resend does not reset, lock two-factor
 * verification). Parallel tries therefore cannot outrun either limit. Success marks the session's
 * refresh-token family as verified and the email as confirmed.
 */
export async function verifyTwoFactorCode(ctx: RequestContext, code: string): Promise<boolean> {
  const userId = signedInUserId(ctx);
  const typed = (code ?? '').trim();
  if (!/^\d{6}$/.test(typed.replace(/[\s-]/g, ''))) throw BadInputError.field('code', 'Enter the 6-digit code from the mail.');
  await countAddressAttempt(ctx);
  await takeAttempt(ctx.em, lockKey(userId), ctx.settings.loginMaxFailures);
  const active = await ctx.em.findOne(
    OneTimeCode,
    { userId, purpose: 'TwoFactor', usedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { dateCreated: 'desc' } },
  );
  const tries = active ? await takeCodeTry(ctx, active.id) : null;
  if (!active || tries === null)
    throw BadInputError.field('code', 'There is no valid code: it was used, expired or burnt by wrong tries. Send a new one.');
  if (!codeMatches(typed, userId, 'TwoFactor', active.codeHash, ctx.services.twoFactorCodeKey)) {
    // The last try was wrong: the code is burnt.
    if (tries >= TWO_FACTOR_MAX_TRIES) await ctx.em.nativeUpdate(OneTimeCode, { id: active.id, usedAt: null }, { usedAt: new Date() });
    throw BadInputError.field('code', 'The code is wrong.');
  }
  return inTransaction(ctx, async () => {
    const em = ctx.em;
    const claimed = await em.nativeUpdate(OneTimeCode, { id: active.id, usedAt: null }, { usedAt: new Date() });
    if (claimed === 0) throw BadInputError.field('code', 'The code was already used. Send a new one.');
    if (ctx.caller.kind === 'user' && ctx.caller.sessionId) {
      await em.nativeUpdate(RefreshToken, { familyId: ctx.caller.sessionId, userId }, { twoFactorVerified: true });
    }
    // Past the unit of work, so audited here, and only when it changes something.
    if (await em.nativeUpdate(User, { id: userId, emailConfirmed: false }, { emailConfirmed: true })) {
      await recordAuditEvent(ctx, {
        action: 'Updated',
        recordType: 'User',
        recordId: userId,
        before: { emailConfirmed: false },
        after: { emailConfirmed: true },
      });
    }
    await clearFailures(em, lockKey(userId));
    await refundAddressAttempt(ctx);
    return true;
  });
}

/**
 * Takes one try of a code before it is compared: the count of tries taken, or null when the code is
 * no longer valid or all its tries are taken. A right code used within its tries works; the count
 * is not given back (the code is used up anyway).
 */
async function takeCodeTry(ctx: RequestContext, codeId: string): Promise<number | null> {
  const rows = await ctx.em.execute<{ failed_attempts: number }[]>(
    `update "one_time_code" set "failed_attempts" = "failed_attempts" + 1
       where "id" = ? and "used_at" is null and "expires_at" > now() and "failed_attempts" < ?
       returning "failed_attempts"`,
    [codeId, TWO_FACTOR_MAX_TRIES],
  );
  return rows.length ? Number(rows[0].failed_attempts) : null;
}
