import { Location } from '../../../src/workspaces/location/location.entity';
import { Room } from '../../../src/workspaces/room/room.entity';
import { Tenant } from '../../../src/identity/tenant/tenant.entity';
import { UserRole } from '../../../src/identity/user/user-role.entity';
import { StateTransition } from '../../../src/kernel/state-machine';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  OnboardingSubmitApplicationDocument,
  OnboardingUpdateApplicationDocument,
  type WorkspaceApplicationContentInput,
} from '../../generated/graphql';
import {
  applicationIn,
  codeIn,
  contentBody,
  inquiryBody,
  locationBody,
  mailsTo,
  PASSWORD,
  roomBody,
  signedInUser,
  uniqueEmail,
  WS,
} from '../../support/onboarding-builders';

let server: TestServer;
let admin: { token: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
});
afterAll(async () => {
  await server?.close();
});

describe('a workspace application from the public inquiry to an approved workspace', () => {
  test('the whole flow over REST, with its mails and effects', async () => {
    // given an anonymous inquiry
    const ownerEmail = uniqueEmail('owner');
    const created = await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody(ownerEmail, 'Acme Spaces') });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'Inquiry',
      name: 'Acme Spaces',
      wasInvited: false,
      ownerEmail,
      workspaceId: null,
      contact: { name: 'Wile E. Coyote', email: ownerEmail, phone: '+1 555 0100', firstName: 'Wile E.', lastName: 'Coyote' },
    });
    expect(created.body.ownerId).toEqual(expect.any(String));
    const id = created.body.id;

    // when the Platform Admin approves the inquiry, the owner (no password yet) gets a continue mail with a setup code
    const pending = await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: id }, auth: admin });
    expect(pending.status).toBe(200);
    expect(pending.body.status).toBe('Pending');
    const mails = await mailsTo(server, ownerEmail);
    expect(mails).toHaveLength(1);
    const code = codeIn(mails[0]);
    expect(code).toBeTruthy();

    // and the owner sets a password with that code and signs in
    const reset = await server.rest('POST', '/identity/resetPassword', {
      body: { email: ownerEmail, resetCode: code, newPassword: PASSWORD },
    });
    expect([200, 204]).toContain(reset.status);
    const owner = { token: await server.signIn(ownerEmail, PASSWORD) };

    // the owner updates the draft (locations are optional while drafting)
    const updated = await server.rest('PUT', `${WS}/Application/${id}`, {
      body: { name: 'Acme Spaces NYC', description: 'Desks.', locations: [{ name: 'Draft', autoApproveReservations: false }] },
      auth: owner,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'Pending',
      name: 'Acme Spaces NYC',
      locations: [{ name: 'Draft', autoApproveReservations: false, address: null }],
    });

    // submit validates the content and names the fields
    const incomplete = await server.rest('PUT', `${WS}/Application/${id}/submit`, {
      body: {
        name: 'Acme Spaces NYC',
        description: 'Desks.',
        locations: [{ name: 'Draft', autoApproveReservations: false, rooms: [{ name: 'Room', autoApproveReservations: true }] }],
      },
      auth: owner,
    });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(
      [
        'locations[0].address',
        'locations[0].price',
        'locations[0].rooms[0].capacity',
        'locations[0].rooms[0].pricePerHour',
        'locations[0].rooms[0].quantity',
        'locations[0].schedule',
      ].sort(),
    );
    const none = await server.rest('PUT', `${WS}/Application/${id}/submit`, {
      body: { name: 'Acme', description: 'Desks.', locations: [] },
      auth: owner,
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('locations');
    const unlocatable = await server.rest('PUT', `${WS}/Application/${id}/submit`, {
      body: contentBody({ locations: [locationBody({ address: { city: 'Nowhere', state: 'ZZ', zipCode: '00000' } })] }),
      auth: owner,
    });
    expect(unlocatable.status).toBe(400);
    expect(Object.keys(unlocatable.body.errors)[0]).toMatch(/^locations\[0\]\.address/);
    const stillPending = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10, ids: [id] }, auth: owner });
    expect(stillPending.body.data[0]).toMatchObject({ status: 'Pending', name: 'Acme Spaces NYC' });

    const submitted = await server.rest('PUT', `${WS}/Application/${id}/submit`, {
      body: contentBody({
        name: 'Acme Spaces NYC',
        locations: [
          locationBody({
            name: 'Chelsea Hub',
            rooms: [roomBody({ name: 'Board room' }), roomBody({ name: 'Booth', capacity: 1, quantity: 4, maxReservationMinutes: null })],
          }),
        ],
      }),
      auth: owner,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('Submitted');
    expect(submitted.body.locations[0]).toMatchObject({
      name: 'Chelsea Hub',
      termsOfSerivceUrl: 'https://example.com/terms.pdf',
      autoApproveReservations: true,
      price: 3500,
    });

    // when the Platform Admin approves, the answer is the new Workspace
    const approved = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: id }, auth: admin });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ name: 'Acme Spaces NYC', email: ownerEmail, logoUrl: '' });
    const workspaceId = approved.body.id;

    // then the tenant, the owner's Admin role, the locations and rooms exist
    const em = server.app.db.orm.em.fork();
    expect(await em.findOne(Tenant, { tenantId: workspaceId })).toMatchObject({ tenantName: 'Acme Spaces NYC', tenantType: 'Workspace' });
    expect(await em.count(UserRole, { tenantId: workspaceId, role: 'Admin', userId: created.body.ownerId })).toBe(1);
    const locations = await em.find(Location, { workspaceId });
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({ name: 'Chelsea Hub', status: 'Active', timeZone: 'America/New_York', price: 3500 });
    expect(locations[0].latitude).toBeCloseTo(40.75, 1);
    const rooms = await em.find(Room, { locationId: locations[0].id }, { orderBy: { name: 'asc' } });
    expect(rooms.map((r) => [r.name, r.capacity, r.maxReservationMinutes])).toEqual([
      ['Board room', 8, 240],
      ['Booth', 1, 24 * 60],
    ]);
    const after = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10, ids: [id] }, auth: owner });
    expect(after.body.data[0]).toMatchObject({ status: 'Approved', workspaceId });
    expect((await mailsTo(server, ownerEmail)).map((m) => m.kind)).toEqual([
      'workspace-application.approved-inquiry',
      'workspace-application.approved',
    ]);
    const history = await em.find(StateTransition, { recordId: id }, { orderBy: { dateCreated: 'asc' } });
    expect(history.map((h) => `${h.transition}:${h.fromState ?? '-'}>${h.toState}`)).toEqual(
      expect.arrayContaining([
        'create:->Inquiry',
        'approve-inquiry:Inquiry>Pending',
        'update:Pending>Pending',
        'submit:Pending>Submitted',
        'approve:Submitted>Approved',
      ]),
    );

    // and the owner's workspace answers GET /Workspace/my
    const mine = await server.rest('GET', `${WS}/Workspace/my`, { auth: owner });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(workspaceId);
  });

  test("an application's locations follow the catalogue's rules: what the catalogue refuses is refused while drafting, on both faces; what it accepts is approved into locations", async () => {
    // given a Pending application
    const { id } = await applicationIn(server, 'Pending');
    const refusedFields = ['locations[0].address.line1', 'locations[0].name', 'locations[0].phone', 'locations[0].rooms[0].name'];
    const tooLong = contentBody({
      locations: [
        locationBody({
          name: 'N'.repeat(201),
          phone: '5'.repeat(51),
          address: { line1: 'L'.repeat(201), city: 'New York', state: 'NY', zipCode: '10001' },
          rooms: [roomBody({ name: 'R'.repeat(201) })],
        }),
      ],
    });

    // when a location name, phone, address line or room name is longer than UpsertLocation / UpsertRoom allow,
    // then update and submit refuse it with a 400 naming each field (as each face's caller sent it), and the application stays Pending
    for (const path of [`/Application/${id}`, `/Application/${id}/submit`]) {
      const refused = await server.rest('PUT', `${WS}${path}`, { body: tooLong, auth: admin });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors).sort()).toEqual(refusedFields);
    }
    const variables = { id, input: tooLong as WorkspaceApplicationContentInput };
    for (const refused of [
      await server.gql(OnboardingUpdateApplicationDocument, variables, admin),
      await server.gql(OnboardingSubmitApplicationDocument, variables, admin),
    ]) {
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      // the graph names them by argument path
      expect(Object.keys(refused.errors?.[0].extensions?.errors as object).sort()).toEqual(refusedFields.map((field) => `input.${field}`));
    }
    const listed = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10, ids: [id] }, auth: admin });
    expect(listed.body.data[0].status).toBe('Pending');

    // when the values are as long as the catalogue allows, submit and approve go through
    const longest = locationBody({
      name: 'N'.repeat(200),
      phone: '5'.repeat(50),
      address: { line1: 'L'.repeat(200), city: 'New York', state: 'NY', zipCode: '10001' },
      rooms: [roomBody({ name: 'R'.repeat(200) })],
    });
    const submitted = await server.rest('PUT', `${WS}/Application/${id}/submit`, {
      body: contentBody({ locations: [longest] }),
      auth: admin,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('Submitted');
    const approved = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: id }, auth: admin });
    expect(approved.status).toBe(200);

    // then the approved application yields its location and room
    const locations = await server.rest('POST', `${WS}/Location`, {
      body: { offset: 0, limit: 10, workspaceIds: [approved.body.id] },
      auth: admin,
    });
    expect(locations.body.data).toHaveLength(1);
    expect(locations.body.data[0]).toMatchObject({
      name: 'N'.repeat(200),
      phone: '5'.repeat(50),
      address: { line1: 'L'.repeat(200), zipCode: '10001' },
      status: 'Active',
    });
    const rooms = await server.rest('POST', `${WS}/Room`, {
      body: { offset: 0, limit: 10, locationIds: [locations.body.data[0].id] },
      auth: admin,
    });
    expect(rooms.body.data.map((room: { name: string }) => room.name)).toEqual(['R'.repeat(200)]);
  });

  test('invite opens a Pending application and mails the contact a setup code', async () => {
    const email = uniqueEmail('invitee');
    const invited = await server.rest('POST', `${WS}/Application/invite`, { body: inquiryBody(email, 'Invited Co'), auth: admin });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ status: 'Pending', wasInvited: true, ownerEmail: email });
    const [mail] = await mailsTo(server, email);
    expect(mail.kind).toBe('workspace-application.invited');
    expect(codeIn(mail)).toMatch(/\S+/);
  });

  test('an owner who has a password gets no setup code', async () => {
    const owner = await signedInUser(server);
    const created = await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody(owner.email) });
    expect(created.body.ownerId).toBe(owner.userId);
    await server.rest('PUT', `${WS}/Application/approve-inquiry`, { body: { applicationId: created.body.id }, auth: admin });
    const [mail] = await mailsTo(server, owner.email);
    expect(codeIn(mail)).toBeNull();
  });

  test('remind: once a day per application, then 429 with Retry-After', async () => {
    const email = uniqueEmail('slow');
    const created = await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody(email) });
    const first = await server.rest('POST', `${WS}/Application/remind`, { body: { applicationId: created.body.id }, auth: admin });
    expect(first.status).toBe(200);
    expect(first.text).toBe('');
    const second = await server.rest('POST', `${WS}/Application/remind`, { body: { applicationId: created.body.id }, auth: admin });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    const mails = await mailsTo(server, email);
    expect(mails.map((m) => m.kind)).toEqual(['workspace-application.reminder']);
    expect(codeIn(mails[0])).toBeTruthy();
  });

  test('deny mails the owner', async () => {
    const email = uniqueEmail('denied');
    const created = await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody(email) });
    const denied = await server.rest('PUT', `${WS}/Application/deny`, { body: { applicationId: created.body.id }, auth: admin });
    expect(denied.status).toBe(200);
    expect(denied.body.status).toBe('Denied');
    expect((await mailsTo(server, email)).map((m) => m.kind)).toEqual(['workspace-application.denied']);
  });

  test('bad input is a 400 naming the field, never a 500', async () => {
    const noEmail = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: 'X', description: 'Y', contact: { name: 'Z', email: 'not-an-email' } },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toHaveProperty(['contact.email']);
    const missing = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: 'X', contact: { name: 'Z', email: uniqueEmail() } },
    });
    expect(missing.status).toBe(400);
    const blank = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: '  ', description: 'Y', contact: { name: 'Z', email: uniqueEmail() } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('name');
    const longPhone = await server.rest('POST', `${WS}/Application/create`, {
      body: { name: 'X', description: 'Y', contact: { name: 'Z', email: uniqueEmail(), phone: '5'.repeat(51) } },
    });
    expect(longPhone.status).toBe(400);
    expect(longPhone.body.errors).toHaveProperty(['contact.phone']);
    // ids are plain strings in the document: one that is not a UUID names no application (404)
    const badId = await server.rest('PUT', `${WS}/Application/approve`, { body: { applicationId: 'nope' }, auth: admin });
    expect(badId.status).toBe(404);
    const missingId = await server.rest('PUT', `${WS}/Application/approve`, { body: {}, auth: admin });
    expect(missingId.status).toBe(400);
    expect(missingId.body.errors).toHaveProperty('applicationId');
    const unknown = await server.rest('PUT', `${WS}/Application/approve`, {
      body: { applicationId: '00000000-0000-4000-8000-000000000000' },
      auth: admin,
    });
    expect(unknown.status).toBe(404);
    const money = await server.rest('PUT', `${WS}/Application/00000000-0000-4000-8000-000000000000`, {
      body: contentBody({ locations: [locationBody({ price: 12.5 })] }),
      auth: admin,
    });
    expect(money.status).toBe(400);
    const noFlag = await server.rest('PUT', `${WS}/Application/00000000-0000-4000-8000-000000000000`, {
      body: { name: 'a', description: 'b', locations: [{ name: 'x' }] },
      auth: admin,
    });
    expect(noFlag.status).toBe(400);
  });

  test('GetApplications filters by ids, ownerIds and statuses; paging bounds are checked', async () => {
    const owner = await signedInUser(server);
    const a = await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody(owner.email, 'First') });
    const b = await server.rest('POST', `${WS}/Application/create`, { body: inquiryBody(owner.email, 'Second') });
    await server.rest('PUT', `${WS}/Application/deny`, { body: { applicationId: b.body.id }, auth: admin });
    const mine = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10 }, auth: owner.auth });
    expect(mine.body.data.map((x: { name: string }) => x.name)).toEqual(['Second', 'First']);
    expect(mine.body).toMatchObject({ totalCount: 2, pagedRequest: { offset: 0, limit: 10 } });
    const byOwner = await server.rest('POST', `${WS}/Application`, {
      body: { offset: 0, limit: 10, ownerIds: [owner.userId], statuses: ['Denied'] },
      auth: admin,
    });
    expect(byOwner.body.data.map((x: { id: string }) => x.id)).toEqual([b.body.id]);
    const emptyFilters = await server.rest('POST', `${WS}/Application`, {
      body: { offset: 0, limit: 10, ids: [], ownerIds: [], statuses: [] },
      auth: owner.auth,
    });
    expect(emptyFilters.body.totalCount).toBe(2);
    const byId = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10, ids: [a.body.id] }, auth: admin });
    expect(byId.body.totalCount).toBe(1);
    const tooMany = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 1000 }, auth: admin });
    expect(tooMany.status).toBe(400);
    const anonymous = await server.rest('POST', `${WS}/Application`, { body: { offset: 0, limit: 10 } });
    expect(anonymous.status).toBe(401);
  });
});
