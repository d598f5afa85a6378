import { HolidaysOfLocationDocument, HolidaysOptBackInDocument, HolidaysOptOutByIdDocument, HolidaysOptOutDocument, HolidaysSetLocationPublicHolidaysDocument } from '../../generated/graphql';
import { givenLocation, givenPlainUser, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../../support/catalogue-builders';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let operator: OperatorWorkspace;
let other: OperatorWorkspace;
let reader: string;

/** Open around the clock every day (`close` equal to `open`), so only closures close it. */
const ALWAYS_OPEN = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { isOpen: true, open: '00:00:00', close: '00:00:00', maxVisitors: null }]));
const NEW_YORK = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118' };
const BOSTON = { line1: '1 City Hall Square', city: 'Boston', state: 'MA', zipCode: '02201' };

/** The next day (from today, UTC) that is the `nth` `weekday` (0 Sunday) of `month` (1-12): Thanksgiving, Patriots' Day. */
function nextNthWeekday(month: number, weekday: number, nth: number): string {
  const today = new Date().toISOString().slice(0, 10);
  for (let year = new Date().getUTCFullYear(); ; year++) {
    const first = new Date(Date.UTC(year, month - 1, 1));
    const day = 1 + ((weekday - first.getUTCDay() + 7) % 7) + 7 * (nth - 1);
    const date = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
    if (date > today) return date;
  }
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Thanksgiving: the fourth Thursday of November, the next one to come (2026-11-26 when this was written). */
const THANKSGIVING = nextNthWeekday(11, 4, 4);
/** Patriots' Day: the third Monday of April, a public holiday of Massachusetts (and Maine), not of New York. */
const PATRIOTS_DAY = nextNthWeekday(4, 1, 3);

async function isOpen(id: string, date: string) {
  const result = await server.rest('GET', `/workspaces/Location/is-open?Id=${id}&Date=${encodeURIComponent(date)}`, { auth: { token: reader } });
  expect(result.status).toBe(200);
  return result.body as { isOpen: boolean; closureType?: string };
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
  test("is closed on Thanksgiving for its whole local day (New York time), open the day before and after", async () => {
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
    const listed = await server.rest('POST', '/workspaces/LocationClosure', { body: { offset: 0, limit: 50, locationIds: [newYork.id] }, auth: { token: reader } });
    expect(listed.status).toBe(200);
    // REST answers the document's LocationClosure (no holidayName); the graph names the holiday.
    const thanksgiving = listed.body.data.find((closure: { dateRange: { from: string } }) => closure.dateRange.from === `${THANKSGIVING}T05:00:00.000Z`);
    expect(thanksgiving).toEqual(expect.objectContaining({ type: 'PublicHoliday', recurrence: 'None', locationId: newYork.id, dateRange: { from: `${THANKSGIVING}T05:00:00.000Z`, to: `${addDays(THANKSGIVING, 1)}T04:59:59.000Z` } }));
    expect(thanksgiving).not.toHaveProperty('holidayName');
    // A year of federal holidays at least (ten), each day once.
    expect(listed.body.totalCount).toBeGreaterThanOrEqual(10);
    expect(listed.body.data.every((closure: { type: string }) => closure.type === 'PublicHoliday')).toBe(true);

    const graph = await server.gql(HolidaysOfLocationDocument, { id: newYork.id, date: THANKSGIVING }, { token: reader });
    expect(graph.errors).toBeUndefined();
    expect(graph.data?.location).toMatchObject({ followsPublicHolidays: true, isOpen: false, closureType: 'PublicHoliday' });
    expect(graph.data?.location?.closures.totalCount).toBe(listed.body.totalCount);
    expect(graph.data?.location?.closures.data.find((closure) => closure.id === thanksgiving.id)).toMatchObject({ type: 'PublicHoliday', holidayName: 'Thanksgiving Day' });

    // Following again changes nothing: one closure per holiday.
    expect((await follow(newYork.id)).status).toBe(200);
    const again = await server.rest('POST', '/workspaces/LocationClosure', { body: { offset: 0, limit: 1, locationIds: [newYork.id] }, auth: { token: reader } });
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
    const optedOut = await server.gql(HolidaysOptOutDocument, { input: { locationId: newYork.id, date: THANKSGIVING } }, { token: operator.token });
    expect(optedOut.data?.optOutOfPublicHoliday).toMatchObject({ locationId: newYork.id, workspaceId: operator.workspaceId, holidayDate: THANKSGIVING, name: 'Thanksgiving Day', location: { id: newYork.id } });
    const optOutId = optedOut.data!.optOutOfPublicHoliday.id;
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: true });
    expect(await isOpen(newYork.id, addDays(THANKSGIVING, 29))).toEqual({ isOpen: false, closureType: 'PublicHoliday' }); // Christmas Day stays

    // Asking again answers the same opt-out; the Admins see it, a reader and another workspace's Admin do not.
    const twice = await server.rest('POST', '/workspaces/PublicHolidayOptOut/create', { body: { locationId: newYork.id, date: THANKSGIVING }, auth: { token: operator.token } });
    expect(twice.body.id).toBe(optOutId);
    const asOperator = await server.gql(HolidaysOfLocationDocument, { id: newYork.id }, { token: operator.token });
    expect(asOperator.data?.location?.publicHolidayOptOuts).toEqual({ totalCount: 1, data: [{ id: optOutId, holidayDate: THANKSGIVING, name: 'Thanksgiving Day' }] });
    expect(asOperator.data?.location?.closures.data.some((closure) => closure.holidayName === 'Thanksgiving Day')).toBe(false);
    const asReader = await server.gql(HolidaysOfLocationDocument, { id: newYork.id }, { token: reader });
    expect(asReader.data?.location?.publicHolidayOptOuts.totalCount).toBe(0);
    expect((await server.gql(HolidaysOptOutByIdDocument, { id: optOutId }, { token: other.token })).data?.publicHolidayOptOut).toBeNull();
    expect((await server.gql(HolidaysOptOutByIdDocument, { id: optOutId }, { token: operator.token })).data?.publicHolidayOptOut).toEqual({ id: optOutId, holidayDate: THANKSGIVING });
    const listed = await server.rest('POST', '/workspaces/PublicHolidayOptOut', { body: { offset: 0, limit: 5, locationIds: [newYork.id] }, auth: { token: operator.token } });
    expect(listed.body.totalCount).toBe(1);
    expect((await server.rest('POST', '/workspaces/PublicHolidayOptOut', { body: { offset: 0, limit: 5, locationIds: [newYork.id] }, auth: { token: other.token } })).body.totalCount).toBe(0);

    // Another workspace's Admin and a reader cannot opt back in.
    expect((await server.gql(HolidaysOptBackInDocument, { id: optOutId }, { token: other.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.rest('DELETE', `/workspaces/PublicHolidayOptOut/${optOutId}`, { auth: { token: reader } })).status).toBe(403);
    expect((await server.rest('DELETE', `/workspaces/PublicHolidayOptOut/${optOutId}`, { auth: { token: operator.token } })).status).toBe(200);
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    expect((await server.rest('DELETE', `/workspaces/PublicHolidayOptOut/${optOutId}`, { auth: { token: operator.token } })).status).toBe(404);
  });

  test('20 parallel opt-outs of one holiday make one opt-out', async () => {
    const newYork = await givenFollowingLocation(NEW_YORK);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.rest('POST', '/workspaces/PublicHolidayOptOut/create', { body: { locationId: newYork.id, date: THANKSGIVING }, auth: { token: operator.token } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await isOpen(newYork.id, THANKSGIVING)).toEqual({ isOpen: true });
  });
});

describe('a location that does not follow public holidays', () => {
  test('is open on Thanksgiving; following and then leaving off removes its holiday closures', async () => {
    const plain = await givenLocation(server, operator.token, operator.workspaceId, { address: NEW_YORK, schedule: ALWAYS_OPEN });
    expect(await isOpen(plain.id, THANKSGIVING)).toEqual({ isOpen: true });
    expect((await follow(plain.id)).status).toBe(200);
    expect(await isOpen(plain.id, THANKSGIVING)).toEqual({ isOpen: false, closureType: 'PublicHoliday' });
    const leftOff = await server.gql(HolidaysSetLocationPublicHolidaysDocument, { input: { locationId: plain.id, follows: false } }, { token: operator.token });
    expect(leftOff.data?.setLocationPublicHolidays).toMatchObject({ followsPublicHolidays: false });
    expect(await isOpen(plain.id, THANKSGIVING)).toEqual({ isOpen: true });
    const listed = await server.rest('POST', '/workspaces/LocationClosure', { body: { offset: 0, limit: 5, locationIds: [plain.id] }, auth: { token: reader } });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(0);
  });
});

describe('rules', () => {
  test('only the Admins of the workspace (or the Platform Admin) set a location to follow holidays', async () => {
    const location = await givenLocation(server, operator.token, operator.workspaceId, { address: NEW_YORK });
    expect((await follow(location.id, {}, reader)).status).toBe(403);
    expect((await follow(location.id, {}, other.token)).status).toBe(403);
    expect((await server.rest('POST', '/workspaces/Location/public-holidays', { body: { locationId: location.id, follows: true } })).status).toBe(401);
  });

  test('an unknown country or region, or a day that is no holiday, is a 400 naming the field', async () => {
    const location = await givenFollowingLocation(NEW_YORK);
    const country = await follow(location.id, { country: 'XX' });
    expect(country.status).toBe(400);
    expect(Object.keys(country.body.errors)).toEqual(['country']);
    const region = await follow(location.id, { region: 'ZZ' });
    expect(region.status).toBe(400);
    expect(Object.keys(region.body.errors)).toEqual(['region']);
    const missing = await server.rest('POST', '/workspaces/Location/public-holidays', { body: { locationId: location.id }, auth: { token: operator.token } });
    expect(missing.status).toBe(400);
    for (const date of [addDays(THANKSGIVING, -1), 'next thursday', '2026-02-30']) {
      const notHoliday = await server.rest('POST', '/workspaces/PublicHolidayOptOut/create', { body: { locationId: location.id, date }, auth: { token: operator.token } });
      expect(notHoliday.status).toBe(400);
      expect(Object.keys(notHoliday.body.errors)).toEqual(['date']);
    }
  });

  test('a PublicHoliday closure is neither created nor deleted by hand (400 naming the field)', async () => {
    const location = await givenFollowingLocation(NEW_YORK);
    const created = await server.rest('POST', '/workspaces/LocationClosure/create', {
      body: { closures: [{ dateRange: { from: '2031-01-01T00:00:00Z', to: '2031-01-02T00:00:00Z' }, workspaceId: operator.workspaceId, locationId: location.id, recurrence: 'None', type: 'PublicHoliday' }] },
      auth: { token: operator.token },
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.errors)).toEqual(['closures[0].type']);
    const listed = await server.rest('POST', '/workspaces/LocationClosure', { body: { offset: 0, limit: 1, locationIds: [location.id] }, auth: { token: reader } });
    const deleted = await server.rest('DELETE', `/workspaces/LocationClosure/${listed.body.data[0].id}`, { auth: { token: operator.token } });
    expect(deleted.status).toBe(400);
    expect(Object.keys(deleted.body.errors)).toEqual(['id']);
  });
});
