import { Field, InputType, ObjectType } from 'type-graphql';
import { BadInputError, FieldErrorCollector } from '../../kernel/errors';
import { REQUIRED } from '../../kernel/field-messages';
import { optionalText, requiredText } from '../../kernel/text';
import { checkEmail } from '../user/user.service';

/** A person's name as a contact gives it (first and last name; the last word is the last name). */
export const CONTACT_NAME_MAX = 200;
/** A phone number, as given: a contact's, a location's front desk. */
export const PHONE_MAX = 50;

/**
 * The Contact of the interface documents (workspace applications, employer applications, employees,
 * AddUserRole): the user of `email` is found or created from it. The input `ContactInput`; the
 * output `Contact` adds only the read-only `firstName` / `lastName` (contact.resolver.ts).
 */
@InputType('ContactInput', {
  description: 'A contact person: name, email and optional phone; the user of the email is found, or created without a password.',
})
@ObjectType()
export class ContactInput {
  @Field({ description: `First and last name (not blank, at most ${CONTACT_NAME_MAX} characters; the last word is the last name).` })
  name!: string;

  @Field({ description: 'Email address (stored lower-cased); names the user.' })
  email!: string;

  @Field(() => String, { nullable: true, description: `Phone number, as given (at most ${PHONE_MAX} characters); null or blank: none.` })
  phone?: string | null;
}

@ObjectType('Contact', {
  description: 'A contact person: name, email and optional phone; `firstName` and `lastName` are read-only, split from `name`.',
})
export class Contact extends ContactInput {}

/** A checked contact: name trimmed, email normalised, phone trimmed or null. */
export interface CheckedContact {
  name: string;
  email: string;
  phone: string | null;
}

/** An optional phone number: trimmed, `null` when blank, at most PHONE_MAX characters. */
export function optionalPhone(value: string | null | undefined, field: string): string | null {
  return optionalText(value, field, PHONE_MAX);
}

/**
 * Checks a contact (name not blank, email an address, phone at most PHONE_MAX characters), naming every bad
 * `<field>.name` etc. at once.
 */
export function checkContact(input: ContactInput | null | undefined, field = 'contact'): CheckedContact {
  if (!input) throw BadInputError.field(field, REQUIRED);
  const problems = new FieldErrorCollector();
  const name = problems.collect(() => requiredText(input.name, `${field}.name`, CONTACT_NAME_MAX));
  const email = problems.collect(() => checkEmail(input.email, `${field}.email`));
  const phone = problems.collect(() => optionalPhone(input.phone, `${field}.phone`));
  problems.throwIfAny();
  return { name: name!, email: email!, phone: phone ?? null };
}
