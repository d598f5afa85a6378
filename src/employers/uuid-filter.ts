import { isUuid } from '../kernel/sql';

export { isUuid };

/**
 * An id filter as the database can take it: `undefined` when the filter is absent or empty (no
 * filter), else the well-formed ids only (an id that is not a UUID matches nothing).
 */
export function uuidFilter(ids: readonly string[] | null | undefined): string[] | undefined {
  if (ids === null || ids === undefined || ids.length === 0) return undefined;
  return ids.filter(isUuid).map((id) => id.toLowerCase());
}
