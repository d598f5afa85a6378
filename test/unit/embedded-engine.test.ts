import { EMBEDDED_SHARED_BUFFERS, EmbeddedEngine } from '../../src/config/embedded-engine';

/**
 * The embedded database in its own thread (src/config/embedded-engine.ts) answers as PGlite does in
 * the gateway's: rows with their types, PostgreSQL's error fields, notifications before the answer
 * of the statement that committed them, a copy of its data directory.
 */
let engine: EmbeddedEngine;

beforeAll(async () => {
  engine = new EmbeddedEngine({});
  await engine.waitReady;
});

afterAll(() => engine.close());

test("the engine's buffer pool is the gateway's, not the 128MB PGlite ships (a PGlite that no longer holds the setting fails here)", async () => {
  expect(EMBEDDED_SHARED_BUFFERS).toBe('16MB');
  await expect(engine.query('show shared_buffers')).resolves.toMatchObject({ rows: [{ shared_buffers: '16MB' }] });
});

test('a statement crosses with its parameters and comes back with its rows typed', async () => {
  const at = new Date('2026-12-06T10:00:00.000Z');
  const { rows } = await engine.query<{ n: number; at: Date; doc: { a: number[] }; bytes: Uint8Array }>(
    `select $1::int + 1 as n, $2::timestamptz as at, $3::jsonb as doc, $4::bytea as bytes`,
    [41, at, JSON.stringify({ a: [1, 2] }), new Uint8Array([1, 2, 3])],
  );
  expect(rows).toEqual([{ n: 42, at, doc: { a: [1, 2] }, bytes: new Uint8Array([1, 2, 3]) }]);
  const results = await engine.exec('create table t (id int primary key); insert into t values (1), (2); select count(*)::int as c from t');
  expect(results.at(-1)?.rows).toEqual([{ c: 2 }]);
});

test("PostgreSQL's error fields reach the caller, and the engine goes on answering", async () => {
  await engine.exec('create table unique_names (name text constraint unique_names_name unique)');
  await engine.query(`insert into unique_names values ('a')`);
  const failure = await engine.query(`insert into unique_names values ('a')`).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(Error);
  expect(failure).toMatchObject({ code: '23505', constraint: 'unique_names_name', table: 'unique_names' });
  await expect(engine.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
});

test('a parameter that cannot cross to the thread fails its own statement only', async () => {
  await expect(engine.query('select $1::text', [() => 'a function'])).rejects.toThrow();
  await expect(engine.query('select 2 as two')).resolves.toMatchObject({ rows: [{ two: 2 }] });
});

test("a commit's notifications arrive before its answer, and none after the listener stops", async () => {
  const heard: string[] = [];
  const unlisten = await engine.listen('engine_test', (payload) => heard.push(payload));
  await engine.query(`select pg_notify('engine_test', 'first')`);
  expect(heard).toEqual(['first']);
  await engine.exec(`begin; select pg_notify('engine_test', 'second'); select pg_notify('engine_test', 'third'); commit`);
  expect(heard).toEqual(['first', 'second', 'third']);
  await unlisten();
  await engine.query(`select pg_notify('engine_test', 'unheard')`);
  expect(heard).toEqual(['first', 'second', 'third']);
});

test('a copy of the data directory starts another engine with the same data', async () => {
  await engine.exec(`create table copied (v text); insert into copied values ('kept')`);
  await engine.exec('checkpoint');
  const copy = new EmbeddedEngine({ loadDataDir: await engine.dumpDataDir('none') });
  try {
    await copy.waitReady;
    await expect(copy.query('select v from copied')).resolves.toMatchObject({ rows: [{ v: 'kept' }] });
  } finally {
    await copy.close();
  }
  expect(copy.closed).toBe(true);
  // As a lost server: a connection failure (503 to the request), not an error of the statement.
  await expect(copy.query('select 1')).rejects.toMatchObject({ code: '08006', message: expect.stringMatching(/stopped/) });
});
