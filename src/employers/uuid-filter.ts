const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else names no record (and must never reach a uuid column). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * An id filter as the database can take it: `undefined` when the filter is absent or empty (no
 * filter), else the well-formed ids only (an id that is not a UUID matches nothing).
 */
export function uuidFilter(ids: readonly string[] | null | undefined): string[] | undefined {
  if (ids === null || ids === undefined || ids.length === 0) return undefined;
  return ids.filter(isUuid).map((id) => id.toLowerCase());
}
