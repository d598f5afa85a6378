import { anyKey } from '../../src/kernel/sql';
import { runSql } from '../../src/kernel/sql-executor';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A list of keys travels as one array parameter, a single key as itself (docs/decisions.md#keys-as-one-array): every key
 * comes back as itself, whatever characters a text key holds (quotes, backslashes, commas, braces,
 * blanks, the word NULL), on either database.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

test('text keys with the array syntax in them match exactly themselves', async () => {
  const keys = ['plain', 'a "quoted" key', 'back\\slash', 'comma, inside', '{braces}', ' padded ', 'NULL', '', "it's"];
  const stored = [...keys, 'other'];
  const match = anyKey('k', keys, 'text');
  const rows = await runSql<{ k: string }>(server.app.db.orm.em.fork(), `select k from unnest(?::text[]) k where ${match.sql}`, [
    `{${stored.map((key) => `"${key.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`,
    ...match.params,
  ]);
  expect(rows.map((row) => row.k).sort()).toEqual([...keys].sort());
});

test('uuid keys match one row each, whatever their number, in one statement text for many and one for a single key', async () => {
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004'];
  const stored = `{${[...ids, '00000000-0000-4000-8000-000000000003'].join(',')}}`;
  const two = anyKey('k', ids.slice(0, 2));
  expect(anyKey('k', ids).sql).toBe(two.sql);
  expect(two.sql).toBe('k = any(?::uuid[])');
  const matching = async (match: { sql: string; params: unknown[] }) =>
    (
      await runSql<{ k: string }>(server.app.db.orm.em.fork(), `select k::text as k from unnest(?::uuid[]) k where ${match.sql}`, [
        stored,
        ...match.params,
      ])
    )
      .map((row) => row.k)
      .sort();
  expect(await matching(two)).toEqual(ids.slice(0, 2));
  // One key: a plain comparison, which PostgreSQL reads without an array to parse and search.
  const one = anyKey('k', ids.slice(1, 2));
  expect(one.sql).toBe('k = ?::uuid');
  expect(await matching(one)).toEqual([ids[1]]);
  const oneText = anyKey('k', ['comma, inside'], 'text');
  expect(oneText.sql).toBe('k = ?::text');
});
