import { preparedStatement } from '../../src/kernel/sql-executor';

/** The read path's statements as PostgreSQL receives them: numbered parameters, one name per text. */
describe('preparedStatement', () => {
  test('numbers the ? placeholders in order and leaves quoted literals alone', () => {
    const text = `select t.*, 'what?' as q, 'it''s ?' as r from "room" t where t.location_id in (?, ?) and t.name <> ? limit ?`;
    expect(preparedStatement(text).text).toBe(
      `select t.*, 'what?' as q, 'it''s ?' as r from "room" t where t.location_id in ($1, $2) and t.name <> $3 limit $4`,
    );
  });

  test('the same text has the same name; another text another name', () => {
    const a = preparedStatement('select 1 where ? = ?');
    expect(preparedStatement('select 1 where ? = ?').name).toBe(a.name);
    expect(preparedStatement('select 2 where ? = ?').name).not.toBe(a.name);
    expect(a.name).toMatch(/^r[0-9a-f]{20}$/);
  });
});
