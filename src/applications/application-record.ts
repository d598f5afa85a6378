import { type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Contact } from '../identity/contact/contact';
import { BaseEntity } from '../kernel/base.entity';
import type { Caller } from '../kernel/caller';
import { Column } from '../kernel/columns';

/** Where an application stands, in both domains (each registers its own GraphQL enum of these values). */
export const APPLICATION_STATUSES = ['Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * An application's description: free text of at most this many characters (tab and line breaks allowed). Its
 * name is its tenant's (TENANT_NAME_MAX).
 */
export const APPLICATION_DESCRIPTION_MAX = 5000;

/**
 * What every application has (docs/decisions.md#application-transitions): the public inquiry's name, description and contact, its
 * owner, and when the last reminder was sent. Each domain's entity adds its status enum (the values
 * of APPLICATION_STATUSES), its content and the id of the record approval creates.
 */
@ObjectType()
export abstract class ApplicationRecord extends BaseEntity {
  @Column.text('The name of the business that applies.') name!: string;
  @Column.text('What the business is and why it applies, in its own words.') description!: string;
  @Column.text() contactName!: string;
  @Column.text() contactEmail!: string;
  @Column.text({ nullable: true }) contactPhone: string | null = null;
  @Column.uuid('The id of the user who owns the application (the contact, made a user when new); see `owner`.', { nullable: true })
  ownerId: string | null = null;
  @Column.text("The owner's email.", { nullable: true }) ownerEmail: string | null = null;
  /** When the last reminder mail was queued (remind: at most one per 24 h). */
  @Column.timestamptz({ nullable: true }) lastReminderAt: Date | null = null;

  /** `contact` as documented; its firstName / lastName are read-only, split from `name` (identity/contact). */
  @Field(() => Contact, { description: 'The contact person given on the inquiry form; its email names the owner.' })
  get contact(): Opt<Contact> {
    return { name: this.contactName, email: this.contactEmail, phone: this.contactPhone };
  }
}

/** The owner of an application: the user of its contact email. */
export function isApplicationOwner(caller: Caller, application: ApplicationRecord): boolean {
  return caller.kind === 'user' && application.ownerId !== null && application.ownerId === caller.userId;
}
