import { Entity, Index, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../base.entity';
import { Column } from '../columns';

export const OUTBOX_STATUSES = ['Pending', 'Sent', 'Failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A mail waiting for delivery or delivered (docs/decisions.md#mail-outbox): written in the same transaction as the
 * change that causes it, so no mail is lost when the mail server is down, and readable afterwards.
 */
@Entity({ tableName: 'outbox_mail' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class OutboxMail extends BaseEntity {
  @Column.text() toAddress!: string;
  @Column.text() subject!: string;
  @Column.text() textBody!: string;
  /** What caused the mail (`two-factor`, `password-reset`, `application-invite`...). */
  @Column.text() kind!: string;
  @Column.enum(OUTBOX_STATUSES) status: Opt<OutboxStatus> = 'Pending';
  @Column.integer() attempts: Opt<number> = 0;
  @Column.timestamptz() nextAttemptAt: Opt<Date> = new Date();
  @Column.timestamptz({ nullable: true }) sentAt: Date | null = null;
  @Column.text({ nullable: true }) lastError: string | null = null;
}
