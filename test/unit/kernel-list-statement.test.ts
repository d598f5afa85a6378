import 'reflect-metadata';
import { listStatement, NEAREST_MARGIN } from '../../src/kernel/records';
import { sql } from '../../src/kernel/sql';
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

  test('nearest first: the index walks the matches in its distance order and stops at the page and the margin; the exact circle and order apply to those rows', () => {
    const nearest = { order: sql('l.point <-> ?', 'P'), within: sql('l.miles <= ?', 25) };
    const shape = { alias: 'l', where, distance: sql('l.miles_from(?)', 'P'), order: sql('distance_miles asc, l.id asc'), nearest };
    const statement = listStatement(LOCATION, shape, { offset: 20, limit: 50, countMatches: false });
    expect(statement.sql).toBe(
      'with nearest as materialized (select l.*, l.point <-> ? as index_distance from "location" l where l.status = ? order by l.point <-> ? limit ?) ' +
        'select l.*, l.miles_from(?) as distance_miles, (select count(*) >= ? and count(*) filter (where n.index_distance = (select max(m.index_distance) from nearest m)) > ? from nearest n) as ties_past_margin ' +
        'from nearest l where l.miles <= ? order by distance_miles asc, l.id asc limit ? offset ?',
    );
    expect(statement.params).toEqual(['P', 'Active', 'P', 70 + NEAREST_MARGIN, 'P', 70 + NEAREST_MARGIN, NEAREST_MARGIN, 25, 50, 20]);
    // The count of all matches measures every match: the WHERE clause and the exact circle.
    const counted = listStatement(LOCATION, shape, { offset: 0, limit: 50, countMatches: true });
    expect(counted.sql).toContain('(select count(*)::int from "location" l  where l.status = ? and l.miles <= ?) as total_matches');
  });
});
