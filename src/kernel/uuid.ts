import { BadInputError, NotFoundError } from './errors';
import { REQUIRED } from './field-messages';

/** A UUID, any version, either case (the pattern's source also builds the stored file names). */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** Record ids are UUIDs: a string that is not one names no record (and must never reach a uuid column). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A list filter of ids as the database can take it: `null` when the filter is absent or empty (no
 * filter: clients send `[]` for unused filters), else the well-formed ids only, trimmed and
 * lower-cased (an id that is not a UUID matches nothing; an `[]` left after dropping them matches no record).
 */
export function idFilter(ids: readonly string[] | null | undefined): string[] | null {
  if (!ids || ids.length === 0) return null;
  return ids
    .map((id) => id.trim())
    .filter(isUuid)
    .map((id) => id.toLowerCase());
}

/**
 * The id of the record an operation acts on (a path `id`, a body `applicationId`), trimmed and
 * lower-cased, docs/decisions.md#identifiers: absent or blank is missing input, a 400 naming
 * `field`; a string that is not a UUID names no record, a 404 as an unknown one (the documents'
 * identifiers are plain strings; a read by id answers null for it alike).
 */
export function targetId(value: unknown, entity: string, field: string): string {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!id) throw BadInputError.field(field, REQUIRED);
  if (!isUuid(id)) throw new NotFoundError(entity, id);
  return id.toLowerCase();
}
