import {
  CatalogueCreateLocationClosuresDocument,
  CatalogueGraphPageDocument,
  CatalogueGraphPageWithoutCountsDocument,
  CatalogueLocationByIdDocument,
  CatalogueLocationClosureByIdDocument,
  CatalogueLocationWalkDocument,
  CatalogueNarrowPageDocument,
  CatalogueNarrowLocationByIdDocument,
  CatalogueLocationByIdWithIsOpenDocument,
  CatalogueWidePageDocument,
  CatalogueRoomByIdDocument,
  CatalogueRoomClosureByIdDocument,
  CatalogueClosuresOfLocationsDocument,
  CatalogueRoomsOfLocationsDocument,
  CatalogueSetLocationStatusDocument,
  TypenameDocument,
} from '../../generated/graphql';
import {
  givenLocation,
  givenPlainUser,
  givenRoom,
  givenWorkspaceWithAdmin,
  miles,
  type OperatorWorkspace,
} from '../../support/catalogue-builders';
import { recordStatements, startTestServer, type TestServer, warmCaller } from '../../support/test-server';

/** The catalogue page of the app: one request, nearest first, with rooms and workspace. */
let server: TestServer;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let reader: string;
let admin: string;
const MANHATTAN = { latitude: 40.7506, longitude: -73.9972 };
const ids: Record<string, string> = {};

async function sqlExecute(text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return (await server.app.db.orm.em.fork().getConnection().execute(text, params)) as Record<string, unknown>[];
}

// The operator's workspace only: the other test files on the worker's server have locations near Manhattan too.
const catalogueInput = (limit: number) => ({
  offset: 0,
  limit,
  workspaceIds: [operator.workspaceId],
  geoSearch: { ...MANHATTAN, maxMiles: 25 },
  amenities: ['wifi', 'coffee'],
  maxMarketplacePrice: 3000,
});

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server, 'Graph Desks');
  other = await givenWorkspaceWithAdmin(server, 'Other Desks');
  reader = await givenPlainUser(server);
  admin = await server.adminToken();

  // One location made through the API (geocoded), then 119 copies stepping north from it: 0.002
  // degrees (0.14 miles) apart, so the nearest-first order is known.
  const seed = await givenLocation(server, operator.token, operator.workspaceId, {
    name: 'Seed',
    amenities: ['wifi', 'coffee'],
    price: 2000,
  });
  await sqlExecute(
    `insert into location (id, workspace_id, name, address, schedule, price, marketplace_price, latitude, longitude, time_zone, picture_urls, amenities, phone,
       check_in_instructions, description, waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, date_created)
     select gen_random_uuid(), workspace_id, 'Copy ' || lpad(g::text, 3, '0'), address, schedule, price, marketplace_price, ? + g * 0.002, ?, time_zone, picture_urls,
       amenities, phone, check_in_instructions, description, waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, now() - g * interval '1 second'
     from location, generate_series(1, 119) g where id = ?`,
    [MANHATTAN.latitude, MANHATTAN.longitude, seed.id],
  );
  await sqlExecute(`update location set latitude = ?, longitude = ? where id = ?`, [MANHATTAN.latitude, MANHATTAN.longitude, seed.id]);
  // Left out of the page: too far, too dear, no coffee, inactive.
  ids.far = (
    await givenLocation(server, operator.token, operator.workspaceId, {
      name: 'Austin',
      address: { line1: '600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
      amenities: ['wifi', 'coffee'],
      price: 1000,
    })
  ).id;
  ids.dear = (
    await givenLocation(server, operator.token, operator.workspaceId, { name: 'Dear', amenities: ['wifi', 'coffee'], price: 9000 })
  ).id;
  ids.plain = (await givenLocation(server, operator.token, operator.workspaceId, { name: 'Plain', amenities: ['wifi'], price: 1000 })).id;
  ids.dormant = (
    await givenLocation(server, operator.token, operator.workspaceId, { name: 'Dormant', amenities: ['wifi', 'coffee'], price: 1000 })
  ).id;
  await server.gql(CatalogueSetLocationStatusDocument, { input: { id: ids.dormant, status: 'Inactive' } }, { token: operator.token });
  // Three rooms in every location of the operator.
  await sqlExecute(
    `insert into room (id, location_id, name, price_per_hour, quantity, amenities, capacity, max_reservation_minutes, picture_urls, auto_approve_reservations, search_text, date_created)
     select gen_random_uuid(), l.id, 'Room ' || g, 1500, 1, '[]', 2 + g, 60, '[]', false, 'room ' || g, now() - g * interval '1 second' from location l, generate_series(1, 3) g where l.workspace_id = ?`,
    [operator.workspaceId],
  );
  ids.seed = seed.id;

  // Another operator's inactive location, with a room and closures: nobody else may reach them.
  ids.hidden = (
    await givenLocation(server, other.token, other.workspaceId, { name: 'Hidden', amenities: ['wifi', 'coffee'], price: 1000 })
  ).id;
  ids.hiddenRoom = (await givenRoom(server, other.token, ids.hidden, { name: 'Hidden Room' })).id;
  const closure = {
    dateRange: { from: '2026-12-24T00:00:00Z', to: '2026-12-26T00:00:00Z' },
    recurrence: 'Yearly',
    workspaceId: other.workspaceId,
  };
  const locationClosure = await server.rest('POST', '/workspaces/LocationClosure/create', {
    body: { closures: [{ ...closure, locationId: ids.hidden }] },
    auth: { token: other.token },
  });
  ids.hiddenLocationClosure = locationClosure.body[0].id;
  const roomClosure = await server.rest('POST', '/workspaces/RoomClosure/create', {
    body: { closures: [{ ...closure, roomId: ids.hiddenRoom }] },
    auth: { token: other.token },
  });
  ids.hiddenRoomClosure = roomClosure.body[0].id;
  await server.gql(CatalogueSetLocationStatusDocument, { input: { id: ids.hidden, status: 'Inactive' } }, { token: other.token });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the catalogue page in one request', () => {
  test.each([10, 50, 100])(
    'a page of %i: nearest first, with distance, rooms and workspace, in 3 SQL statements and authentication',
    async (limit) => {
      // authentication: the user and its roles in one statement, none once the caller is cached
      await warmCaller(server, { token: reader });
      const base = await server.gql(TypenameDocument, {}, { token: reader });
      expect(base.statements).toBe(0);

      const result = await server.gql(CatalogueGraphPageDocument, { input: catalogueInput(limit), roomLimit: 5 }, { token: reader });
      expect(result.errors).toBeUndefined();
      expect(result.statements).toBe(3); // the page, the rooms of every location, the workspaces
      const page = result.data!.locations;
      expect(page.totalCount).toBe(120); // the seed and its 119 copies; not far, dear, plain or dormant
      expect(page.data).toHaveLength(limit);
      expect(page.data[0].id).toBe(ids.seed);
      expect(page.data[0].distanceMiles).toBeCloseTo(0, 6);
      const distances = page.data.map((l) => l.distanceMiles!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[limit - 1]).toBeCloseTo(
        miles(MANHATTAN, { latitude: MANHATTAN.latitude + (limit - 1) * 0.002, longitude: MANHATTAN.longitude }),
        6,
      );
      for (const location of page.data) {
        expect(location.workspace).toEqual({ id: operator.workspaceId, name: 'Graph Desks' });
        expect(location.rooms.totalCount).toBe(3);
        expect(location.rooms.data.map((r) => r.name)).toEqual(['Room 1', 'Room 2', 'Room 3']);
        expect(location.amenities).toEqual(expect.arrayContaining(['wifi', 'coffee']));
      }
    },
  );

  test('without totalCount the same pages come back (the counts are not read then)', async () => {
    await warmCaller(server, { token: reader });
    const input = catalogueInput(20);
    const counted = await server.gql(CatalogueGraphPageDocument, { input, roomLimit: 2 }, { token: reader });
    const uncounted = await server.gql(CatalogueGraphPageWithoutCountsDocument, { input, roomLimit: 2 }, { token: reader });
    expect(uncounted.errors).toBeUndefined();
    expect(uncounted.statements).toBe(2); // the page, the rooms (the caller is cached)
    expect(uncounted.data!.locations.data).toEqual(
      counted.data!.locations.data.map((l) => ({ id: l.id, rooms: { data: l.rooms.data.map((r) => ({ id: r.id, name: r.name })) } })),
    );
    const pastTheEnd = await server.gql(
      CatalogueGraphPageWithoutCountsDocument,
      { input: { ...input, offset: 500 }, roomLimit: 2, roomOffset: 5 },
      { token: reader },
    );
    expect(pastTheEnd.data!.locations.data).toEqual([]);
    expect(pastTheEnd.statements).toBe(1); // no second statement to count what is past the end
  });

  test('a page reads only the columns of the fields it shows, with the values whole rows give', async () => {
    const { texts, stop } = recordStatements(server);
    try {
      const input = catalogueInput(30);
      const narrow = await server.gql(CatalogueNarrowPageDocument, { input }, { token: reader });
      const narrowTexts = texts.splice(0);
      const wide = await server.gql(CatalogueWidePageDocument, { input }, { token: reader });
      const wideTexts = texts.splice(0);
      expect(narrow.errors).toBeUndefined();
      expect(wide.errors).toBeUndefined();
      // The page and the rooms: named columns, none of the schedule, texts or pictures.
      const [narrowPage, narrowRooms] = [
        narrowTexts.find((t) => t.includes('from "location" l')),
        narrowTexts.find((t) => t.includes('from "room" t')),
      ];
      // (nearest first: the rows the index walks carry those columns and the coordinates, the page selects from them)
      expect(narrowPage).toMatch(/^with nearest as materialized \(select l\."id", .* from "location" l .*\) select l\."id", /);
      expect(narrowPage).not.toMatch(/schedule|check_in_instructions|picture_urls/);
      expect(narrowRooms).toContain('select t."id", ');
      expect(narrowRooms).not.toMatch(/amenities|picture_urls|search_text/);
      // The workspace of each location, a reference: the columns of its id and name only.
      expect(narrowTexts.find((t) => t.includes('from "workspace" t'))).toMatch(/^select t\."id", t\."name" from "workspace" t /);
      // isOpen needs whole locations; Room.location reaches locations by a reference: whole rows,
      // every column of the record named (the schedule, texts and pictures among them).
      const widePage = wideTexts.find((t) => t.includes('from "location" l'));
      expect(widePage).toMatch(/^with nearest as materialized \(select l\."id", .*\) select l\."id", /);
      for (const column of ['schedule', 'check_in_instructions', 'picture_urls']) expect(widePage).toContain(`l."${column}"`);
      // Each room's location is one of the page's: read once, by the page, for isOpen and the reference alike.
      expect(wideTexts.filter((t) => /from "location" [lt] /.test(t))).toEqual([widePage]);
      // The values are the same, field for field.
      const pick = (page: typeof wide.data) =>
        page!.locations.data.map(({ isOpen: _isOpen, rooms, ...location }) => ({
          ...location,
          rooms: { data: rooms.data.map(({ location: _l, ...room }) => room) },
        }));
      expect(narrow.data!.locations.data).toEqual(pick(wide.data));
      expect(narrow.data!.locations.data).toHaveLength(30);
      const first = narrow.data!.locations.data[0];
      expect(first).toMatchObject({ price: 2000, tokenCost: expect.any(Number), workspaceId: operator.workspaceId, geo: MANHATTAN });
      expect(first.address.zipCode).toMatch(/^\d{5}$/);
      expect(first.rooms.data).toEqual(
        [1, 2].map((g) => ({
          id: expect.any(String),
          capacity: 2 + g,
          pricePerHour: 1500,
          tokenCostPerHour: expect.any(Number),
          tokenCostPerDay: null,
          locationId: first.id,
        })),
      );
    } finally {
      stop();
    }
  });

  test('a read by id at the root and a reference read only the columns of the fields they show, once; a service reads the record whole', async () => {
    const { texts, stop } = recordStatements(server);
    try {
      const [{ id: roomId, location_id: locationId }] = await sqlExecute(
        `select r.id, r.location_id from room r join location l on l.id = r.location_id where l.name = 'Copy 001' and r.name = 'Room 1'`,
      );
      await warmCaller(server, { token: reader });
      texts.splice(0);
      const both = await server.gql(
        CatalogueNarrowLocationByIdDocument,
        { id: String(locationId), roomId: String(roomId) },
        { token: reader },
      );
      expect(both.errors).toBeUndefined();
      const reads = texts.splice(0).filter((t) => t.includes('from "location" t'));
      // The root field's read, which also answers the room's reference to the same location: named
      // columns, none of the schedule, texts or pictures. The room's isOpen reads the location through
      // the service's loader: the whole row (what a list edge, a service or a write reads).
      expect(reads).toHaveLength(2);
      const [narrow, whole] = [reads.find((t) => !t.includes('"schedule"')), reads.find((t) => t.includes('"schedule"'))];
      expect(narrow).toMatch(/^select t\."id", /);
      expect(narrow).not.toMatch(/check_in_instructions|picture_urls|search_text/);
      for (const column of ['check_in_instructions', 'picture_urls']) expect(whole).toContain(`t."${column}"`);
      // The values are the same, field for field.
      expect(both.data!.location).toEqual(both.data!.room!.location);
      expect(both.data!.location).toMatchObject({
        id: locationId,
        price: 2000,
        tokenCost: expect.any(Number),
        workspaceId: operator.workspaceId,
      });
      expect(both.data!.location!.address.zipCode).toMatch(/^\d{5}$/);

      // `isOpen` reads the schedule and the time zone: the root read is then a whole row.
      const open = await server.gql(CatalogueLocationByIdWithIsOpenDocument, { id: String(locationId) }, { token: reader });
      expect(open.errors).toBeUndefined();
      expect(typeof open.data!.location!.isOpen).toBe('boolean');
      const [read] = texts.splice(0).filter((t) => t.includes('from "location" t'));
      expect(read).toContain('t."schedule"');
    } finally {
      stop();
    }
  });

  test('equal distances are ordered by id', async () => {
    const twin = await sqlExecute(
      `insert into location (id, workspace_id, name, address, schedule, price, latitude, longitude, time_zone, amenities, phone, check_in_instructions, waiver_url,
         terms_of_serivce_url, auto_approve_reservations, state_code, search_text)
       select gen_random_uuid(), workspace_id, 'Twin', address, schedule, price, latitude, longitude, time_zone, amenities, phone, check_in_instructions, waiver_url,
         terms_of_serivce_url, auto_approve_reservations, state_code, search_text from location where id = ? returning id`,
      [ids.seed],
    );
    try {
      const result = await server.gql(
        CatalogueGraphPageDocument,
        { input: { ...catalogueInput(2), maxMarketplacePrice: null } },
        { token: reader },
      );
      expect(result.data!.locations.data.map((l) => l.id)).toEqual([ids.seed, String(twin[0].id)].sort());
    } finally {
      await sqlExecute('delete from location where id = ?', [twin[0].id]);
    }
  });

  test('REST GetLocations with geoSearch is nearest first too; without it the order stays newest first', async () => {
    const near = await server.rest('POST', '/workspaces/Location', { body: catalogueInput(5), auth: { token: reader } });
    expect(near.status).toBe(200);
    expect(near.body.data[0].id).toBe(ids.seed);
    expect(near.body.data[0]).not.toHaveProperty('distanceMiles'); // the document's ExtendedLocation, exactly
    const newest = await server.gql(
      CatalogueGraphPageDocument,
      { input: { offset: 0, limit: 3, workspaceIds: [operator.workspaceId] } },
      { token: reader },
    );
    expect(newest.data!.locations.data.map((l) => l.name)).toEqual(['Plain', 'Dear', 'Austin']);
    expect(newest.data!.locations.data.every((l) => l.distanceMiles === null)).toBe(true);
  });
});

describe('reads by id', () => {
  test('a visible location, room and closure by id, with their edges', async () => {
    const location = await server.gql(CatalogueLocationByIdDocument, { id: ids.seed }, { token: reader });
    expect(location.data!.location).toMatchObject({
      id: ids.seed,
      name: 'Seed',
      status: 'Active',
      distanceMiles: null,
      workspace: { id: operator.workspaceId },
    });

    const rooms = await server.gql(CatalogueLocationWalkDocument, { id: ids.seed, offset: 0, limit: 2 }, { token: reader });
    const walk = rooms.data!.location!;
    expect(walk.rooms.totalCount).toBe(3);
    expect(walk.rooms.data.map((r) => r.name)).toEqual(['Room 1', 'Room 2']);
    const room = await server.gql(CatalogueRoomByIdDocument, { id: walk.rooms.data[0].id }, { token: reader });
    expect(room.data!.room).toMatchObject({ name: 'Room 1', location: { id: ids.seed }, closures: { totalCount: 0, data: [] } });
  });

  test("another operator's inactive location, its room and closures are null for everyone but its operator and the Platform Admin", async () => {
    for (const token of [reader, operator.token]) {
      const results = await Promise.all([
        server.gql(CatalogueLocationByIdDocument, { id: ids.hidden }, { token }),
        server.gql(CatalogueRoomByIdDocument, { id: ids.hiddenRoom }, { token }),
        server.gql(CatalogueLocationClosureByIdDocument, { id: ids.hiddenLocationClosure }, { token }),
        server.gql(CatalogueRoomClosureByIdDocument, { id: ids.hiddenRoomClosure }, { token }),
      ]);
      for (const result of results) {
        expect(result.errors).toBeUndefined();
        expect(Object.values(result.data!)).toEqual([null]);
      }
    }
    for (const token of [other.token, admin]) {
      expect((await server.gql(CatalogueLocationByIdDocument, { id: ids.hidden }, { token })).data!.location!.status).toBe('Inactive');
      expect((await server.gql(CatalogueRoomByIdDocument, { id: ids.hiddenRoom }, { token })).data!.room!.closures.data).toEqual([
        { id: ids.hiddenRoomClosure, room: { id: ids.hiddenRoom } },
      ]);
      expect(
        (await server.gql(CatalogueLocationClosureByIdDocument, { id: ids.hiddenLocationClosure }, { token })).data!.locationClosure!
          .location.id,
      ).toBe(ids.hidden);
      expect(
        (await server.gql(CatalogueRoomClosureByIdDocument, { id: ids.hiddenRoomClosure }, { token })).data!.roomClosure!.room.name,
      ).toBe('Hidden Room');
    }
  });

  test('an unknown id or one that is not a UUID is null, not an error', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '']) {
      const result = await server.gql(CatalogueLocationByIdDocument, { id }, { token: reader });
      expect(result.errors).toBeUndefined();
      expect(result.data!.location).toBeNull();
    }
  });

  test('anonymous callers get 401 on the catalogue, reads by id included', async () => {
    const result = await server.gql(CatalogueLocationByIdDocument, { id: ids.seed });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('edges', () => {
  test('Location.isOpen and Room.isOpen follow the closures, as the is-open operations', async () => {
    const closure = {
      dateRange: { from: '2026-12-25T05:00:00Z', to: '2026-12-26T04:59:59Z' },
      recurrence: 'None' as const,
      workspaceId: operator.workspaceId,
      locationId: ids.seed,
    };
    const created = await server.gql(
      CatalogueCreateLocationClosuresDocument,
      { input: { closures: [closure] } },
      { token: operator.token },
    );
    expect(created.errors).toBeUndefined();
    const onChristmas = await server.gql(CatalogueLocationWalkDocument, { id: ids.seed, date: '2026-12-25T12:00:00' }, { token: reader });
    const walk = onChristmas.data!.location!;
    expect(walk).toMatchObject({ isOpen: false, closureType: 'Default' });
    expect(walk.closures.totalCount).toBe(1);
    expect(walk.closures.data[0].location.id).toBe(ids.seed);
    expect(walk.rooms.data.every((r) => r.isOpen === false && r.closureType === 'Default')).toBe(true);
    const rest = await server.rest('GET', `/workspaces/Location/is-open?Id=${ids.seed}&Date=2026-12-25T12:00:00`, {
      auth: { token: reader },
    });
    expect(rest.body).toEqual({ isOpen: false, closureType: 'Default' });
    const dayAfter = await server.gql(CatalogueLocationWalkDocument, { id: ids.seed, date: '2026-12-28T12:00:00' }, { token: reader });
    expect(dayAfter.data!.location).toMatchObject({ isOpen: true, closureType: null }); // a Monday, 09:00-17:00
  });

  test('a bad isOpen date is a 400 naming the argument', async () => {
    const result = await server.gql(CatalogueLocationWalkDocument, { id: ids.seed, date: 'soon' }, { token: reader });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.errors?.[0].extensions?.errors as object)).toEqual(['date']);
  });

  test.each([1, 10, 100])('Location.rooms under %i locations: one statement, per-parent paging and counts', async (parents) => {
    const input = { offset: 0, limit: parents, workspaceIds: [operator.workspaceId], geoSearch: { ...MANHATTAN, maxMiles: 25 } };
    await warmCaller(server, { token: reader });
    const result = await server.gql(CatalogueRoomsOfLocationsDocument, { input, offset: 1, limit: 1 }, { token: reader });
    expect(result.errors).toBeUndefined();
    expect(result.statements).toBe(2); // the locations, the rooms of all of them (the caller is cached)
    expect(result.data!.locations.data).toHaveLength(parents);
    for (const location of result.data!.locations.data)
      expect(location.rooms).toEqual({ totalCount: 3, data: [{ id: expect.any(String), name: 'Room 2' }] });
  });

  test("the rooms of locations the caller reads are read without the location's rule again, and only theirs are reached", async () => {
    const { texts, stop } = recordStatements(server);
    try {
      const input = { offset: 0, limit: 3, ids: [ids.seed, ids.dormant, ids.hidden] };
      // A reader: the active seed only, its three rooms.
      const read = await server.gql(CatalogueRoomsOfLocationsDocument, { input, offset: 0, limit: 10 }, { token: reader });
      expect(read.data!.locations.data.map((l) => [l.id, l.rooms.totalCount])).toEqual([[ids.seed, 3]]);
      const rooms = texts.splice(0).find((t) => t.includes('from "room" t'));
      expect(rooms).toBeDefined();
      expect(rooms).not.toContain('visible_location');
      // The operator: its own inactive location too, with its rooms; never the other operator's.
      const own = await server.gql(CatalogueRoomsOfLocationsDocument, { input, offset: 0, limit: 10 }, { token: operator.token });
      expect(own.data!.locations.data.map((l) => l.id).sort()).toEqual([ids.seed, ids.dormant].sort());
      for (const location of own.data!.locations.data) expect(location.rooms.totalCount).toBe(3);
      // A room read by itself still asks its location's rule.
      texts.splice(0);
      const hiddenRoom = await server.gql(CatalogueRoomByIdDocument, { id: ids.hiddenRoom }, { token: reader });
      expect(hiddenRoom.data!.room).toBeNull();
      expect(texts.splice(0).find((t) => t.includes('from "room" t'))).toContain('visible_location');
    } finally {
      stop();
    }
  });

  test('a page of an edge past its end keeps the count', async () => {
    const result = await server.gql(
      CatalogueRoomsOfLocationsDocument,
      { input: { offset: 0, limit: 2, ids: [ids.seed, ids.far] }, offset: 5, limit: 10 },
      { token: reader },
    );
    expect(result.data!.locations.data.map((l) => l.rooms)).toEqual([
      { totalCount: 3, data: [] },
      { totalCount: 3, data: [] },
    ]);
  });

  test("edge page bounds are checked as the root lists'", async () => {
    const result = await server.gql(
      CatalogueRoomsOfLocationsDocument,
      { input: { offset: 0, limit: 1 }, offset: 0, limit: 101 },
      { token: reader },
    );
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // the edge's own argument, not the root field's input
    expect(Object.keys(result.errors?.[0].extensions?.errors ?? {})).toEqual(['limit']);
  });

  test.each([1, 10, 100])('closures and is-open under %i locations and their rooms: one statement per edge and level', async (parents) => {
    const input = { offset: 0, limit: parents, workspaceIds: [operator.workspaceId], geoSearch: { ...MANHATTAN, maxMiles: 25 } };
    await warmCaller(server, { token: reader });
    const result = await server.gql(CatalogueClosuresOfLocationsDocument, { input, date: '2026-12-25T12:00:00' }, { token: reader });
    expect(result.errors).toBeUndefined();
    // the locations, their closures (page), their closures (is-open), their rooms, the rooms'
    // closures (page), the rooms' closures (is-open); the rooms' locations are the page's (the caller is cached)
    expect(result.statements).toBe(6);
    const [nearest] = result.data!.locations.data;
    expect(nearest.id).toBe(ids.seed);
    expect(nearest).toMatchObject({ isOpen: false, closureType: 'Default' }); // the Christmas closure of an earlier test
    expect(nearest.closures.totalCount).toBe(1);
    expect(nearest.rooms.data.every((room) => room.isOpen === false && room.closures.totalCount === 0)).toBe(true);
    expect(result.data!.locations.data.slice(1).every((l) => l.isOpen && l.closureType === null && l.closures.totalCount === 0)).toBe(true);
  });
});
