import { BadInputError, type FieldErrors } from '../../kernel/errors';

/** Field checks shared by the catalogue's upserts; they collect every problem before failing. */
export class InputChecker {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  text(field: string, value: unknown, options: { required?: boolean; max?: number } = {}): string {
    const max = options.max ?? 2000;
    if (typeof value !== 'string') {
      this.add(field, 'Must be a string.');
      return '';
    }
    const trimmed = value.trim();
    if (options.required && trimmed === '') this.add(field, 'Must not be empty.');
    if (trimmed.length > max) this.add(field, `Must be at most ${max} characters.`);
    return trimmed;
  }

  optionalText(field: string, value: unknown, max = 4000): string | null {
    if (value === null || value === undefined) return null;
    return this.text(field, value, { max });
  }

  strings(field: string, value: unknown, maxItems = 100): string[] {
    if (!Array.isArray(value)) {
      this.add(field, 'Must be an array of strings.');
      return [];
    }
    if (value.length > maxItems) this.add(field, `Must have at most ${maxItems} items.`);
    const out: string[] = [];
    for (const item of value) {
      if (typeof item !== 'string' || item.trim() === '' || item.length > 2000) this.add(field, 'Every item must be a non-empty string of at most 2000 characters.');
      else if (!out.includes(item.trim())) out.push(item.trim());
    }
    return out;
  }

  wholeNumber(field: string, value: unknown, min: number, max = 2_147_483_647): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.add(field, `Must be a whole number from ${min} to ${max}.`);
      return min;
    }
    return value;
  }

  cents(field: string, value: unknown): number {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      this.add(field, 'Must be a whole number of cents >= 0.');
      return 0;
    }
    return value;
  }

  optionalCents(field: string, value: unknown): number | null {
    return value === null || value === undefined ? null : this.cents(field, value);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new BadInputError(this.errors);
  }
}

/** Ids are UUIDs; anything else can match no record (and must not reach a uuid column). */
export { isUuid } from '../../kernel/sql';
