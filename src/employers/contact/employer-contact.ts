import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, InputType, ObjectType } from 'type-graphql';
import { BadInputError } from '../../kernel/errors';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_IN_TEXT } from '../../identity/text';
import { checkEmail, lockUserEmail, type ContactInput } from '../../identity/user/user.service';

/** The Contact record of the employers document; one class for both forms (output `EmployerContact`, input `EmployerContactInput`). */
@ObjectType('EmployerContact', { description: 'Contact of the employers document.' })
@InputType('EmployerContactInput', { description: 'Contact of the employers document.' })
export class EmployerContact {
  @Field({ description: 'First and last name (not blank, at most 200 characters; the last word is the last name).' })
  name!: string;

  @Field({ description: 'Email address (stored lower-cased); names the user.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Phone number, as given (at most 40 characters); null when not given.' })
  phone: string | null = null;
}

/** Checks a contact (name not blank, email an address, phone at most 40 characters), naming `<field>.name` etc. */
export function checkContact(input: EmployerContact | null | undefined, field = 'contact'): ContactInput & { phone: string | null } {
  if (!input) throw BadInputError.field(field, 'Required.');
  const errors: Record<string, string[]> = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) errors[`${field}.name`] = ['Required.'];
  else if (name.length > 200) errors[`${field}.name`] = ['At most 200 characters.'];
  else if (hasControlCharacters(name)) errors[`${field}.name`] = ['Must not contain control characters.'];
  let email = '';
  try {
    email = checkEmail(input.email, `${field}.email`);
  } catch (error) {
    if (!(error instanceof BadInputError)) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  const phone = typeof input.phone === 'string' && input.phone.trim() ? input.phone.trim() : null;
  if (phone && phone.length > 40) errors[`${field}.phone`] = ['At most 40 characters.'];
  else if (phone && hasControlCharacters(phone)) errors[`${field}.phone`] = ['Must not contain control characters.'];
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return { name, email, phone };
}

/**
 * True when `text` holds a control character the field does not allow: none in a one-line text;
 * in a multi-line one (a description) tab, line feed and carriage return are fine. PostgreSQL
 * cannot store NUL at all, so these are refused with a 400 before they reach it (a 500 otherwise).
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_IN_TEXT : CONTROL_CHARACTERS).test(text);
}

/** 400 naming `field` when `text` holds a control character (a 500 from the database otherwise). */
export function checkNoControlCharacters(text: string, field: string, multiline = false): void {
  if (hasControlCharacters(text, multiline)) throw BadInputError.field(field, 'Must not contain control characters.');
}

/**
 * A required text field of an input: trimmed, not blank, at most `max` characters, without control
 * characters (`multiline` allows tab and line breaks, as in a description).
 */
export function requiredText(value: unknown, field: string, max = 2000, multiline = false): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw BadInputError.field(field, 'Required.');
  if (text.length > max) throw BadInputError.field(field, `At most ${max} characters.`);
  checkNoControlCharacters(text, field, multiline);
  return text;
}

/** The identity domain's per-email lock (see lockUserEmail): concurrent requests naming one new contact. */
export const lockContactEmail = (em: EntityManager, email: string): Promise<void> => lockUserEmail(em, email);
