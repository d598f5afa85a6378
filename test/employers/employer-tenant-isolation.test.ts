import { EmpInquiriesDocument, EmpUsersWithRoleDocument } from '../generated/graphql';
import { Employee } from '../../src/employers/employee/employee.entity';
import { EmployerApplication } from '../../src/employers/application/employer-application.entity';
import { UserRole } from '../../src/identity/user/user-role.entity';
import { User } from '../../src/identity/user/user.entity';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  applicationIn,
  EMPLOYERS,
  employerOwnedBy,
  FULL_ADDRESS,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
} from '../support/employers-builders';

let server: TestServer;
let admin: { token: string };
let ownerA: SignedInUser;
let adminA: { token: string };
let employerA: string;
let employerB: string;
let ownerBEmail: string;
let employeeOfB: { userId: string; id: string };
let pendingOfB: { id: string };
let plain: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
  ownerA = await signedInUser(server, uniqueEmail('owner-a'));
  const a = await employerOwnedBy(server, ownerA, 'Alpha Inc');
  employerA = a.employerId;
  adminA = { token: a.token };
  const ownerB = await signedInUser(server, uniqueEmail('owner-b'));
  ownerBEmail = ownerB.email;
  employerB = (await employerOwnedBy(server, ownerB, 'Beta Inc')).employerId;
  const created = await server.rest('POST', `${EMPLOYERS}/Employee/create`, {
    body: { contact: { name: 'Bee Worker', email: uniqueEmail('bee') }, employerId: employerB },
    auth: admin,
  });
  employeeOfB = created.body;
  pendingOfB = await applicationIn(server, 'Pending', { contactEmail: ownerB.email, name: 'Beta Two' });
  plain = await signedInUser(server, uniqueEmail('plain'));
});
afterAll(async () => {
  await server?.close();
});

/** What must stay unchanged in employer B whatever A's Admin or a plain user tries. */
async function snapshotOfB() {
  const em = server.app.db.orm.em.fork();
  const employees = await em.find(Employee, { employerId: employerB }, { orderBy: { id: 'asc' } });
  const roles = await em.find(UserRole, { tenantId: employerB }, { orderBy: { id: 'asc' } });
  const application = await em.findOneOrFail(EmployerApplication, { id: pendingOfB.id });
  return {
    employees: employees.map((e) => [e.id, e.status, e.statusUpdatedDate.toISOString(), e.employerUserId]),
    roles: roles.map((r) => [r.userId, r.role]),
    application: [application.name, application.status, application.description],
  };
}

const attackers = () =>
  [
    ['the Admin of another employer', () => adminA],
    ['a plain signed-in user', () => ({ token: plain.token })],
  ] as const;

describe.each(attackers())('%s cannot touch employer B', (_who, auth) => {
  test('writes: 403 or 404, and nothing changes', async () => {
    const before = await snapshotOfB();
    const calls: [string, string, unknown, number][] = [
      ['POST', '/Employee/create', { contact: { name: 'Intruder X', email: uniqueEmail('intruder') }, employerId: employerB }, 403],
      ['PUT', '/Employee/status', { employerId: employerB, userId: employeeOfB.userId, status: 'Inactive' }, 403],
      [
        'POST',
        '/Admin/role',
        { contact: { name: 'Intruder X', email: uniqueEmail('intruder') }, role: 'Admin', employerId: employerB },
        403,
      ],
      ['DELETE', '/Admin/role', { email: ownerBEmail, role: 'Admin', employerId: employerB }, 403],
      ['PUT', `/Application/${pendingOfB.id}`, { name: 'Hijacked', description: 'x', address: FULL_ADDRESS }, 404],
      ['PUT', '/Application/submit', { applicationId: pendingOfB.id }, 404],
      ['PUT', '/Application/approve-inquiry', { applicationId: pendingOfB.id }, 403],
      ['PUT', '/Application/deny', { applicationId: pendingOfB.id }, 403],
      ['PUT', '/Application/approve', { applicationId: pendingOfB.id }, 403],
      ['POST', '/Application/remind', { applicationId: pendingOfB.id }, 403],
    ];
    for (const [method, path, body, expected] of calls) {
      const result = await server.rest(method, `${EMPLOYERS}${path}`, { body, auth: auth() });
      expect({ method, path, status: result.status }).toEqual({ method, path, status: expected });
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  test('reads: 403 or nothing of B', async () => {
    const users = await server.rest('GET', `${EMPLOYERS}/Admin/${employerB}/role/Admin`, { auth: auth() });
    expect(users.status).toBe(403);
    const employees = await server.rest('POST', `${EMPLOYERS}/Employee`, {
      body: { offset: 0, limit: 100, employerIds: [employerB] },
      auth: auth(),
    });
    expect(employees.body).toMatchObject({ totalCount: 0, data: [] });
    const byUser = await server.rest('POST', `${EMPLOYERS}/Employee`, {
      body: { offset: 0, limit: 100, userIds: [employeeOfB.userId] },
      auth: auth(),
    });
    expect(byUser.body.totalCount).toBe(0);
    const employers = await server.rest('POST', `${EMPLOYERS}/Employer`, {
      body: { offset: 0, limit: 100, employerIds: [employerB] },
      auth: auth(),
    });
    expect(employers.body).toMatchObject({ totalCount: 0, data: [] });
    const applications = await server.rest('POST', `${EMPLOYERS}/Application`, {
      body: { offset: 0, limit: 100, ids: [pendingOfB.id] },
      auth: auth(),
    });
    expect(applications.body).toMatchObject({ totalCount: 0, data: [] });
    const inquiries = await server.gql(EmpInquiriesDocument, { input: { offset: 0, limit: 10 } }, auth());
    expect(inquiries.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('anonymous callers', () => {
  test('get 401 on every signed-in operation', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/Employee/create', { contact: { name: 'A B', email: uniqueEmail() }, employerId: employerB }],
      ['POST', '/Employee', { offset: 0, limit: 10 }],
      ['PUT', '/Employee/status', { employerId: employerB, userId: employeeOfB.userId, status: 'Inactive' }],
      ['POST', '/Employer', { offset: 0, limit: 10 }],
      ['POST', '/Admin/role', { contact: { name: 'A B', email: uniqueEmail() }, role: 'Admin', employerId: employerB }],
      ['DELETE', '/Admin/role', { email: ownerBEmail, role: 'Admin', employerId: employerB }],
      ['GET', `/Admin/${employerB}/role/Admin`, undefined],
      ['POST', '/EmployeeInquiry/create', { companyName: 'C', employeeName: 'E', email: uniqueEmail(), title: 'T' }],
      ['PUT', '/Application/approve', { applicationId: pendingOfB.id }],
    ];
    for (const [method, path, body] of calls) {
      const result = await server.rest(method, `${EMPLOYERS}${path}`, { body, auth: {} });
      expect({ path, status: result.status }).toEqual({ path, status: 401 });
    }
  });
});

describe('employer admins, by the Admin of the employer', () => {
  test('AddUserRole creates the user when new, GetUsersWithRole lists, RemoveUserRole revokes', async () => {
    const email = uniqueEmail('New.Admin');
    const added = await server.rest('POST', `${EMPLOYERS}/Admin/role`, {
      body: { contact: { name: 'Nora Admin', email }, role: 'Admin', employerId: employerA },
      auth: adminA,
    });
    expect(added.status).toBe(200);
    expect(added.text).toBe('');
    const user = await server.app.db.orm.em.fork().findOneOrFail(User, { email: email.toLowerCase() });
    expect(user).toMatchObject({ firstName: 'Nora', lastName: 'Admin' });
    const again = await server.rest('POST', `${EMPLOYERS}/Admin/role`, {
      body: { contact: { name: 'Nora Admin', email }, role: 'Admin', employerId: employerA },
      auth: adminA,
    });
    expect(again.status).toBe(200);

    const listed = await server.rest('GET', `${EMPLOYERS}/Admin/${employerA}/role/Admin`, { auth: adminA });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(2);
    expect(listed.body.data.map((u: any) => u.email).sort()).toEqual([ownerA.email, email.toLowerCase()].sort());
    expect(Object.keys(listed.body.data[0]).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'pictureUrl']);
    const paged = await server.rest('GET', `${EMPLOYERS}/Admin/${employerA}/role/Admin?offset=1&limit=1`, { auth: adminA });
    expect(paged.body).toMatchObject({ pagedRequest: { offset: 1, limit: 1 }, totalCount: 2 });
    expect(paged.body.data).toHaveLength(1);
    const graph = await server.gql(
      EmpUsersWithRoleDocument,
      { input: { tenantId: employerA, role: 'Admin', offset: 0, limit: 10 } },
      admin,
    );
    expect(graph.data!.employerUsersWithRole.totalCount).toBe(2);

    const other = await server.rest('POST', `${EMPLOYERS}/Admin/role`, {
      body: { contact: { name: 'Rita Reader', email: uniqueEmail('reader') }, role: 'Reader', employerId: employerA },
      auth: adminA,
    });
    expect(other.status).toBe(200);
    const readers = await server.rest('GET', `${EMPLOYERS}/Admin/${employerA}/role/Reader`, { auth: adminA });
    expect(readers.body.totalCount).toBe(1);

    const removed = await server.rest('DELETE', `${EMPLOYERS}/Admin/role`, {
      body: { email, role: 'Admin', employerId: employerA },
      auth: adminA,
    });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('');
    const twice = await server.rest('DELETE', `${EMPLOYERS}/Admin/role`, {
      body: { email, role: 'Admin', employerId: employerA },
      auth: adminA,
    });
    expect(twice.status).toBe(404);
    const after = await server.rest('GET', `${EMPLOYERS}/Admin/${employerA}/role/Admin`, { auth: adminA });
    expect(after.body.data.map((u: any) => u.email)).toEqual([ownerA.email]);
  });

  test('bad input: 400 naming the field; unknown employer: 404 for the Platform Admin', async () => {
    const badRole = await server.rest('POST', `${EMPLOYERS}/Admin/role`, {
      body: { contact: { name: 'A B', email: uniqueEmail() }, role: '', employerId: employerA },
      auth: adminA,
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toHaveProperty('role');
    const noContact = await server.rest('POST', `${EMPLOYERS}/Admin/role`, {
      body: { role: 'Admin', employerId: employerA },
      auth: adminA,
    });
    expect(noContact.body.errors).toHaveProperty('contact');
    const unknownUser = await server.rest('DELETE', `${EMPLOYERS}/Admin/role`, {
      body: { email: uniqueEmail('ghost'), role: 'Admin', employerId: employerA },
      auth: adminA,
    });
    expect(unknownUser.status).toBe(404);
    const unknownEmployer = await server.rest('GET', `${EMPLOYERS}/Admin/00000000-0000-4000-8000-000000000000/role/Admin`, { auth: admin });
    expect(unknownEmployer.status).toBe(404);
    const badLimit = await server.rest('GET', `${EMPLOYERS}/Admin/${employerA}/role/Admin?Limit=0`, { auth: adminA });
    expect(badLimit.status).toBe(400);
  });

  test('GetEmployers: the Platform Admin sees all, an employer Admin their own', async () => {
    const all = await server.rest('POST', `${EMPLOYERS}/Employer`, { body: { offset: 0, limit: 100 }, auth: admin });
    expect(all.body.data.map((e: any) => e.id)).toEqual(expect.arrayContaining([employerA, employerB]));
    const own = await server.rest('POST', `${EMPLOYERS}/Employer`, { body: { offset: 0, limit: 100 }, auth: adminA });
    expect(own.body.data.map((e: any) => e.id)).toEqual([employerA]);
    const none = await server.rest('POST', `${EMPLOYERS}/Employer`, { body: { offset: 0, limit: 100 }, auth: { token: plain.token } });
    expect(none.body).toMatchObject({ totalCount: 0, data: [] });
  });
});

describe('employee inquiries', () => {
  test('a signed-in user files one, with or without referral; the Platform Admin lists them in the graph', async () => {
    const withReferral = await server.rest('POST', `${EMPLOYERS}/EmployeeInquiry/create`, {
      body: {
        companyName: 'Initrode',
        employeeName: 'Peter Gibbons',
        email: 'Peter@Initrode.example.com',
        title: 'Engineer',
        referralContact: { name: 'Milton', email: 'milton@initrode.example.com' },
      },
      auth: { token: plain.token },
    });
    expect(withReferral.status).toBe(200);
    expect(withReferral.body).toMatchObject({
      companyName: 'Initrode',
      employeeName: 'Peter Gibbons',
      email: 'peter@initrode.example.com',
      title: 'Engineer',
      referralContact: { name: 'Milton', email: 'milton@initrode.example.com' },
    });
    expect(Object.keys(withReferral.body).sort()).toEqual([
      'companyName',
      'dateCreated',
      'dateUpdated',
      'email',
      'employeeName',
      'id',
      'referralContact',
      'title',
    ]);
    const without = await server.rest('POST', `${EMPLOYERS}/EmployeeInquiry/create`, {
      body: { companyName: 'Initrode', employeeName: 'Samir N', email: uniqueEmail('samir'), title: 'Engineer' },
      auth: { token: plain.token },
    });
    expect(without.status).toBe(200);
    expect(without.body.referralContact).toBeNull();
    const listed = await server.gql(EmpInquiriesDocument, { input: { offset: 0, limit: 100 } }, admin);
    expect(listed.data!.employeeInquiries.totalCount).toBeGreaterThanOrEqual(2);
    const ours = [without.body.id, withReferral.body.id];
    expect(listed.data!.employeeInquiries.data.map((i) => i.id).filter((id) => ours.includes(id))).toEqual(ours);
  });

  test('bad input names the fields', async () => {
    const bad = await server.rest('POST', `${EMPLOYERS}/EmployeeInquiry/create`, {
      body: { companyName: ' ', employeeName: 'X', email: 'nope', title: 'T', referralContact: { name: 'R', email: 'also-nope' } },
      auth: { token: plain.token },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['companyName', 'email', 'referralContact.email']);
    const missing = await server.rest('POST', `${EMPLOYERS}/EmployeeInquiry/create`, {
      body: { companyName: 'C', employeeName: 'X', email: uniqueEmail() },
      auth: { token: plain.token },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('title');
  });
});
