import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Settings } from '../../config/settings';
import { isDatabaseUnavailable } from '../errors';

/** How long a claimed mail is reserved for its process; a process that dies mid-send frees it after this. */
const LEASE_SECONDS = 300;
const BATCH = 10;
const MAX_BACKOFF_MS = 3_600_000;

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

export interface MailDispatcher {
  /** Runs one round now (claims due mail and delivers it); the number of mails handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox (docs/decisions.md#mail-outbox) by SMTP (SMTP_URL): every MAIL_POLL_MS it claims due mail with
 * one atomic statement (`for update skip locked` plus a lease), so that several server processes
 * send each mail once; a failure is retried with exponential backoff (MAIL_RETRY_BASE_MS doubling,
 * up to an hour) and after MAIL_MAX_ATTEMPTS the mail is marked `Failed`, still readable in the
 * table. Without SMTP_URL mail stays in the outbox and each new mail is written to the log.
 */
export function startMailDispatcher(orm: MikroORM, settings: Settings, log: Logger): MailDispatcher {
  const transport: Transporter | null = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let logWatermark = new Date();
  /** Mails created at the watermark instant that were already logged (several can share a millisecond). */
  const loggedAtWatermark = new Set<string>();

  const round = async (): Promise<number> => (transport ? deliverDue(transport) : logNew());

  async function deliverDue(smtp: Transporter): Promise<number> {
    const em = orm.em.fork();
    const claimed = await em.execute<ClaimedMail[]>(
      `update "outbox_mail" set "attempts" = "attempts" + 1, "next_attempt_at" = now() + interval '${LEASE_SECONDS} seconds', "date_updated" = now()
        where "id" in (select "id" from "outbox_mail" where "status" = 'Pending' and "next_attempt_at" <= now()
                        order by "next_attempt_at", "id" limit ${BATCH} for update skip locked)
        returning "id", "to_address", "subject", "text_body", "attempts"`,
    );
    for (const mail of claimed) {
      try {
        await smtp.sendMail({ from: settings.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.text_body });
        await em.execute(
          `update "outbox_mail" set "status" = 'Sent', "sent_at" = now(), "last_error" = null, "date_updated" = now() where "id" = ?`,
          [mail.id],
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const attempts = Number(mail.attempts);
        const failed = attempts >= settings.mail.maxAttempts;
        const delayMs = Math.min(settings.mail.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
        await em.execute(
          `update "outbox_mail" set "status" = ?, "last_error" = ?, "next_attempt_at" = now() + make_interval(secs => ?), "date_updated" = now() where "id" = ?`,
          [failed ? 'Failed' : 'Pending', message.slice(0, 1000), delayMs / 1000, mail.id],
        );
        log.warn(
          { mailId: mail.id, attempts, failed, err: message },
          failed ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
        );
      }
    }
    return claimed.length;
  }

  async function logNew(): Promise<number> {
    const em = orm.em.fork();
    const rows = await em.execute<{ id: string; to_address: string; subject: string; text_body: string; date_created: string | Date }[]>(
      `select "id", "to_address", "subject", "text_body", "date_created" from "outbox_mail"
        where "status" = 'Pending' and "date_created" >= ? order by "date_created", "id" limit 100`,
      [logWatermark],
    );
    let logged = 0;
    for (const row of rows) {
      if (loggedAtWatermark.has(row.id)) continue;
      log.info({ mailId: row.id, to: row.to_address, subject: row.subject, text: row.text_body }, 'mail kept in the outbox (no SMTP_URL)');
      logged += 1;
      const created = new Date(row.date_created);
      if (created.getTime() !== logWatermark.getTime()) loggedAtWatermark.clear();
      logWatermark = created;
      loggedAtWatermark.add(row.id);
    }
    return logged;
  }

  const tick = async () => {
    timer = null;
    if (stopped) return;
    running = round().catch((error: unknown) => {
      // The database away is an outage, not a bug: the next round picks the mail up again.
      if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'mail dispatcher round skipped: the database cannot be reached');
      else log.error({ err: error }, 'mail dispatcher round failed');
      return 0;
    });
    await running;
    running = null;
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void tick(), settings.mail.pollMs);
    timer.unref();
  };
  schedule();

  return {
    async runOnce() {
      return round();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
      transport?.close();
    },
  };
}
