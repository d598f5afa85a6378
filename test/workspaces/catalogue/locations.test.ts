import {
  CatalogueAddressesDocument,
  CatalogueLocationsDocument,
  CatalogueRoomsDocument,
  CatalogueSetLocationStatusDocument,
  CatalogueUpsertLocationDocument,
  CatalogueUpsertRoomDocument,
} from '../../generated/graphql';
import { Location } from '../../../src/workspaces/location/location.entity';
import {
  givenLocation,
  givenPlainUser,
  givenRoom,
  givenWorkspaceWithAdmin,
  locationBody,
  roomBody,
  type OperatorWorkspace,
} from '../../support/catalogue-builders';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let plainUser: string;

beforeAll(async () => {
  server = await startTestServer({ TOKEN_VALUE_CENTS: '1000' });
  operator = await givenWorkspaceWithAdmin(server, 'Acme Desks');
  other = await givenWorkspaceWithAdmin(server, 'Other Desks');
  plainUser = await givenPlainUser(server);
});
afterAll(async () => {
  await server?.close();
});

describe('UpsertLocation', () => {
  test('creates a geocoded location with its time zone and token cost, then updates it by (workspace, name)', async () => {
    // given an operator's location body in Chicago
    const body = locationBody(operator.workspaceId, {
      name: 'Loop',
      address: { line1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606' },
      price: 2500,
      marketplacePrice: 2001,
    });
    // when the operator upserts it
    const created = await server.rest('POST', '/workspaces/Location/upsert', { body, auth: { token: operator.token } });
    // then it is stored with every documented field
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      workspaceId: operator.workspaceId,
      name: 'Loop',
      address: { line1: '233 S Wacker Dr', line2: null, city: 'Chicago', state: 'IL', zipCode: '60606' },
      price: 2500,
      marketplacePrice: 2001,
      timeZone: 'America/Chicago',
      status: 'Active',
      tokenCost: 3,
      termsOfSerivceUrl: 'https://example.com/terms.pdf',
      schedule: { monday: { isOpen: true, open: '09:00:00', close: '17:00:00', maxVisitors: null } },
    });
    expect(created.body.geo.latitude).toBeCloseTo(41.88, 1);
    expect(created.body.geo.longitude).toBeCloseTo(-87.63, 1);

    // when the same name is upserted again with a new price
    const updated = await server.rest('POST', '/workspaces/Location/upsert', {
      body: { ...body, price: 1000, marketplacePrice: null },
      auth: { token: operator.token },
    });
    // then the same record changes
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe(created.body.id);
    expect(updated.body).toMatchObject({ price: 1000, marketplacePrice: null, tokenCost: 1 });
  });

  test('with ?id= renames that location; an unknown id is 404', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Before' });
    const renamed = await server.rest('POST', `/workspaces/Location/upsert?id=${location.id}`, {
      body: locationBody(operator.workspaceId, { name: 'After' }),
      auth: { token: operator.token },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: location.id, name: 'After' });
    const missing = await server.rest('POST', '/workspaces/Location/upsert?id=7b6f2c52-3f0e-4a7e-9a34-1c2b3d4e5f60', {
      body: locationBody(operator.workspaceId),
      auth: { token: operator.token },
    });
    expect(missing.status).toBe(404);
  });

  test.each([
    ['price', { price: 12.5 }],
    ['price', { price: -1 }],
    ['marketplacePrice', { marketplacePrice: 3.3 }],
  ])('a money field that is not whole cents >= 0 is a 400 naming %s', async (field, override) => {
    const result = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, override),
      auth: { token: operator.token },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors)).toContain(field);
  });

  test('an address that cannot be located is a 400 naming the address field', async () => {
    const badZip = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { address: { line1: '1 Nowhere', zipCode: '00000' } }),
      auth: { token: operator.token },
    });
    expect(badZip.status).toBe(400);
    expect(Object.keys(badZip.body.errors)).toEqual(['address.zipCode']);
    const badCity = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { address: { city: 'Atlantis Under The Sea', state: 'ZZ' } }),
      auth: { token: operator.token },
    });
    expect(badCity.status).toBe(400);
    expect(Object.keys(badCity.body.errors)).toEqual(['address']);
  });

  test('a bad time of day in the schedule is a 400 naming it', async () => {
    const body = locationBody(operator.workspaceId);
    const result = await server.rest('POST', '/workspaces/Location/upsert', {
      body: { ...body, schedule: { ...body.schedule, monday: { isOpen: true, open: '25:00:00', close: '17:00:00' } } },
      auth: { token: operator.token },
    });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body.errors)).toContain('schedule');
  });

  test('text fields are refused in the words of every other face: required, at most n characters, one line unless free text', async () => {
    const upsert = (over: Record<string, unknown>) =>
      server.rest('POST', '/workspaces/Location/upsert', {
        body: locationBody(operator.workspaceId, over),
        auth: { token: operator.token },
      });
    const blank = await upsert({ name: '   ' });
    const long = await upsert({
      name: 'n'.repeat(201),
      address: { ...locationBody(operator.workspaceId).address, line2: 'l'.repeat(201) },
    });
    const twoLines = await upsert({ name: 'Desk\nTwo' });
    // the identity face's required text (a contact's name) and the kernel's address lines say the same
    const contact = await server.rest('POST', '/workspaces/Application/create', {
      body: { name: 'X', description: 'Y', contact: { name: '  ', email: 'words@example.com' } },
    });
    expect(blank.body.errors).toEqual({ name: contact.body.errors['contact.name'] });
    expect(blank.body.errors.name).toEqual(['Required.']);
    expect(long.body.errors).toEqual({ name: ['At most 200 characters.'], 'address.line2': ['At most 200 characters.'] });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.errors).toEqual({ name: ['Must not contain control characters.'] });
    const freeText = await upsert({ name: 'Desk with a two-line welcome', checkInInstructions: 'Ring the bell.\nTake the lift to 3.' });
    expect(freeText.status).toBe(200);
    expect(freeText.body.checkInInstructions).toBe('Ring the bell.\nTake the lift to 3.');
  });

  test('the Admin of another workspace, a plain user and an anonymous caller cannot upsert; nothing changes', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Guarded', price: 700 });
    const foreignById = await server.rest('POST', `/workspaces/Location/upsert?id=${location.id}`, {
      body: locationBody(operator.workspaceId, { name: 'Guarded', price: 1 }),
      auth: { token: other.token },
    });
    expect([403, 404]).toContain(foreignById.status);
    const foreignByName = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { name: 'Guarded', price: 1 }),
      auth: { token: other.token },
    });
    expect(foreignByName.status).toBe(403);
    const plain = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { name: 'Guarded', price: 1 }),
      auth: { token: plainUser },
    });
    expect(plain.status).toBe(403);
    const anonymous = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { name: 'Guarded', price: 1 }),
    });
    expect(anonymous.status).toBe(401);
    const stored = await server.app.db.orm.em.fork().findOneOrFail(Location, { id: location.id });
    expect(stored.price).toBe(700);
  });

  test('the Platform Admin may upsert for any workspace; an unknown workspace is 404', async () => {
    const admin = await server.adminToken();
    const result = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody(operator.workspaceId, { name: 'By Platform' }),
      auth: { token: admin },
    });
    expect(result.status).toBe(200);
    const unknown = await server.rest('POST', '/workspaces/Location/upsert', {
      body: locationBody('5b6f2c52-3f0e-4a7e-9a34-1c2b3d4e5f60'),
      auth: { token: admin },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('location status and visibility', () => {
  test('an operator sets its location Inactive: only it and the Platform Admin still see it', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Soon Closed' });
    const foreign = await server.gql(
      CatalogueSetLocationStatusDocument,
      { input: { id: location.id, status: 'Inactive' } },
      { token: other.token },
    );
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const done = await server.gql(
      CatalogueSetLocationStatusDocument,
      { input: { id: location.id, status: 'Inactive' } },
      { token: operator.token },
    );
    expect(done.data).toEqual({ setLocationStatus: { id: location.id, status: 'Inactive' } });

    const query = { offset: 0, limit: 10, ids: [location.id] };
    expect((await server.rest('POST', '/workspaces/Location', { body: query, auth: { token: operator.token } })).body.totalCount).toBe(1);
    expect(
      (await server.rest('POST', '/workspaces/Location', { body: query, auth: { token: await server.adminToken() } })).body.totalCount,
    ).toBe(1);
    expect((await server.rest('POST', '/workspaces/Location', { body: query, auth: { token: other.token } })).body.totalCount).toBe(0);
    expect((await server.rest('POST', '/workspaces/Location', { body: query, auth: { token: plainUser } })).body.totalCount).toBe(0);
    expect((await server.rest('POST', '/workspaces/Location', { body: query })).status).toBe(401);
  });
});

describe('UpsertRoom', () => {
  test('creates a room with token costs and its location, updates it by ?id= and by (location, name)', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Rooms Here' });
    const created = await server.rest('POST', '/workspaces/Room/upsert', {
      body: roomBody(location.id, { name: 'Board', pricePerHour: 2500, marketplacePricePerHour: 1001, pricePerDay: 9000 }),
      auth: { token: operator.token },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      locationId: location.id,
      name: 'Board',
      pricePerHour: 2500,
      tokenCostPerHour: 2,
      tokenCostPerDay: 9,
      location: { id: location.id, name: 'Rooms Here' },
    });

    const byName = await server.rest('POST', '/workspaces/Room/upsert', {
      body: roomBody(location.id, { name: 'Board', pricePerHour: 500 }),
      auth: { token: operator.token },
    });
    expect(byName.body).toMatchObject({ id: created.body.id, pricePerHour: 500, tokenCostPerDay: null });
    const byId = await server.rest('POST', `/workspaces/Room/upsert?id=${created.body.id}`, {
      body: roomBody(location.id, { name: 'Boardroom' }),
      auth: { token: operator.token },
    });
    expect(byId.body).toMatchObject({ id: created.body.id, name: 'Boardroom' });
  });

  test('bad numbers are 400s naming the field', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId);
    const money = await server.rest('POST', '/workspaces/Room/upsert', {
      body: roomBody(location.id, { pricePerHour: 10.01 }),
      auth: { token: operator.token },
    });
    expect(money.status).toBe(400);
    expect(Object.keys(money.body.errors)).toContain('pricePerHour');
    const capacity = await server.rest('POST', '/workspaces/Room/upsert', {
      body: roomBody(location.id, { capacity: 0 }),
      auth: { token: operator.token },
    });
    expect(capacity.status).toBe(400);
    expect(Object.keys(capacity.body.errors)).toContain('capacity');
  });

  test('the Admin of another workspace cannot create or change rooms of this one', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId);
    const room = await givenRoom(server, operator.token, location.id, { name: 'Mine', capacity: 3 });
    const create = await server.rest('POST', '/workspaces/Room/upsert', { body: roomBody(location.id), auth: { token: other.token } });
    expect([403, 404]).toContain(create.status);
    const change = await server.rest('POST', `/workspaces/Room/upsert?id=${room.id}`, {
      body: roomBody(location.id, { name: 'Mine', capacity: 99 }),
      auth: { token: other.token },
    });
    expect([403, 404]).toContain(change.status);
    const rooms = await server.rest('POST', '/workspaces/Room', {
      body: { offset: 0, limit: 10, locationIds: [location.id] },
      auth: { token: operator.token },
    });
    expect(rooms.body.data).toEqual([expect.objectContaining({ id: room.id, capacity: 3 })]);
  });
});

describe('the graph', () => {
  test('upserts and lists locations and rooms with the same rules as REST', async () => {
    const input = locationBody(operator.workspaceId, { name: 'Graph Place', marketplacePrice: 10001 }) as never;
    const location = await server.gql(CatalogueUpsertLocationDocument, { input }, { token: operator.token });
    expect(location.errors).toBeUndefined();
    expect(location.data?.upsertLocation).toMatchObject({
      name: 'Graph Place',
      tokenCost: 11,
      timeZone: 'America/New_York',
      status: 'Active',
    });
    const id = location.data!.upsertLocation.id;
    const room = await server.gql(
      CatalogueUpsertRoomDocument,
      { input: roomBody(id, { name: 'Graph Room', pricePerHour: 1000, pricePerDay: 5000 }) as never },
      { token: operator.token },
    );
    expect(room.data?.upsertRoom).toMatchObject({ name: 'Graph Room', tokenCostPerHour: 1, tokenCostPerDay: 5, location: { id } });
    const listed = await server.gql(CatalogueLocationsDocument, { input: { offset: 0, limit: 1, ids: [id] } }, { token: plainUser });
    expect(listed.data?.locations).toMatchObject({ totalCount: 1, pagedRequest: { offset: 0, limit: 1 }, data: [{ id, tokenCost: 11 }] });
    const rooms = await server.gql(CatalogueRoomsDocument, { input: { offset: 0, limit: 5, locationIds: [id] } }, { token: plainUser });
    expect(rooms.data?.rooms.data).toEqual([
      expect.objectContaining({ name: 'Graph Room', location: expect.objectContaining({ id, name: 'Graph Place' }) }),
    ]);
  });

  test('money that is not whole cents is BAD_USER_INPUT naming the field; a foreign Admin is FORBIDDEN', async () => {
    const fractional = await server.gql(
      CatalogueUpsertLocationDocument,
      { input: locationBody(operator.workspaceId, { price: 99.5 }) as never },
      { token: operator.token },
    );
    expect(fractional.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'input.price': expect.any(Array) } });
    const foreign = await server.gql(
      CatalogueUpsertLocationDocument,
      { input: locationBody(operator.workspaceId) as never },
      { token: other.token },
    );
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('GetAddresses', () => {
  test('answers matches with coordinates, best first, at most 10', async () => {
    const result = await server.rest('GET', '/workspaces/Address?Query=Austin', { auth: { token: plainUser } });
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
    expect(result.body.length).toBeLessThanOrEqual(10);
    expect(result.body[0].address).toMatch(/Austin/i);
    expect(typeof result.body[0].geo.latitude).toBe('number');
    const empty = await server.rest('GET', '/workspaces/Address', { auth: { token: plainUser } });
    expect(empty.body).toEqual([]);
    const byZip = await server.gql(CatalogueAddressesDocument, { query: '60606' }, { token: plainUser });
    expect(byZip.data?.addresses[0].address).toMatch(/Chicago/i);
    expect((await server.rest('GET', '/workspaces/Address?Query=Austin')).status).toBe(401);
  });
});
