import { randomUUID } from 'node:crypto';
import { givenWorkspaceWithAdmin, miles, type OperatorWorkspace, weekSchedule } from '../../support/catalogue-builders';
import { startOwnTestServer, type TestServer, warmCaller } from '../../support/test-server';

/**
 * The catalogue page nearest first (docs/decisions.md#nearest-first) and each location's page of
 * rooms (docs/decisions.md#children-pages), on a fixture that spans a metro: 600 locations at a
 * gaussian offset from a centre, with amenities, prices and statuses drawn, a tower of 14 locations
 * at one point (more ties than the nearest-first read's margin) and 3 at another, and rooms with
 * equal creation times. Every page must be what ordering ALL matches by the exact great-circle
 * distance and the id gives (computed here, as the statement before the index walk did), with the
 * same distances and counts, in the statement counts the read promises. A server of its own: the
 * fixture would crowd the shared server's searches.
 */
let server: TestServer;
let operator: OperatorWorkspace;

const CENTRE = { latitude: 41.8781, longitude: -87.6298 };
const TOWER = { latitude: 41.9012, longitude: -87.6561 };
const TRIO = { latitude: 41.8602, longitude: -87.6105 };

interface Place {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  price: number;
  marketplacePrice: number | null;
  status: 'Active' | 'Inactive';
  amenities: string[];
  created: string;
}
interface Room {
  id: string;
  locationId: string;
  name: string;
  created: string;
}
const places: Place[] = [];
const rooms: Room[] = [];

/** A seeded generator: the same fixture every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

interface Search {
  offset: number;
  limit: number;
  geoSearch: { latitude: number; longitude: number; maxMiles: number };
  amenities?: string[];
  maxMarketplacePrice?: number;
  statuses?: ('Active' | 'Inactive')[];
}

/** Every match of the search, nearest first, ties by id: the page as the statement before the index walk gave it. */
function expected(search: Search): { page: (Place & { distance: number })[]; total: number } {
  const all = places
    .map((place) => ({ ...place, distance: miles(search.geoSearch, place) }))
    .filter(
      (place) =>
        place.distance <= search.geoSearch.maxMiles + 1e-9 &&
        (search.amenities ?? []).every((amenity) => place.amenities.includes(amenity)) &&
        (search.maxMarketplacePrice === undefined || (place.marketplacePrice ?? place.price) <= search.maxMarketplacePrice) &&
        (!search.statuses || search.statuses.includes(place.status)),
    )
    .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1));
  return { page: all.slice(search.offset, search.offset + search.limit), total: all.length };
}

const PAGE = `query Page($input: GetLocationsInput) { locations(input: $input) { totalCount data { id distanceMiles } } }`;
const PAGE_WITH_EDGES = `query Page($input: GetLocationsInput, $roomOffset: Int, $roomLimit: Int) { locations(input: $input) { data { id name
  workspace { id name } rooms(offset: $roomOffset, limit: $roomLimit) { totalCount data { id name } } } } }`;
const CATALOGUE = `query Page($input: GetLocationsInput) { locations(input: $input) { data { id name distanceMiles workspace { id name }
  rooms(offset: 0, limit: 20) { data { id name capacity pricePerHour } } } } }`;

type PageAnswer = { locations: { totalCount: number; data: { id: string; distanceMiles: number }[] } };

async function graphPage(search: Search) {
  const result = await server.gql<PageAnswer, { input: Search }>(PAGE, { input: search }, { token: operator.token });
  expect(result.errors).toBeUndefined();
  return { page: result.data!.locations, statements: result.statements };
}

function expectSamePage(answer: PageAnswer['locations'], search: Search): void {
  const want = expected(search);
  expect(answer.data.map((place) => place.id)).toEqual(want.page.map((place) => place.id));
  answer.data.forEach((place, i) => expect(Math.abs(place.distanceMiles - want.page[i].distance)).toBeLessThan(1e-9));
  expect(answer.totalCount).toBe(want.total);
}

beforeAll(async () => {
  server = await startOwnTestServer();
  operator = await givenWorkspaceWithAdmin(server, 'Metro Desks');
  const random = generator(2026);
  const amenityNames = ['wifi', 'parking', 'coffee', 'printer'];
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  const place = (i: number, point: { latitude: number; longitude: number }): Place => ({
    id: randomUUID(),
    name: `Metro ${i}`,
    ...point,
    price: 1500 + Math.floor(random() * 48501),
    marketplacePrice: random() < 0.3 ? 1000 + Math.floor(random() * 30000) : null,
    status: random() < 0.9 ? 'Active' : 'Inactive',
    amenities: amenityNames.filter((_, k) => random() < (k === 0 ? 0.9 : 0.5)),
    created: at(i),
  });
  for (let i = 0; i < 600; i++) {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    const latitude = CENTRE.latitude + 0.18 * radius * Math.cos(angle);
    places.push(
      place(i, { latitude, longitude: CENTRE.longitude + (0.18 * radius * Math.sin(angle)) / Math.cos((CENTRE.latitude * Math.PI) / 180) }),
    );
  }
  for (let i = 0; i < 14; i++) places.push({ ...place(600 + i, TOWER), amenities: ['wifi', 'parking'], status: 'Active', price: 2000 });
  for (let i = 0; i < 3; i++) places.push({ ...place(614 + i, TRIO), amenities: ['wifi', 'parking'], status: 'Active', price: 2000 });
  // Rooms of the first 80 places and of the tower: 1 to 4 each, two of a place sometimes created at the same instant (ties by id).
  for (const [i, owner] of [...places.slice(0, 80), ...places.slice(600, 614)].entries()) {
    const count = 1 + (i % 4);
    for (let r = 0; r < count; r++)
      rooms.push({
        id: randomUUID(),
        locationId: owner.id,
        name: `Room ${r}`,
        created: at(1000 + i * 10 + (r === 1 && i % 3 === 0 ? 0 : r)),
      });
  }
  const db = server.app.db.orm.em.fork().getConnection();
  await db.execute(
    `insert into location (id, workspace_id, name, address, schedule, price, marketplace_price, latitude, longitude, time_zone, phone, check_in_instructions,
       waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, amenities, date_created)
     select x.id, ?::uuid, x.name, '{"line1":"1 Metro Way","city":"Chicago","state":"IL","zipCode":"60601"}'::jsonb, ?::jsonb, x.price, x."marketplacePrice",
       x.latitude, x.longitude, 'America/Chicago', '+1 312 555 0100', 'Ask at the desk.', 'https://example.com/waiver.pdf', 'https://example.com/terms.pdf',
       true, x.status, 'IL', lower(x.name), x.amenities, x.created
     from jsonb_to_recordset(?::jsonb) as x(id uuid, name text, latitude float8, longitude float8, price bigint, "marketplacePrice" bigint, status text,
       amenities jsonb, created timestamptz)`,
    [operator.workspaceId, JSON.stringify(weekSchedule()), JSON.stringify(places)],
  );
  await db.execute(
    `insert into room (id, location_id, name, price_per_hour, quantity, amenities, capacity, max_reservation_minutes, picture_urls, auto_approve_reservations,
       search_text, date_created)
     select x.id, x."locationId", x.name, 1500, 1, '[]'::jsonb, 4, 240, '[]'::jsonb, true, lower(x.name), x.created
     from jsonb_to_recordset(?::jsonb) as x(id uuid, "locationId" uuid, name text, created timestamptz)`,
    [JSON.stringify(rooms)],
  );
  await warmCaller(server, { token: operator.token });
});

afterAll(async () => {
  await server?.close();
});

describe('the catalogue page nearest first', () => {
  test('every page is the matches ordered by exact distance and id, with their distances and count, in one statement', async () => {
    const searches: Search[] = [
      {
        offset: 0,
        limit: 50,
        geoSearch: { ...CENTRE, maxMiles: 25 },
        amenities: ['wifi', 'parking'],
        maxMarketplacePrice: 25000,
        statuses: ['Active'],
      },
      { offset: 0, limit: 100, geoSearch: { latitude: 41.95, longitude: -87.7, maxMiles: 10 } },
      { offset: 37, limit: 20, geoSearch: { ...CENTRE, maxMiles: 30 }, amenities: ['coffee'] },
      { offset: 0, limit: 7, geoSearch: { latitude: 41.8, longitude: -87.55, maxMiles: 3 }, statuses: ['Inactive', 'Active'] },
      { offset: 590, limit: 50, geoSearch: { ...CENTRE, maxMiles: 100 } },
      { offset: 0, limit: 50, geoSearch: { latitude: 45, longitude: -80, maxMiles: 5 } },
    ];
    for (const search of searches) {
      const { page, statements } = await graphPage(search);
      expectSamePage(page, search);
      expect(statements).toBe(1);
      const rest = await server.rest('POST', '/workspaces/Location', { body: search, auth: { token: operator.token } });
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((place: { id: string }) => place.id)).toEqual(expected(search).page.map((place) => place.id));
      expect(rest.body.totalCount).toBe(expected(search).total);
    }
  });

  test('more ties at one distance than the read takes past the page (a tower of 14 at one point) are ordered by id, in a second statement', async () => {
    const inTower = (place: { id: string }) => places.indexOf(places.find((p) => p.id === place.id)!) >= 600;
    const near = { latitude: TOWER.latitude + 0.003, longitude: TOWER.longitude - 0.002 };
    // the matches nearer than the tower, seen from `near`
    const before = expected({ offset: 0, limit: 10_000, geoSearch: { ...near, maxMiles: 5 } }).page.findIndex(inTower);
    expect(before).toBeGreaterThan(0);
    // Pages that end inside the tower's 14: the read past the page (10 more rows) ends inside them too.
    const overflowing: Search[] = [
      { offset: 0, limit: 2, geoSearch: { ...TOWER, maxMiles: 2 } },
      { offset: 1, limit: 2, geoSearch: { ...TOWER, maxMiles: 2 }, amenities: ['wifi'] },
      { offset: 0, limit: before + 2, geoSearch: { ...near, maxMiles: 5 } },
      { offset: before, limit: 1, geoSearch: { ...near, maxMiles: 5 } },
    ];
    for (const search of overflowing) {
      expect(expected(search).page.filter(inTower).length).toBeGreaterThan(0);
      const { page, statements } = await graphPage(search);
      expectSamePage(page, search);
      expect(statements).toBe(2);
    }
    // Ties the read takes in whole (the tower within a page and its margin, three at a point): one statement, ordered by id.
    for (const search of [
      { offset: 0, limit: 5, geoSearch: { ...TOWER, maxMiles: 2 } },
      { offset: 1, limit: 2, geoSearch: { ...TRIO, maxMiles: 1 } },
    ] as Search[]) {
      const { page, statements } = await graphPage(search);
      expectSamePage(page, search);
      expect(statements).toBe(1);
    }
  });
});

describe('each location’s page of rooms', () => {
  test('newest first (ties by id), paged per location with its count, as every room of the page’s locations ordered would give', async () => {
    type Answer = { locations: { data: { id: string; rooms: { totalCount: number; data: { id: string }[] } }[] } };
    const search: Search = { offset: 0, limit: 100, geoSearch: { ...CENTRE, maxMiles: 40 } };
    for (const [roomOffset, roomLimit] of [
      [0, 20],
      [1, 2],
      [3, 5],
    ]) {
      const result = await server.gql<Answer, unknown>(
        PAGE_WITH_EDGES,
        { input: search, roomOffset, roomLimit },
        { token: operator.token },
      );
      expect(result.errors).toBeUndefined();
      // the page, its workspaces, its rooms
      expect(result.statements).toBe(3);
      const located = result.data!.locations.data;
      expect(located.map((place) => place.id)).toEqual(expected(search).page.map((place) => place.id));
      expect(located.some((place) => place.rooms.totalCount > 0)).toBe(true);
      for (const place of located) {
        const all = rooms
          .filter((room) => room.locationId === place.id)
          .sort((a, b) => (a.created === b.created ? (a.id < b.id ? 1 : -1) : a.created < b.created ? 1 : -1));
        expect(place.rooms.totalCount).toBe(all.length);
        expect(place.rooms.data.map((room) => room.id)).toEqual(all.slice(roomOffset, roomOffset + roomLimit).map((room) => room.id));
      }
    }
  });

  test('the catalogue page with its workspaces and rooms costs three statements at 10, 50 and 100 locations', async () => {
    for (const limit of [10, 50, 100]) {
      const input: Search = { offset: 0, limit, geoSearch: { ...CENTRE, maxMiles: 40 } };
      const result = await server.gql<{ locations: { data: unknown[] } }, { input: Search }>(
        CATALOGUE,
        { input },
        { token: operator.token },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.locations.data).toHaveLength(limit);
      expect(result.statements).toBe(3);
    }
  });
});
