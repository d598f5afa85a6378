/**
 * Black-box conformance of the employers REST face, written only from employers-service.md and
 * docs/decisions.md (faces, roles, state machines, errors): plain paths under /employers, JSON bodies as a client sends them,
 * and the shapes of the document's tables. Direct database reads only where a client reads its
 * mailbox (the outbox).
 */
import { OutboxMail } from '../../src/kernel/mail/outbox-mail.entity';
import { EmpContractShapeDocument, EmpCreateApplicationDocument, EmpEmployeesDocument } from '../generated/graphql';
import { startTestServer, type RestResult, type TestServer } from '../support/test-server';
import { mailsTo } from '../support/identity-builders';
import { codeIn } from '../support/onboarding-builders';

let server: TestServer;
let admin: string;

const PASSWORD = 'Conformance-Passw0rd!';
const UNKNOWN_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const APPLICATION_KEYS = [
  'id',
  'dateCreated',
  'dateUpdated',
  'status',
  'name',
  'contact',
  'description',
  'address',
  'ownerId',
  'ownerEmail',
  'employerId',
];
const EMPLOYER_KEYS = ['id', 'dateCreated', 'dateUpdated', 'name', 'address', 'email'];
const EMPLOYEE_KEYS = ['id', 'dateCreated', 'dateUpdated', 'employerId', 'userId', 'employerUserId', 'status', 'statusUpdatedDate'];
const INQUIRY_KEYS = ['id', 'dateCreated', 'dateUpdated', 'companyName', 'employeeName', 'email', 'title', 'referralContact'];
const USER_KEYS = ['id', 'email', 'firstName', 'lastName', 'pictureUrl'];
const ADDRESS_KEYS = ['line1', 'line2', 'state', 'city', 'zipCode'];
const PAGE_KEYS = ['data', 'pagedRequest', 'totalCount'];

let counter = 0;
function email(prefix: string): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@conformance.example.com`;
}

type Body = Record<string, any>;

function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<RestResult<any>> {
  return server.rest(method, `/employers${path}`, { body, auth: token ? { token } : {}, headers });
}

function keysOf(value: Body): string[] {
  return Object.keys(value).sort();
}

function expectIsoDate(value: unknown): void {
  expect(typeof value).toBe('string');
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectEntityBase(value: Body): void {
  expect(typeof value.id).toBe('string');
  expect(value.id.length).toBeGreaterThan(0);
  expectIsoDate(value.dateCreated);
  expectIsoDate(value.dateUpdated);
}

function expectApplication(value: Body): void {
  expect(keysOf(value)).toEqual([...APPLICATION_KEYS].sort());
  expectEntityBase(value);
  expect(['Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied']).toContain(value.status);
  expect(keysOf(value.contact)).toEqual(['email', 'name', 'phone']);
  if (value.address !== null) expect(keysOf(value.address)).toEqual([...ADDRESS_KEYS].sort());
}

function expectEmployer(value: Body): void {
  expect(keysOf(value)).toEqual([...EMPLOYER_KEYS].sort());
  expectEntityBase(value);
  expect(keysOf(value.address)).toEqual([...ADDRESS_KEYS].sort());
  expect(typeof value.email).toBe('string');
}

function expectEmployee(value: Body): void {
  expect(keysOf(value)).toEqual([...EMPLOYEE_KEYS].sort());
  expectEntityBase(value);
  expectIsoDate(value.statusUpdatedDate);
  expect(['Active', 'Inactive']).toContain(value.status);
}

function expectPage(value: Body, offset: number, limit: number): void {
  expect(keysOf(value)).toEqual([...PAGE_KEYS].sort());
  expect(Array.isArray(value.data)).toBe(true);
  expect(value.pagedRequest).toEqual({ offset, limit });
  expect(Number.isInteger(value.totalCount)).toBe(true);
}

/** A 400 problem details body whose `errors` name every field in `fields` (a key equal to it, or under it). */
function expectBadRequest(result: RestResult<any>, ...fields: string[]): void {
  expect({ status: result.status, body: result.body }).toMatchObject({ status: 400, body: { status: 400, errors: expect.any(Object) } });
  const keys = Object.keys(result.body.errors).map((k) => k.toLowerCase());
  for (const field of fields) {
    const f = field.toLowerCase();
    expect({ field, keys }).toEqual({
      field,
      keys: expect.arrayContaining([expect.stringMatching(new RegExp(`^${f.replace(/[.[\]]/g, '\\$&')}($|[.[])`))]),
    });
  }
}

function expectStatus(result: RestResult<any>, status: number): void {
  expect({ status: result.status, text: result.text }).toEqual({ status, text: expect.any(String) });
}

/** The latest `Code: <code>` line mailed to an address (the client's mailbox). */
async function codeMailedTo(address: string): Promise<string> {
  const mails = await server.app.db.orm.em
    .fork()
    .find(OutboxMail, { toAddress: address.toLowerCase() }, { orderBy: { dateCreated: 'desc' } });
  for (const mail of mails) {
    const code = mail.textBody.match(/^Code: (\S+)\s*$/m)?.[1];
    if (code) return code;
  }
  throw new Error(`no code mailed to ${address}`);
}

async function signUp(address: string): Promise<{ userId: string; token: string }> {
  const signup = await server.rest('POST', '/identity/User/signup', { body: { email: address, password: PASSWORD } });
  expect(signup.status).toBe(200);
  return { userId: signup.body.id, token: await server.signIn(address, PASSWORD) };
}

/** Drives a new application to an approved employer as the Platform Admin, for an owner who has a password. */
async function approvedEmployer(ownerEmail: string, name: string): Promise<Body> {
  const created = await call('POST', '/Application/create', {
    name,
    description: `${name} description`,
    contact: { name: 'Other Owner', email: ownerEmail },
  });
  expect(created.status).toBe(200);
  const id = created.body.id;
  expect((await call('PUT', '/Application/approve-inquiry', { applicationId: id }, admin)).status).toBe(200);
  expect(
    (
      await call(
        'PUT',
        `/Application/${id}`,
        { name, description: `${name} description`, address: { line1: '9 Side St', city: 'Austin', state: 'TX', zipCode: '73301' } },
        admin,
      )
    ).status,
  ).toBe(200);
  expect((await call('PUT', '/Application/submit', { applicationId: id }, admin)).status).toBe(200);
  const approved = await call('PUT', '/Application/approve', { applicationId: id }, admin);
  expect(approved.status).toBe(200);
  return approved.body;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(async () => {
  await server?.close();
});

describe('the documented journey, one step at a time', () => {
  const ownerEmail = email('owner');
  const contact = { name: 'Grace Hopper', email: ownerEmail, phone: '+1 555 0199' };
  const address = { line1: '1 Navy Way', line2: 'Floor 2', state: 'VA', city: 'Arlington', zipCode: '22202' };
  let application: Body;
  let employer: Body;
  let ownerToken: string;
  let scopedToken: string;
  let withId: Body;
  let withoutId: Body;
  let adminEmail: string;

  test('CreateApplication (anonymous): 200 Application in Inquiry, the contact as owner', async () => {
    const result = await call('POST', '/Application/create', { name: 'Hopper Labs', contact, description: 'Compilers and coffee.' });
    expect(result.status).toBe(200);
    expectApplication(result.body);
    expect(result.body).toMatchObject({
      status: 'Inquiry',
      name: 'Hopper Labs',
      description: 'Compilers and coffee.',
      contact,
      ownerEmail,
      employerId: null,
    });
    expect(typeof result.body.ownerId).toBe('string');
    application = result.body;
  });

  test('GetApplications (Platform Admin): paged, each filter narrows', async () => {
    const byId = await call('POST', '/Application', { offset: 0, limit: 10, ids: [application.id] }, admin);
    expect(byId.status).toBe(200);
    expectPage(byId.body, 0, 10);
    expect(byId.body.totalCount).toBe(1);
    expect(byId.body.data[0]).toEqual(application);
    const byOwner = await call('POST', '/Application', { offset: 0, limit: 10, ownerIds: [application.ownerId] }, admin);
    expect(byOwner.body.data.map((a: Body) => a.id)).toEqual([application.id]);
    const byStatus = await call(
      'POST',
      '/Application',
      { offset: 0, limit: 10, ids: [application.id], statuses: ['Inquiry', 'Pending'] },
      admin,
    );
    expect(byStatus.body.totalCount).toBe(1);
    const otherStatus = await call('POST', '/Application', { offset: 0, limit: 10, ids: [application.id], statuses: ['Approved'] }, admin);
    expect(otherStatus.body).toMatchObject({ totalCount: 0, data: [] });
    const nulls = await call('POST', '/Application', { offset: 0, limit: 10, ids: null, ownerIds: null, statuses: null }, admin);
    expect(nulls.status).toBe(200);
    expect(nulls.body.totalCount).toBeGreaterThanOrEqual(1);
  });

  test('ApproveApplicationInquiry (Platform Admin): Pending, and a setup code mailed to the password-less owner', async () => {
    const result = await call('PUT', '/Application/approve-inquiry', { applicationId: application.id }, admin);
    expect(result.status).toBe(200);
    expectApplication(result.body);
    expect(result.body).toMatchObject({ id: application.id, status: 'Pending' });
    const code = await codeMailedTo(ownerEmail);
    const reset = await server.rest('POST', '/identity/resetPassword', {
      body: { email: ownerEmail, resetCode: code, newPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.text).toBe('');
    ownerToken = await server.signIn(ownerEmail, PASSWORD);
  });

  test('the owner sees their application and UpdateApplication replaces name, description and address', async () => {
    const mine = await call('POST', '/Application', { offset: 0, limit: 10 }, ownerToken);
    expect(mine.body.data.map((a: Body) => a.id)).toEqual([application.id]);
    const result = await call(
      'PUT',
      `/Application/${application.id}`,
      { name: 'Hopper Labs Inc', description: 'Compilers, coffee, nanoseconds.', address },
      ownerToken,
    );
    expect(result.status).toBe(200);
    expectApplication(result.body);
    expect(result.body).toMatchObject({
      id: application.id,
      status: 'Pending',
      name: 'Hopper Labs Inc',
      description: 'Compilers, coffee, nanoseconds.',
      address,
      contact,
    });
    expect(result.body.dateCreated).toBe(application.dateCreated);
    expect(Date.parse(result.body.dateUpdated)).toBeGreaterThan(Date.parse(application.dateUpdated));
  });

  test('SubmitApplication (owner): Submitted; then update is a 409 naming the states', async () => {
    const result = await call('PUT', '/Application/submit', { applicationId: application.id }, ownerToken);
    expect(result.status).toBe(200);
    expectApplication(result.body);
    expect(result.body.status).toBe('Submitted');
    const late = await call('PUT', `/Application/${application.id}`, { name: 'Late', description: 'Late', address }, ownerToken);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      status: 409,
      currentState: 'Submitted',
      allowedStates: expect.arrayContaining(['Inquiry', 'Pending']),
    });
  });

  test('ApproveApplication (Platform Admin): 200 Employer named as the application, with its address and the contact email', async () => {
    const result = await call('PUT', '/Application/approve', { applicationId: application.id }, admin);
    expect(result.status).toBe(200);
    expectEmployer(result.body);
    expect(result.body).toMatchObject({ name: 'Hopper Labs Inc', email: ownerEmail, address });
    employer = result.body;
    const listed = await call('POST', '/Application', { offset: 0, limit: 1, ids: [application.id] }, admin);
    expect(listed.body.data[0]).toMatchObject({ status: 'Approved', employerId: employer.id });
  });

  test('illegal transitions of an approved application: 409 naming the current and allowed states', async () => {
    const cases: [string, string, string[]][] = [
      ['PUT', '/Application/approve', ['Submitted']],
      ['PUT', '/Application/deny', ['Inquiry', 'Pending', 'Submitted']],
      ['PUT', '/Application/submit', ['Pending']],
      ['PUT', '/Application/approve-inquiry', ['Inquiry']],
      ['POST', '/Application/remind', ['Inquiry', 'Pending']],
    ];
    for (const [method, path, allowed] of cases) {
      const result = await call(method, path, { applicationId: application.id }, admin);
      expect({ path, status: result.status }).toEqual({ path, status: 409 });
      expect(result.body.currentState).toBe('Approved');
      expect([...result.body.allowedStates].sort()).toEqual([...allowed].sort());
      expect(result.body.detail).toContain('Approved');
    }
  });

  test('the owner signs in again (also scoped with tenant-id) and sees the employer', async () => {
    ownerToken = await server.signIn(ownerEmail, PASSWORD);
    scopedToken = await server.signIn(ownerEmail, PASSWORD, employer.id);
    for (const token of [ownerToken, scopedToken]) {
      const result = await call('POST', '/Employer', { offset: 0, limit: 10 }, token);
      expect(result.status).toBe(200);
      expectPage(result.body, 0, 10);
      expect(result.body.totalCount).toBe(1);
      expect(result.body.data[0]).toEqual(employer);
    }
    const filtered = await call('POST', '/Employer', { offset: 0, limit: 10, employerIds: [employer.id] }, admin);
    expect(filtered.body.data).toEqual([employer]);
    const none = await call('POST', '/Employer', { offset: 0, limit: 10, employerIds: [UNKNOWN_ID] }, admin);
    expect(none.body).toMatchObject({ data: [], totalCount: 0 });
  });

  test('CreateEmployee: with employerUserId, and without (defaults to the provided email); both Active', async () => {
    const before = Date.now();
    const first = await call(
      'POST',
      '/Employee/create',
      { contact: { name: 'Ada Lovelace', email: email('ada'), phone: '555-0100' }, employerId: employer.id, employerUserId: 'HL-0001' },
      scopedToken,
    );
    expect(first.status).toBe(200);
    expectEmployee(first.body);
    expect(first.body).toMatchObject({ employerId: employer.id, employerUserId: 'HL-0001', status: 'Active' });
    expect(Date.parse(first.body.statusUpdatedDate)).toBeGreaterThanOrEqual(before - 2000);
    withId = first.body;

    const plainEmail = email('alan');
    const second = await call(
      'POST',
      '/Employee/create',
      { contact: { name: 'Alan Turing', email: plainEmail }, employerId: employer.id },
      ownerToken,
    );
    expect(second.status).toBe(200);
    expectEmployee(second.body);
    expect(second.body).toMatchObject({ employerId: employer.id, employerUserId: plainEmail, status: 'Active' });
    expect(second.body.userId).not.toBe(first.body.userId);
    withoutId = second.body;
  });

  test('CreateEmployee: a duplicate employerUserId in the employer is a 409', async () => {
    const duplicate = await call(
      'POST',
      '/Employee/create',
      { contact: { name: 'Someone Else', email: email('dup') }, employerId: employer.id, employerUserId: 'HL-0001' },
      ownerToken,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.status).toBe(409);
    const count = await call('POST', '/Employee', { offset: 0, limit: 100, employerIds: [employer.id] }, ownerToken);
    expect(count.body.totalCount).toBe(2);
  });

  test('GetEmployees: each filter', async () => {
    const all = await call('POST', '/Employee', { offset: 0, limit: 10, employerIds: [employer.id] }, ownerToken);
    expect(all.status).toBe(200);
    expectPage(all.body, 0, 10);
    expect(all.body.totalCount).toBe(2);
    expect(all.body.data.map((e: Body) => e.id).sort()).toEqual([withId.id, withoutId.id].sort());
    all.body.data.forEach(expectEmployee);

    const byUser = await call('POST', '/Employee', { offset: 0, limit: 10, userIds: [withId.userId] }, ownerToken);
    expect(byUser.body.data).toEqual([withId]);
    const byEmployerUserId = await call(
      'POST',
      '/Employee',
      { offset: 0, limit: 10, employerUserIds: [withoutId.employerUserId] },
      ownerToken,
    );
    expect(byEmployerUserId.body.data).toEqual([withoutId]);
    const active = await call('POST', '/Employee', { offset: 0, limit: 10, employerIds: [employer.id], statuses: ['Active'] }, ownerToken);
    expect(active.body.totalCount).toBe(2);
    const inactive = await call(
      'POST',
      '/Employee',
      { offset: 0, limit: 10, employerIds: [employer.id], statuses: ['Inactive'] },
      ownerToken,
    );
    expect(inactive.body).toMatchObject({ totalCount: 0, data: [] });
    const paged = await call('POST', '/Employee', { offset: 1, limit: 1, employerIds: [employer.id] }, ownerToken);
    expectPage(paged.body, 1, 1);
    expect(paged.body).toMatchObject({ totalCount: 2, data: [expect.any(Object)] });
    const asPlatform = await call(
      'POST',
      '/Employee',
      {
        offset: 0,
        limit: 10,
        employerIds: [employer.id],
        userIds: [withoutId.userId],
        employerUserIds: [withoutId.employerUserId],
        statuses: ['Active'],
      },
      admin,
    );
    expect(asPlatform.body.data).toEqual([withoutId]);
  });

  test('UpdateEmployeeStatus: Inactive stamps statusUpdatedDate; listed as Inactive; back to Active', async () => {
    await new Promise((resolve) => setTimeout(resolve, 15));
    const result = await call(
      'PUT',
      '/Employee/status',
      { employerId: employer.id, userId: withId.userId, status: 'Inactive' },
      ownerToken,
    );
    expect(result.status).toBe(200);
    expectEmployee(result.body);
    expect(result.body).toMatchObject({
      id: withId.id,
      employerId: employer.id,
      userId: withId.userId,
      employerUserId: 'HL-0001',
      status: 'Inactive',
    });
    expect(Date.parse(result.body.statusUpdatedDate)).toBeGreaterThan(Date.parse(withId.statusUpdatedDate));
    expect(Date.parse(result.body.dateUpdated)).toBeGreaterThan(Date.parse(withId.dateUpdated));
    expect(result.body.dateCreated).toBe(withId.dateCreated);
    const inactive = await call(
      'POST',
      '/Employee',
      { offset: 0, limit: 10, employerIds: [employer.id], statuses: ['Inactive'] },
      ownerToken,
    );
    expect(inactive.body.data.map((e: Body) => e.id)).toEqual([withId.id]);
    const back = await call('PUT', '/Employee/status', { employerId: employer.id, userId: withId.userId, status: 'Active' }, scopedToken);
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('Active');
    expect(Date.parse(back.body.statusUpdatedDate)).toBeGreaterThanOrEqual(Date.parse(result.body.statusUpdatedDate));
  });

  test('UpdateEmployeeStatus: a wrong status value is a 400 naming status; an unknown user a 404', async () => {
    const wrong = await call('PUT', '/Employee/status', { employerId: employer.id, userId: withId.userId, status: 'Fired' }, ownerToken);
    expectBadRequest(wrong, 'status');
    const missing = await call('PUT', '/Employee/status', { employerId: employer.id, userId: withId.userId }, ownerToken);
    expectBadRequest(missing, 'status');
    const missingUser = await call('PUT', '/Employee/status', { employerId: employer.id, status: 'Inactive' }, ownerToken);
    expectBadRequest(missingUser, 'userId');
    const unknown = await call('PUT', '/Employee/status', { employerId: employer.id, userId: UNKNOWN_ID, status: 'Inactive' }, ownerToken);
    expect(unknown.status).toBe(404);
    const unknownEmployer = await call(
      'PUT',
      '/Employee/status',
      { employerId: UNKNOWN_ID, userId: withId.userId, status: 'Inactive' },
      admin,
    );
    expect(unknownEmployer.status).toBe(404);
  });

  test('AddUserRole: a new user from the contact gets Admin (200 empty); GetUsersWithRole lists both admins', async () => {
    adminEmail = email('new.admin');
    const added = await call(
      'POST',
      '/Admin/role',
      { contact: { name: 'Katherine Johnson', email: adminEmail, phone: '555-0111' }, role: 'Admin', employerId: employer.id },
      ownerToken,
    );
    expect(added.status).toBe(200);
    expect(added.text).toBe('');
    // the new admin is told, with a code to set a password (as on the workspaces face); a grant held already mails nothing
    const [mail, ...more] = await mailsTo(server, adminEmail);
    expect(mail).toMatchObject({ kind: 'RoleGranted', subject: expect.stringContaining(employer.name) });
    expect(codeIn(mail)).toBeTruthy();
    expect(more).toEqual([]);
    const listed = await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, ownerToken);
    expect(listed.status).toBe(200);
    expect(keysOf(listed.body)).toEqual([...PAGE_KEYS].sort());
    expect(listed.body.totalCount).toBe(2);
    for (const user of listed.body.data) expect(keysOf(user)).toEqual([...USER_KEYS].sort());
    expect(listed.body.data.map((u: Body) => u.email).sort()).toEqual([ownerEmail, adminEmail].sort());
    const added2 = listed.body.data.find((u: Body) => u.email === adminEmail);
    expect(added2).toMatchObject({ firstName: 'Katherine', lastName: 'Johnson', pictureUrl: null });
    // The optional header-placed request parameter, as a client may send it.
    const withHeader = await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, scopedToken, {
      getUsersWithRoleRequest: JSON.stringify({ role: 'Admin', tenantId: employer.id }),
    });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.totalCount).toBe(2);
    const otherRole = await call('GET', `/Admin/${employer.id}/role/Auditor`, undefined, ownerToken);
    expect(otherRole.body).toMatchObject({ totalCount: 0, data: [] });
  });

  test('RemoveUserRole: 200 empty, and the admin is gone from the list', async () => {
    const removed = await call('DELETE', '/Admin/role', { email: adminEmail, role: 'Admin', employerId: employer.id }, ownerToken);
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('');
    const listed = await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, ownerToken);
    expect(listed.body.data.map((u: Body) => u.email)).toEqual([ownerEmail]);
    expect(listed.body.totalCount).toBe(1);
  });

  test("a foreign employer's Admin: 403 on employer B's writes and admin list, nothing of B in reads, nothing changed", async () => {
    const foreignEmail = email('foreign.owner');
    const foreign = await signUp(foreignEmail);
    const other = await approvedEmployer(foreignEmail, 'Foreign Corp');
    const foreignToken = await server.signIn(foreignEmail, PASSWORD);
    expect(foreign.userId).toBeTruthy();
    const before = await call('POST', '/Employee', { offset: 0, limit: 100, employerIds: [employer.id] }, admin);
    const adminsBefore = await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, admin);

    const writes: [string, string, unknown][] = [
      ['POST', '/Employee/create', { contact: { name: 'Spy One', email: email('spy') }, employerId: employer.id }],
      ['PUT', '/Employee/status', { employerId: employer.id, userId: withId.userId, status: 'Inactive' }],
      ['POST', '/Admin/role', { contact: { name: 'Spy Two', email: email('spy') }, role: 'Admin', employerId: employer.id }],
      ['DELETE', '/Admin/role', { email: ownerEmail, role: 'Admin', employerId: employer.id }],
    ];
    for (const [method, path, body] of writes) {
      const result = await call(method, path, body, foreignToken);
      expect({ path, refused: [403, 404].includes(result.status) }).toEqual({ path, refused: true });
    }
    const adminList = await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, foreignToken);
    expect([403, 404]).toContain(adminList.status);
    const employees = await call('POST', '/Employee', { offset: 0, limit: 100, employerIds: [employer.id] }, foreignToken);
    expect(employees.status).toBe(200);
    expect(employees.body).toMatchObject({ totalCount: 0, data: [] });
    const employers = await call('POST', '/Employer', { offset: 0, limit: 100 }, foreignToken);
    expect(employers.body.data.map((e: Body) => e.id)).toEqual([other.id]);

    expect((await call('POST', '/Employee', { offset: 0, limit: 100, employerIds: [employer.id] }, admin)).body).toEqual(before.body);
    expect((await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, admin)).body).toEqual(adminsBefore.body);
  });

  test('an employee sees their own record but cannot manage the employer (403)', async () => {
    const code = await requestReset(withoutId.employerUserId);
    expect(
      (
        await server.rest('POST', '/identity/resetPassword', {
          body: { email: withoutId.employerUserId, resetCode: code, newPassword: PASSWORD },
        })
      ).status,
    ).toBe(200);
    const token = await server.signIn(withoutId.employerUserId, PASSWORD);
    const own = await call('POST', '/Employee', { offset: 0, limit: 10 }, token);
    expect(own.body.data).toEqual([expect.objectContaining({ id: withoutId.id })]);
    const create = await call(
      'POST',
      '/Employee/create',
      { contact: { name: 'Sneaky Pete', email: email('pete') }, employerId: employer.id },
      token,
    );
    expect(create.status).toBe(403);
  });

  test('API key (Api-Key header) works like a token', async () => {
    const key = await server.rest('GET', '/identity/User/api-key', { auth: { token: ownerToken } });
    expect(key.status).toBe(200);
    const apiKey = key.body.apiKey as string;
    const result = await server.rest('POST', '/employers/Employee', {
      body: { offset: 0, limit: 10, employerIds: [employer.id] },
      auth: { apiKey },
    });
    expect(result.status).toBe(200);
    expect(result.body.totalCount).toBe(2);
  });
});

async function requestReset(address: string): Promise<string> {
  const forgot = await server.rest('POST', '/identity/forgotPassword', { body: { email: address } });
  expect(forgot.status).toBe(200);
  return codeMailedTo(address);
}

describe('other paths through the application states', () => {
  test('submit right after approve-inquiry (no update: every address line is optional), approve gives an Employer', async () => {
    const ownerEmail = email('quick');
    const created = await call('POST', '/Application/create', {
      name: 'Quick Co',
      description: 'No address yet.',
      contact: { name: 'Quinn Quick', email: ownerEmail },
    });
    expect(created.status).toBe(200);
    expect(created.body.contact.phone).toBeNull();
    expect((await call('PUT', '/Application/approve-inquiry', { applicationId: created.body.id }, admin)).status).toBe(200);
    const submitted = await call('PUT', '/Application/submit', { applicationId: created.body.id }, admin);
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('Submitted');
    const approved = await call('PUT', '/Application/approve', { applicationId: created.body.id }, admin);
    expect(approved.status).toBe(200);
    expectEmployer(approved.body);
    expect(approved.body).toMatchObject({ name: 'Quick Co', email: ownerEmail });
  });

  test('deny from Inquiry: Denied; then approve-inquiry is a 409', async () => {
    const created = await call('POST', '/Application/create', {
      name: 'Nope Inc',
      description: 'Will be denied.',
      contact: { name: 'Dee Nied', email: email('denied') },
    });
    const denied = await call('PUT', '/Application/deny', { applicationId: created.body.id }, admin);
    expect(denied.status).toBe(200);
    expectApplication(denied.body);
    expect(denied.body.status).toBe('Denied');
    const again = await call('PUT', '/Application/approve-inquiry', { applicationId: created.body.id }, admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ currentState: 'Denied', allowedStates: ['Inquiry'] });
  });

  test('update in Inquiry by the Platform Admin, submit from Inquiry is a 409', async () => {
    const created = await call('POST', '/Application/create', {
      name: 'Early Bird',
      description: 'Too early.',
      contact: { name: 'Earl Bird', email: email('early') },
    });
    const updated = await call(
      'PUT',
      `/Application/${created.body.id}`,
      { name: 'Early Bird LLC', description: 'Still early.', address: { city: 'Denver', state: 'CO' } },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'Inquiry',
      name: 'Early Bird LLC',
      address: { line1: null, line2: null, city: 'Denver', state: 'CO', zipCode: null },
    });
    const submit = await call('PUT', '/Application/submit', { applicationId: created.body.id }, admin);
    expect(submit.status).toBe(409);
    expect(submit.body).toMatchObject({ currentState: 'Inquiry', allowedStates: ['Pending'] });
  });

  test('SendApplicationReminder: 200 empty, then 429 within 24 hours', async () => {
    const created = await call('POST', '/Application/create', {
      name: 'Slow Co',
      description: 'Needs a nudge.',
      contact: { name: 'Sid Slow', email: email('slow') },
    });
    const first = await call('POST', '/Application/remind', { applicationId: created.body.id }, admin);
    expect(first.status).toBe(200);
    expect(first.text).toBe('');
    const second = await call('POST', '/Application/remind', { applicationId: created.body.id }, admin);
    expect(second.status).toBe(429);
    expect(second.body.status).toBe(429);
  });
});

describe('the same new contact in concurrent requests', () => {
  test('a double-submitted inquiry form creates two applications with one owner; concurrent AddUserRole of one new person all succeed', async () => {
    const contactEmail = email('double.click');
    const created = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/Application/create', {
          name: 'Twice Co',
          description: 'Clicked twice.',
          contact: { name: 'Dub Click', email: contactEmail },
        }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(created.map((r) => r.body.ownerId)).size).toBe(1);

    const employer = await approvedEmployer(contactEmail.replace('double.click', 'double.owner'), 'Twice Employer');
    const adminEmail = email('same.admin');
    const added = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/Admin/role', { contact: { name: 'Same Admin', email: adminEmail }, role: 'Admin', employerId: employer.id }, admin),
      ),
    );
    expect(added.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const listed = await call('GET', `/Admin/${employer.id}/role/Admin`, undefined, admin);
    expect(listed.body.data.filter((u: Body) => u.email === adminEmail)).toHaveLength(1);
  });
});

describe('employee inquiries', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(email('inquirer'))).token;
  });

  test('with and without a referral: 200 EmployeeInquiry', async () => {
    const withReferral = await call(
      'POST',
      '/EmployeeInquiry/create',
      {
        companyName: 'Initrode',
        employeeName: 'Peter Gibbons',
        email: 'peter@initrode.example.com',
        title: 'Engineer',
        referralContact: { name: 'Milton W', email: 'milton@initrode.example.com' },
      },
      token,
    );
    expect(withReferral.status).toBe(200);
    expect(keysOf(withReferral.body)).toEqual([...INQUIRY_KEYS].sort());
    expectEntityBase(withReferral.body);
    expect(withReferral.body).toMatchObject({
      companyName: 'Initrode',
      employeeName: 'Peter Gibbons',
      email: 'peter@initrode.example.com',
      title: 'Engineer',
      referralContact: { name: 'Milton W', email: 'milton@initrode.example.com' },
    });
    expect(keysOf(withReferral.body.referralContact)).toEqual(['email', 'name']);
    const without = await call(
      'POST',
      '/EmployeeInquiry/create',
      { companyName: 'Initrode', employeeName: 'Samir N', email: 'samir@initrode.example.com', title: 'Engineer' },
      token,
    );
    expect(without.status).toBe(200);
    expect(without.body.referralContact ?? null).toBeNull();
  });

  test('missing fields are a 400 naming each; a referral without email names referralContact.email', async () => {
    expectBadRequest(await call('POST', '/EmployeeInquiry/create', {}, token), 'companyName', 'employeeName', 'email', 'title');
    expectBadRequest(
      await call(
        'POST',
        '/EmployeeInquiry/create',
        { companyName: 'C', employeeName: 'E', email: 'e@example.com', title: 'T', referralContact: { name: 'R' } },
        token,
      ),
      'referralContact.email',
    );
  });

  test('anonymous: 401', async () => {
    const result = await call('POST', '/EmployeeInquiry/create', {
      companyName: 'C',
      employeeName: 'E',
      email: 'e@example.com',
      title: 'T',
    });
    expect(result.status).toBe(401);
  });
});

describe('bad input, paging bounds, unknown ids, anonymous callers', () => {
  let employerId: string;
  let ownerToken: string;
  beforeAll(async () => {
    const ownerEmail = email('edge.owner');
    await signUp(ownerEmail);
    employerId = (await approvedEmployer(ownerEmail, 'Edge Corp')).id;
    ownerToken = await server.signIn(ownerEmail, PASSWORD);
  });

  test('members a client adds beyond the documented ones are ignored, at the top level and inside records', async () => {
    const created = await call('POST', '/Application/create', {
      name: 'Extra Co',
      description: 'Sends more than asked.',
      contact: { name: 'Xtra Fields', email: email('extra'), phone: null, company: 'Extra Co' },
      website: 'https://extra.example.com',
    });
    expect(created.status).toBe(200);
    expectApplication(created.body);
    const updated = await call(
      'PUT',
      `/Application/${created.body.id}`,
      { id: created.body.id, name: 'Extra Co', description: 'D', address: { line1: '1 A St', country: 'US' } },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.address).toEqual({ line1: '1 A St', line2: null, state: null, city: null, zipCode: null });
    const employee = await call(
      'POST',
      '/Employee/create',
      { contact: { name: 'Xtra Emp', email: email('extra.emp'), title: 'Dev' }, employerId, employerUserId: null },
      ownerToken,
    );
    expect(employee.status).toBe(200);
    expect(employee.body.employerUserId).toBe(employee.body.employerUserId.toLowerCase());
  });

  test('400 answers are RFC 9457 problem details', async () => {
    const result = await call('POST', '/Application/create', { name: 'N', description: 'D' });
    expect(result.status).toBe(400);
    expect(result.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(result.body).toMatchObject({
      type: expect.any(String),
      title: expect.any(String),
      status: 400,
      errors: { contact: expect.any(Array) },
    });
  });

  test('missing required fields: 400 problem details naming them', async () => {
    expectBadRequest(await call('POST', '/Application/create', {}), 'name', 'contact', 'description');
    expectBadRequest(
      await call('POST', '/Application/create', { name: 'N', description: 'D', contact: { name: 'No Mail' } }),
      'contact.email',
    );
    expectBadRequest(
      await call('POST', '/Application/create', { name: 'N', description: 'D', contact: { email: email('noname') } }),
      'contact.name',
    );
    expectBadRequest(
      await call('POST', '/Application/create', { name: 'N', description: 'D', contact: { name: 'Bad Mail', email: 'not-an-address' } }),
      'contact.email',
    );
    const created = await call('POST', '/Application/create', {
      name: 'N',
      description: 'D',
      contact: { name: 'Up Date', email: email('update') },
    });
    expectBadRequest(await call('PUT', `/Application/${created.body.id}`, { name: 'N', description: 'D' }, admin), 'address');
    expectBadRequest(await call('PUT', `/Application/${created.body.id}`, { address: {} }, admin), 'name', 'description');
    for (const path of ['/Application/approve-inquiry', '/Application/submit', '/Application/deny', '/Application/approve']) {
      expectBadRequest(await call('PUT', path, {}, admin), 'applicationId');
    }
    expectBadRequest(await call('POST', '/Application/remind', {}, admin), 'applicationId');
    expectBadRequest(await call('POST', '/Employee/create', { employerId }, ownerToken), 'contact');
    expectBadRequest(
      await call('POST', '/Employee/create', { contact: { name: 'No Employer', email: email('x') } }, ownerToken),
      'employerId',
    );
    expectBadRequest(
      await call('POST', '/Admin/role', { contact: { name: 'No Role', email: email('x') }, employerId }, ownerToken),
      'role',
    );
    expectBadRequest(await call('POST', '/Admin/role', { role: 'Admin', employerId }, ownerToken), 'contact');
    expectBadRequest(await call('DELETE', '/Admin/role', { role: 'Admin', employerId }, ownerToken), 'email');
    expectBadRequest(await call('DELETE', '/Admin/role', { email: email('x'), role: 'Admin' }, ownerToken), 'employerId');
  });

  test('a NUL or other control character in a text is a 400 naming the field, never a 500; line breaks in a description are fine', async () => {
    const NUL = '\u0000';
    expectBadRequest(
      await call('POST', '/Application/create', { name: `A${NUL}B`, description: 'D', contact: { name: 'A B', email: email('nul') } }),
      'name',
    );
    expectBadRequest(
      await call('POST', '/Application/create', { name: 'N', description: `D${NUL}`, contact: { name: 'A B', email: email('nul') } }),
      'description',
    );
    expectBadRequest(
      await call('POST', '/Application/create', {
        name: 'N',
        description: 'D',
        contact: { name: `A${NUL} B`, email: email('nul'), phone: `1${NUL}` },
      }),
      'contact.name',
      'contact.phone',
    );
    expectBadRequest(
      await call('POST', '/Application/create', { name: 'N', description: 'D', contact: { name: 'A B', email: `x${NUL}@example.com` } }),
      'contact.email',
    );
    const created = await call('POST', '/Application/create', {
      name: 'N',
      description: 'Line one.\nLine two.\tTabbed.',
      contact: { name: 'A B', email: email('lines') },
    });
    expect(created.status).toBe(200);
    expect(created.body.description).toBe('Line one.\nLine two.\tTabbed.');
    expectBadRequest(
      await call(
        'PUT',
        `/Application/${created.body.id}`,
        { name: 'N', description: 'D', address: { line1: `1${NUL}`, city: 'X\u0007' } },
        admin,
      ),
      'address.line1',
      'address.city',
    );
    expectBadRequest(
      await call(
        'POST',
        '/EmployeeInquiry/create',
        {
          companyName: `C${NUL}`,
          employeeName: `E${NUL}`,
          email: 'e@example.com',
          title: `T${NUL}`,
          referralContact: { name: `R${NUL}`, email: 'r@example.com' },
        },
        ownerToken,
      ),
      'companyName',
      'employeeName',
      'title',
      'referralContact.name',
    );
    expectBadRequest(
      await call(
        'POST',
        '/Employee/create',
        { contact: { name: 'A B', email: email('nul') }, employerId, employerUserId: `E${NUL}1` },
        ownerToken,
      ),
      'employerUserId',
    );
    expectBadRequest(
      await call('POST', '/Employee', { offset: 0, limit: 10, employerUserIds: [`E${NUL}1`] }, ownerToken),
      'employerUserIds',
    );
    expectStatus(await call('GET', `/Admin/${employerId}${encodeURIComponent(NUL)}/role/Admin`, undefined, admin), 400);
    expectBadRequest(await call('GET', `/Admin/${employerId}/role/Ad${encodeURIComponent(NUL)}min`, undefined, admin), 'role');
  });

  test('wrong enum values: 400 naming the field', async () => {
    expectBadRequest(await call('POST', '/Application', { offset: 0, limit: 10, statuses: ['Open'] }, admin), 'statuses');
    expectBadRequest(await call('POST', '/Employee', { offset: 0, limit: 10, statuses: ['Retired'] }, ownerToken), 'statuses');
  });

  test('limit 0 or 101, offset -1: 400 naming it, on every paged operation', async () => {
    const lists: [string, string, string | undefined][] = [
      ['POST', '/Application', admin],
      ['POST', '/Employee', ownerToken],
      ['POST', '/Employer', ownerToken],
    ];
    for (const [method, path, token] of lists) {
      expectBadRequest(await call(method, path, { offset: 0, limit: 0 }, token), 'limit');
      expectBadRequest(await call(method, path, { offset: 0, limit: 101 }, token), 'limit');
      expectBadRequest(await call(method, path, { offset: -1, limit: 10 }, token), 'offset');
      const ok = await call(method, path, { offset: 0, limit: 100 }, token);
      expect(ok.status).toBe(200);
      expectPage(ok.body, 0, 100);
    }
    expectBadRequest(await call('GET', `/Admin/${employerId}/role/Admin?Offset=0&Limit=101`, undefined, ownerToken), 'limit');
  });

  test('unknown ids: 404', async () => {
    for (const path of ['/Application/approve-inquiry', '/Application/submit', '/Application/deny', '/Application/approve']) {
      expectStatus(await call('PUT', path, { applicationId: UNKNOWN_ID }, admin), 404);
    }
    expectStatus(await call('POST', '/Application/remind', { applicationId: UNKNOWN_ID }, admin), 404);
    expectStatus(await call('PUT', `/Application/${UNKNOWN_ID}`, { name: 'N', description: 'D', address: {} }, admin), 404);
    expectStatus(
      await call('POST', '/Employee/create', { contact: { name: 'Ghost Emp', email: email('ghost') }, employerId: UNKNOWN_ID }, admin),
      404,
    );
    expectStatus(await call('PUT', '/Employee/status', { employerId, userId: UNKNOWN_ID, status: 'Active' }, ownerToken), 404);
    expectStatus(await call('GET', `/Admin/${UNKNOWN_ID}/role/Admin`, undefined, admin), 404);
    expectStatus(
      await call(
        'POST',
        '/Admin/role',
        { contact: { name: 'Ghost Adm', email: email('ghost') }, role: 'Admin', employerId: UNKNOWN_ID },
        admin,
      ),
      404,
    );
    expectStatus(await call('DELETE', '/Admin/role', { email: email('ghost'), role: 'Admin', employerId }, ownerToken), 404);
  });

  test('anonymous where sign-in is needed: 401 problem details', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/Application', { offset: 0, limit: 10 }],
      ['PUT', '/Application/approve-inquiry', { applicationId: UNKNOWN_ID }],
      ['PUT', `/Application/${UNKNOWN_ID}`, { name: 'N', description: 'D', address: {} }],
      ['PUT', '/Application/submit', { applicationId: UNKNOWN_ID }],
      ['PUT', '/Application/deny', { applicationId: UNKNOWN_ID }],
      ['PUT', '/Application/approve', { applicationId: UNKNOWN_ID }],
      ['POST', '/Application/remind', { applicationId: UNKNOWN_ID }],
      ['POST', '/Employee/create', { contact: { name: 'A B', email: email('anon') }, employerId }],
      ['POST', '/Employee', { offset: 0, limit: 10 }],
      ['PUT', '/Employee/status', { employerId, userId: UNKNOWN_ID, status: 'Inactive' }],
      ['POST', '/Employer', { offset: 0, limit: 10 }],
      ['POST', '/Admin/role', { contact: { name: 'A B', email: email('anon') }, role: 'Admin', employerId }],
      ['DELETE', '/Admin/role', { email: email('anon'), role: 'Admin', employerId }],
      ['GET', `/Admin/${employerId}/role/Admin`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const result = await call(method, path, body);
      expect({ path, status: result.status }).toEqual({ path, status: 401 });
      expect(result.body.status).toBe(401);
    }
  });

  test('a plain signed-in user: 403 on Platform Admin transitions and on employer operations', async () => {
    const plain = await signUp(email('plain'));
    const created = await call('POST', '/Application/create', {
      name: 'Plain Co',
      description: 'D',
      contact: { name: 'Plain Jane', email: email('plain.owner') },
    });
    for (const path of ['/Application/approve-inquiry', '/Application/deny', '/Application/approve']) {
      expect([403, 404]).toContain((await call('PUT', path, { applicationId: created.body.id }, plain.token)).status);
    }
    expect((await call('POST', '/Employee/create', { contact: { name: 'A B', email: email('p') }, employerId }, plain.token)).status).toBe(
      403,
    );
    expect((await call('GET', `/Admin/${employerId}/role/Admin`, undefined, plain.token)).status).toBe(403);
    const employers = await call('POST', '/Employer', { offset: 0, limit: 10 }, plain.token);
    expect(employers.body).toMatchObject({ totalCount: 0, data: [] });
  });
});

describe('the graph', () => {
  test('the records and operations exist under their prefixed graph names (docs/decisions.md#domain-prefixes)', async () => {
    const result = await server.gql(EmpContractShapeDocument, {});
    expect(result.errors).toBeUndefined();
    const names = (t: any) => t.fields.map((f: any) => f.name);
    const data = result.data as any;
    expect(names(data.app)).toEqual(expect.arrayContaining(APPLICATION_KEYS));
    expect(names(data.employer)).toEqual(expect.arrayContaining(EMPLOYER_KEYS));
    expect(names(data.employee)).toEqual(expect.arrayContaining(EMPLOYEE_KEYS));
    expect(names(data.inquiry)).toEqual(expect.arrayContaining(INQUIRY_KEYS));
    expect(data.status.enumValues.map((v: any) => v.name)).toEqual(['Active', 'Inactive']);
    expect(names(data.mutation)).toEqual(
      expect.arrayContaining([
        'createEmployerApplication',
        'approveEmployerApplication',
        'createEmployee',
        'updateEmployeeStatus',
        'createEmployeeInquiry',
      ]),
    );
    expect(names(data.query)).toEqual(expect.arrayContaining(['employers', 'employees', 'employerApplications']));
  });

  test('an anonymous inquiry through the graph, and 401 on employees', async () => {
    const created = await server.gql(EmpCreateApplicationDocument, {
      input: { name: 'Graph Co', description: 'Via the graph.', contact: { name: 'Gra Phql', email: 'graph@conformance.example.com' } },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({ createEmployerApplication: { status: 'Inquiry', ownerEmail: 'graph@conformance.example.com' } });
    const employees = await server.gql(EmpEmployeesDocument, {});
    expect(employees.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
