import { Embeddable } from '@mikro-orm/core';
import { InputType, ObjectType } from 'type-graphql';
import { Column } from './columns';
import { FieldErrorCollector } from './errors';
import { readText } from './text';

/** Each line of an address: at most this many characters (after trimming). */
export const ADDRESS_LINE_MAX = 200;

/**
 * The Address of the interface documents (`line1`, `line2`, `state`, `city`, `zipCode`, every line
 * optional): a location's (stored as JSON, geocoded), an employer's and an employer application's
 * (stored in `address_*` columns). One class for both forms: output `Address`, input `AddressInput`.
 */
@ObjectType('Address', { description: 'A postal address (every line optional).' })
@InputType('AddressInput', {
  description: `A postal address (every line optional, at most ${ADDRESS_LINE_MAX} characters each; blank is stored as null).`,
})
@Embeddable()
export class Address {
  @Column.text('First street line (number and street); null when not given.', { nullable: true }) line1?: string | null = null;
  @Column.text('Second street line (suite, floor, building); null when not given.', { nullable: true }) line2?: string | null = null;
  @Column.text("State or region; a location's as its two-letter code (e.g. `NY`), which the `state` filters compare ignoring case.", {
    nullable: true,
  })
  state?: string | null = null;
  @Column.text('City or town; null when not given.', { nullable: true }) city?: string | null = null;
  @Column.text("Postal code (a location's: a US ZIP code, five digits, ZIP+4 accepted); null when not given.", { nullable: true })
  zipCode?: string | null = null;
}

export const ADDRESS_LINES = ['line1', 'line2', 'state', 'city', 'zipCode'] as const;

/**
 * An address as stored: every line trimmed, blank as null. A line that is not a string, is longer
 * than ADDRESS_LINE_MAX or holds a control character is a problem of `<field>.<line>`.
 */
export function readAddress(
  input: Partial<Record<(typeof ADDRESS_LINES)[number], unknown>> | null | undefined,
  field: string,
  problems: FieldErrorCollector,
): Address {
  const address = new Address();
  for (const line of ADDRESS_LINES) {
    const value = input?.[line];
    if (value === null || value === undefined) continue;
    const { text, problem } = readText(value, ADDRESS_LINE_MAX);
    if (problem) problems.add(`${field}.${line}`, problem);
    else address[line] = text || null;
  }
  return address;
}

/** `readAddress` on its own: a 400 naming every bad line. */
export function checkAddress(input: Address, field = 'address'): Address {
  const problems = new FieldErrorCollector();
  const address = readAddress(input, field, problems);
  problems.throwIfAny();
  return address;
}

export function copyAddress(address: Address | null | undefined): Address {
  const copy = new Address();
  if (address) for (const line of ADDRESS_LINES) copy[line] = address[line] ?? null;
  return copy;
}
