import { Entity, Index, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/**
 * An opaque refresh token, stored only as its SHA-256 hash. Each use rotates it (marks it used and
 * issues the next of the same family); presenting a used one revokes the whole family.
 */
@Entity({ tableName: 'refresh_token' })
@Index({ properties: ['userId'] })
@Index({ properties: ['familyId'] })
export class RefreshToken extends BaseEntity {
  @Column.uuid() userId!: string;
  @Column.uuid() familyId!: string;
  @Unique()
  @Column.text()
  tokenHash!: string;
  /** The tenant the session is scoped to (`tenant-id` header), if any. */
  @Column.text({ nullable: true }) tenantId: string | null = null;
  /** The session passed two-factor verification. */
  @Column.boolean() twoFactorVerified: Opt<boolean> = false;
  @Column.timestamptz() expiresAt!: Date;
  @Column.timestamptz({ nullable: true }) usedAt: Date | null = null;
  @Column.timestamptz({ nullable: true }) revokedAt: Date | null = null;
}
