import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** One account, shared by all three domains (the union of the documents' user fields, docs/decisions.md#one-user-type). */
@ObjectType('User', {
  description: 'An account, shared by the identity, workspaces and employers domains. Visible to the user themself, the Platform Admin and the Admins of a tenant the user belongs to.',
})
@Entity({ tableName: 'app_user' })
export class User extends BaseEntity {
  /** Stored lower-cased; unique. */
  @Field({ description: 'The sign-in email, lower-cased; unique.' })
  @Unique()
  @Property({ type: 'text' })
  email!: string;

  @Field(() => Boolean, { description: 'True once the user has entered a code mailed to this address (two-factor or password reset).' })
  @Property({ type: 'boolean' })
  emailConfirmed: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'True while the Platform Admin has suspended the account: its tokens and API key are refused.' })
  @Property({ type: 'boolean' })
  isSuspended: Opt<boolean> = false;

  @Field(() => String, { description: 'Given name(s); empty when unknown.' })
  @Property({ type: 'text' })
  firstName: Opt<string> = '';

  @Field(() => String, { description: 'Family name; empty when unknown.' })
  @Property({ type: 'text' })
  lastName: Opt<string> = '';

  @Field(() => String, { nullable: true, description: 'The URL of the profile picture; null when there is none.' })
  @Property({ type: 'text', nullable: true })
  pictureUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  /** argon2id; null for an owner or employee created without a password (they set one by reset code). */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;
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
