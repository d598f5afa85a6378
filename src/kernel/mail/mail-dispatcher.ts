import type { MikroORM } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Settings } from '../../config/settings';
import { isDatabaseUnavailable } from '../errors';
import { backoffMs, type PollerJob, startPoller } from '../poller';

/** How long a claimed mail is reserved for its process; a process that dies mid-send frees it after this. */
const LEASE_SECONDS = 300;
const BATCH = 10;
const MAX_BACKOFF_MS = 3_600_000;

/** Up to BATCH due mails, leased in one statement: another process skips the rows this one locked. */
const CLAIM = `update "outbox_mail" set "attempts" = "attempts" + 1, "next_attempt_at" = now() + interval '${LEASE_SECONDS} seconds', "date_updated" = now()
        where "id" in (select "id" from "outbox_mail" where "status" = 'Pending' and "next_attempt_at" <= now()
                        order by "next_attempt_at", "id" limit ${BATCH} for update skip locked)
        returning "id", "to_address", "subject", "text_body", "attempts"`;

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

interface NewMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  date_created: string | Date;
}

export interface MailDispatcher {
  /** Runs one round now (claims due mail and delivers it); the number of mails handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** nodemailer's SMTP transport; its 35 modules are loaded only by a gateway that sends mail (a faster start for the rest). */
function smtpTransport(url: string): Transporter {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only with SMTP_URL
  const nodemailer = require('nodemailer') as typeof import('nodemailer');
  return nodemailer.createTransport(url);
}

/**
 * Delivers the outbox (docs/decisions.md#mail-outbox) by SMTP (SMTP_URL): every MAIL_POLL_MS it claims due mail with
 * one atomic statement (`for update skip locked` plus a lease), so that several server processes
 * send each mail once; a failure is retried with exponential backoff (MAIL_RETRY_BASE_MS doubling,
 * up to an hour) and after MAIL_MAX_ATTEMPTS the mail is marked `Failed`, still readable in the
 * table. Without SMTP_URL mail stays in the outbox and each new mail is written to the log.
 */
export function startMailDispatcher(orm: MikroORM, settings: Settings, log: Logger): MailDispatcher {
  const transport: Transporter | null = settings.smtpUrl ? smtpTransport(settings.smtpUrl) : null;
  // A batch per claim, its mails sent one after the other; the next claim MAIL_POLL_MS after the batch.
  const loop = {
    name: 'mail',
    everyMs: settings.mail.pollMs,
    concurrency: 1,
    refill: false,
    failed(error: unknown) {
      // The database away is an outage, not a bug: the next round picks the mail up again.
      if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'mail dispatcher round skipped: the database cannot be reached');
      else log.error({ err: error }, 'mail dispatcher round failed');
    },
  };
  const poller = transport
    ? startPoller({ ...loop, ...sendBySmtp(orm, transport, settings, log) })
    : startPoller({ ...loop, ...writeToLog(orm, log) });
  return {
    async runOnce() {
      return poller.runOnce();
    },
    async stop() {
      await poller.stop();
      transport?.close();
    },
  };
}

/** Claims up to BATCH due mails, leased for LEASE_SECONDS, and sends each; a refusal is retried later. */
function sendBySmtp(orm: MikroORM, smtp: Transporter, settings: Settings, log: Logger): Pick<PollerJob<ClaimedMail>, 'claim' | 'deliver'> {
  return {
    claim: () => orm.em.fork().execute<ClaimedMail[]>(CLAIM),
    async deliver(mail) {
      const em = orm.em.fork();
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
        const delayMs = backoffMs(attempts, settings.mail.retryBaseMs, MAX_BACKOFF_MS);
        await em.execute(
          `update "outbox_mail" set "status" = ?, "last_error" = ?, "next_attempt_at" = now() + make_interval(secs => ?), "date_updated" = now() where "id" = ?`,
          [failed ? 'Failed' : 'Pending', message.slice(0, 1000), delayMs / 1000, mail.id],
        );
        log.warn(
          { mailId: mail.id, attempts, failed, err: message },
          failed ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
        );
      }
    },
  };
}

/** Without SMTP: "claims" the mails written since the last round (nothing is leased: they stay Pending) and logs each once. */
function writeToLog(orm: MikroORM, log: Logger): Pick<PollerJob<NewMail>, 'claim' | 'deliver'> {
  let logWatermark = new Date();
  /** Mails created at the watermark instant that were already logged (several can share a millisecond). */
  const loggedAtWatermark = new Set<string>();
  return {
    async claim() {
      const rows = await orm.em.fork().execute<NewMail[]>(
        `select "id", "to_address", "subject", "text_body", "date_created" from "outbox_mail"
        where "status" = 'Pending' and "date_created" >= ? order by "date_created", "id" limit 100`,
        [logWatermark],
      );
      const fresh: NewMail[] = [];
      for (const row of rows) {
        if (loggedAtWatermark.has(row.id)) continue;
        fresh.push(row);
        const created = new Date(row.date_created);
        if (created.getTime() !== logWatermark.getTime()) loggedAtWatermark.clear();
        logWatermark = created;
        loggedAtWatermark.add(row.id);
      }
      return fresh;
    },
    async deliver(row) {
      log.info({ mailId: row.id, to: row.to_address, subject: row.subject, text: row.text_body }, 'mail kept in the outbox (no SMTP_URL)');
    },
  };
}
