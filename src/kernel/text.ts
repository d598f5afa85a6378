import { BadInputError } from './errors';
import { NOT_TEXT, REQUIRED } from './field-messages';

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

/** The words of a refused text field beyond the table's (src/kernel/field-messages.ts). */
export const NO_CONTROL_CHARACTERS = 'Must not contain control characters.';
export const atMostCharacters = (max: number): string => `At most ${max} characters.`;

/** 400 naming `field` when `text` holds a control character (a 500 from the database otherwise). */
export function checkNoControlCharacters(text: string, field: string, multiline = false): void {
  if (hasControlCharacters(text, multiline)) throw BadInputError.field(field, NO_CONTROL_CHARACTERS);
}

/**
 * The rule of a text field, written once: the value trimmed, and what is wrong with it, if anything:
 * absent (REQUIRED) or not a string; blank when `required`; longer than `max` after trimming; a
 * control character (`multiline` allows tab and line breaks, as in a description). A check that
 * throws (`requiredText`) and one that collects every problem (`FieldErrorCollector`) both read it.
 */
export function readText(
  value: unknown,
  max: number,
  options: { required?: boolean; multiline?: boolean } = {},
): { text: string; problem: string | null } {
  if (typeof value !== 'string') return { text: '', problem: value === null || value === undefined ? REQUIRED : NOT_TEXT };
  const text = value.trim();
  if (options.required && !text) return { text, problem: REQUIRED };
  if (text.length > max) return { text, problem: atMostCharacters(max) };
  if (hasControlCharacters(text, options.multiline)) return { text, problem: NO_CONTROL_CHARACTERS };
  return { text, problem: null };
}

/** A required text field of an input (`readText`), else a 400 naming `field`. */
export function requiredText(value: unknown, field: string, max: number, multiline = false): string {
  const { text, problem } = readText(value, max, { required: true, multiline });
  if (problem) throw BadInputError.field(field, problem);
  return text;
}

/** An optional one-line text field: trimmed, `null` when absent or blank, else as `requiredText`. */
export function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  return typeof value === 'string' && value.trim() ? requiredText(value, field, max) : null;
}
