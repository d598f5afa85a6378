import { Entity, Index, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/**
 * A user's API key. Looked up by its SHA-256 hash (a 256-bit random key needs no slow hash); the
 * plaintext is kept only encrypted (AES-256-GCM) so `GET /User/api-key` can return it again.
 */
@Entity({ tableName: 'api_key' })
@Index({ properties: ['userId'] })
export class ApiKey extends BaseEntity {
  @Column.uuid() userId!: string;
  @Unique()
  @Column.text()
  keyHash!: string;
  @Column.text({ hidden: true }) keyEncrypted!: string;
  @Column.timestamptz({ nullable: true }) revokedAt: Date | null = null;
}
