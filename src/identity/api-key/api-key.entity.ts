import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../kernel/base.entity';

/**
 * A user's API key. Looked up by its SHA-256 hash (a 256-bit random key needs no slow hash); the
 * plaintext is kept only encrypted (AES-256-GCM) so `GET /User/api-key` can return it again.
 */
@Entity({ tableName: 'api_key' })
@Index({ properties: ['userId'] })
export class ApiKey extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Unique()
  @Property({ type: 'text' })
  keyHash!: string;

  @Property({ type: 'text', hidden: true })
  keyEncrypted!: string;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
