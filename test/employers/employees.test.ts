import { EmpEmployeesWithUserDocument, EmpUpdateEmployeeStatusDocument } from '../generated/graphql';
import { User } from '../../src/identity/user/user.entity';
import { startTestServer, type TestServer, warmCaller } from '../support/test-server';
import { EMPLOYERS, employerOwnedBy, signedInUser, uniqueEmail } from '../support/employers-builders';

let server: TestServer;
let admin: { token: string };
let employerAdmin: { token: string };
let employerId: string;
let otherEmployerId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
  const owner = await signedInUser(server, uniqueEmail('owner'));
  const owned = await employerOwnedBy(server, owner, 'Acme Widgets');
  employerId = owned.employerId;
  employerAdmin = { token: owned.token };
  const otherOwner = await signedInUser(server, uniqueEmail('other-owner'));
  otherEmployerId = (await employerOwnedBy(server, otherOwner, 'Other Co')).employerId;
});
afterAll(async () => {
  await server?.close();
});

function createEmployee(body: Record<string, unknown>, auth = employerAdmin) {
  return server.rest('POST', `${EMPLOYERS}/Employee/create`, { body, auth });
}

describe('CreateEmployee', () => {
  test('creates the user from a new contact; employerUserId defaults to the email; the employee is Active', async () => {
    const email = uniqueEmail('Jane.Doe');
    const before = Date.now();
    const result = await createEmployee({ contact: { name: 'Jane Doe', email, phone: '555-0101' }, employerId });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual([
      'dateCreated',
      'dateUpdated',
      'employerId',
      'employerUserId',
      'id',
      'status',
      'statusUpdatedDate',
      'userId',
    ]);
    expect(result.body).toMatchObject({ employerId, employerUserId: email.toLowerCase(), status: 'Active' });
    expect(new Date(result.body.statusUpdatedDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const user = await server.app.db.orm.em.fork().findOne(User, { email: email.toLowerCase() }, { populate: ['passwordHash'] as never });
    expect(user).toMatchObject({ id: result.body.userId, firstName: 'Jane', lastName: 'Doe', passwordHash: null });
  });

  test('an existing user is reused and an explicit employerUserId is kept', async () => {
    const email = uniqueEmail('existing');
    const first = await createEmployee({ contact: { name: 'Existing User', email }, employerId: otherEmployerId }, admin);
    const second = await createEmployee({ contact: { name: 'Existing User', email }, employerId, employerUserId: 'HR-42' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ userId: first.body.userId, employerUserId: 'HR-42' });
  });

  test('a duplicate employerUserId, or the same user twice, in one employer is a 409 and creates nothing', async () => {
    const email = uniqueEmail('dup');
    expect((await createEmployee({ contact: { name: 'Dup One', email }, employerId, employerUserId: 'DUP-1' })).status).toBe(200);
    const sameId = await createEmployee({ contact: { name: 'Dup Two', email: uniqueEmail('dup2') }, employerId, employerUserId: 'DUP-1' });
    expect(sameId.status).toBe(409);
    expect(sameId.body.code).toBe('CONFLICT');
    const sameUser = await createEmployee({ contact: { name: 'Dup One', email }, employerId, employerUserId: 'DUP-2' });
    expect(sameUser.status).toBe(409);
    const listed = await server.rest('POST', `${EMPLOYERS}/Employee`, {
      body: { offset: 0, limit: 10, employerIds: [employerId], employerUserIds: ['DUP-1', 'DUP-2'] },
      auth: employerAdmin,
    });
    expect(listed.body.totalCount).toBe(1);
    // The same employerUserId in another employer is fine.
    const elsewhere = await createEmployee(
      { contact: { name: 'Dup Three', email: uniqueEmail('dup3') }, employerId: otherEmployerId, employerUserId: 'DUP-1' },
      admin,
    );
    expect(elsewhere.status).toBe(200);
  });

  test('bad input is a 400 naming the field; an unknown employer is a 404 for the Platform Admin', async () => {
    const noContact = await createEmployee({ employerId });
    expect(noContact.status).toBe(400);
    expect(noContact.body.errors).toHaveProperty('contact');
    const badEmail = await createEmployee({ contact: { name: 'X Y', email: 'nope' }, employerId });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toHaveProperty(['contact.email']);
    const blankName = await createEmployee({ contact: { name: ' ', email: uniqueEmail() }, employerId });
    expect(blankName.body.errors).toHaveProperty(['contact.name']);
    const unknown = await createEmployee(
      { contact: { name: 'X Y', email: uniqueEmail() }, employerId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.status).toBe(404);
    const malformed = await createEmployee({ contact: { name: 'X Y', email: uniqueEmail() }, employerId: 'acme' }, admin);
    expect(malformed.status).toBe(404);
  });
});

describe('UpdateEmployeeStatus and GetEmployees', () => {
  test('sets Inactive and back, stamping statusUpdatedDate', async () => {
    const created = await createEmployee({ contact: { name: 'Status Person', email: uniqueEmail('status') }, employerId });
    const inactive = await server.rest('PUT', `${EMPLOYERS}/Employee/status`, {
      body: { employerId, userId: created.body.userId, status: 'Inactive' },
      auth: employerAdmin,
    });
    expect(inactive.status).toBe(200);
    expect(inactive.body).toMatchObject({ id: created.body.id, status: 'Inactive' });
    expect(new Date(inactive.body.statusUpdatedDate).getTime()).toBeGreaterThan(new Date(created.body.statusUpdatedDate).getTime());
    const active = await server.gql(
      EmpUpdateEmployeeStatusDocument,
      { input: { employerId, userId: created.body.userId, status: 'Active' } },
      employerAdmin,
    );
    expect(active.data!.updateEmployeeStatus.status).toBe('Active');
    expect(new Date(active.data!.updateEmployeeStatus.statusUpdatedDate).getTime()).toBeGreaterThan(
      new Date(inactive.body.statusUpdatedDate).getTime(),
    );
  });

  test('bad status is a 400, an unknown employee a 404', async () => {
    const created = await createEmployee({ contact: { name: 'Bad Status', email: uniqueEmail('bad') }, employerId });
    const bad = await server.rest('PUT', `${EMPLOYERS}/Employee/status`, {
      body: { employerId, userId: created.body.userId, status: 'Retired' },
      auth: employerAdmin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('status');
    const unknown = await server.rest('PUT', `${EMPLOYERS}/Employee/status`, {
      body: { employerId, userId: '00000000-0000-4000-8000-000000000000', status: 'Inactive' },
      auth: employerAdmin,
    });
    expect(unknown.status).toBe(404);
    const notHere = await server.rest('PUT', `${EMPLOYERS}/Employee/status`, {
      body: { employerId: otherEmployerId, userId: created.body.userId, status: 'Inactive' },
      auth: admin,
    });
    expect(notHere.status).toBe(404);
  });

  test('every filter of GetEmployees, with paging', async () => {
    const a = await createEmployee({ contact: { name: 'Filter A', email: uniqueEmail('fa') }, employerId, employerUserId: 'F-A' });
    const b = await createEmployee({ contact: { name: 'Filter B', email: uniqueEmail('fb') }, employerId, employerUserId: 'F-B' });
    await server.rest('PUT', `${EMPLOYERS}/Employee/status`, {
      body: { employerId, userId: b.body.userId, status: 'Inactive' },
      auth: employerAdmin,
    });
    const list = (body: Record<string, unknown>) =>
      server.rest('POST', `${EMPLOYERS}/Employee`, { body: { offset: 0, limit: 100, ...body }, auth: admin });

    const all = await list({ employerIds: [employerId, otherEmployerId] });
    const mine = await list({ employerIds: [employerId] });
    const other = await list({ employerIds: [otherEmployerId] });
    expect(mine.body.totalCount + other.body.totalCount).toBe(all.body.totalCount);
    expect(mine.body.data.every((e: any) => e.employerId === employerId)).toBe(true);
    expect((await list({ userIds: [a.body.userId] })).body.data.map((e: any) => e.id)).toEqual([a.body.id]);
    expect((await list({ employerUserIds: ['F-A', 'F-B'] })).body.data.map((e: any) => e.id).sort()).toEqual([a.body.id, b.body.id].sort());
    const inactive = await list({ statuses: ['Inactive'], employerIds: [employerId] });
    expect(inactive.body.data.map((e: any) => e.id)).toContain(b.body.id);
    expect(inactive.body.data.every((e: any) => e.status === 'Inactive')).toBe(true);
    expect((await list({ statuses: ['Active'], employerUserIds: ['F-A', 'F-B'] })).body.data.map((e: any) => e.id)).toEqual([a.body.id]);
    expect((await list({ userIds: ['not-a-uuid'] })).body.totalCount).toBe(0);

    const page1 = await list({ limit: 2, employerIds: [employerId] });
    const page2 = await list({ offset: 2, limit: 2, employerIds: [employerId] });
    expect(page1.body).toMatchObject({ pagedRequest: { offset: 0, limit: 2 }, totalCount: mine.body.totalCount });
    expect(page1.body.data.map((e: any) => e.id)).toEqual(mine.body.data.slice(0, 2).map((e: any) => e.id));
    expect(page2.body.data.map((e: any) => e.id)).toEqual(mine.body.data.slice(2, 4).map((e: any) => e.id));
  });

  test('an employee who signs in sees their own employee record only', async () => {
    const person = await signedInUser(server, uniqueEmail('worker'));
    const created = await createEmployee({ contact: { name: 'Worker Bee', email: person.email }, employerId });
    expect(created.body.userId).toBe(person.userId);
    const own = await server.rest('POST', `${EMPLOYERS}/Employee`, { body: { offset: 0, limit: 100 }, auth: { token: person.token } });
    expect(own.body.data.map((e: any) => e.id)).toEqual([created.body.id]);
    const employers = await server.rest('POST', `${EMPLOYERS}/Employer`, {
      body: { offset: 0, limit: 100 },
      auth: { token: person.token },
    });
    expect(employers.body.data.map((e: any) => e.id)).toEqual([employerId]);
  });
});

describe('the graph: Employee.user through a loader', () => {
  test('user and employer resolve for every employee, and the statement count does not grow with the page size', async () => {
    for (let i = 0; i < 6; i += 1)
      await createEmployee({ contact: { name: `Page Person${i}`, email: uniqueEmail(`page${i}`) }, employerId });
    const page = (limit: number) =>
      server.gql(EmpEmployeesWithUserDocument, { input: { offset: 0, limit, employerIds: [employerId, otherEmployerId] } }, admin);
    const small = await page(2);
    expect(small.errors).toBeUndefined();
    const big = await page(10);
    expect(big.data!.employees.data).toHaveLength(10);
    for (const employee of big.data!.employees.data) {
      expect(employee.user.email).toMatch(/@/);
      expect([employerId, otherEmployerId]).toContain(employee.employer.id);
    }
    await warmCaller(server, admin);
    const smallCount = (await page(2)).statements;
    const bigCount = (await page(10)).statements;
    expect(bigCount).toBe(smallCount);
    // the page with its count, one batch of users, one batch of employers (the caller is cached)
    expect(smallCount).toBe(3);
  });
});
