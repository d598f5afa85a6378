import { BadInputError } from './errors';

/**
 * Control characters (C0 and DEL). PostgreSQL cannot store NUL in text at all, and none of them
 * belongs in an email, an id or a name: input carrying them is refused with a 400 naming the field
 * before it reaches the database (where it would be a 500).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Control characters other than tab, line feed and carriage return (free text keeps its lines: a description, a claim value). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * True when `text` holds a control character the field does not allow: none in a one-line text;
 * in a multi-line one (a description) tab, line feed and carriage return are fine.
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_IN_TEXT : CONTROL_CHARACTERS).test(text);
}

/** A URL a client gives (a logo, a picture, a waiver): at most this many characters. */
export const URL_MAX = 2000;

export const NO_CONTROL_CHARACTERS = 'Must not contain control characters.';

/** 400 naming `field` when `text` holds a control character (a 500 from the database otherwise). */
export function checkNoControlCharacters(text: string, field: string, multiline = false): void {
  if (hasControlCharacters(text, multiline)) throw BadInputError.field(field, NO_CONTROL_CHARACTERS);
}

/**
 * A required text field of an input: trimmed, not blank, at most `max` characters (counted after
 * trimming), without control characters (`multiline` allows tab and line breaks, as in a description).
 */
export function requiredText(value: unknown, field: string, max: number, multiline = false): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw BadInputError.field(field, 'Required.');
  if (text.length > max) throw BadInputError.field(field, `At most ${max} characters.`);
  checkNoControlCharacters(text, field, multiline);
  return text;
}

/** An optional one-line text field: trimmed, `null` when absent or blank, else as `requiredText`. */
export function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  return typeof value === 'string' && value.trim() ? requiredText(value, field, max) : null;
}
