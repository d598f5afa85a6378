import { EmpApplicationsDocument, EmpApproveApplicationDocument, EmpCreateApplicationDocument } from '../generated/graphql';
import { Employer } from '../../src/employers/employer/employer.entity';
import { Tenant } from '../../src/identity/tenant/tenant.entity';
import { UserRole } from '../../src/identity/user/user-role.entity';
import { User } from '../../src/identity/user/user.entity';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  applicationBody,
  applicationIn,
  EMPLOYERS,
  FULL_ADDRESS,
  mailsTo,
  PASSWORD,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
} from '../support/employers-builders';

let server: TestServer;
let admin: { token: string };
let owner: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
  owner = await signedInUser(server, uniqueEmail('owner'));
  stranger = await signedInUser(server, uniqueEmail('stranger'));
});
afterAll(async () => {
  await server?.close();
});

describe('employer application, over REST as documented', () => {
  test('an anonymous inquiry creates the owner without password and the application in Inquiry', async () => {
    const email = uniqueEmail('New.Owner');
    const created = await server.rest('POST', `${EMPLOYERS}/Application/create`, { body: applicationBody({}, email) });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'Inquiry',
      name: 'Globex Inc',
      description: 'Rents desks for its remote staff.',
      contact: { name: 'Hank Scorpio', email: email.toLowerCase(), phone: '+1 555 0100' },
      address: null,
      ownerEmail: email.toLowerCase(),
      employerId: null,
    });
    expect(Object.keys(created.body).sort()).toEqual(
      [
        'address',
        'contact',
        'dateCreated',
        'dateUpdated',
        'description',
        'employerId',
        'id',
        'name',
        'ownerEmail',
        'ownerId',
        'status',
      ].sort(),
    );
    const user = await server.app.db.orm.em.fork().findOne(User, { email: email.toLowerCase() }, { populate: ['passwordHash'] as never });
    expect(user).toMatchObject({ id: created.body.ownerId, firstName: 'Hank', lastName: 'Scorpio', passwordHash: null });
  });

  test('create names the missing or invalid fields (400)', async () => {
    const missing = await server.rest('POST', `${EMPLOYERS}/Application/create`, { body: { name: 'X', description: 'Y' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('contact');
    const bad = await server.rest('POST', `${EMPLOYERS}/Application/create`, {
      body: applicationBody({ name: '  ', contact: { name: 'A B', email: 'not-an-email' } }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(expect.arrayContaining(['name']));
    const badEmail = await server.rest('POST', `${EMPLOYERS}/Application/create`, {
      body: applicationBody({ contact: { name: 'A B', email: 'not-an-email' } }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toHaveProperty(['contact.email']);
  });

  test('the whole flow: approve-inquiry mails a code to a password-less owner, update, submit, approve creates the employer', async () => {
    const email = uniqueEmail('flow');
    const created = await server.rest('POST', `${EMPLOYERS}/Application/create`, { body: applicationBody({ name: 'Initech' }, email) });
    const id = created.body.id;

    const pending = await server.rest('PUT', `${EMPLOYERS}/Application/approve-inquiry`, { body: { applicationId: id }, auth: admin });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ id, status: 'Pending' });
    const [mail] = await mailsTo(server, email);
    expect(mail.kind).toBe('employer-application.approved-inquiry');
    expect(mail.subject).toContain('Initech');
    const code = mail.textBody.match(/^Code: (\S+)$/m)?.[1];
    expect(code).toBeDefined();

    // The code is a reset code: the owner sets a password with ResetPassword and signs in.
    const reset = await server.rest('POST', '/identity/resetPassword', { body: { email, resetCode: code, newPassword: PASSWORD } });
    expect(reset.status).toBe(200);
    const ownerToken = await server.signIn(email, PASSWORD);

    const updated = await server.rest('PUT', `${EMPLOYERS}/Application/${id}`, {
      body: { name: 'Initech LLC', description: 'TPS reports, at scale.', address: FULL_ADDRESS },
      auth: { token: ownerToken },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'Pending', name: 'Initech LLC', address: FULL_ADDRESS });

    const submitted = await server.rest('PUT', `${EMPLOYERS}/Application/submit`, {
      body: { applicationId: id },
      auth: { token: ownerToken },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('Submitted');

    const approved = await server.rest('PUT', `${EMPLOYERS}/Application/approve`, { body: { applicationId: id }, auth: admin });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ name: 'Initech LLC', email: email.toLowerCase(), address: FULL_ADDRESS });
    expect(Object.keys(approved.body).sort()).toEqual(['address', 'dateCreated', 'dateUpdated', 'email', 'id', 'name']);
    const employerId = approved.body.id;

    const em = server.app.db.orm.em.fork();
    expect(await em.findOne(Tenant, { tenantId: employerId })).toMatchObject({ tenantName: 'Initech LLC', tenantType: 'Employer' });
    expect(await em.findOne(UserRole, { tenantId: employerId, userId: created.body.ownerId, role: 'Admin' })).not.toBeNull();
    const listed = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 10, ids: [id] },
      auth: { token: ownerToken },
    });
    expect(listed.body.data[0]).toMatchObject({ status: 'Approved', employerId });
    expect((await mailsTo(server, email)).map((m) => m.kind)).toEqual([
      'employer-application.approved-inquiry',
      'employer-application.approved',
    ]);

    // The owner now administers the employer (a fresh token carries the role).
    const adminOfEmployer = await server.signIn(email, PASSWORD);
    const employers = await server.rest('POST', `${EMPLOYERS}/Employer`, {
      body: { offset: 0, limit: 10 },
      auth: { token: adminOfEmployer },
    });
    expect(employers.body).toMatchObject({
      totalCount: 1,
      data: [{ id: employerId, name: 'Initech LLC' }],
      pagedRequest: { offset: 0, limit: 10 },
    });
  });

  test('an owner who has a password gets no code; deny mails the owner', async () => {
    const created = await server.rest('POST', `${EMPLOYERS}/Application/create`, { body: applicationBody({}, owner.email) });
    expect(created.body.ownerId).toBe(owner.userId);
    await server.rest('PUT', `${EMPLOYERS}/Application/approve-inquiry`, { body: { applicationId: created.body.id }, auth: admin });
    const denied = await server.rest('PUT', `${EMPLOYERS}/Application/deny`, { body: { applicationId: created.body.id }, auth: admin });
    expect(denied.status).toBe(200);
    expect(denied.body.status).toBe('Denied');
    const mails = await mailsTo(server, owner.email);
    expect(mails.map((m) => m.kind)).toEqual(['employer-application.approved-inquiry', 'employer-application.denied']);
    expect(mails[0].textBody).not.toMatch(/^Code: /m);
  });

  test('remind mails the owner once, then 429 within 24 hours; 200 with an empty body', async () => {
    const email = uniqueEmail('remind');
    const application = await applicationIn(server, 'Inquiry', { contactEmail: email });
    const first = await server.rest('POST', `${EMPLOYERS}/Application/remind`, { body: { applicationId: application.id }, auth: admin });
    expect(first.status).toBe(200);
    expect(first.text).toBe('');
    const second = await server.rest('POST', `${EMPLOYERS}/Application/remind`, { body: { applicationId: application.id }, auth: admin });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeTruthy();
    const reminders = (await mailsTo(server, email)).filter((m) => m.kind === 'employer-application.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].textBody).toMatch(/^Code: \S+$/m);
  });

  test('GetApplications: the Platform Admin sees all, an owner only their own, filters by status and owner', async () => {
    const mine = await server.rest('POST', `${EMPLOYERS}/Application/create`, { body: applicationBody({ name: 'Mine' }, owner.email) });
    const asOwner = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 100 },
      auth: { token: owner.token },
    });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.data.length).toBeGreaterThan(0);
    expect(asOwner.body.data.every((a: any) => a.ownerId === owner.userId)).toBe(true);
    expect(asOwner.body.data.map((a: any) => a.id)).toContain(mine.body.id);

    const asStranger = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 100, ids: [mine.body.id] },
      auth: { token: stranger.token },
    });
    expect(asStranger.body).toMatchObject({ totalCount: 0, data: [] });

    const all = await server.rest('POST', `${EMPLOYERS}/Application`, { body: { offset: 0, limit: 100 }, auth: admin });
    expect(all.body.totalCount).toBeGreaterThan(asOwner.body.totalCount);
    const byStatus = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 100, statuses: ['Denied'], ownerIds: [owner.userId] },
      auth: admin,
    });
    expect(byStatus.body.data.length).toBe(1);
    expect(byStatus.body.data[0]).toMatchObject({ status: 'Denied', ownerId: owner.userId });
    const badStatus = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 10, statuses: ['Nope'] },
      auth: admin,
    });
    expect(badStatus.status).toBe(400);
    const badLimit = await server.rest('POST', `${EMPLOYERS}/Application`, { body: { offset: 0, limit: 1000 }, auth: admin });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors).toHaveProperty('limit');
    const anonymous = await server.rest('POST', `${EMPLOYERS}/Application`, { body: { offset: 0, limit: 10 } });
    expect(anonymous.status).toBe(401);
  });

  test('another user cannot see, update or submit an application (404), nor run admin transitions (403)', async () => {
    const application = await applicationIn(server, 'Pending', { contactEmail: owner.email });
    const asStranger = { token: stranger.token };
    const update = await server.rest('PUT', `${EMPLOYERS}/Application/${application.id}`, {
      body: { name: 'Hijack', description: 'x', address: FULL_ADDRESS },
      auth: asStranger,
    });
    expect(update.status).toBe(404);
    const submit = await server.rest('PUT', `${EMPLOYERS}/Application/submit`, {
      body: { applicationId: application.id },
      auth: asStranger,
    });
    expect(submit.status).toBe(404);
    for (const path of ['approve-inquiry', 'deny', 'approve']) {
      const result = await server.rest('PUT', `${EMPLOYERS}/Application/${path}`, {
        body: { applicationId: application.id },
        auth: { token: owner.token },
      });
      expect(result.status).toBe(403);
    }
    const remind = await server.rest('POST', `${EMPLOYERS}/Application/remind`, {
      body: { applicationId: application.id },
      auth: { token: owner.token },
    });
    expect(remind.status).toBe(403);
    const anonymousUpdate = await server.rest('PUT', `${EMPLOYERS}/Application/${application.id}`, {
      body: { name: 'Hijack', description: 'x', address: FULL_ADDRESS },
    });
    expect(anonymousUpdate.status).toBe(401);
    const listed = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 1, ids: [application.id] },
      auth: admin,
    });
    expect(listed.body.data[0]).toMatchObject({ name: 'Globex Inc', status: 'Pending' });
  });

  test('unknown or malformed ids are 404, a missing applicationId is a 400 naming it', async () => {
    for (const applicationId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await server.rest('PUT', `${EMPLOYERS}/Application/approve`, { body: { applicationId }, auth: admin });
      expect(result.status).toBe(404);
    }
    const update = await server.rest('PUT', `${EMPLOYERS}/Application/not-a-uuid`, {
      body: { name: 'a', description: 'b', address: {} },
      auth: admin,
    });
    expect(update.status).toBe(404);
    const missing = await server.rest('PUT', `${EMPLOYERS}/Application/submit`, { body: {}, auth: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('applicationId');
  });
});

describe('employer application, in the graph', () => {
  test('createEmployerApplication, employerApplications and approveEmployerApplication (returns the Employer)', async () => {
    const email = uniqueEmail('graph');
    const created = await server.gql(EmpCreateApplicationDocument, {
      input: { name: 'Vandelay Industries', description: 'Importing, exporting.', contact: { name: 'Art Vandelay', email } },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEmployerApplication.id;
    const submitted = await applicationIn(server, 'Submitted', { contactEmail: email, name: 'Vandelay Industries' });
    const approved = await server.gql(EmpApproveApplicationDocument, { applicationId: submitted.id }, admin);
    expect(approved.data!.approveEmployerApplication).toMatchObject({
      name: 'Vandelay Industries',
      email: email.toLowerCase(),
      address: { city: 'Cypress Creek' },
    });
    const listed = await server.gql(EmpApplicationsDocument, { input: { ids: [id, submitted.id], offset: 0, limit: 10 } }, admin);
    expect(listed.data!.employerApplications.totalCount).toBe(2);
    const employers = await server.app.db.orm.em.fork().count(Employer, { name: 'Vandelay Industries' });
    expect(employers).toBe(1);
  });
});
