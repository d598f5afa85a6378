import { Entity, Unique, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** One account, shared by all three domains (the union of the documents' user fields, docs/decisions.md#one-user-type). */
@ObjectType('User', {
  description:
    'An account, shared by the identity, workspaces and employers domains. Visible to the user themself, the Platform Admin and the Admins of a tenant the user belongs to.',
})
@Entity({ tableName: 'app_user' })
export class User extends BaseEntity {
  /** Stored lower-cased; unique. */
  @Unique()
  @Column.text('The sign-in email, lower-cased; unique.')
  email!: string;
  @Column.boolean('True once the user has entered a code mailed to this address (two-factor or password reset).')
  emailConfirmed: Opt<boolean> = false;
  @Column.boolean('True while the Platform Admin has suspended the account: its tokens and API key are refused.')
  isSuspended: Opt<boolean> = false;
  @Column.text('Given name(s); empty when unknown.') firstName: Opt<string> = '';
  @Column.text('Family name; empty when unknown.') lastName: Opt<string> = '';
  @Column.text('The URL of the profile picture; null when there is none.', { nullable: true }) pictureUrl: string | null = null;
  @Column.text({ nullable: true }) phone: string | null = null;
  /** argon2id; null for an owner or employee created without a password (they set one by reset code). */
  @Column.text({ nullable: true, hidden: true, lazy: true }) passwordHash: string | null = null;
}

/** Splits a contact's `name` into first and last name (last word is the last name). */
export function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  if (parts.length === 1) return { firstName: parts[0], lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
