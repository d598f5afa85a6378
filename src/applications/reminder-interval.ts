import { RateLimitedError } from '../kernel/errors';

/** An application gets at most one reminder mail per 24 hours (docs/decisions.md#reminders). */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The "remind at most once a day" rule of application flows (workspaces and employers): throws a
 * 429 `RATE_LIMITED` with `retryAfterSeconds` when the last reminder is younger than the interval.
 * Call it on the locked record (inside the transition) and then stamp `lastReminderAt = now`.
 */
export function checkReminderInterval(
  lastReminderAt: Date | null,
  now: Date = new Date(),
  intervalMs: number = REMINDER_INTERVAL_MS,
): void {
  if (!lastReminderAt) return;
  const elapsed = now.getTime() - lastReminderAt.getTime();
  if (elapsed < intervalMs) {
    const retryAfterSeconds = Math.ceil((intervalMs - elapsed) / 1000);
    throw new RateLimitedError(
      retryAfterSeconds,
      `A reminder was already sent for this application in the last 24 hours; try again in ${retryAfterSeconds} seconds.`,
    );
  }
}
