import { Entity, Enum, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../base.entity';

export type OutboxStatus = 'Pending' | 'Sent' | 'Failed';

/**
 * A mail waiting for delivery or delivered (docs/decisions.md#mail-outbox): written in the same transaction as the
 * change that causes it, so no mail is lost when the mail server is down, and readable afterwards.
 */
@Entity({ tableName: 'outbox_mail' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class OutboxMail extends BaseEntity {
  @Property({ type: 'text' })
  toAddress!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  /** What caused the mail (`two-factor`, `password-reset`, `application-invite`...). */
  @Property({ type: 'text' })
  kind!: string;

  @Enum({ items: ['Pending', 'Sent', 'Failed'], type: 'text' })
  status: Opt<OutboxStatus> = 'Pending';

  @Property({ type: 'int' })
  attempts: Opt<number> = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
