/**
 * Plain SQL for reads, with bound parameters (knex `?` placeholders): a WHERE clause built from
 * parts, and a visibility rule written once per record type and used by the root lists, the reads
 * by id and every edge that reaches that type.
 */

/** A piece of SQL and the values of its `?` placeholders. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

import { idFilter } from './uuid';

export const sql = (text: string, ...params: unknown[]): SqlFragment => ({ sql: text, params });

/** `?, ?, ?` for a list of values (an empty list is never passed: callers answer `false` instead). */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * `column = any(?::uuid[])`: a list of keys as ONE parameter, a PostgreSQL array (docs/decisions.md#keys-as-one-array).
 * The statement's text is the same for any number of keys, so each connection plans it once (a list
 * of `?` is a statement per length), and PostgreSQL matches the array by the index where an `in`
 * list of fifty values can make it scan the table. One key is `column = ?::uuid`, a text of its own:
 * the commonest read (one record by id) then costs PostgreSQL half as much, without an array to
 * parse and search. `kind` is the column's type: `uuid` keys must be well-formed UUIDs (callers
 * filter them), `text` keys may hold any character.
 */
export function anyKey(column: string, keys: readonly string[], kind: 'uuid' | 'text' = 'uuid'): SqlFragment {
  if (keys.length === 1) return sql(`${column} = ?::${kind}`, keys[0]);
  return sql(`${column} = any(?::${kind}[])`, arrayLiteral(keys));
}

/** `unnest(?::uuid[]) as alias(key)`: a list of keys as ONE parameter (`anyKey`), as rows of one column `key` to join to. */
export function keyRows(alias: string, keys: readonly string[], kind: 'uuid' | 'text' = 'uuid'): SqlFragment {
  return sql(`unnest(?::${kind}[]) as ${alias}(key)`, arrayLiteral(keys));
}

/** A PostgreSQL array literal of strings, each quoted (`{"a","b \\"c\\""}`): a value, never statement text. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** A WHERE clause built from parts joined by `and`. */
export class SqlConditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(text: string, ...params: unknown[]): void {
    this.parts.push(text);
    this.params.push(...params);
  }

  addFragment(fragment: SqlFragment | null): void {
    if (fragment) this.add(fragment.sql, ...fragment.params);
  }

  /** `column = any(...)` (`anyKey`); an empty list filters nothing (as an absent one); ids not UUIDs match nothing (`idFilter`). */
  inIds(column: string, ids: readonly string[] | null | undefined): void {
    const valid = idFilter(ids);
    if (valid === null) return;
    if (valid.length === 0) this.add('false');
    else this.addFragment(anyKey(column, valid));
  }

  /** `column in (...)` for a list of plain values (statuses); an empty list filters nothing. */
  inValues(column: string, values: readonly unknown[] | null | undefined): void {
    if (!values || values.length === 0) return;
    this.add(`${column} in (${placeholders(values)})`, ...values);
  }

  get sql(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** `like` pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
