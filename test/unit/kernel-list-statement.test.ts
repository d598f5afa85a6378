import 'reflect-metadata';
import { listStatement } from '../../src/kernel/records';
import { SqlConditions } from '../../src/kernel/sql';
import { LOCATION } from '../../src/workspaces/location/location.loaders';

/** The statement of a root page: the count of all matches only when `totalCount` is asked for. */
describe('listStatement', () => {
  const where = new SqlConditions();
  where.add('l.status = ?', 'Active');

  test('counts the matches once, in a subquery, with its own bound parameters, when asked; as an int, which pg reads as a number (a bigint would come as a string to parse)', () => {
    const statement = listStatement(LOCATION, { alias: 'l', where }, { offset: 0, limit: 50, countMatches: true });
    expect(statement.sql).toBe(
      'select l.*, (select count(*)::int from "location" l  where l.status = ?) as total_matches from "location" l  where l.status = ? order by l.date_created desc, l.id desc limit ? offset ?',
    );
    expect(statement.params).toEqual(['Active', 'Active', 50, 0]);
  });

  test('leaves the count out when totalCount is not selected', () => {
    const statement = listStatement(LOCATION, { alias: 'l', where }, { offset: 10, limit: 5, countMatches: false });
    expect(statement.sql).not.toContain('count(');
    expect(statement.params).toEqual(['Active', 5, 10]);
  });
});
