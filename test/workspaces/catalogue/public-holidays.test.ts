import { DateTime } from 'luxon';
import {
  CatalogueLocationIsOpenDocument,
  CatalogueRoomIsOpenDocument,
  HolidaysOfLocationDocument,
  HolidaysOptBackInDocument,
  HolidaysOptOutByIdDocument,
  HolidaysOptOutDocument,
  HolidaysSetLocationPublicHolidaysDocument,
} from '../../generated/graphql';
import { givenLocation, givenPlainUser, givenRoom, givenWorkspaceWithAdmin } from '../../support/catalogue-builders';
import type { OperatorWorkspace } from '../../support/catalogue-builders';
import { startTestServer, type TestServer, warmCaller } from '../../support/test-server';

/**
 * Public holidays (docs/decisions.md#public-holidays, docs/decisions.md#public-holidays-on-any-date).
 * No date here is built from today: is-open reads a following location's calendar for any date, so
 * the holidays asked about are fixed ones; what the lists show (the stored year from the server's
 * today) is checked by what holds whatever today is, and found by name, never by a date of ours.
 */
let server: TestServer;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let reader: string;

/** Open around the clock every day (`close` equal to `open`), so only closures close it. */
const ALWAYS_OPEN = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    { isOpen: true, open: '00:00:00', close: '00:00:00', maxVisitors: null },
  ]),
);
const NEW_YORK = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118' };
const BOSTON = { line1: '1 City Hall Square', city: 'Boston', state: 'MA', zipCode: '02201' };
const NEW_YORK_ZONE = 'America/New_York';

type DateRange = { from: string; to: string };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Thanksgiving 2030: the fourth Thursday of November (a fixed reference year, not today's). */
const THANKSGIVING = '2030-11-28';
const CHRISTMAS = '2030-12-25';
/** Patriots' Day 2030: the third Monday of April, a public holiday of Massachusetts (and Maine), not of New York. */
const PATRIOTS_DAY = '2030-04-15';

async function isOpen(id: string, date: string) {
  const result = await server.rest('GET', `/workspaces/Location/is-open?Id=${id}&Date=${encodeURIComponent(date)}`, {
    auth: { token: reader },
  });
  expect(result.status).toBe(200);
  return result.body as { isOpen: boolean; closureType?: string };
}

async function optBackIn(optOutId: string): Promise<boolean | undefined> {
  return (await server.gql(HolidaysOptBackInDocument, { id: optOutId }, { token: operator.token })).data?.optBackIntoPublicHoliday;
}

async function follow(locationId: string, input: Record<string, unknown> = {}, token = operator.token) {
  return server.rest('POST', '/workspaces/Location/public-holidays', { body: { locationId, follows: true, ...input }, auth: { token } });
}

async function givenFollowingLocation(address: Record<string, string>) {
  const location = await givenLocation(server, operator.token, operator.workspaceId, { address, schedule: ALWAYS_OPEN });
  expect((await follow(location.id)).status).toBe(200);
  return location;
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server);
  other = await givenWorkspaceWithAdmin(server);
  reader = await givenPlainUser(server);
});
afterAll(async () => {
  await server?.close();
});

describe('a location that follows public holidays', () => {
  test('is closed on Thanksgiving for its whole local day (New York time), open the day before and after', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    // Given the location's time zone, America/New_York: the local day starts at 05:00Z in November (EST).
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, addDays(THANKSGIVING, -1))).toEqual({ isOpen: true });
    expect(await isOpen(newYork.id, addDays(THANKSGIVING, 1))).toEqual({ isOpen: true });
    // UTC midnight is still Wednesday evening in New York; a second before local midnight too.
    expect(await isOpen(newYork.id, `${THANKSGIVING}T00:00:00Z`)).toEqual({ isOpen: true });
    expect(await isOpen(newYork.id, `${THANKSGIVING}T04:59:59Z`)).toEqual({ isOpen: true });
    expect(await isOpen(newYork.id, `${THANKSGIVING}T05:00:00Z`)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, `${THANKSGIVING}T23:30:00-05:00`)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, `${addDays(THANKSGIVING, 1)}T04:59:59Z`)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, `${addDays(THANKSGIVING, 1)}T05:00:00Z`)).toEqual({ isOpen: true });
  });

  test('shows its holidays in the closure lists of both faces, as whole local days with their names', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    const listed = await server.rest('POST', '/workspaces/LocationClosure', {
      body: { offset: 0, limit: 50, locationIds: [newYork.id] },
      auth: { token: reader },
    });
    expect(listed.status).toBe(200);
    // A year of federal holidays at least (ten), each day once, each a whole New York day.
    expect(listed.body.totalCount).toBeGreaterThanOrEqual(10);
    const rows = listed.body.data as { id: string; type: string; recurrence: string; locationId: string; dateRange: DateRange }[];
    for (const row of rows) expect(row).toMatchObject({ type: 'PublicHoliday', recurrence: 'None', locationId: newYork.id });
    for (const { dateRange } of rows) {
      const from = DateTime.fromISO(dateRange.from, { zone: NEW_YORK_ZONE });
      expect(from.toFormat('HH:mm:ss')).toBe('00:00:00');
      expect(DateTime.fromISO(dateRange.to, { zone: NEW_YORK_ZONE }).plus({ seconds: 1 }).toISO()).toBe(from.plus({ days: 1 }).toISO());
    }
    expect(new Set(rows.map((closure) => closure.dateRange.from)).size).toBe(rows.length);

    // The graph names each holiday; REST answers the document's LocationClosure (no holidayName).
    const graph = await server.gql(HolidaysOfLocationDocument, { id: newYork.id, date: THANKSGIVING }, { token: reader });
    expect(graph.errors).toBeUndefined();
    expect(graph.data?.location).toMatchObject({ followsPublicHolidays: true, isOpen: false, closureType: 'PublicHoliday' });
    expect(graph.data?.location?.closures.totalCount).toBe(listed.body.totalCount);
    // Every yearly holiday falls within a year: Thanksgiving is listed, on a Thursday from 22 to 28 November.
    const thanksgiving = graph.data!.location!.closures.data.find((closure) => closure.holidayName === 'Thanksgiving Day')!;
    expect(thanksgiving).toMatchObject({ type: 'PublicHoliday' });
    const day = DateTime.fromISO(thanksgiving.dateRange.from, { zone: NEW_YORK_ZONE });
    expect([day.month, day.weekday, day.day >= 22 && day.day <= 28]).toEqual([11, 4, true]);
    const asRest = rows.find((closure) => closure.id === thanksgiving.id);
    expect(asRest).toEqual(expect.objectContaining({ dateRange: thanksgiving.dateRange }));
    expect(asRest).not.toHaveProperty('holidayName');

    // Following again changes nothing: one closure per holiday.
    expect((await follow(newYork.id)).status).toBe(200);
    const again = await server.rest('POST', '/workspaces/LocationClosure', {
      body: { offset: 0, limit: 1, locationIds: [newYork.id] },
      auth: { token: reader },
    });
    expect(again.body.totalCount).toBe(listed.body.totalCount);
  });

  test("follows its state's own holidays: Patriots' Day closes Boston, not New York", async () => {
    const boston = await givenFollowingLocation(BOSTON);
    const newYork = await givenFollowingLocation(NEW_YORK);
    expect(await isOpen(boston.id, PATRIOTS_DAY)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, PATRIOTS_DAY)).toEqual({ isOpen: true });
    expect(await isOpen(boston.id, THANKSGIVING)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });

    // An explicit region overrides the address's state: New York following Massachusetts closes on Patriots' Day.
    const asMassachusetts = await follow(newYork.id, { country: 'us', region: 'ma' });
    expect(asMassachusetts.status).toBe(200);
    expect(asMassachusetts.body).toMatchObject({ followsPublicHolidays: true, publicHolidayCountry: 'US', publicHolidayRegion: 'MA' });
    expect(await isOpen(newYork.id, PATRIOTS_DAY)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
  });

  test('opted out of a holiday, it is open that day again; opted back in, closed again', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    const optedOut = await server.gql(
      HolidaysOptOutDocument,
      { input: { locationId: newYork.id, date: THANKSGIVING } },
      { token: operator.token },
    );
    expect(optedOut.data?.optOutOfPublicHoliday).toMatchObject({
      locationId: newYork.id,
      workspaceId: operator.workspaceId,
      holidayDate: THANKSGIVING,
      name: 'Thanksgiving Day',
      location: { id: newYork.id },
    });
    const optOutId = optedOut.data!.optOutOfPublicHoliday.id;
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: true });
    expect(await isOpen(newYork.id, CHRISTMAS)).toEqual({ isOpen: false, closureType: 'PublicHoliday' }); // Christmas Day stays

    // Asking again answers the same opt-out; the Admins see it, a reader and another workspace's Admin do not.
    const twice = await server.rest('POST', '/workspaces/PublicHolidayOptOut/create', {
      body: { locationId: newYork.id, date: THANKSGIVING },
      auth: { token: operator.token },
    });
    expect(twice.body.id).toBe(optOutId);
    const asOperator = await server.gql(HolidaysOfLocationDocument, { id: newYork.id }, { token: operator.token });
    expect(asOperator.data?.location?.publicHolidayOptOuts).toEqual({
      totalCount: 1,
      data: [{ id: optOutId, holidayDate: THANKSGIVING, name: 'Thanksgiving Day' }],
    });
    const asReader = await server.gql(HolidaysOfLocationDocument, { id: newYork.id }, { token: reader });
    expect(asReader.data?.location?.publicHolidayOptOuts.totalCount).toBe(0);
    expect((await server.gql(HolidaysOptOutByIdDocument, { id: optOutId }, { token: other.token })).data?.publicHolidayOptOut).toBeNull();
    expect((await server.gql(HolidaysOptOutByIdDocument, { id: optOutId }, { token: operator.token })).data?.publicHolidayOptOut).toEqual({
      id: optOutId,
      holidayDate: THANKSGIVING,
    });
    const listed = await server.rest('POST', '/workspaces/PublicHolidayOptOut', {
      body: { offset: 0, limit: 5, locationIds: [newYork.id] },
      auth: { token: operator.token },
    });
    expect(listed.body.totalCount).toBe(1);
    expect(
      (
        await server.rest('POST', '/workspaces/PublicHolidayOptOut', {
          body: { offset: 0, limit: 5, locationIds: [newYork.id] },
          auth: { token: other.token },
        })
      ).body.totalCount,
    ).toBe(0);

    // Another workspace's Admin and a reader cannot opt back in.
    expect((await server.gql(HolidaysOptBackInDocument, { id: optOutId }, { token: other.token })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.rest('DELETE', `/workspaces/PublicHolidayOptOut/${optOutId}`, { auth: { token: reader } })).status).toBe(403);
    expect((await server.rest('DELETE', `/workspaces/PublicHolidayOptOut/${optOutId}`, { auth: { token: operator.token } })).status).toBe(
      200,
    );
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect((await server.rest('DELETE', `/workspaces/PublicHolidayOptOut/${optOutId}`, { auth: { token: operator.token } })).status).toBe(
      404,
    );
  });

  test('20 parallel opt-outs of one holiday make one opt-out', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.rest('POST', '/workspaces/PublicHolidayOptOut/create', {
          body: { locationId: newYork.id, date: THANKSGIVING },
          auth: { token: operator.token },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: true });
  });
  test('opted out of a holiday of the stored year, its closure leaves the lists; opted back in, it is listed again', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    // The holiday is one the server stored (from its today), not a date of ours.
    const before = await server.gql(HolidaysOfLocationDocument, { id: newYork.id }, { token: operator.token });
    const stored = before.data!.location!.closures.data.find((closure) => closure.holidayName === 'Thanksgiving Day')!;
    const date = DateTime.fromISO(stored.dateRange.from, { zone: NEW_YORK_ZONE }).toISODate()!;
    // Its stored closure answers: no opt-out is read (the location, its closures: the caller is cached); past it, one more.
    await warmCaller(server, { token: reader });
    const statementsOf = async (day: string) => {
      const asked = await server.rest('GET', `/workspaces/Location/is-open?Id=${newYork.id}&Date=${day}`, { auth: { token: reader } });
      expect(asked.body).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
      return Number(asked.headers.get('x-sql-statements'));
    };
    expect(await statementsOf(date)).toBe(2);
    expect(await statementsOf('9999-11-25')).toBe(3);
    const optedOut = await server.gql(HolidaysOptOutDocument, { input: { locationId: newYork.id, date } }, { token: operator.token });
    expect(optedOut.errors).toBeUndefined();
    const after = await server.gql(HolidaysOfLocationDocument, { id: newYork.id, date }, { token: reader });
    expect(after.data?.location).toMatchObject({ isOpen: true, closureType: null });
    const remaining = after.data!.location!.closures.data;
    expect(remaining.some((closure) => closure.id === stored.id || closure.holidayName === 'Thanksgiving Day')).toBe(false);
    expect(after.data?.location?.closures.totalCount).toBe(before.data!.location!.closures.totalCount - 1);

    expect(await optBackIn(optedOut.data!.optOutOfPublicHoliday.id)).toBe(true);
    const back = await server.gql(HolidaysOfLocationDocument, { id: newYork.id, date }, { token: reader });
    expect(back.data?.location).toMatchObject({ isOpen: false, closureType: 'PublicHoliday' });
    const thanksgivings = back.data!.location!.closures.data.filter((closure) => closure.holidayName === 'Thanksgiving Day');
    expect(thanksgivings.map((closure) => closure.dateRange)).toContainEqual(stored.dateRange);
  });
});

describe('a holiday more than a year ahead, or before the location followed (docs/decisions.md#public-holidays-on-any-date)', () => {
  /** Past any stored year whatever today is: the largest year a question may name (YYYY), and one before. */
  const FAR = { thanksgiving: '9999-11-25', christmasObserved: '9999-12-24', thanksgiving2100: '2100-11-25' };
  /** Before the location followed: its past holidays were never stored. */
  const PAST_THANKSGIVING = '2020-11-26';

  test('closes a following location on REST is-open, for a whole local day and at an instant', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    for (const date of [FAR.thanksgiving2100, FAR.thanksgiving, FAR.christmasObserved, PAST_THANKSGIVING]) {
      expect(await isOpen(newYork.id, date)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
      expect(await isOpen(newYork.id, addDays(date, -1))).toEqual({ isOpen: true });
    }
    // Its local day, in New York time: 05:00Z to 05:00Z in November (EST).
    expect(await isOpen(newYork.id, `${FAR.thanksgiving2100}T04:59:59Z`)).toEqual({ isOpen: true });
    expect(await isOpen(newYork.id, `${FAR.thanksgiving2100}T05:00:00Z`)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, `${FAR.thanksgiving2100}T23:30:00`)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, `${addDays(FAR.thanksgiving2100, 1)}T05:00:00Z`)).toEqual({ isOpen: true });
    // The region counts there too: Patriots' Day 2100 (19 April) closes Boston, not New York.
    const boston = await givenFollowingLocation(BOSTON);
    expect(await isOpen(boston.id, '2100-04-19')).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await isOpen(newYork.id, '2100-04-19')).toEqual({ isOpen: true });
  });

  test('closes it in the graph (Location.isOpen, locationIsOpen) and closes its rooms on both faces', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    const room = await givenRoom(server, operator.token, newYork.id, { name: 'Far Holiday Room' });
    const graph = await server.gql(HolidaysOfLocationDocument, { id: newYork.id, date: FAR.thanksgiving }, { token: reader });
    expect(graph.data?.location).toMatchObject({ isOpen: false, closureType: 'PublicHoliday' });
    const closed = { isOpen: false, closureType: 'PublicHoliday' };
    const location = await server.gql(CatalogueLocationIsOpenDocument, { id: newYork.id, date: FAR.thanksgiving2100 }, { token: reader });
    expect(location.data?.locationIsOpen).toEqual(closed);
    const ofRoom = await server.gql(CatalogueRoomIsOpenDocument, { id: room.id, date: FAR.thanksgiving2100 }, { token: reader });
    expect(ofRoom.data?.roomIsOpen).toEqual(closed);
    const rest = await server.rest('GET', `/workspaces/Room/is-open?Id=${room.id}&Date=${FAR.thanksgiving}`, { auth: { token: reader } });
    expect(rest.body).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    const dayAfter = await server.gql(CatalogueRoomIsOpenDocument, { id: room.id, date: addDays(FAR.thanksgiving, 1) }, { token: reader });
    expect(dayAfter.data?.roomIsOpen).toEqual({ isOpen: true, closureType: null });
  });

  test('an opt-out of a far holiday opens it on both faces; opted back in, closed again', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    const date = FAR.thanksgiving2100;
    const optedOut = await server.gql(HolidaysOptOutDocument, { input: { locationId: newYork.id, date } }, { token: operator.token });
    expect(optedOut.data?.optOutOfPublicHoliday).toMatchObject({ holidayDate: date, name: 'Thanksgiving Day' });
    expect(await isOpen(newYork.id, date)).toEqual({ isOpen: true });
    const graph = await server.gql(HolidaysOfLocationDocument, { id: newYork.id, date }, { token: reader });
    expect(graph.data?.location).toMatchObject({ isOpen: true, closureType: null });
    expect(await isOpen(newYork.id, FAR.thanksgiving)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect(await optBackIn(optedOut.data!.optOutOfPublicHoliday.id)).toBe(true);
    expect(await isOpen(newYork.id, FAR.thanksgiving2100)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
  });

  test('a location that does not follow holidays, or left off, is open on them', async () => {
    const plain = await givenLocation(server, operator.token, operator.workspaceId, { address: NEW_YORK, schedule: ALWAYS_OPEN });
    expect(await isOpen(plain.id, FAR.thanksgiving)).toEqual({ isOpen: true });
    expect((await follow(plain.id)).status).toBe(200);
    expect(await isOpen(plain.id, FAR.thanksgiving)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect((await follow(plain.id, { follows: false })).status).toBe(200);
    expect(await isOpen(plain.id, FAR.thanksgiving)).toEqual({ isOpen: true });
  });

  test('isOpen under a page of following locations reads their opt-outs in one statement, whatever the page size', async () => {
    const locations = [];
    for (const address of [NEW_YORK, BOSTON, NEW_YORK]) locations.push(await givenFollowingLocation(address));
    const PAGE = `query ($ids: [String!], $date: String) {
      locations(input: { offset: 0, limit: 10, ids: $ids }) { data { id isOpen(date: $date) closureType(date: $date) } }
    }`;
    type Page = { locations: { data: { id: string; isOpen: boolean; closureType: string | null }[] } };
    const page = (ids: string[], date: string) => server.gql<Page, Record<string, unknown>>(PAGE, { ids, date }, { token: reader });
    await warmCaller(server, { token: reader });
    const one = await page([locations[0].id], FAR.thanksgiving);
    const three = await page(
      locations.map((location) => location.id),
      FAR.thanksgiving,
    );
    expect(three.errors).toBeUndefined();
    const answers = three.data!.locations.data.map(({ isOpen, closureType }) => ({ isOpen, closureType }));
    expect(answers).toEqual(Array(3).fill({ isOpen: false, closureType: 'PublicHoliday' }));
    // the page, the closures, the opt-outs (the caller is cached)
    expect(one.statements).toBe(3);
    expect(three.statements).toBe(3);
    // A day that is no holiday reads no opt-out.
    expect(
      (
        await page(
          locations.map((location) => location.id),
          addDays(FAR.thanksgiving, 1),
        )
      ).statements,
    ).toBe(2);
  });
});

describe('a location that does not follow public holidays', () => {
  test('is open on Thanksgiving; following and then leaving off removes its holiday closures', async () => {
    const plain = await givenLocation(server, operator.token, operator.workspaceId, { address: NEW_YORK, schedule: ALWAYS_OPEN });
    expect(await isOpen(plain.id, THANKSGIVING)).toEqual({ isOpen: true });
    expect((await follow(plain.id)).status).toBe(200);
    expect(await isOpen(plain.id, THANKSGIVING)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    const leftOff = await server.gql(
      HolidaysSetLocationPublicHolidaysDocument,
      { input: { locationId: plain.id, follows: false } },
      { token: operator.token },
    );
    expect(leftOff.data?.setLocationPublicHolidays).toMatchObject({ followsPublicHolidays: false });
    expect(await isOpen(plain.id, THANKSGIVING)).toEqual({ isOpen: true });
    const listed = await server.rest('POST', '/workspaces/LocationClosure', {
      body: { offset: 0, limit: 5, locationIds: [plain.id] },
      auth: { token: reader },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(0);
  });
});

describe('rules', () => {
  test('only the Admins of the workspace (or the Platform Admin) set a location to follow holidays', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId, { address: NEW_YORK });
    expect((await follow(location.id, {}, reader)).status).toBe(403);
    expect((await follow(location.id, {}, other.token)).status).toBe(403);
    expect(
      (await server.rest('POST', '/workspaces/Location/public-holidays', { body: { locationId: location.id, follows: true } })).status,
    ).toBe(401);
  });

  test('an unknown country or region, or a day that is no holiday, is a 400 naming the field', async () => {
    const location = await givenFollowingLocation(NEW_YORK);
    const country = await follow(location.id, { country: 'XX' });
    expect(country.status).toBe(400);
    expect(Object.keys(country.body.errors)).toEqual(['country']);
    const region = await follow(location.id, { region: 'ZZ' });
    expect(region.status).toBe(400);
    expect(Object.keys(region.body.errors)).toEqual(['region']);
    const missing = await server.rest('POST', '/workspaces/Location/public-holidays', {
      body: { locationId: location.id },
      auth: { token: operator.token },
    });
    expect(missing.status).toBe(400);
    for (const date of [addDays(THANKSGIVING, -1), 'next thursday', '2026-02-30']) {
      const notHoliday = await server.rest('POST', '/workspaces/PublicHolidayOptOut/create', {
        body: { locationId: location.id, date },
        auth: { token: operator.token },
      });
      expect(notHoliday.status).toBe(400);
      expect(Object.keys(notHoliday.body.errors)).toEqual(['date']);
    }
  });

  test('a PublicHoliday closure is neither created nor deleted by hand (400 naming the field)', async () => {
    const location = await givenFollowingLocation(NEW_YORK);
    const created = await server.rest('POST', '/workspaces/LocationClosure/create', {
      body: {
        closures: [
          {
            dateRange: { from: '2031-01-01T00:00:00Z', to: '2031-01-02T00:00:00Z' },
            workspaceId: operator.workspaceId,
            locationId: location.id,
            recurrence: 'None',
            type: 'PublicHoliday',
          },
        ],
      },
      auth: { token: operator.token },
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.errors)).toEqual(['closures[0].type']);
    const listed = await server.rest('POST', '/workspaces/LocationClosure', {
      body: { offset: 0, limit: 1, locationIds: [location.id] },
      auth: { token: reader },
    });
    const deleted = await server.rest('DELETE', `/workspaces/LocationClosure/${listed.body.data[0].id}`, {
      auth: { token: operator.token },
    });
    expect(deleted.status).toBe(400);
    expect(Object.keys(deleted.body.errors)).toEqual(['id']);
  });
});
