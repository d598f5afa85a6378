import {
  CatalogueCreateLocationClosuresDocument,
  CatalogueDeleteLocationClosureDocument,
  CatalogueLocationIsOpenDocument,
  CatalogueRoomIsOpenDocument,
} from '../../generated/graphql';
import { LocationClosure } from '../../../src/workspaces/closure/closure.entity';
import {
  givenLocation,
  givenPlainUser,
  givenRoom,
  givenWorkspaceWithAdmin,
  scheduleDay,
  weekSchedule,
  type OperatorWorkspace,
} from '../../support/catalogue-builders';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let reader: string;
/** New York, open every day 09:00-17:00 (America/New_York). */
let newYork: { id: string };
/** Austin, open Friday 18:00 until 02:00 Saturday only (America/Chicago). */
let austin: { id: string };

const NY_ADDRESS = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118' };

async function isOpen(kind: 'Location' | 'Room', id: string, date: string) {
  const result = await server.rest('GET', `/workspaces/${kind}/is-open?Id=${id}&Date=${encodeURIComponent(date)}`, {
    auth: { token: reader },
  });
  expect(result.status).toBe(200);
  return result.body as { isOpen: boolean; closureType?: string | null };
}

async function closeLocation(
  locationId: string,
  closure: Record<string, unknown>,
  token = operator.token,
  workspaceId = operator.workspaceId,
) {
  return server.rest('POST', '/workspaces/LocationClosure/create', {
    body: { closures: [{ workspaceId, locationId, recurrence: 'None', ...closure }] },
    auth: { token },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server, 'Clock Desks');
  other = await givenWorkspaceWithAdmin(server, 'Rival Desks');
  reader = await givenPlainUser(server);
  newYork = await givenLocation(server, operator.token, operator.workspaceId, {
    name: 'NY',
    address: NY_ADDRESS,
    schedule: weekSchedule('09:00:00', '17:00:00', true),
  });
  const closedWeek = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, scheduleDay(false)]),
  );
  austin = await givenLocation(server, operator.token, operator.workspaceId, {
    name: 'Austin Nights',
    address: { line1: '600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    schedule: { ...closedWeek, friday: scheduleDay(true, '18:00:00', '02:00:00') },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('location closures', () => {
  test('an operator creates, lists and deletes closures; type defaults to Default', async () => {
    const created = await server.rest('POST', '/workspaces/LocationClosure/create', {
      body: {
        closures: [
          {
            dateRange: { from: '2030-01-01T14:00:00Z', to: '2030-01-01T16:00:00Z' },
            workspaceId: operator.workspaceId,
            locationId: newYork.id,
            recurrence: 'None',
          },
          {
            dateRange: { from: '2030-02-01T14:00:00Z', to: '2030-02-01T16:00:00Z' },
            workspaceId: operator.workspaceId,
            locationId: newYork.id,
            recurrence: 'Weekly',
            recurrenceEndDate: '2030-03-01T00:00:00Z',
            type: 'ComingSoon',
          },
        ],
      },
      auth: { token: operator.token },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual([
      expect.objectContaining({
        locationId: newYork.id,
        workspaceId: operator.workspaceId,
        recurrence: 'None',
        recurrenceEndDate: null,
        type: 'Default',
        dateRange: { from: '2030-01-01T14:00:00.000Z', to: '2030-01-01T16:00:00.000Z' },
      }),
      expect.objectContaining({ recurrence: 'Weekly', type: 'ComingSoon', recurrenceEndDate: '2030-03-01T00:00:00.000Z' }),
    ]);
    const listed = await server.rest('POST', '/workspaces/LocationClosure', {
      body: { offset: 0, limit: 10, locationIds: [newYork.id] },
      auth: { token: reader },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(2);

    const deleted = await server.rest('DELETE', `/workspaces/LocationClosure/${created.body[0].id}`, { auth: { token: operator.token } });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    expect(
      (await server.rest('DELETE', `/workspaces/LocationClosure/${created.body[0].id}`, { auth: { token: operator.token } })).status,
    ).toBe(404);
    await server.rest('DELETE', `/workspaces/LocationClosure/${created.body[1].id}`, { auth: { token: operator.token } });
  });

  test('ranges are checked: to before from, and an end of recurrence before from, are 400s naming the field', async () => {
    const backwards = await closeLocation(newYork.id, { dateRange: { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' } });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.errors)).toContain('closures[0].dateRange.to');
    const endTooEarly = await closeLocation(newYork.id, {
      dateRange: { from: '2030-01-02T00:00:00Z', to: '2030-01-02T01:00:00Z' },
      recurrence: 'Daily',
      recurrenceEndDate: '2030-01-01T00:00:00Z',
    });
    expect(endTooEarly.status).toBe(400);
    expect(Object.keys(endTooEarly.body.errors)).toContain('closures[0].recurrenceEndDate');
    const badDate = await closeLocation(newYork.id, { dateRange: { from: 'soon', to: '2030-01-02T01:00:00Z' } });
    expect(badDate.status).toBe(400);
  });

  test("the request's workspaceId must be the location's; another workspace's Admin can neither create nor delete", async () => {
    const range = { dateRange: { from: '2031-01-01T00:00:00Z', to: '2031-01-02T00:00:00Z' } };
    const mismatch = await closeLocation(newYork.id, range, operator.token, other.workspaceId);
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body.errors)).toContain('closures[0].workspaceId');
    const foreign = await closeLocation(newYork.id, range, other.token, other.workspaceId);
    expect([403, 404]).toContain(foreign.status);
    const foreignClaimingOwner = await closeLocation(newYork.id, range, other.token, operator.workspaceId);
    expect([403, 404]).toContain(foreignClaimingOwner.status);
    const plain = await closeLocation(newYork.id, range, reader);
    expect(plain.status).toBe(403);
    expect(await server.app.db.orm.em.fork().count(LocationClosure, { locationId: newYork.id })).toBe(0);

    const mine = await closeLocation(newYork.id, range);
    const id = mine.body[0].id;
    const foreignDelete = await server.rest('DELETE', `/workspaces/LocationClosure/${id}`, { auth: { token: other.token } });
    expect([403, 404]).toContain(foreignDelete.status);
    const plainDelete = await server.rest('DELETE', `/workspaces/LocationClosure/${id}`, { auth: { token: reader } });
    expect(plainDelete.status).toBe(403);
    expect((await server.rest('DELETE', `/workspaces/LocationClosure/${id}`)).status).toBe(401);
    expect(await server.app.db.orm.em.fork().count(LocationClosure, { id })).toBe(1);
    await server.rest('DELETE', `/workspaces/LocationClosure/${id}`, { auth: { token: operator.token } });
  });
});

describe('closures in the graph', () => {
  test('createLocationClosures and deleteLocationClosure follow the same rules', async () => {
    const closure = {
      dateRange: { from: '2035-07-04T04:00:00Z', to: '2035-07-05T03:59:59Z' },
      workspaceId: operator.workspaceId,
      locationId: newYork.id,
      recurrence: 'Yearly' as const,
    };
    const foreign = await server.gql(CatalogueCreateLocationClosuresDocument, { input: { closures: [closure] } }, { token: other.token });
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const created = await server.gql(
      CatalogueCreateLocationClosuresDocument,
      { input: { closures: [closure] } },
      { token: operator.token },
    );
    expect(created.data?.createLocationClosures).toEqual([
      expect.objectContaining({ recurrence: 'Yearly', type: 'Default', workspaceId: operator.workspaceId }),
    ]);
    const room = await givenRoom(server, operator.token, newYork.id, { name: 'Holiday Room' });
    expect((await server.gql(CatalogueRoomIsOpenDocument, { id: room.id, date: '2036-07-04' }, { token: reader })).data).toEqual({
      roomIsOpen: { isOpen: false, closureType: 'Default' },
    });
    const id = created.data!.createLocationClosures[0].id;
    expect((await server.gql(CatalogueDeleteLocationClosureDocument, { id }, { token: other.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.gql(CatalogueDeleteLocationClosureDocument, { id }, { token: operator.token })).data).toEqual({
      deleteLocationClosure: true,
    });
    expect((await server.gql(CatalogueRoomIsOpenDocument, { id: room.id, date: '2036-07-04' }, { token: reader })).data).toEqual({
      roomIsOpen: { isOpen: true, closureType: null },
    });
  });
});

describe('room closures', () => {
  test('an operator closes a room; others cannot; the room is closed while its location is open', async () => {
    const room = await givenRoom(server, operator.token, newYork.id, { name: 'Quiet Room' });
    const body = {
      closures: [
        {
          dateRange: { from: '2032-06-01T13:00:00Z', to: '2032-06-01T21:00:00Z' },
          workspaceId: operator.workspaceId,
          roomId: room.id,
          recurrence: 'None',
        },
      ],
    };
    const foreign = await server.rest('POST', '/workspaces/RoomClosure/create', {
      body: { closures: [{ ...body.closures[0], workspaceId: other.workspaceId }] },
      auth: { token: other.token },
    });
    expect([403, 404]).toContain(foreign.status);
    const created = await server.rest('POST', '/workspaces/RoomClosure/create', { body, auth: { token: operator.token } });
    expect(created.status).toBe(200);
    expect(created.body[0]).toMatchObject({ roomId: room.id, workspaceId: operator.workspaceId, type: 'Default' });
    const listed = await server.rest('POST', '/workspaces/RoomClosure', {
      body: { offset: 0, limit: 5, roomIds: [room.id] },
      auth: { token: reader },
    });
    expect(listed.body.totalCount).toBe(1);

    expect(await isOpen('Room', room.id, '2032-06-01T15:00:00Z')).toEqual({ isOpen: false, closureType: 'Default' });
    expect(await isOpen('Location', newYork.id, '2032-06-01T15:00:00Z')).toEqual({ isOpen: true });

    const foreignDelete = await server.rest('DELETE', `/workspaces/RoomClosure/${created.body[0].id}`, { auth: { token: other.token } });
    expect([403, 404]).toContain(foreignDelete.status);
    expect((await server.rest('DELETE', `/workspaces/RoomClosure/${created.body[0].id}`, { auth: { token: operator.token } })).status).toBe(
      200,
    );
    expect(await isOpen('Room', room.id, '2032-06-01T15:00:00Z')).toEqual({ isOpen: true });
  });

  test('a room is closed because its location is, with the closure type', async () => {
    const room = await givenRoom(server, operator.token, newYork.id, { name: 'Board Room' });
    await closeLocation(newYork.id, { dateRange: { from: '2033-05-02T04:00:00Z', to: '2033-05-03T03:59:59Z' }, type: 'ComingSoon' });
    expect(await isOpen('Room', room.id, '2033-05-02T15:00:00Z')).toEqual({ isOpen: false, closureType: 'ComingSoon' });
    expect(await isOpen('Room', room.id, '2033-05-02')).toEqual({ isOpen: false, closureType: 'ComingSoon' });
    expect(await isOpen('Room', room.id, '2033-05-03')).toEqual({ isOpen: true });
  });
});

describe('is-open', () => {
  test('schedule in local time across both daylight-saving changes (New York)', async () => {
    // 13:30Z is 08:30 EST (closed) and 09:30 EDT (open); clocks spring forward on 2026-03-08 and fall back on 2026-11-01.
    expect((await isOpen('Location', newYork.id, '2026-03-07T13:30:00Z')).isOpen).toBe(false);
    expect((await isOpen('Location', newYork.id, '2026-03-08T13:30:00Z')).isOpen).toBe(true);
    expect((await isOpen('Location', newYork.id, '2026-10-31T13:30:00Z')).isOpen).toBe(true);
    expect((await isOpen('Location', newYork.id, '2026-11-01T13:30:00Z')).isOpen).toBe(false);
    expect((await isOpen('Location', newYork.id, '2026-11-01T14:30:00Z')).isOpen).toBe(true);
    // an offset is honoured; a date-time without one is local time
    expect((await isOpen('Location', newYork.id, '2026-07-01T09:30:00-04:00')).isOpen).toBe(true);
    expect((await isOpen('Location', newYork.id, '2026-07-01T08:59:00')).isOpen).toBe(false);
  });

  test('a recurring closure keeps its local hours across daylight-saving changes', async () => {
    // lunch 12:00-13:00 New York time, daily from a winter day (17:00Z-18:00Z in EST)
    await closeLocation(newYork.id, {
      dateRange: { from: '2027-01-04T17:00:00Z', to: '2027-01-04T17:59:59Z' },
      recurrence: 'Daily',
      recurrenceEndDate: '2027-12-31T00:00:00Z',
    });
    expect(await isOpen('Location', newYork.id, '2027-01-05T17:30:00Z')).toEqual({ isOpen: false, closureType: 'Default' });
    // in July (EDT) lunch is 16:00Z-17:00Z
    expect(await isOpen('Location', newYork.id, '2027-07-06T16:30:00Z')).toEqual({ isOpen: false, closureType: 'Default' });
    expect(await isOpen('Location', newYork.id, '2027-07-06T17:30:00Z')).toEqual({ isOpen: true });
    // the whole day is still open (open at other times)
    expect(await isOpen('Location', newYork.id, '2027-07-06')).toEqual({ isOpen: true });
  });

  test('a schedule that closes after midnight (Friday 18:00 to 02:00, Austin)', async () => {
    // 2026-12-05 is a Saturday; America/Chicago is UTC-6 in December
    expect((await isOpen('Location', austin.id, '2026-12-05T01:00:00-06:00')).isOpen).toBe(true);
    expect((await isOpen('Location', austin.id, '2026-12-05T02:30:00-06:00')).isOpen).toBe(false);
    expect((await isOpen('Location', austin.id, '2026-12-04T17:59:00-06:00')).isOpen).toBe(false);
    expect((await isOpen('Location', austin.id, '2026-12-04T23:00:00-06:00')).isOpen).toBe(true);
    // the whole Saturday counts as open (its first two hours are)
    expect((await isOpen('Location', austin.id, '2026-12-05')).isOpen).toBe(true);
    expect((await isOpen('Location', austin.id, '2026-12-06')).isOpen).toBe(false);
  });

  test('monthly closures on the 31st skip the shorter months', async () => {
    await closeLocation(newYork.id, { dateRange: { from: '2034-01-31T05:00:00Z', to: '2034-02-01T04:59:59Z' }, recurrence: 'Monthly' });
    expect(await isOpen('Location', newYork.id, '2034-01-31')).toEqual({ isOpen: false, closureType: 'Default' });
    expect(await isOpen('Location', newYork.id, '2034-02-28')).toEqual({ isOpen: true });
    expect(await isOpen('Location', newYork.id, '2034-03-31')).toEqual({ isOpen: false, closureType: 'Default' });
    expect(await isOpen('Location', newYork.id, '2034-04-30')).toEqual({ isOpen: true });
    expect(await isOpen('Location', newYork.id, '2034-05-31T12:00:00')).toEqual({ isOpen: false, closureType: 'Default' });
  });

  test('yearly closures on 29 February happen in leap years only', async () => {
    await closeLocation(newYork.id, {
      dateRange: { from: '2036-02-29T05:00:00Z', to: '2036-03-01T04:59:59Z' },
      recurrence: 'Yearly',
      type: 'ComingSoon',
    });
    expect(await isOpen('Location', newYork.id, '2036-02-29')).toEqual({ isOpen: false, closureType: 'ComingSoon' });
    expect(await isOpen('Location', newYork.id, '2037-02-28')).toEqual({ isOpen: true });
    expect(await isOpen('Location', newYork.id, '2037-03-01')).toEqual({ isOpen: true });
    expect(await isOpen('Location', newYork.id, '2040-02-29')).toEqual({ isOpen: false, closureType: 'ComingSoon' });
  });

  test('a recurrence that ends: the end date is inclusive', async () => {
    // Mondays, whole day, from 2038-01-04 until 2038-01-18
    await closeLocation(newYork.id, {
      dateRange: { from: '2038-01-04T05:00:00Z', to: '2038-01-05T04:59:59Z' },
      recurrence: 'Weekly',
      recurrenceEndDate: '2038-01-18T05:00:00Z',
    });
    expect((await isOpen('Location', newYork.id, '2038-01-11')).isOpen).toBe(false);
    expect((await isOpen('Location', newYork.id, '2038-01-18')).isOpen).toBe(false);
    expect((await isOpen('Location', newYork.id, '2038-01-25')).isOpen).toBe(true);
  });

  test('bad questions: missing or unknown Id, bad Date', async () => {
    const missingId = await server.rest('GET', '/workspaces/Location/is-open?Date=2030-01-01', { auth: { token: reader } });
    expect(missingId.status).toBe(400);
    expect(Object.keys(missingId.body.errors)).toContain('Id');
    const unknown = await server.rest('GET', '/workspaces/Location/is-open?Id=1b6f2c52-3f0e-4a7e-9a34-1c2b3d4e5f60&Date=2030-01-01', {
      auth: { token: reader },
    });
    expect(unknown.status).toBe(404);
    const unknownRoom = await server.rest('GET', '/workspaces/Room/is-open?Id=nope&Date=2030-01-01', { auth: { token: reader } });
    expect(unknownRoom.status).toBe(404);
    for (const date of ['tomorrow', '2030-02-30', '2030-01-01T25:00:00Z', '2030-01-01T10:00:00+99:00']) {
      const bad = await server.rest('GET', `/workspaces/Location/is-open?Id=${newYork.id}&Date=${encodeURIComponent(date)}`, {
        auth: { token: reader },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toContain('Date');
    }
    const graph = await server.gql(CatalogueLocationIsOpenDocument, { id: newYork.id, date: '2026-03-08T13:30:00Z' }, { token: reader });
    expect(graph.data).toEqual({ locationIsOpen: { isOpen: true, closureType: null } });
  });
});
