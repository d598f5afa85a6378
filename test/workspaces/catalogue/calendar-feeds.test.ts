import ICAL from 'ical.js';
import {
  CalendarLocationDocumentDocument,
  CalendarLocationFeedDocument,
  CalendarLocationsFeedsDocument,
  CalendarRoomFeedDocument,
  CalendarRotateLocationTokenDocument,
} from '../../generated/graphql';
import {
  givenLocation,
  givenPlainUser,
  givenRoom,
  givenWorkspaceWithAdmin,
  scheduleDay,
  weekSchedule,
  type OperatorWorkspace,
} from '../../support/catalogue-builders';
import { startTestServer, type TestServer, warmCaller } from '../../support/test-server';

/**
 * Calendar feeds (docs/decisions.md#calendar-feeds): each feed read the way a calendar app reads
 * it (GET with the token in the URL, no header) and parsed with ical.js, a well-kept RFC 5545
 * parser that expands RRULEs in the feed's own VTIMEZONE.
 */
let server: TestServer;
let operator: OperatorWorkspace;
/** Who may not read a feed URL: another workspace's Admin, a user without roles (their tokens). */
const outsiders = { rival: '', reader: '' };
/** A location in New York (America/New_York), open weekdays 09:00-17:00 and Sundays 18:00-01:30, and a room of it. */
let newYork: { id: string; name: string };
let room: { id: string; name: string };
/** A weekly closure, Mondays 10:00-12:00 New York time, from 26 October 2026 (EDT) to 30 November (EST: the clocks fall back on 1 November). */
let weeklyClosureId: string;
let roomClosureId: string;

const NY_ADDRESS = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10118' };

/** A feed URL as a calendar app fetches it: its path and query, no credentials. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  server.rest('GET', new URL(url).pathname + new URL(url).search, { headers });

function parseFeed(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

/** The first `count` occurrences of an event, each with its local time and its instant. */
function occurrences(event: ICAL.Event, count: number): { local: string; instant: string }[] {
  const found: { local: string; instant: string }[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push({ local: next.toString(), instant: next.toJSDate().toISOString() });
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await givenWorkspaceWithAdmin(server, `Feed Desks ${Date.now()}`);
  outsiders.rival = (await givenWorkspaceWithAdmin(server, `Rival Feed Desks ${Date.now()}`)).token;
  outsiders.reader = await givenPlainUser(server);
  newYork = (await givenLocation(server, operator.token, operator.workspaceId, {
    address: NY_ADDRESS,
    schedule: { ...weekSchedule('09:00:00', '17:00:00'), sunday: scheduleDay(true, '18:00:00', '01:30:00') },
  })) as { id: string; name: string };
  room = (await givenRoom(server, operator.token, newYork.id)) as { id: string; name: string };
  const weekly = await server.rest('POST', '/workspaces/LocationClosure/create', {
    body: {
      closures: [
        {
          workspaceId: operator.workspaceId,
          locationId: newYork.id,
          dateRange: { from: '2026-10-26T14:00:00Z', to: '2026-10-26T15:59:59Z' },
          recurrence: 'Weekly',
          recurrenceEndDate: '2026-11-30T05:00:00Z',
        },
      ],
    },
    auth: { token: operator.token },
  });
  expect(weekly.status).toBe(200);
  weeklyClosureId = weekly.body[0].id;
  const roomClosure = await server.rest('POST', '/workspaces/RoomClosure/create', {
    body: {
      closures: [
        {
          workspaceId: operator.workspaceId,
          roomId: room.id,
          dateRange: { from: '2026-12-24T05:00:00Z', to: '2026-12-26T04:59:59Z' },
          recurrence: 'None',
          type: 'ComingSoon',
        },
      ],
    },
    auth: { token: operator.token },
  });
  expect(roomClosure.status).toBe(200);
  roomClosureId = roomClosure.body[0].id;
});
afterAll(async () => {
  await server?.close();
});

async function locationFeedUrl(token = operator.token): Promise<string> {
  const result = await server.gql(CalendarLocationFeedDocument, { id: newYork.id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.location!.calendarFeed!.url;
}

describe('a location feed', () => {
  test('is text/calendar, read without a header, with a VTIMEZONE and the opening hours as weekly events', async () => {
    const url = await locationFeedUrl();
    expect(url).toMatch(new RegExp(`/workspaces/Location/${newYork.id}/calendar\\.ics\\?token=[\\w-]{43}$`));

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseFeed(feed.text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');

    const monday = events.find((event) => event.uid === `opening-hours-monday-location-${newYork.id}`)!;
    expect(monday.summary).toBe(`${newYork.name}: open`);
    expect(monday.startDate.zone.tzid).toBe('America/New_York');
    expect(monday.startDate.dayOfWeek()).toBe(ICAL.Time.MONDAY);
    expect([monday.startDate.hour, monday.endDate.hour]).toEqual([9, 17]);
    expect(monday.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
    // Sunday 18:00 until 01:30 on Monday: the event ends on the next day.
    const sunday = events.find((event) => event.uid === `opening-hours-sunday-location-${newYork.id}`)!;
    expect(sunday.endDate.toUnixTime() - sunday.startDate.toUnixTime()).toBe(7.5 * 3600);
    expect(events.some((event) => event.uid.startsWith('opening-hours-saturday'))).toBe(false);
  });

  test('a weekly closure keeps its local hour across the daylight-saving change of early November', async () => {
    const { events } = parseFeed((await fetchFeed(await locationFeedUrl())).text);
    const closure = events.find((event) => event.uid === weeklyClosureId)!;
    expect(closure.summary).toBe(`${newYork.name}: closed`);
    expect(closure.startDate.zone.tzid).toBe('America/New_York');
    // 26 October, 2, 9... 30 November: always 10:00 in New York; 14:00Z in EDT, 15:00Z in EST.
    const found = occurrences(closure, 10);
    expect(found.map((occurrence) => occurrence.local)).toEqual([
      '2026-10-26T10:00:00',
      '2026-11-02T10:00:00',
      '2026-11-09T10:00:00',
      '2026-11-16T10:00:00',
      '2026-11-23T10:00:00',
      '2026-11-30T10:00:00',
    ]);
    expect(found.map((occurrence) => occurrence.instant)).toEqual([
      '2026-10-26T14:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
      '2026-11-09T15:00:00.000Z',
      '2026-11-16T15:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
    ]);
    // It ends at the end of its last second, 12:00 local.
    expect([closure.endDate.hour, closure.endDate.minute]).toEqual([12, 0]);
  });

  test('the room feed shows the location closures and its own', async () => {
    const graph = await server.gql(CalendarRoomFeedDocument, { id: room.id }, { token: operator.token });
    const url = graph.data!.room!.calendarFeed!.url;
    const rest = await server.rest('GET', `/workspaces/Room/${room.id}/calendar-feed`, { auth: { token: operator.token } });
    expect(rest.status).toBe(200);
    expect(rest.body.url).toBe(url);
    expect(url).toContain(`/workspaces/Room/${room.id}/calendar.ics?token=`);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { events } = parseFeed(feed.text);
    expect(events.find((event) => event.uid === weeklyClosureId)?.summary).toBe(`${newYork.name}: closed`);
    const own = events.find((event) => event.uid === roomClosureId)!;
    expect(own.summary).toBe(`${room.name}: closed, opening soon`);
    expect(own.startDate.toString()).toBe('2026-12-24T00:00:00');
    expect(own.endDate.toString()).toBe('2026-12-26T00:00:00');
  });
});

describe('the feed token', () => {
  test('a wrong, missing or malformed token, or an unknown place, is the same 404; a bad header is ignored', async () => {
    const url = new URL(await locationFeedUrl());
    const path = url.pathname;
    const answers = await Promise.all([
      server.rest('GET', `${path}?token=${'A'.repeat(43)}`),
      server.rest('GET', path),
      server.rest('GET', `${path}?token=%00`),
      server.rest('GET', `/workspaces/Location/00000000-0000-4000-8000-000000000000/calendar.ics${url.search}`),
      server.rest('GET', `/workspaces/Location/not-a-uuid/calendar.ics${url.search}`),
      server.rest('GET', `/workspaces/Room/${room.id}/calendar.ics?token=wrong`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, expect.any(Number), 404, 404, 404]);
    expect(answers[2].status).toBeLessThan(500);
    expect(answers[0].headers.get('content-type')).toContain('application/problem+json');
    expect((await fetchFeed(url.toString(), { authorization: 'Bearer not-a-token' })).status).toBe(200);
  });

  test('rotation revokes the old URLs of the location and its rooms; the new ones work', async () => {
    const oldLocationUrl = await locationFeedUrl();
    const oldRoomUrl = (await server.gql(CalendarRoomFeedDocument, { id: room.id }, { token: operator.token })).data!.room!.calendarFeed!
      .url;
    expect((await fetchFeed(oldLocationUrl)).status).toBe(200);

    const rotated = await server.rest('POST', `/workspaces/Location/${newYork.id}/calendar-feed/rotate`, {
      auth: { token: operator.token },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(oldLocationUrl);
    expect(Date.parse(rotated.body.tokenRotatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await locationFeedUrl()).toBe(rotated.body.url);

    expect((await fetchFeed(oldLocationUrl)).status).toBe(404);
    expect((await fetchFeed(oldRoomUrl)).status).toBe(404);
    expect((await fetchFeed(rotated.body.url)).status).toBe(200);
    const newRoomUrl = (await server.gql(CalendarRoomFeedDocument, { id: room.id }, { token: operator.token })).data!.room!.calendarFeed!
      .url;
    expect((await fetchFeed(newRoomUrl)).status).toBe(200);

    // The graph's mutation, by the Platform Admin, rotates it again.
    const again = await server.gql(CalendarRotateLocationTokenDocument, { locationId: newYork.id }, { token: await server.adminToken() });
    expect(again.errors).toBeUndefined();
    expect((await fetchFeed(rotated.body.url)).status).toBe(404);
    const read = await server.gql(CalendarLocationDocumentDocument, {
      id: newYork.id,
      token: new URL(again.data!.rotateLocationCalendarToken.url).searchParams.get('token'),
    });
    expect(read.data?.locationCalendar).toContain('BEGIN:VCALENDAR');
  });

  test('only the admins read or rotate it: a plain user and another workspace Admin see null, 403; anonymous 401', async () => {
    for (const token of [outsiders.reader, outsiders.rival]) {
      const graph = await server.gql(CalendarLocationFeedDocument, { id: newYork.id }, { token });
      expect(graph.data?.location?.id).toBe(newYork.id);
      expect(graph.data?.location?.calendarFeed).toBeNull();
      expect((await server.gql(CalendarRoomFeedDocument, { id: room.id }, { token })).data?.room?.calendarFeed).toBeNull();
      expect((await server.rest('GET', `/workspaces/Location/${newYork.id}/calendar-feed`, { auth: { token } })).status).toBe(403);
      expect((await server.rest('GET', `/workspaces/Room/${room.id}/calendar-feed`, { auth: { token } })).status).toBe(403);
      expect((await server.rest('POST', `/workspaces/Location/${newYork.id}/calendar-feed/rotate`, { auth: { token } })).status).toBe(403);
    }
    expect((await server.rest('GET', `/workspaces/Location/${newYork.id}/calendar-feed`)).status).toBe(401);
    expect((await server.rest('POST', `/workspaces/Location/${newYork.id}/calendar-feed/rotate`)).status).toBe(401);
    // A Location answer over REST does not carry the feed.
    const listed = await server.rest('POST', '/workspaces/Location', {
      body: { offset: 0, limit: 1, ids: [newYork.id] },
      auth: { token: operator.token },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).not.toHaveProperty('calendarFeed');
  });

  test('the feeds of a page of locations cost one statement, whatever its size', async () => {
    const more = [
      await givenLocation(server, operator.token, operator.workspaceId),
      await givenLocation(server, operator.token, operator.workspaceId),
    ];
    const ids = [newYork.id, ...more.map((location) => location.id)];
    await warmCaller(server, { token: operator.token });
    const one = await server.gql(
      CalendarLocationsFeedsDocument,
      { input: { offset: 0, limit: 10, ids: ids.slice(0, 1) } },
      { token: operator.token },
    );
    const three = await server.gql(CalendarLocationsFeedsDocument, { input: { offset: 0, limit: 10, ids } }, { token: operator.token });
    expect(three.data?.locations.data.map((location) => location.calendarFeed?.url)).toHaveLength(3);
    expect(three.data?.locations.data.every((location) => location.calendarFeed?.url.includes(location.id))).toBe(true);
    // the page, and every feed's token state in one statement (the caller is cached)
    expect(one.statements).toBe(2);
    expect(three.statements).toBe(2);
  });
});
