import { anyKey } from '../../src/kernel/sql';
import { runSql } from '../../src/kernel/sql-executor';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A list of keys travels as one array parameter (docs/decisions.md#keys-as-one-array): every key
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

test('uuid keys match one row each, whatever their number, in one statement text', async () => {
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
  const one = anyKey('k', ids.slice(0, 1));
  const two = anyKey('k', ids);
  expect(one.sql).toBe(two.sql);
  const rows = await runSql<{ k: string }>(server.app.db.orm.em.fork(), `select k::text as k from unnest(?::uuid[]) k where ${two.sql}`, [
    `{${[...ids, '00000000-0000-4000-8000-000000000003'].join(',')}}`,
    ...two.params,
  ]);
  expect(rows.map((row) => row.k).sort()).toEqual(ids);
});
