import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMail } from './outbox-mail.entity';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; a code goes on a line of its own as `Code: <code>` (use `codeLine`). */
  text: string;
  kind: string;
}

/**
 * Queues a mail in the caller's unit of work: it is written in the same transaction as the change
 * that causes it and delivered afterwards by the dispatcher.
 */
export function enqueueMail(em: EntityManager, message: MailMessage): OutboxMail {
  const mail = em.create(OutboxMail, {
    toAddress: message.to.toLowerCase(),
    subject: message.subject,
    textBody: message.text,
    kind: message.kind,
  });
  em.persist(mail);
  return mail;
}

/** The line that carries a code in every mail (docs/decisions.md#codes-in-mail). */
export function codeLine(code: string): string {
  return `Code: ${code}`;
}

/** How much mail waits for delivery: the `Pending` mails and the age of the oldest, in seconds (0 when none). */
export interface OutboxBacklog {
  pending: number;
  oldestAgeSeconds: number;
}

/** The outbox's backlog in one statement (the status index finds the pending rows), for the metrics. */
export async function outboxBacklog(em: EntityManager): Promise<OutboxBacklog> {
  const [row] = await em
    .getConnection()
    .execute<{ pending: number; oldest_age_seconds: number }[]>(
      `select count(*)::int as pending, coalesce(extract(epoch from now() - min(date_created)), 0)::float8 as oldest_age_seconds from outbox_mail where status = 'Pending'`,
    );
  return { pending: row.pending, oldestAgeSeconds: row.oldest_age_seconds };
}
