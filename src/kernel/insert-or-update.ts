import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseEntity } from './base.entity';

/**
 * Stores a new `entity`, or, when a row with the same unique `key` already exists (a concurrent
 * request may have created it a moment ago), updates that row with the entity's values instead:
 * one `INSERT ... ON CONFLICT (key) DO UPDATE ... RETURNING` statement, so callers racing on one new
 * key never see the unique violation, and exactly one row is created.
 *
 * The row keeps its `id`, its `dateCreated` and the `keep` properties (e.g. a status the upsert must
 * not reset); every other property takes the entity's value. The entity is returned managed, with
 * the stored row's values (the existing row's id when there was one).
 *
 * `entity` must be new (not persisted): a read that found nothing came first; this is the write
 * that cannot lose the race that read leaves open. `key` must be the properties of a unique
 * constraint of the table.
 */
export async function insertOrUpdate<T extends BaseEntity>(
  em: EntityManager,
  entity: T,
  key: readonly (keyof T & string)[],
  keep: readonly (keyof T & string)[] = [],
): Promise<T> {
  await em.flush(); // what this row may refer to (a record persisted earlier in the unit of work) is written first
  return em.upsert(entity, undefined, {
    onConflictFields: [...key],
    onConflictAction: 'merge',
    onConflictExcludeFields: ['id', 'dateCreated', ...keep] as never[],
  });
}
