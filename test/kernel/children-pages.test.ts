import '../../src/modules';
import { PAGED_BY_PARENT } from '../../src/kernel/records';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every list edge that reads each parent's page by its parent key column
 * (docs/decisions.md#children-pages) has an index that leads with that column, without a condition:
 * without one, each parent of a page would cost PostgreSQL a scan of the whole table.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

test('each edge read per parent has an index leading with its parent key', async () => {
  const indexes = await server.app.db.orm.em
    .fork()
    .getConnection()
    .execute<{ tablename: string; indexdef: string }[]>(`select tablename, indexdef from pg_indexes where schemaname = current_schema()`);
  const leading = new Set(
    indexes
      .filter((index) => !/\swhere\s/i.test(index.indexdef))
      .map((index) => `${index.tablename}.${/\((?:"?)([a-z_]+)/.exec(index.indexdef.slice(index.indexdef.indexOf(' USING ')))?.[1]}`),
  );
  expect(PAGED_BY_PARENT.length).toBeGreaterThan(10);
  const missing = PAGED_BY_PARENT.map((edge) => `${edge.table}.${edge.parentKey.replace(/^t\./, '')}`).filter((key) => !leading.has(key));
  expect(missing).toEqual([]);
  expect(leading.has('room.location_id')).toBe(true);
});
