import { FieldErrorCollector } from '../../kernel/errors';
import { NOT_CENTS } from '../../kernel/field-messages';
import { isCents } from '../../kernel/money';
import { readText, URL_MAX } from '../../kernel/text';

/**
 * The catalogue's field rules. UpsertLocation and UpsertRoom check them, and so does a workspace
 * application for the locations and rooms it describes (approval turns them into locations and
 * rooms through those upserts): what the catalogue would refuse is refused while drafting.
 * A phone number follows the contact's rule (PHONE_MAX), every address line ADDRESS_LINE_MAX.
 */
export const CATALOGUE_LIMITS = {
  /** A location's or a room's name (not blank). */
  name: 200,
  /** Check-in instructions, a description. */
  longText: 4000,
  /** The waiver's and the terms' URLs. */
  url: URL_MAX,
  /** Picture URLs, amenities: at most this many items (duplicates dropped) ... */
  listItems: 100,
  /** ... each not blank and at most this many characters (a picture URL is the longest). */
  listItem: URL_MAX,
} as const;

/** Field checks shared by the catalogue's upserts and the application's content; they collect every problem before failing. */
export class InputChecker extends FieldErrorCollector {
  /**
   * A text field (the kernel's rule and words, `readText`): one line unless `multiline` (check-in
   * instructions, a description keep tab and line breaks).
   */
  text(field: string, value: unknown, options: { required?: boolean; max: number; multiline?: boolean }): string {
    const { text, problem } = readText(value, options.max, options);
    if (problem) this.add(field, problem);
    return text;
  }

  /** Text that may be absent: null when absent (`blankAsNull`: or blank), else as `text`. */
  optionalText(field: string, value: unknown, options: { max: number; blankAsNull?: boolean; multiline?: boolean }): string | null {
    if (value === null || value === undefined) return null;
    const text = this.text(field, value, options);
    return options.blankAsNull && text === '' ? null : text;
  }

  strings(field: string, value: unknown): string[] {
    const { listItems, listItem } = CATALOGUE_LIMITS;
    if (!Array.isArray(value)) {
      this.add(field, 'Must be an array of strings.');
      return [];
    }
    if (value.length > listItems) this.add(field, `Must have at most ${listItems} items.`);
    const out: string[] = [];
    for (const item of value) {
      if (typeof item !== 'string' || item.trim() === '' || item.trim().length > listItem)
        this.add(field, `Every item must be a non-empty string of at most ${listItem} characters.`);
      else if (!out.includes(item.trim())) out.push(item.trim());
    }
    return out;
  }

  optionalStrings(field: string, value: unknown): string[] | null {
    return value === null || value === undefined ? null : this.strings(field, value);
  }

  wholeNumber(field: string, value: unknown, min: number, max = 2_147_483_647): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.add(field, `Must be a whole number from ${min} to ${max}.`);
      return min;
    }
    return value;
  }

  optionalWholeNumber(field: string, value: unknown, min: number): number | null {
    return value === null || value === undefined ? null : this.wholeNumber(field, value, min);
  }

  cents(field: string, value: unknown): number {
    if (!isCents(value)) {
      this.add(field, NOT_CENTS);
      return 0;
    }
    return value;
  }

  optionalCents(field: string, value: unknown): number | null {
    return value === null || value === undefined ? null : this.cents(field, value);
  }
}
