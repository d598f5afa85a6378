import { randomUUID } from 'node:crypto';
import { OutboxMail } from '../../src/kernel/mail/outbox-mail.entity';
import { CatalogueLocationsTokenCostDocument, OnboardingApproveApplicationDocument } from '../generated/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Black-box conformance: what a test written only from workspaces-service.md and docs/decisions.md would send
 * and expect, over the documented REST paths under /workspaces (plain JSON, as a client sends it).
 */
const WS = '/workspaces';
const PASSWORD = 'Conformance-Passw0rd-9';

let server: TestServer;
let admin: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
});
afterAll(async () => {
  await server?.close();
});

let n = 0;
const email = (who: string) => `${who}.${++n}.${randomUUID().slice(0, 6)}@example.com`;

const day = (isOpen: boolean, open = '09:00:00', close = '17:00:00') => ({ isOpen, open, close, maxVisitors: 10 });
const week = {
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true),
  saturday: day(false),
  sunday: day(false),
};

const applicationRoom = (over: Record<string, unknown> = {}) => ({
  name: 'Board Room',
  pricePerHour: 2500,
  marketplacePricePerHour: null,
  pricePerDay: 12000,
  marketplacePricePerDay: null,
  quantity: 1,
  amenities: ['Screen'],
  capacity: 8,
  maxReservationMinutes: 240,
  pictureUrls: [],
  autoApproveReservations: true,
  ...over,
});

const applicationLocation = (over: Record<string, unknown> = {}) => ({
  name: 'Midtown Loft',
  address: { line1: '350 5th Ave', line2: null, city: 'New York', state: 'NY', zipCode: '10118' },
  schedule: week,
  amenities: ['Wifi', 'Coffee'],
  price: 3000,
  marketplacePrice: 4500,
  pictureUrls: ['https://example.com/a.png'],
  phone: '+1 212 555 0199',
  checkInInstructions: 'Front desk',
  description: 'A loft',
  waiverUrl: 'https://example.com/w.pdf',
  termsOfSerivceUrl: 'https://example.com/t.pdf',
  rooms: [applicationRoom()],
  autoApproveReservations: false,
  ...over,
});

const locationUpsert = (workspaceId: string, over: Record<string, unknown> = {}) => ({
  workspaceId,
  name: 'Denver Desk',
  address: { line1: '1600 Glenarm Pl', city: 'Denver', state: 'CO', zipCode: '80202' },
  schedule: week,
  pictureUrls: [],
  amenities: ['Wifi', 'Parking'],
  price: 2000,
  phone: '+1 303 555 0100',
  checkInInstructions: 'Ring the bell',
  waiverUrl: 'https://example.com/w.pdf',
  termsOfSerivceUrl: 'https://example.com/t.pdf',
  autoApproveReservations: true,
  ...over,
});

const roomUpsert = (locationId: string, over: Record<string, unknown> = {}) => ({
  locationId,
  name: 'Phone Booth',
  pricePerHour: 1500,
  quantity: 3,
  amenities: ['Quiet'],
  capacity: 1,
  maxReservationMinutes: 60,
  pictureUrls: [],
  autoApproveReservations: true,
  ...over,
});

async function mails(to: string): Promise<OutboxMail[]> {
  return server.app.db.orm.em.fork().find(OutboxMail, { toAddress: to.toLowerCase() }, { orderBy: { dateCreated: 'asc' } });
}
const codeOf = (mail: OutboxMail) => mail.textBody.match(/^Code: (\S+)$/m)?.[1];

const APPLICATION_KEYS = [
  'contact',
  'dateCreated',
  'dateUpdated',
  'description',
  'id',
  'locations',
  'name',
  'ownerEmail',
  'ownerId',
  'status',
  'wasInvited',
  'workspaceId',
];
const LOCATION_KEYS = [
  'address',
  'amenities',
  'autoApproveReservations',
  'checkInInstructions',
  'dateCreated',
  'dateUpdated',
  'description',
  'geo',
  'id',
  'marketplacePrice',
  'name',
  'phone',
  'pictureUrls',
  'price',
  'schedule',
  'status',
  'termsOfSerivceUrl',
  'timeZone',
  'waiverUrl',
  'workspaceId',
];
const ROOM_KEYS = [
  'amenities',
  'autoApproveReservations',
  'capacity',
  'dateCreated',
  'dateUpdated',
  'id',
  'location',
  'locationId',
  'marketplacePricePerDay',
  'marketplacePricePerHour',
  'maxReservationMinutes',
  'name',
  'pictureUrls',
  'pricePerDay',
  'pricePerHour',
  'quantity',
];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function expectPaged(body: any, offset: number, limit: number) {
  expect(body).toEqual({ data: expect.any(Array), pagedRequest: { offset, limit }, totalCount: expect.any(Number) });
}

// State shared by the journey (tests run in order within this file).
const j: Record<string, any> = {};

describe('workspace application journey (REST)', () => {
  test('public inquiry: anonymous create answers the Application', async () => {
    j.ownerEmail = email('owner');
    const res = await server.rest('POST', `${WS}/Application/create`, {
      body: {
        name: 'Conformance Spaces',
        description: 'Desks',
        contact: { name: 'Ada Lovelace', email: j.ownerEmail, phone: '+1 555 0101' },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(APPLICATION_KEYS);
    expect(res.body).toMatchObject({
      status: 'Inquiry',
      name: 'Conformance Spaces',
      description: 'Desks',
      wasInvited: false,
      workspaceId: null,
      ownerEmail: j.ownerEmail,
      contact: { name: 'Ada Lovelace', email: j.ownerEmail, phone: '+1 555 0101', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.body.dateCreated).toMatch(ISO);
    expect(res.body.ownerId).toEqual(expect.any(String));
    j.appId = res.body.id;
  });

  test('create with a missing contact email or name is a 400 naming the field', async () => {
    const res = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: 'X', description: 'Y', contact: { name: 'No Mail' } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).join(' ')).toMatch(/email/i);
    const noName = await server.rest('POST', `${WS}/Application/create`, {
      body: { description: 'Y', contact: { name: 'A', email: email('x') } },
    });
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.body.errors).join(' ')).toMatch(/name/);
    const badMail = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: 'X', description: 'Y', contact: { name: 'A', email: 'not-an-email' } },
    });
    expect(badMail.status).toBe(400);
    expect(Object.keys(badMail.body.errors).join(' ')).toMatch(/email/i);
  });

  test('a Platform-Admin-only transition refuses anonymous (401) and a plain user (403)', async () => {
    const anon = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: j.appId } });
    expect(anon.status).toBe(401);
    j.plainEmail = email('plain');
    const signup = await server.rest('POST', '/identity/User/signup', { body: { email: j.plainEmail, password: PASSWORD } });
    expect(signup.status).toBe(200);
    j.plainUserId = signup.body.id;
    j.plain = { token: await server.signIn(j.plainEmail, PASSWORD) };
    const plain = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: j.appId }, auth: j.plain });
    expect(plain.status).toBe(403);
  });

  test('submit from Inquiry is a 409 naming the states; approve-inquiry unknown id is a 404', async () => {
    const conflict = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: j.appId }, auth: admin });
    expect(conflict.status).toBe(409);
    expect(JSON.stringify(conflict.body)).toContain('Inquiry');
    expect(JSON.stringify(conflict.body)).toContain('Submitted');
    const unknown = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: randomUUID() }, auth: admin });
    expect(unknown.status).toBe(404);
    const garbage = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: 'not-a-uuid' }, auth: admin });
    expect(garbage.status).toBe(404);
    // identifiers are plain strings in the document: one that names no record is a 404 wherever it is a path id
    for (const [method, path, body] of [
      ['PUT', '/Application/does-not-exist', { name: 'X', description: 'Y' }],
      ['PUT', '/Application/does-not-exist/submit', { name: 'X', description: 'Y' }],
      ['POST', '/MemberApplication/does-not-exist/approve', undefined],
      ['PUT', '/MemberApplication/does-not-exist', { requestedActivationDate: '2027-01-01T00:00:00Z' }],
      ['DELETE', '/UserLocation/does-not-exist', undefined],
      ['DELETE', '/LocationClosure/does-not-exist', undefined],
      ['DELETE', '/RoomClosure/does-not-exist', undefined],
      ['PUT', '/Workspace/does-not-exist', { logoUrl: null }],
    ] as const) {
      const res = await server.rest(method, `${WS}${path}`, { body, auth: admin });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    // and in list filters it matches nothing
    for (const path of ['/Application', '/MemberApplication', '/Workspace', '/WorkspaceMember', '/Location', '/Room']) {
      const res = await server.rest('POST', `${WS}${path}`, { body: { offset: 0, limit: 5, ids: ['does-not-exist'] }, auth: admin });
      expect([path, res.status, res.body.totalCount]).toEqual([path, 200, 0]);
    }
    const missing = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: {}, auth: admin });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).join(' ')).toMatch(/applicationId/);
  });

  test('a blank id is missing input: a 400 naming it wherever a record is acted on, on both faces (docs/decisions.md#identifiers)', async () => {
    for (const [method, path, body, field] of [
      ['PUT', '/Application/approve', { applicationId: '  ' }, 'applicationId'],
      ['POST', '/MemberApplication/%20/approve', undefined, 'id'],
      ['PUT', '/MemberApplication/%20', { requestedActivationDate: '2027-01-01T00:00:00Z' }, 'id'],
      ['DELETE', '/UserLocation/%20', undefined, 'id'],
      ['DELETE', '/LocationClosure/%20', undefined, 'id'],
      ['DELETE', '/RoomClosure/%20', undefined, 'id'],
      ['PUT', '/Workspace/%20', { logoUrl: null }, 'id'],
    ] as const) {
      const res = await server.rest(method, `${WS}${path}`, { body, auth: admin });
      expect([method, path, res.status, Object.keys(res.body.errors ?? {})]).toEqual([method, path, 400, [field]]);
    }
    for (const [mutation, field] of [
      ['approveMemberApplication(id: " ") { id }', 'id'],
      ['deleteLocationClosure(id: "")', 'id'],
      ['deleteUserLocation(id: "")', 'id'],
      ['setLocationStatus(input: { id: " ", status: Active }) { id }', 'input.id'],
      [
        'createLocationClosures(input: { closures: [{ locationId: "", workspaceId: "", dateRange: { from: "2027-01-01T00:00:00Z", to: "2027-01-02T00:00:00Z" }, recurrence: None }] }) { id }',
        'input.closures[0].locationId',
      ],
    ]) {
      const result = await server.gql(`mutation { ${mutation} }`, {}, admin);
      expect([mutation, result.errors?.[0]?.extensions?.code, Object.keys(result.errors?.[0]?.extensions?.errors ?? {})]).toEqual([
        mutation,
        'BAD_USER_INPUT',
        [field],
      ]);
    }
  });

  test('remind: 200 empty, then 429 within 24 h', async () => {
    const first = await server.rest('POST', `${WS}/Application/remind`, { body: { applicationId: j.appId }, auth: admin });
    expect(first.status).toBe(200);
    expect(first.text).toBe('');
    const second = await server.rest('POST', `${WS}/Application/remind`, { body: { applicationId: j.appId }, auth: admin });
    expect(second.status).toBe(429);
  });

  test('approve-inquiry: Pending, owner gets a Code line and sets a password', async () => {
    const res = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: j.appId }, auth: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: j.appId, status: 'Pending' });
    const withCode = (await mails(j.ownerEmail)).filter((m) => codeOf(m));
    expect(withCode.length).toBeGreaterThan(0);
    const code = codeOf(withCode[withCode.length - 1]);
    const reset = await server.rest('POST', '/identity/resetPassword', {
      body: { email: j.ownerEmail, resetCode: code, newPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    j.owner = { token: await server.signIn(j.ownerEmail, PASSWORD) };
  });

  test('owner updates; a plain user may not; the owner sees the application in GetApplications', async () => {
    const res = await server.rest('PUT', `${WS}/Application/${j.appId}`, {
      body: {
        name: 'Conformance Spaces NYC',
        description: 'Desks and rooms',
        locations: [{ name: 'Draft', autoApproveReservations: true }],
      },
      auth: j.owner,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Pending',
      name: 'Conformance Spaces NYC',
      locations: [{ name: 'Draft', autoApproveReservations: true }],
    });
    const foreign = await server.rest('PUT', `${WS}/Application/${j.appId}`, { body: { name: 'Hijack', description: 'x' }, auth: j.plain });
    expect([403, 404]).toContain(foreign.status);
    const unknown = await server.rest('PUT', `${WS}/Application/${randomUUID()}`, { body: { name: 'X', description: 'x' }, auth: admin });
    expect(unknown.status).toBe(404);

    const mine = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10 }, auth: j.owner });
    expect(mine.status).toBe(200);
    expectPaged(mine.body, 0, 10);
    expect(mine.body.data.map((a: any) => a.id)).toEqual([j.appId]);
    const theirs = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10, ids: [j.appId] }, auth: j.plain });
    expect(theirs.status === 403 || theirs.body.totalCount === 0).toBe(true);
    const byStatus = await server.rest('POST', `${WS}/Application`, {
      body: { offset: 0, limit: 10, statuses: ['Pending'], ownerIds: [mine.body.data[0].ownerId] },
      auth: admin,
    });
    expect(byStatus.status).toBe(200);
    expect(byStatus.body.data.map((a: any) => a.id)).toContain(j.appId);
  });

  test('submit: money must be whole cents (400 naming the field), then Submitted with locations and rooms', async () => {
    const fraction = await server.rest('PUT', `${WS}/Application/${j.appId}/submit`, {
      body: { name: 'Conformance Spaces NYC', description: 'Desks', locations: [applicationLocation({ price: 12.5 })] },
      auth: j.owner,
    });
    expect(fraction.status).toBe(400);
    expect(Object.keys(fraction.body.errors).join(' ')).toMatch(/price/);
    const negative = await server.rest('PUT', `${WS}/Application/${j.appId}/submit`, {
      body: {
        name: 'Conformance Spaces NYC',
        description: 'Desks',
        locations: [applicationLocation({ rooms: [applicationRoom({ pricePerHour: -1 })] })],
      },
      auth: j.owner,
    });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.errors).join(' ')).toMatch(/pricePerHour/);

    const { autoApproveReservations: _flag, ...withoutFlag } = applicationLocation({
      schedule: { ...week, friday: { isOpen: true, open: '09:00:00' } },
    });
    const missing = await server.rest('PUT', `${WS}/Application/${j.appId}/submit`, {
      body: { name: 'Conformance Spaces NYC', description: 'Desks', locations: [{ ...withoutFlag, rooms: [{ name: 'R' }] }] },
      auth: j.owner,
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'locations[0].autoApproveReservations',
      'locations[0].rooms[0].autoApproveReservations',
      'locations[0].schedule.friday.close',
    ]);

    const res = await server.rest('PUT', `${WS}/Application/${j.appId}/submit`, {
      body: { name: 'Conformance Spaces NYC', description: 'Desks', locations: [applicationLocation()] },
      auth: j.owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Submitted');
    expect(res.body.locations).toHaveLength(1);
    expect(res.body.locations[0]).toMatchObject({
      name: 'Midtown Loft',
      price: 3000,
      marketplacePrice: 4500,
      termsOfSerivceUrl: 'https://example.com/t.pdf',
      address: { zipCode: '10118' },
    });
    expect(res.body.locations[0].schedule.monday).toEqual({ isOpen: true, open: '09:00:00', close: '17:00:00', maxVisitors: 10 });
    expect(res.body.locations[0].rooms[0]).toMatchObject({
      name: 'Board Room',
      pricePerHour: 2500,
      pricePerDay: 12000,
      capacity: 8,
      quantity: 1,
    });
    const again = await server.rest('PUT', `${WS}/Application/${j.appId}`, { body: { name: 'Late', description: 'x' }, auth: j.owner });
    expect(again.status).toBe(409);
  });

  test('approve: answers the created Workspace; the application carries workspaceId', async () => {
    const res = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: j.appId }, auth: admin });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['dateCreated', 'dateUpdated', 'email', 'id', 'logoUrl', 'name']);
    expect(res.body).toMatchObject({ name: 'Conformance Spaces NYC', email: j.ownerEmail });
    j.workspaceId = res.body.id;
    const app = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 1, ids: [j.appId] }, auth: admin });
    expect(app.body.data[0]).toMatchObject({ status: 'Approved', workspaceId: j.workspaceId });
    const twice = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: j.appId }, auth: admin });
    expect(twice.status).toBe(409);
    const deny = await server.rest('PUT', `${WS}/Application/deny`, { body: { applicationId: j.appId }, auth: admin });
    expect(deny.status).toBe(409);
  });

  test('the owner signs in with tenant-id and reads GET /Workspace/my', async () => {
    j.ownerWs = { token: await server.signIn(j.ownerEmail, PASSWORD, j.workspaceId) };
    const my = await server.rest('GET', `${WS}/Workspace/my`, { auth: j.ownerWs });
    expect(my.status).toBe(200);
    expect(my.body).toMatchObject({ id: j.workspaceId, name: 'Conformance Spaces NYC' });
    const anon = await server.rest('GET', `${WS}/Workspace/my`);
    expect(anon.status).toBe(401);
  });

  test('invite: Pending with wasInvited, deny works and a denied application cannot be submitted', async () => {
    const invitee = email('invitee');
    const res = await server.rest('POST', `${WS}/Application/invite`, {
      body: { name: 'Invited Co', description: 'x', contact: { name: 'Grace Hopper', email: invitee } },
      auth: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Pending',
      wasInvited: true,
      contact: { email: invitee, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect((await mails(invitee)).some((m) => codeOf(m))).toBe(true);
    const byPlain = await server.rest('POST', `${WS}/Application/invite`, {
      body: { name: 'X', description: 'x', contact: { name: 'A', email: email('x') } },
      auth: j.plain,
    });
    expect(byPlain.status).toBe(403);
    const denied = await server.rest('PUT', `${WS}/Application/deny`, { body: { applicationId: res.body.id }, auth: admin });
    expect(denied.status).toBe(200);
    expect(denied.body.status).toBe('Denied');
    const submit = await server.rest('PUT', `${WS}/Application/${res.body.id}/submit`, {
      body: { name: 'X', description: 'x', locations: [applicationLocation()] },
      auth: admin,
    });
    expect(submit.status).toBe(409);
    expect(JSON.stringify(submit.body)).toContain('Denied');
  });
});

describe('catalogue as the workspace Admin (REST)', () => {
  test('the approved application created an Active location and its room, with token costs', async () => {
    const res = await server.rest('POST', `${WS}/Location`, {
      body: { offset: 0, limit: 10, workspaceIds: [j.workspaceId] },
      auth: j.ownerWs,
    });
    expect(res.status).toBe(200);
    expectPaged(res.body, 0, 10);
    expect(res.body.totalCount).toBe(1);
    const loc = res.body.data[0];
    expect(Object.keys(loc).sort()).toEqual([...LOCATION_KEYS, 'tokenCost'].sort());
    expect(loc).toMatchObject({
      name: 'Midtown Loft',
      status: 'Active',
      workspaceId: j.workspaceId,
      timeZone: 'America/New_York',
      tokenCost: 5,
      price: 3000,
      marketplacePrice: 4500,
    });
    expect(loc.geo).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    j.nycLocationId = loc.id;
    const rooms = await server.rest('POST', `${WS}/Room`, { body: { offset: 0, limit: 10, locationIds: [loc.id] }, auth: j.ownerWs });
    expect(rooms.status).toBe(200);
    expect(rooms.body.totalCount).toBe(1);
    const room = rooms.body.data[0];
    expect(Object.keys(room).sort()).toEqual([...ROOM_KEYS, 'tokenCostPerDay', 'tokenCostPerHour'].sort());
    expect(room).toMatchObject({ name: 'Board Room', locationId: loc.id, tokenCostPerHour: 3, tokenCostPerDay: 12 });
    expect(room.location).toMatchObject({ id: loc.id, name: 'Midtown Loft' });
  });

  test('UpsertLocation by name twice keeps one id; ?id= renames', async () => {
    // unknown members (a client's `country`, a stored record's `id`) are ignored, as JSON APIs do
    const first = await server.rest('POST', `${WS}/Location/upsert`, {
      body: {
        ...locationUpsert(j.workspaceId),
        id: randomUUID(),
        status: 'Inactive',
        address: { line1: '1600 Glenarm Pl', city: 'Denver', state: 'CO', zipCode: '80202', country: 'US' },
      },
      auth: j.ownerWs,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Denver Desk',
      status: 'Active',
      timeZone: 'America/Denver',
      tokenCost: 2,
      marketplacePrice: null,
      description: null,
      address: { state: 'CO', zipCode: '80202' },
    });
    const second = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { price: 2600, marketplacePrice: 3100 }),
      auth: j.ownerWs,
    });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body).toMatchObject({ price: 2600, marketplacePrice: 3100, tokenCost: 4 });
    const renamed = await server.rest('POST', `${WS}/Location/upsert?id=${first.body.id}`, {
      body: locationUpsert(j.workspaceId, { name: 'Denver Desk II' }),
      auth: j.ownerWs,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: first.body.id, name: 'Denver Desk II' });
    j.denverId = first.body.id;
  });

  test('UpsertLocation money and address validation: 400 naming the field', async () => {
    const fraction = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Frac', price: 12.5 }),
      auth: j.ownerWs,
    });
    expect(fraction.status).toBe(400);
    expect(Object.keys(fraction.body.errors)).toContain('price');
    const negative = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Neg', marketplacePrice: -1 }),
      auth: j.ownerWs,
    });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.errors)).toContain('marketplacePrice');
    const asString = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Str', price: 'abc' }),
      auth: j.ownerWs,
    });
    expect(asString.status).toBe(400);
    expect(Object.keys(asString.body.errors)).toContain('price');
    const nowhere = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Nowhere', address: { city: 'Nowhere', state: 'ZZ', zipCode: '00000' } }),
      auth: j.ownerWs,
    });
    expect(nowhere.status).toBe(400);
    expect(Object.keys(nowhere.body.errors).join(' ')).toMatch(/^address/);
    const missing = await server.rest('POST', `${WS}/Location/upsert`, {
      body: { workspaceId: j.workspaceId, name: 'Incomplete' },
      auth: j.ownerWs,
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).length).toBeGreaterThan(0);
    const badTime = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Time', schedule: { ...week, monday: day(true, '25:00:00') } }),
      auth: j.ownerWs,
    });
    expect(badTime.status).toBe(400);
    expect(Object.keys(badTime.body.errors).join(' ')).toMatch(/schedule\.monday\.open/);
    const noOpen = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'NoOpen', schedule: { ...week, monday: { isOpen: true, close: '17:00:00' } } }),
      auth: j.ownerWs,
    });
    expect(noOpen.status).toBe(400);
    expect(Object.keys(noOpen.body.errors)).toEqual(['schedule.monday.open']);
    const noSunday = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'NoSunday', schedule: { ...week, sunday: undefined } }),
      auth: j.ownerWs,
    });
    expect(noSunday.status).toBe(400);
    expect(Object.keys(noSunday.body.errors)).toEqual(['schedule.sunday']);
    const badGeo = await server.rest('POST', `${WS}/Location`, {
      body: { offset: 0, limit: 5, geoSearch: { latitude: 40, longitude: -74 } },
      auth: j.plain,
    });
    expect(badGeo.status).toBe(400);
    expect(Object.keys(badGeo.body.errors)).toEqual(['geoSearch.maxMiles']);
    const unknownId = await server.rest('POST', `${WS}/Location/upsert?id=${randomUUID()}`, {
      body: locationUpsert(j.workspaceId, { name: 'Ghost' }),
      auth: j.ownerWs,
    });
    expect(unknownId.status).toBe(404);
  });

  test('UpsertRoom: create, ?id= update, tokens, validation', async () => {
    const created = await server.rest('POST', `${WS}/Room/upsert`, { body: roomUpsert(j.denverId), auth: j.ownerWs });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual([...ROOM_KEYS, 'tokenCostPerDay', 'tokenCostPerHour'].sort());
    expect(created.body).toMatchObject({
      locationId: j.denverId,
      name: 'Phone Booth',
      pricePerDay: null,
      tokenCostPerHour: 2,
      tokenCostPerDay: null,
      location: { id: j.denverId },
    });
    const updated = await server.rest('POST', `${WS}/Room/upsert?id=${created.body.id}`, {
      body: roomUpsert(j.denverId, { name: 'Phone Booth XL', marketplacePricePerHour: 2100, pricePerDay: 9000 }),
      auth: j.ownerWs,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Phone Booth XL', tokenCostPerHour: 3, tokenCostPerDay: 9 });
    j.roomId = created.body.id;
    const fraction = await server.rest('POST', `${WS}/Room/upsert`, {
      body: roomUpsert(j.denverId, { pricePerHour: 12.5 }),
      auth: j.ownerWs,
    });
    expect(fraction.status).toBe(400);
    expect(Object.keys(fraction.body.errors)).toContain('pricePerHour');
    const neg = await server.rest('POST', `${WS}/Room/upsert`, { body: roomUpsert(j.denverId, { pricePerDay: -1 }), auth: j.ownerWs });
    expect(neg.status).toBe(400);
    expect(Object.keys(neg.body.errors)).toContain('pricePerDay');
    const unknownLoc = await server.rest('POST', `${WS}/Room/upsert`, { body: roomUpsert(randomUUID()), auth: j.ownerWs });
    expect(unknownLoc.status).toBe(404);
    const unknownId = await server.rest('POST', `${WS}/Room/upsert?id=${randomUUID()}`, { body: roomUpsert(j.denverId), auth: j.ownerWs });
    expect(unknownId.status).toBe(404);
  });

  test('closures: create recurring, list, is-open instant and plain date, delete (200 empty)', async () => {
    // 2026-12-21 is a Monday.
    const created = await server.rest('POST', `${WS}/LocationClosure/create`, {
      body: {
        closures: [
          {
            dateRange: { from: '2026-12-21T17:00:00Z', to: '2026-12-21T19:00:00Z' },
            workspaceId: j.workspaceId,
            locationId: j.denverId,
            recurrence: 'Weekly',
            recurrenceEndDate: '2027-03-01T00:00:00Z',
          },
        ],
      },
      auth: j.ownerWs,
    });
    expect(created.status).toBe(200);
    expect(Array.isArray(created.body)).toBe(true);
    expect(Object.keys(created.body[0]).sort()).toEqual([
      'dateCreated',
      'dateRange',
      'dateUpdated',
      'id',
      'locationId',
      'recurrence',
      'recurrenceEndDate',
      'type',
      'workspaceId',
    ]);
    expect(created.body[0]).toMatchObject({ locationId: j.denverId, workspaceId: j.workspaceId, recurrence: 'Weekly', type: 'Default' });
    expect(new Date(created.body[0].dateRange.from).toISOString()).toBe('2026-12-21T17:00:00.000Z');
    const closureId = created.body[0].id;

    const isOpen = (id: string, date: string) =>
      server.rest('GET', `${WS}/Location/is-open?Id=${id}&Date=${encodeURIComponent(date)}`, { auth: j.plain });
    // Denver is UTC-7 in winter: 17:00Z = 10:00 local Monday, within 09-17 -> covered by the closure.
    const closed = await isOpen(j.denverId, '2026-12-28T17:30:00Z');
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ isOpen: false, closureType: 'Default' });
    const open = await isOpen(j.denverId, '2026-12-28T20:00:00Z');
    expect(open.body.isOpen).toBe(true);
    const weekend = await isOpen(j.denverId, '2026-12-26T18:00:00Z');
    expect(weekend.body.isOpen).toBe(false);
    expect(weekend.body.closureType ?? null).toBeNull();
    const plainDate = await isOpen(j.denverId, '2026-12-28');
    expect(plainDate.body.isOpen).toBe(true);
    const saturday = await isOpen(j.denverId, '2026-12-26');
    expect(saturday.body.isOpen).toBe(false);
    const withOffset = await isOpen(j.denverId, '2026-12-28T10:30:00-07:00');
    expect(withOffset.body).toEqual({ isOpen: false, closureType: 'Default' });
    // Date is optional: without it the answer is about now
    const now = await server.rest('GET', `${WS}/Location/is-open?Id=${j.denverId}`, { auth: j.plain });
    expect(now.status).toBe(200);
    expect(typeof now.body.isOpen).toBe('boolean');
    const roomNow = await server.rest('GET', `${WS}/Room/is-open?Id=${j.roomId}`, { auth: j.plain });
    expect(roomNow.status).toBe(200);
    const noId = await server.rest('GET', `${WS}/Location/is-open?Date=2026-12-28`, { auth: j.plain });
    expect(noId.status).toBe(400);
    expect(Object.keys(noId.body.errors)).toEqual(['Id']);
    const badDate = await isOpen(j.denverId, 'tomorrow');
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.errors)).toContain('Date');
    const unknown = await isOpen(randomUUID(), '2026-12-28');
    expect(unknown.status).toBe(404);

    const listed = await server.rest('POST', `${WS}/LocationClosure`, {
      body: { offset: 0, limit: 10, locationIds: [j.denverId] },
      auth: j.ownerWs,
    });
    expect(listed.status).toBe(200);
    expectPaged(listed.body, 0, 10);
    expect(listed.body.data.map((c: any) => c.id)).toEqual([closureId]);

    const del = await server.rest('DELETE', `${WS}/LocationClosure/${closureId}`, { auth: j.ownerWs });
    expect(del.status).toBe(200);
    expect(del.text).toBe('');
    expect((await isOpen(j.denverId, '2026-12-28T17:30:00Z')).body.isOpen).toBe(true);
    const delAgain = await server.rest('DELETE', `${WS}/LocationClosure/${closureId}`, { auth: j.ownerWs });
    expect(delAgain.status).toBe(404);

    const backwards = await server.rest('POST', `${WS}/LocationClosure/create`, {
      body: {
        closures: [
          {
            dateRange: { from: '2026-12-22T00:00:00Z', to: '2026-12-21T00:00:00Z' },
            workspaceId: j.workspaceId,
            locationId: j.denverId,
            recurrence: 'None',
          },
        ],
      },
      auth: j.ownerWs,
    });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.errors)).toEqual(['closures[0].dateRange.to']);
    const badRecurrence = await server.rest('POST', `${WS}/LocationClosure/create`, {
      body: {
        closures: [
          {
            dateRange: { from: '2026-12-21T00:00:00Z', to: '2026-12-22T00:00:00Z' },
            workspaceId: j.workspaceId,
            locationId: j.denverId,
            recurrence: 'Hourly',
          },
        ],
      },
      auth: j.ownerWs,
    });
    expect(badRecurrence.status).toBe(400);
    expect(Object.keys(badRecurrence.body.errors).join(' ')).toMatch(/recurrence/);
    const noRecurrence = await server.rest('POST', `${WS}/LocationClosure/create`, {
      body: { closures: [{ dateRange: { from: '2026-12-21T00:00:00Z' }, workspaceId: j.workspaceId, locationId: j.denverId }] },
      auth: j.ownerWs,
    });
    expect(noRecurrence.status).toBe(400);
    expect(Object.keys(noRecurrence.body.errors).sort()).toEqual(['closures[0].dateRange.to', 'closures[0].recurrence']);
  });

  test('room closures and RoomIsOpen', async () => {
    const created = await server.rest('POST', `${WS}/RoomClosure/create`, {
      body: {
        closures: [
          {
            dateRange: { from: '2027-01-04T00:00:00Z', to: '2027-01-09T00:00:00Z' },
            workspaceId: j.workspaceId,
            roomId: j.roomId,
            recurrence: 'None',
            type: 'ComingSoon',
          },
        ],
      },
      auth: j.ownerWs,
    });
    expect(created.status).toBe(200);
    expect(created.body[0]).toMatchObject({ roomId: j.roomId, type: 'ComingSoon', recurrence: 'None', recurrenceEndDate: null });
    const isOpen = await server.rest('GET', `${WS}/Room/is-open?Id=${j.roomId}&Date=2027-01-05T18:00:00Z`, { auth: j.plain });
    expect(isOpen.status).toBe(200);
    expect(isOpen.body).toEqual({ isOpen: false, closureType: 'ComingSoon' });
    const later = await server.rest('GET', `${WS}/Room/is-open?Id=${j.roomId}&Date=2027-01-12T18:00:00Z`, { auth: j.plain });
    expect(later.body.isOpen).toBe(true);
    const listed = await server.rest('POST', `${WS}/RoomClosure`, { body: { offset: 0, limit: 5, roomIds: [j.roomId] }, auth: j.ownerWs });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(1);
    const del = await server.rest('DELETE', `${WS}/RoomClosure/${created.body[0].id}`, { auth: j.ownerWs });
    expect(del.status).toBe(200);
    expect(del.text).toBe('');
  });

  test('uploads: PNG gives a URL string; wrong type 400; no auth 401', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'pic.png');
    const res = await server.rest('POST', `${WS}/Location/image`, { multipart: form, auth: j.ownerWs });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    expect(res.body).toMatch(/^https?:\/\//);
    // The URL's path is served by this server (the test server listens on a port chosen at start, so its host part is PUBLIC_BASE_URL's).
    const fetched = await fetch(`${server.url}${new URL(res.body as string).pathname}`);
    expect(fetched.status).toBe(200);
    const text = new FormData();
    text.append('file', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    const wrong = await server.rest('POST', `${WS}/Location/image`, { multipart: text, auth: j.ownerWs });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toContain('file');
    const pdfForm = new FormData();
    pdfForm.append('file', new Blob([png], { type: 'application/pdf' }), 'w.pdf');
    const waiver = await server.rest('POST', `${WS}/Location/waiver`, { multipart: pdfForm, auth: j.ownerWs });
    expect(waiver.status).toBe(400);
    const pdf = new FormData();
    pdf.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')], {
        type: 'application/pdf',
      }),
      'terms.pdf',
    );
    const terms = await server.rest('POST', `${WS}/Location/terms`, { multipart: pdf, auth: j.ownerWs });
    expect(terms.status).toBe(200);
    expect(terms.body).toMatch(/\.pdf$/);
    const anonForm = new FormData();
    anonForm.append('file', new Blob([png], { type: 'image/png' }), 'pic.png');
    const anon = await server.rest('POST', `${WS}/Location/image`, { multipart: anonForm });
    expect(anon.status).toBe(401);
  });

  test('GetLocations: every filter', async () => {
    const q = async (filters: Record<string, unknown>) => {
      const res = await server.rest('POST', `${WS}/Location`, { body: { offset: 0, limit: 50, ...filters }, auth: j.plain });
      expect(res.status).toBe(200);
      return (res.body.data as any[]).map((l) => l.id);
    };
    const both = [j.nycLocationId, j.denverId].sort();
    expect((await q({ workspaceIds: [j.workspaceId] })).sort()).toEqual(both);
    expect(await q({ ids: [j.denverId] })).toEqual([j.denverId]);
    expect(await q({ searchText: 'denver desk', workspaceIds: [j.workspaceId] })).toEqual([j.denverId]);
    expect(await q({ searchText: 'glenarm', workspaceIds: [j.workspaceId] })).toEqual([j.denverId]);
    expect(await q({ state: 'co', workspaceIds: [j.workspaceId] })).toEqual([j.denverId]);
    expect(await q({ amenities: ['Parking'], workspaceIds: [j.workspaceId] })).toEqual([j.denverId]);
    expect(await q({ amenities: ['Parking', 'Coffee'], workspaceIds: [j.workspaceId] })).toEqual([]);
    expect(await q({ maxMarketplacePrice: 3500, workspaceIds: [j.workspaceId] })).toEqual([j.denverId]);
    expect(await q({ maxTokens: 4, workspaceIds: [j.workspaceId] })).toEqual([j.denverId]);
    expect(await q({ maxTokens: 1, workspaceIds: [j.workspaceId] })).toEqual([]);
    expect(await q({ statuses: ['Active'], workspaceIds: [j.workspaceId] })).toHaveLength(2);
    expect(await q({ statuses: ['Inactive'], workspaceIds: [j.workspaceId] })).toEqual([]);
    // The rename upsert left marketplacePrice out, so Denver is no longer on the marketplace (upsert replaces).
    expect(await q({ excludeLocationsNotOnMarketplace: true, workspaceIds: [j.workspaceId] })).toEqual([j.nycLocationId]);
    expect(await q({ geoSearch: { latitude: 39.7392, longitude: -104.9903, maxMiles: 25 }, workspaceIds: [j.workspaceId] })).toEqual([
      j.denverId,
    ]);
    expect(await q({ ids: [], workspaceIds: [j.workspaceId], amenities: [], statuses: [] })).toHaveLength(2);
    // GetRooms filters
    const r = async (filters: Record<string, unknown>) => {
      const res = await server.rest('POST', `${WS}/Room`, { body: { offset: 0, limit: 50, ...filters }, auth: j.plain });
      expect(res.status).toBe(200);
      return (res.body.data as any[]).map((l) => l.id);
    };
    expect(await r({ locationIds: [j.denverId] })).toEqual([j.roomId]);
    expect(await r({ ids: [j.roomId], minimumCapacity: 2 })).toEqual([]);
    expect(await r({ ids: [j.roomId], maxTokensPerHour: 3 })).toEqual([j.roomId]);
    expect(await r({ ids: [j.roomId], maxMarketplacePricePerHour: 2000 })).toEqual([]);
    expect(await r({ ids: [j.roomId], state: 'CO', searchText: 'booth', amenities: ['Quiet'] })).toEqual([j.roomId]);
    expect(await r({ ids: [j.roomId], geoSearch: { latitude: 40.7484, longitude: -73.9857, maxMiles: 10 } })).toEqual([]);
  });

  test('paging bounds: limit 0 / 101 and offset -1 are 400 naming the field; pagedRequest echoes', async () => {
    for (const path of [
      '/Location',
      '/Room',
      '/LocationClosure',
      '/RoomClosure',
      '/Application',
      '/MemberApplication',
      '/UserLocation',
      '/Workspace',
      '/WorkspaceMember',
    ]) {
      const zero = await server.rest('POST', `${WS}${path}`, { body: { offset: 0, limit: 0 }, auth: admin });
      expect([path, zero.status]).toEqual([path, 400]);
      expect([path, Object.keys(zero.body.errors)]).toEqual([path, ['limit']]);
      const big = await server.rest('POST', `${WS}${path}`, { body: { offset: 0, limit: 101 }, auth: admin });
      expect([path, big.status]).toEqual([path, 400]);
      const neg = await server.rest('POST', `${WS}${path}`, { body: { offset: -1, limit: 10 }, auth: admin });
      expect([path, neg.status]).toEqual([path, 400]);
      expect([path, Object.keys(neg.body.errors)]).toEqual([path, ['offset']]);
      const ok = await server.rest('POST', `${WS}${path}`, { body: { offset: 1, limit: 100 }, auth: admin });
      expect([path, ok.status]).toEqual([path, 200]);
      expectPaged(ok.body, 1, 100);
    }
  });

  test('GetAddresses answers matches with geo', async () => {
    const res = await server.rest('GET', `${WS}/Address?Query=80202`, { auth: j.plain });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toEqual({
      address: expect.stringContaining('Denver'),
      geo: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
  });

  test('PUT /Workspace/{id} sets the logo; GetWorkspaces lists it', async () => {
    const res = await server.rest('PUT', `${WS}/Workspace/${j.workspaceId}`, {
      body: { logoUrl: 'https://example.com/logo.png' },
      auth: j.ownerWs,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: j.workspaceId, logoUrl: 'https://example.com/logo.png' });
    const list = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 10, ids: [j.workspaceId] }, auth: j.ownerWs });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: j.workspaceId, logoUrl: 'https://example.com/logo.png' })]);
    const unknown = await server.rest('PUT', `${WS}/Workspace/${randomUUID()}`, { body: { logoUrl: 'x' }, auth: admin });
    expect(unknown.status).toBe(404);
  });
});

describe('members, user-locations and admins', () => {
  test('member application flow to a WorkspaceMember and a UserLocation', async () => {
    const template = randomUUID();
    const created = await server.rest('POST', `${WS}/MemberApplication/create`, {
      body: {
        workspaceId: j.workspaceId,
        userId: j.plainUserId,
        workspaceLicenseTemplateId: template,
        locationId: j.denverId,
        requestedActivationDate: '2027-02-01T00:00:00Z',
      },
      auth: j.plain,
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual([
      'activationDate',
      'dateCreated',
      'dateUpdated',
      'id',
      'locationId',
      'requestedActivationDate',
      'status',
      'userId',
      'workspaceId',
      'workspaceLicenseTemplateId',
    ]);
    expect(created.body).toMatchObject({
      status: 'Request',
      userId: j.plainUserId,
      workspaceId: j.workspaceId,
      locationId: j.denverId,
      activationDate: null,
    });
    const id = created.body.id;
    const forOther = await server.rest('POST', `${WS}/MemberApplication/create`, {
      body: {
        workspaceId: j.workspaceId,
        userId: randomUUID(),
        workspaceLicenseTemplateId: template,
        requestedActivationDate: '2027-02-01T00:00:00Z',
      },
      auth: j.plain,
    });
    expect(forOther.status).toBe(403);
    const submitEarly = await server.rest('POST', `${WS}/MemberApplication/${id}/submit`, { auth: j.plain });
    expect(submitEarly.status).toBe(409);
    const selfApprove = await server.rest('POST', `${WS}/MemberApplication/${id}/approve-request`, { auth: j.plain });
    expect(selfApprove.status).toBe(403);
    const approveRequest = await server.rest('POST', `${WS}/MemberApplication/${id}/approve-request`, { auth: j.ownerWs });
    expect(approveRequest.status).toBe(200);
    expect(approveRequest.body.status).toBe('Pending');
    // changing only the date keeps the location
    const update = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-03-01T00:00:00Z' },
      auth: j.plain,
    });
    expect(update.status).toBe(200);
    expect(update.body.locationId).toBe(j.denverId);
    expect(new Date(update.body.requestedActivationDate).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    // ISO 8601 also allows a calendar date and a date-time without an offset (read as UTC)
    const dateOnly = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-03-01' },
      auth: j.plain,
    });
    expect(dateOnly.status).toBe(200);
    expect(dateOnly.body.requestedActivationDate).toBe('2027-03-01T00:00:00.000Z');
    const noOffset = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-03-01T00:00:00' },
      auth: j.plain,
    });
    expect(noOffset.body.requestedActivationDate).toBe('2027-03-01T00:00:00.000Z');
    const notADate = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-02-30' },
      auth: j.plain,
    });
    expect(notADate.status).toBe(400);
    expect(Object.keys(notADate.body.errors)).toEqual(['requestedActivationDate']);
    const cleared = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-03-01T00:00:00Z', locationId: null },
      auth: j.plain,
    });
    expect(cleared.body.locationId).toBeNull();
    const restored = await server.rest('PUT', `${WS}/MemberApplication/${id}`, {
      body: { requestedActivationDate: '2027-03-01T00:00:00Z', locationId: j.denverId },
      auth: j.plain,
    });
    expect(restored.body.locationId).toBe(j.denverId);
    const submit = await server.rest('POST', `${WS}/MemberApplication/${id}/submit`, { auth: j.plain });
    expect(submit.status).toBe(200);
    expect(submit.body.status).toBe('Submitted');
    const approve = await server.rest('POST', `${WS}/MemberApplication/${id}/approve`, { auth: j.ownerWs });
    expect(approve.status).toBe(200);
    expect(approve.body.status).toBe('Approved');
    expect(new Date(approve.body.activationDate).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    const deny = await server.rest('POST', `${WS}/MemberApplication/${id}/deny`, { auth: j.ownerWs });
    expect(deny.status).toBe(409);
    const unknown = await server.rest('POST', `${WS}/MemberApplication/${randomUUID()}/approve`, { auth: j.ownerWs });
    expect(unknown.status).toBe(404);

    const members = await server.rest('POST', `${WS}/WorkspaceMember`, {
      body: { offset: 0, limit: 10, workspaceIds: [j.workspaceId] },
      auth: j.ownerWs,
    });
    expect(members.status).toBe(200);
    expect(members.body.totalCount).toBe(1);
    expect(members.body.data[0]).toMatchObject({ userId: j.plainUserId, workspaceId: j.workspaceId });
    const links = await server.rest('POST', `${WS}/UserLocation`, {
      body: { offset: 0, limit: 10, userIds: [j.plainUserId] },
      auth: j.ownerWs,
    });
    expect(links.status).toBe(200);
    expect(links.body.data).toEqual([
      expect.objectContaining({ userId: j.plainUserId, workspaceId: j.workspaceId, locationId: j.denverId }),
    ]);
    expect(Object.keys(links.body.data[0]).sort()).toEqual(['dateCreated', 'dateUpdated', 'id', 'locationId', 'userId', 'workspaceId']);
    const ownMembership = await server.rest('POST', `${WS}/WorkspaceMember`, { body: { offset: 0, limit: 10 }, auth: j.plain });
    expect(ownMembership.status).toBe(200);
    expect(ownMembership.body.data.map((m: any) => m.userId)).toEqual([j.plainUserId]);
    const ownLinks = await server.rest('POST', `${WS}/UserLocation`, { body: { offset: 0, limit: 10 }, auth: j.plain });
    expect(ownLinks.body.data.map((l: any) => l.locationId)).toEqual([j.denverId]);
    const mineApps = await server.rest('POST', `${WS}/MemberApplication`, { body: { offset: 0, limit: 10 }, auth: j.plain });
    expect(mineApps.body.data.map((a: any) => a.id)).toEqual([id]);
  });

  test('user-location create and delete (200 empty)', async () => {
    const created = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { userId: j.plainUserId, workspaceId: j.workspaceId, locationId: j.nycLocationId },
      auth: j.ownerWs,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ userId: j.plainUserId, workspaceId: j.workspaceId, locationId: j.nycLocationId });
    const byPlain = await server.rest('POST', `${WS}/UserLocation/create`, {
      body: { userId: j.plainUserId, workspaceId: j.workspaceId, locationId: j.nycLocationId },
      auth: j.plain,
    });
    expect(byPlain.status).toBe(403);
    const del = await server.rest('DELETE', `${WS}/UserLocation/${created.body.id}`, { auth: j.ownerWs });
    expect(del.status).toBe(200);
    expect(del.text).toBe('');
    const missing = await server.rest('DELETE', `${WS}/UserLocation/${created.body.id}`, { auth: j.ownerWs });
    expect(missing.status).toBe(404);
  });

  test('admin role add, list, remove', async () => {
    const newAdmin = email('coadmin');
    const add = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'Co Admin', email: newAdmin }, role: 'Admin', workspaceId: j.workspaceId },
      auth: j.ownerWs,
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ email: newAdmin, firstName: 'Co', lastName: 'Admin' });
    expect(add.body.id).toEqual(expect.any(String));
    const list = await server.rest('GET', `${WS}/Admin/${j.workspaceId}/role/Admin`, { auth: j.ownerWs });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      data: expect.any(Array),
      pagedRequest: { offset: expect.any(Number), limit: expect.any(Number) },
      totalCount: 2,
    });
    expect(list.body.data.map((u: any) => u.email).sort()).toEqual([j.ownerEmail, newAdmin].sort());
    const byPlain = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'X Y', email: email('x') }, role: 'Admin', workspaceId: j.workspaceId },
      auth: j.plain,
    });
    expect(byPlain.status).toBe(403);
    const listPlain = await server.rest('GET', `${WS}/Admin/${j.workspaceId}/role/Admin`, { auth: j.plain });
    expect(listPlain.status).toBe(403);
    const remove = await server.rest('DELETE', `${WS}/Admin/role`, {
      body: { email: newAdmin, role: 'Admin', workspaceId: j.workspaceId },
      auth: j.ownerWs,
    });
    expect(remove.status).toBe(200);
    expect(remove.text).toBe('');
    const after = await server.rest('GET', `${WS}/Admin/${j.workspaceId}/role/Admin`, { auth: j.ownerWs });
    expect(after.body.totalCount).toBe(1);
    // a client whose DELETE cannot carry a body may send the same members as query parameters
    await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'Front Desk', email: newAdmin }, role: 'Receptionist', workspaceId: j.workspaceId },
      auth: j.ownerWs,
    });
    const byQuery = await server.rest(
      'DELETE',
      `${WS}/Admin/role?email=${encodeURIComponent(newAdmin)}&role=Receptionist&workspaceId=${j.workspaceId}`,
      { auth: j.ownerWs },
    );
    expect(byQuery.status).toBe(200);
    expect((await server.rest('GET', `${WS}/Admin/${j.workspaceId}/role/Receptionist`, { auth: j.ownerWs })).body.totalCount).toBe(0);
    const unknownWs = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'X Y', email: email('x') }, role: 'Admin', workspaceId: randomUUID() },
      auth: admin,
    });
    expect(unknownWs.status).toBe(404);
  });

  test('a foreign workspace Admin changes nothing here', async () => {
    // A second workspace through the documented flow (Platform Admin drives it).
    const otherEmail = email('other');
    await server.rest('POST', '/identity/User/signup', { body: { email: otherEmail, password: PASSWORD } });
    const created = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: 'Other Co', description: 'x', contact: { name: 'Other Owner', email: otherEmail } },
    });
    await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: created.body.id }, auth: admin });
    await server.rest('PUT', `${WS}/Application/${created.body.id}/submit`, {
      body: { name: 'Other Co', description: 'x', locations: [applicationLocation({ name: 'Other Loft' })] },
      auth: admin,
    });
    const approved = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: created.body.id }, auth: admin });
    expect(approved.status).toBe(200);
    const foreign = { token: await server.signIn(otherEmail, PASSWORD, approved.body.id) };

    const upsert = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Intruder' }),
      auth: foreign,
    });
    expect([403, 404]).toContain(upsert.status);
    const byId = await server.rest('POST', `${WS}/Location/upsert?id=${j.denverId}`, {
      body: locationUpsert(approved.body.id, { name: 'Stolen' }),
      auth: foreign,
    });
    expect([403, 404]).toContain(byId.status);
    const room = await server.rest('POST', `${WS}/Room/upsert?id=${j.roomId}`, {
      body: roomUpsert(j.denverId, { name: 'Stolen' }),
      auth: foreign,
    });
    expect([403, 404]).toContain(room.status);
    const closure = await server.rest('POST', `${WS}/LocationClosure/create`, {
      body: {
        closures: [
          {
            dateRange: { from: '2027-01-01T00:00:00Z', to: '2027-01-02T00:00:00Z' },
            workspaceId: j.workspaceId,
            locationId: j.denverId,
            recurrence: 'None',
          },
        ],
      },
      auth: foreign,
    });
    expect([403, 404]).toContain(closure.status);
    const mixed = await server.rest('POST', `${WS}/LocationClosure/create`, {
      body: {
        closures: [
          {
            dateRange: { from: '2027-01-01T00:00:00Z', to: '2027-01-02T00:00:00Z' },
            workspaceId: approved.body.id,
            locationId: j.denverId,
            recurrence: 'None',
          },
        ],
      },
      auth: foreign,
    });
    expect([400, 403, 404]).toContain(mixed.status);
    const ws = await server.rest('PUT', `${WS}/Workspace/${j.workspaceId}`, {
      body: { logoUrl: 'https://evil.example.com/x.png' },
      auth: foreign,
    });
    expect([403, 404]).toContain(ws.status);
    const role = await server.rest('POST', `${WS}/Admin/role`, {
      body: { contact: { name: 'E V', email: email('evil') }, role: 'Admin', workspaceId: j.workspaceId },
      auth: foreign,
    });
    expect([403, 404]).toContain(role.status);
    const members = await server.rest('POST', `${WS}/WorkspaceMember`, {
      body: { offset: 0, limit: 10, workspaceIds: [j.workspaceId] },
      auth: foreign,
    });
    expect(members.status === 403 || members.body.totalCount === 0).toBe(true);
    const links = await server.rest('POST', `${WS}/UserLocation`, {
      body: { offset: 0, limit: 10, workspaceIds: [j.workspaceId] },
      auth: foreign,
    });
    expect(links.status === 403 || links.body.totalCount === 0).toBe(true);
    const mine = await server.rest('GET', `${WS}/Workspace/my`, { auth: foreign });
    expect(mine.body.id).toBe(approved.body.id);

    // nothing changed
    const loc = await server.rest('POST', `${WS}/Location`, { body: { offset: 0, limit: 10, ids: [j.denverId] }, auth: j.ownerWs });
    expect(loc.body.data[0]).toMatchObject({ name: 'Denver Desk II', workspaceId: j.workspaceId });
    const w = await server.rest('POST', `${WS}/Workspace`, { body: { offset: 0, limit: 10, ids: [j.workspaceId] }, auth: j.ownerWs });
    expect(w.body.data[0].logoUrl).toBe('https://example.com/logo.png');
    const admins = await server.rest('GET', `${WS}/Admin/${j.workspaceId}/role/Admin`, { auth: j.ownerWs });
    expect(admins.body.totalCount).toBe(1);
  });

  test('Api-Key works on the workspaces REST face', async () => {
    const key = await server.rest('GET', '/identity/User/api-key', { auth: j.ownerWs });
    expect(key.status).toBe(200);
    const my = await server.rest('GET', `${WS}/Workspace/my`, { auth: { apiKey: key.body.apiKey } });
    expect(my.status).toBe(200);
    expect(my.body.id).toBe(j.workspaceId);
  });
});

describe('int64 money', () => {
  test('a price beyond the int32 token range round-trips; its token costs show the largest int32', async () => {
    const big = 9007199254740991;
    const loc = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Big Money', price: big }),
      auth: j.ownerWs,
    });
    expect(loc.status).toBe(200);
    expect(loc.body).toMatchObject({ price: big, tokenCost: 2147483647 });
    const room = await server.rest('POST', `${WS}/Room/upsert`, {
      body: roomUpsert(loc.body.id, { pricePerHour: big, pricePerDay: big }),
      auth: j.ownerWs,
    });
    expect(room.status).toBe(200);
    expect(room.body).toMatchObject({ pricePerHour: big, pricePerDay: big, tokenCostPerHour: 2147483647, tokenCostPerDay: 2147483647 });
    const cheap = await server.rest('POST', `${WS}/Location`, {
      body: { offset: 0, limit: 10, ids: [loc.body.id], maxTokens: 2147483647 },
      auth: j.ownerWs,
    });
    expect(cheap.body.totalCount).toBe(0);
    const beyond = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Too Big', price: 2 ** 53 }),
      auth: j.ownerWs,
    });
    expect(beyond.status).toBe(400);
    expect(Object.keys(beyond.body.errors)).toContain('price');
  });
});

describe('geocoding without a ZIP code', () => {
  test('a location given only city and state is placed in that city', async () => {
    const loc = await server.rest('POST', `${WS}/Location/upsert`, {
      body: locationUpsert(j.workspaceId, { name: 'Manhattan by city', address: { line1: '1 Broadway', city: 'New York', state: 'NY' } }),
      auth: j.ownerWs,
    });
    expect(loc.status).toBe(200);
    expect(loc.body.timeZone).toBe('America/New_York');
    const near = await server.rest('POST', `${WS}/Location`, {
      body: { offset: 0, limit: 10, ids: [loc.body.id], geoSearch: { latitude: 40.758, longitude: -73.9855, maxMiles: 10 } },
      auth: j.plain,
    });
    expect(near.status).toBe(200);
    expect(near.body.data.map((l: any) => l.id)).toEqual([loc.body.id]);
  });
});

describe('the graph', () => {
  test('locations and a mutation error code', async () => {
    const res = await server.gql(CatalogueLocationsTokenCostDocument, { input: { offset: 0, limit: 5, ids: [j.denverId] } }, j.plain);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      locations: { data: [{ id: j.denverId, name: 'Denver Desk II', tokenCost: 2 }], totalCount: 1, pagedRequest: { offset: 0, limit: 5 } },
    });
    const denied = await server.gql(OnboardingApproveApplicationDocument, { input: { applicationId: j.appId } }, j.plain);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
