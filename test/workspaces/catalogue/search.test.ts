import { CatalogueLocationsDocument, CatalogueRoomsDocument, CatalogueSetLocationStatusDocument } from '../../generated/graphql';
import {
  givenLocation,
  givenPlainUser,
  givenRoom,
  givenWorkspaceWithAdmin,
  miles,
  type OperatorWorkspace,
} from '../../support/catalogue-builders';
import { startTestServer, type TestServer, warmCaller } from '../../support/test-server';

let server: TestServer;
let operator: OperatorWorkspace;
let reader: string;
const ids: Record<string, string> = {};
const geo: Record<string, { latitude: number; longitude: number }> = {};

async function locations(body: Record<string, unknown>, token = reader) {
  const result = await server.rest('POST', '/workspaces/Location', { body: { offset: 0, limit: 100, ...body }, auth: { token } });
  expect(result.status).toBe(200);
  return result.body as { data: { id: string; name: string }[]; totalCount: number; pagedRequest: { offset: number; limit: number } };
}

async function rooms(body: Record<string, unknown>, token = reader) {
  const result = await server.rest('POST', '/workspaces/Room', { body: { offset: 0, limit: 100, ...body }, auth: { token } });
  expect(result.status).toBe(200);
  return result.body as { data: { id: string; name: string; location: { id: string } }[]; totalCount: number };
}

const names = (page: { data: { name: string }[] }) => page.data.map((d) => d.name).sort();

beforeAll(async () => {
  server = await startTestServer({ TOKEN_VALUE_CENTS: '1000' });
  operator = await givenWorkspaceWithAdmin(server, 'Search Desks');
  reader = await givenPlainUser(server);
  const make = async (name: string, overrides: Record<string, unknown>) => {
    const created = await givenLocation(server, operator.token, operator.workspaceId, { name, ...overrides });
    ids[name] = created.id;
    geo[name] = created.geo;
  };
  await make('Empire Hub', {
    address: { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118' },
    price: 3000,
    marketplacePrice: 2500,
    amenities: ['wifi', 'coffee'],
  });
  await make('Brooklyn Loft', {
    address: { line1: '1 Front St', city: 'Brooklyn', state: 'ny', zipCode: '11201' },
    price: 1500,
    marketplacePrice: null,
    amenities: ['wifi'],
  });
  await make('Hoboken Pier', {
    address: { line1: '1 River St', city: 'Hoboken', state: 'NJ', zipCode: '07030' },
    price: 900,
    marketplacePrice: 4000,
    amenities: ['coffee', 'wifi', 'parking'],
  });
  await make('Austin 100%_Club', {
    address: { line1: '600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    price: 5000,
    marketplacePrice: 1000,
    amenities: [],
  });
  await make('Dormant', { address: { line1: '2 Main St', city: 'New York', state: 'NY', zipCode: '10001' }, price: 100 });
  await server.gql(CatalogueSetLocationStatusDocument, { input: { id: ids.Dormant, status: 'Inactive' } }, { token: operator.token });

  ids['Empire Phone'] = (
    await givenRoom(server, operator.token, ids['Empire Hub'], {
      name: 'Empire Phone',
      capacity: 1,
      pricePerHour: 900,
      marketplacePricePerHour: null,
      amenities: ['soundproof'],
    })
  ).id;
  ids['Empire Board'] = (
    await givenRoom(server, operator.token, ids['Empire Hub'], {
      name: 'Empire Board',
      capacity: 12,
      pricePerHour: 8000,
      marketplacePricePerHour: 2500,
      amenities: ['tv', 'whiteboard'],
    })
  ).id;
  ids['Austin Studio'] = (
    await givenRoom(server, operator.token, ids['Austin 100%_Club'], {
      name: 'Austin Studio',
      capacity: 6,
      pricePerHour: 3000,
      marketplacePricePerHour: 2000,
      amenities: ['tv'],
    })
  ).id;
  ids['Dormant Room'] = (await givenRoom(server, operator.token, ids.Dormant, { name: 'Dormant Room', capacity: 20 })).id;
});
afterAll(async () => {
  await server?.close();
});

describe('GetLocations filters', () => {
  test('searchText matches a part of the name or of any address field, ignoring case; wildcards are literal', async () => {
    expect(names(await locations({ searchText: 'HUB' }))).toEqual(['Empire Hub']);
    expect(names(await locations({ searchText: 'fifth ave' }))).toEqual(['Empire Hub']);
    expect(names(await locations({ searchText: '07030' }))).toEqual(['Hoboken Pier']);
    expect(names(await locations({ searchText: 'brooklyn' }))).toEqual(['Brooklyn Loft']);
    expect(names(await locations({ searchText: '100%_' }))).toEqual(['Austin 100%_Club']);
    expect(names(await locations({ searchText: '%' }))).toEqual(['Austin 100%_Club']);
  });

  test('geoSearch keeps places within maxMiles great-circle miles, exact at the edge', async () => {
    const center = geo['Empire Hub'];
    const [near, far] = ['Brooklyn Loft', 'Hoboken Pier'].sort((a, b) => miles(center, geo[a]) - miles(center, geo[b]));
    const edge = miles(center, geo[far]);
    expect(edge).toBeGreaterThan(miles(center, geo[near]));
    const atEdge = await locations({ geoSearch: { ...center, maxMiles: edge } });
    expect(names(atEdge)).toEqual(['Brooklyn Loft', 'Empire Hub', 'Hoboken Pier']);
    const justInside = await locations({ geoSearch: { ...center, maxMiles: edge - 0.001 } });
    expect(names(justInside)).toEqual([near, 'Empire Hub'].sort());
    const zero = await locations({ geoSearch: { ...center, maxMiles: 0 } });
    expect(names(zero)).toEqual(['Empire Hub']);
    const continent = await locations({ geoSearch: { ...center, maxMiles: 3000 } });
    expect(continent.totalCount).toBe(4);
  });

  test('a point or radius finer than a place has (subnormal numbers such as 5e-324) is searched, not a 500', async () => {
    // PostgreSQL's trigonometry underflows on subnormal numbers; found by the fuzz test (seed 2077149812).
    const tiny = 5e-324;
    const nearNullIsland = await locations({ geoSearch: { latitude: tiny, longitude: -tiny, maxMiles: tiny } });
    expect(nearNullIsland.totalCount).toBe(0);
    const center = geo['Empire Hub'];
    const around = await locations({ geoSearch: { latitude: center.latitude + tiny, longitude: center.longitude, maxMiles: 1e-300 } });
    expect(names(around)).toEqual(['Empire Hub']);
  });

  test('state compares the code ignoring case; amenities keeps places having all of them', async () => {
    expect(names(await locations({ state: 'ny' }))).toEqual(['Brooklyn Loft', 'Empire Hub']);
    expect(names(await locations({ state: 'Tx' }))).toEqual(['Austin 100%_Club']);
    expect(names(await locations({ amenities: ['wifi', 'coffee'] }))).toEqual(['Empire Hub', 'Hoboken Pier']);
    expect(names(await locations({ amenities: ['parking'] }))).toEqual(['Hoboken Pier']);
  });

  test('price, token and marketplace filters use marketplacePrice ?? price', async () => {
    // effective prices: Empire 2500, Brooklyn 1500, Hoboken 4000, Austin 1000
    expect(names(await locations({ maxMarketplacePrice: 2500 }))).toEqual(['Austin 100%_Club', 'Brooklyn Loft', 'Empire Hub']);
    expect(names(await locations({ maxTokens: 2 }))).toEqual(['Austin 100%_Club', 'Brooklyn Loft']);
    expect(names(await locations({ maxTokens: 1 }))).toEqual(['Austin 100%_Club']);
    expect(names(await locations({ excludeLocationsNotOnMarketplace: true }))).toEqual(['Austin 100%_Club', 'Empire Hub', 'Hoboken Pier']);
    const bad = await server.rest('POST', '/workspaces/Location', {
      body: { offset: 0, limit: 10, maxMarketplacePrice: 1.5 },
      auth: { token: reader },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('maxMarketplacePrice');
  });

  test('filters combine; ids, workspaceIds and statuses narrow; inactive ones only for their operator', async () => {
    const combined = await locations({
      state: 'NY',
      amenities: ['coffee'],
      geoSearch: { ...geo['Brooklyn Loft'], maxMiles: 10 },
      searchText: 'empire',
      maxTokens: 3,
    });
    expect(names(combined)).toEqual(['Empire Hub']);
    expect(names(await locations({ ids: [ids['Hoboken Pier'], ids.Dormant, 'not-a-uuid'] }))).toEqual(['Hoboken Pier']);
    expect(names(await locations({ statuses: ['Inactive'] }))).toEqual([]);
    expect(names(await locations({ statuses: ['Inactive'] }, operator.token))).toEqual(['Dormant']);
    expect((await locations({ workspaceIds: [operator.workspaceId] }, operator.token)).totalCount).toBe(5);
    expect((await locations({ workspaceIds: ['3b6f2c52-3f0e-4a7e-9a34-1c2b3d4e5f60'] })).totalCount).toBe(0);
    // empty lists filter nothing, like absent ones
    expect((await locations({ ids: [], workspaceIds: [], statuses: [], amenities: [] })).totalCount).toBe(4);
  });

  test('paging: stable order, newest first, totalCount counts all matches; limits outside bounds are 400', async () => {
    const first = await locations({ limit: 2, offset: 0 });
    const second = await locations({ limit: 2, offset: 2 });
    const past = await locations({ limit: 2, offset: 10 });
    expect(first.totalCount).toBe(4);
    expect(first.pagedRequest).toEqual({ offset: 0, limit: 2 });
    expect(first.data.map((d) => d.name)).toEqual(['Austin 100%_Club', 'Hoboken Pier']);
    expect(second.data.map((d) => d.name)).toEqual(['Brooklyn Loft', 'Empire Hub']);
    expect(past).toMatchObject({ data: [], totalCount: 4 });
    const tooMany = await server.rest('POST', '/workspaces/Location', { body: { offset: 0, limit: 101 }, auth: { token: reader } });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.errors)).toEqual(['limit']);
  });
});

describe('GetRooms filters', () => {
  test('room filters and place filters on the room location combine', async () => {
    expect(names(await rooms({}))).toEqual(['Austin Studio', 'Empire Board', 'Empire Phone']);
    expect(names(await rooms({ minimumCapacity: 6 }))).toEqual(['Austin Studio', 'Empire Board']);
    expect(names(await rooms({ amenities: ['tv', 'whiteboard'] }))).toEqual(['Empire Board']);
    expect(names(await rooms({ maxMarketplacePricePerHour: 2000 }))).toEqual(['Austin Studio', 'Empire Phone']);
    expect(names(await rooms({ maxTokensPerHour: 1 }))).toEqual(['Empire Phone']);
    expect(names(await rooms({ excludeRoomsNotOnMarketplace: true }))).toEqual(['Austin Studio', 'Empire Board']);
    expect(names(await rooms({ state: 'tx' }))).toEqual(['Austin Studio']);
    expect(names(await rooms({ searchText: 'congress' }))).toEqual(['Austin Studio']);
    expect(names(await rooms({ searchText: 'phone' }))).toEqual(['Empire Phone']);
    expect(names(await rooms({ geoSearch: { ...geo['Hoboken Pier'], maxMiles: 20 }, minimumCapacity: 2 }))).toEqual(['Empire Board']);
    expect(names(await rooms({ locationIds: [ids['Austin 100%_Club']], ids: [ids['Austin Studio'], ids['Empire Phone']] }))).toEqual([
      'Austin Studio',
    ]);
    expect(names(await rooms({}, operator.token))).toContain('Dormant Room');
  });
});

describe('SQL statements of list queries', () => {
  test('GetLocations and GetRooms with nested location cost the same number of statements for 5 and 50 records', async () => {
    const admin = operator;
    for (let i = 0; i < 46; i += 1) {
      const location = await givenLocation(server, admin.token, admin.workspaceId, {
        name: `Bulk ${i}`,
        address: { city: 'Denver', state: 'CO', zipCode: '80202' },
      });
      await givenRoom(server, admin.token, location.id, { name: `Bulk room ${i}` });
    }
    const count = async (query: typeof CatalogueLocationsDocument | typeof CatalogueRoomsDocument, limit: number) => {
      const result = await server.gql(query as typeof CatalogueRoomsDocument, { input: { offset: 0, limit } }, { token: reader });
      expect(result.errors).toBeUndefined();
      const page = result.data as unknown as { rooms?: { data: unknown[] }; locations?: { data: unknown[] } };
      expect((page.rooms ?? page.locations)!.data.length).toBeGreaterThanOrEqual(Math.min(limit, 45));
      return result.statements;
    };
    await warmCaller(server, { token: reader });
    const locations5 = await count(CatalogueLocationsDocument, 5);
    const locations50 = await count(CatalogueLocationsDocument, 50);
    const rooms5 = await count(CatalogueRoomsDocument, 5);
    const rooms50 = await count(CatalogueRoomsDocument, 50);
    expect(locations50).toBe(locations5);
    expect(rooms50).toBe(rooms5);
    // the page with its count, and for rooms one batched statement for all their locations (the
    // caller is cached: no statement authenticates it)
    expect(locations5).toBe(1);
    expect(rooms5).toBe(2);
  });
});
