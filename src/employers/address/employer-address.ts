import { Embeddable, Property } from '@mikro-orm/core';
import { Field, InputType, ObjectType } from 'type-graphql';
import { BadInputError } from '../../kernel/errors';
import { hasControlCharacters } from '../contact/employer-contact';

/**
 * The Address record of the employers document (every line optional), stored in `address_*` columns.
 * One class for both forms: output `EmployerAddress`, input `EmployerAddressInput`.
 */
@ObjectType('EmployerAddress', { description: 'Address of the employers document: every line optional.' })
@InputType('EmployerAddressInput', { description: 'Address of the employers document: every line optional.' })
@Embeddable()
export class EmployerAddress {
  @Field(() => String, { nullable: true, description: 'First street line (at most 200 characters; blank is stored as null); null when not given.' })
  @Property({ type: 'text', nullable: true })
  line1: string | null = null;

  @Field(() => String, { nullable: true, description: 'Second street line (at most 200 characters; blank is stored as null); null when not given.' })
  @Property({ type: 'text', nullable: true })
  line2: string | null = null;

  @Field(() => String, { nullable: true, description: 'State or region, as given (at most 200 characters; blank is stored as null); null when not given.' })
  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Field(() => String, { nullable: true, description: 'City (at most 200 characters; blank is stored as null); null when not given.' })
  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Field(() => String, { nullable: true, description: 'Postal code, as given (at most 200 characters; blank is stored as null); null when not given.' })
  @Property({ type: 'text', nullable: true })
  zipCode: string | null = null;
}

export const ADDRESS_LINES = ['line1', 'line2', 'state', 'city', 'zipCode'] as const;
const MAX_LINE = 200;

/** Trims every line (blank becomes null); a line over 200 characters is a 400 naming `address.<line>`. */
export function toEmployerAddress(input: EmployerAddress, field = 'address'): EmployerAddress {
  const address = new EmployerAddress();
  const errors: Record<string, string[]> = {};
  for (const line of ADDRESS_LINES) {
    const value = input[line];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed.length > MAX_LINE) errors[`${field}.${line}`] = [`At most ${MAX_LINE} characters.`];
    else if (hasControlCharacters(trimmed)) errors[`${field}.${line}`] = ['Must not contain control characters.'];
    address[line] = trimmed || null;
  }
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return address;
}

export function copyAddress(address: EmployerAddress | null | undefined): EmployerAddress {
  const copy = new EmployerAddress();
  if (address) for (const line of ADDRESS_LINES) copy[line] = address[line];
  return copy;
}
