import type { ReadsTogether, RequestContext } from './context';
import { anyKey, type SqlFragment } from './sql';

/** What records.ts says of a record type and its key (kernel/records.ts: RecordType, RecordKey), as far as reading together needs. */
interface TypeRead {
  table: string;
}
interface KeyRead {
  column: string;
  kind: 'uuid' | 'text';
}
type Run = (text: string, params: unknown[]) => Promise<{ records: object[]; helper(name: 'readers'): readonly unknown[] }>;

/**
 * Reads by key that the contexts of several callers make in the same turn of the event loop, as
 * ONE statement per record type and select list, each caller's visibility rule applied in it
 * (docs/decisions.md#subscriptions). A change reaches the subscribers of many callers at once; each
 * reads the record (and its edges) as its own request would, through its own loaders, and those
 * loaders' batches meet here instead of each running its own statement: the statements per change
 * follow the record types read, not the number of callers who listen.
 *
 * The statement reads the rows of every key asked for, and for each row the callers who asked for
 * it and may read it: `array_remove(array[case when <rule of caller i> and <key among caller i's>
 * then i end, ...], null)`. Each caller's batch gets its own rows; one record object serves them all.
 */
export class ReadTogether implements ReadsTogether {
  private readonly pending = new Map<string, Batch>();

  read<T extends object>(
    _ctx: RequestContext,
    type: TypeRead,
    key: KeyRead,
    keys: string[],
    columnList: string,
    rule: SqlFragment | null,
    run: (text: string, params: unknown[]) => Promise<{ records: T[]; helper(name: 'readers'): readonly unknown[] }>,
  ): Promise<T[]> {
    const id = `${type.table}\u0000${key.column}\u0000${columnList}`;
    let batch = this.pending.get(id);
    if (!batch) {
      batch = { run: run as Run, type, key, columnList, parts: [] };
      this.pending.set(id, batch);
      // After every caller's loaders of this turn have asked (their own batches dispatch on the microtask queue).
      setImmediate(() => void this.flush(id));
    }
    const parts = batch.parts;
    return new Promise<T[]>((resolve, reject) => parts.push({ keys, rule, resolve: resolve as (records: object[]) => void, reject }));
  }

  private async flush(id: string): Promise<void> {
    const batch = this.pending.get(id)!;
    this.pending.delete(id);
    const { run, type, key, columnList, parts } = batch;
    try {
      const column = `t."${key.column}"`;
      const readers = parts.map((part, index) => {
        const condition = [part.rule, anyKey(column, part.keys, key.kind)].filter((fragment): fragment is SqlFragment => fragment !== null);
        return {
          sql: `case when ${condition.map((fragment) => `(${fragment.sql})`).join(' and ')} then ${index} end`,
          params: condition.flatMap((f) => f.params),
        };
      });
      const all = anyKey(column, [...new Set(parts.flatMap((part) => part.keys))], key.kind);
      const { records, helper } = await run(
        `select ${columnList}, array_remove(array[${readers.map((reader) => reader.sql).join(', ')}], null) as "readers" from "${type.table}" t where ${all.sql}`,
        [...readers.flatMap((reader) => reader.params), ...all.params],
      );
      const of = helper('readers') as (readonly number[] | null)[];
      const each = parts.map(() => [] as object[]);
      records.forEach((record, row) => {
        for (const reader of of[row] ?? []) each[Number(reader)].push(record);
      });
      parts.forEach((part, index) => part.resolve(each[index]));
    } catch (error) {
      for (const part of parts) part.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

interface Batch {
  /** The first caller's way to run it: on its connection (all read the primary), its rows mapped to records. */
  run: Run;
  type: TypeRead;
  key: KeyRead;
  columnList: string;
  parts: {
    keys: string[];
    rule: SqlFragment | null;
    resolve: (records: object[]) => void;
    reject: (error: Error) => void;
  }[];
}
