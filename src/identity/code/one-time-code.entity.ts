import { Entity, Index, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

export const CODE_PURPOSES = ['PasswordReset', 'TwoFactor'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * A code mailed to a user: a password-reset (or password-setup) code or a two-factor code. Stored
 * only as a keyed hash; single use (`usedAt`); a newer code of the same purpose voids the older
 * ones (`usedAt` set too); wrong tries are counted and burn a two-factor code at 5.
 */
@Entity({ tableName: 'one_time_code' })
@Index({ properties: ['userId', 'purpose'] })
export class OneTimeCode extends BaseEntity {
  @Column.uuid() userId!: string;
  @Column.enum(CODE_PURPOSES) purpose!: CodePurpose;
  @Column.text({ hidden: true }) codeHash!: string;
  @Column.timestamptz() expiresAt!: Date;
  /** Used, voided by a newer code, or burnt by wrong tries. */
  @Column.timestamptz({ nullable: true }) usedAt: Date | null = null;
  /** Tries taken (two-factor): each is taken before the code is compared, at most 5 per code. */
  @Column.integer() failedAttempts: Opt<number> = 0;
}
