import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../kernel/base.entity';

/**
 * An opaque refresh token, stored only as its SHA-256 hash. Each use rotates it (marks it used and
 * issues the next of the same family); presenting a used one revokes the whole family.
 */
@Entity({ tableName: 'refresh_token' })
@Index({ properties: ['userId'] })
@Index({ properties: ['familyId'] })
export class RefreshToken extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  familyId!: string;

  @Unique()
  @Property({ type: 'text' })
  tokenHash!: string;

  /** The tenant the session is scoped to (`tenant-id` header), if any. */
  @Property({ type: 'text', nullable: true })
  tenantId: string | null = null;

  /** The session passed two-factor verification. */
  @Property({ type: 'boolean' })
  twoFactorVerified: Opt<boolean> = false;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
