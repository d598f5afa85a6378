import { CatalogueLocationByIdDocument, CatalogueLocationsDocument } from '../generated/graphql';
import { givenLocation, givenWorkspaceWithAdmin } from '../support/catalogue-builders';
import { startOwnTestServer, type TestServer } from '../support/test-server';

/**
 * Which reads are named statements (docs/decisions.md#statement-plans): lookups by key are, so
 * each connection parses them once; a root list's page is not, so PostgreSQL plans it for its
 * values every time instead of settling on a generic plan (six times slower for the catalogue
 * page on a vacuumed database). With a pool of one connection (which also shows that a gateway
 * starts with it: the start lock has a connection of its own), that connection's
 * `pg_prepared_statements` lists exactly what was named. PostgreSQL only: the embedded database
 * names nothing.
 */
const postgres = process.env.DATABASE_URL ? describe : describe.skip;

postgres('statement plans', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startOwnTestServer({ DATABASE_POOL_SIZE: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a page of the catalogue is planned for its values, seven times over; a location by id is a named statement', async () => {
    const operator = await givenWorkspaceWithAdmin(server);
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Planned Desk' });
    const page = {
      input: {
        offset: 0,
        limit: 10,
        workspaceIds: [operator.workspaceId],
        geoSearch: { latitude: 40.7506, longitude: -73.9972, maxMiles: 25 },
      },
    };
    // past the five runs after which PostgreSQL may keep a named statement's generic plan
    for (let i = 0; i < 7; i++)
      expect((await server.gql(CatalogueLocationsDocument, page, { token: operator.token })).data?.locations.totalCount).toBe(1);
    expect((await server.gql(CatalogueLocationByIdDocument, { id: location.id }, { token: operator.token })).data?.location?.name).toBe(
      'Planned Desk',
    );

    // One id, then two in one batch: one statement for one key, one for any number of them (docs/decisions.md#keys-as-one-array).
    const second = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Second Desk' });
    const names = `query Names($a: ID!, $b: ID!) { a: location(id: $a) { name } b: location(id: $b) { name } }`;
    type Names = { a: { name: string } | null; b: { name: string } | null };
    const one = await server.gql<Names, { a: string; b: string }>(names, { a: location.id, b: location.id }, { token: operator.token });
    expect(one.data).toEqual({ a: { name: 'Planned Desk' }, b: { name: 'Planned Desk' } });
    const both = await server.gql<Names, { a: string; b: string }>(names, { a: location.id, b: second.id }, { token: operator.token });
    expect(both.data).toEqual({ a: { name: 'Planned Desk' }, b: { name: 'Second Desk' } });

    const named = await server.app.db.orm.em
      .fork()
      .getConnection()
      .execute<{ statement: string }[]>('select statement from pg_prepared_statements');
    const texts = named.map((row) => row.statement);
    const byId = texts.filter((text) => text.startsWith('select t."id", t."name" from "location" t '));
    expect(byId).toHaveLength(2);
    expect(byId.filter((text) => /t\.id = \$\d+::uuid$/.test(text))).toHaveLength(1);
    expect(byId.filter((text) => /t\.id = any\(\$\d+::uuid\[\]\)$/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('total_matches') || text.includes('distance_miles'))).toEqual([]);
  });
});
