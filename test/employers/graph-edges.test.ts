import { randomUUID } from 'node:crypto';
import {
  EmpGraphEmployeeDocument,
  EmpGraphEmployeeInquiryDocument,
  EmpGraphEmployeesEmploymentsDocument,
  EmpGraphEmployeesIdsDocument,
  EmpGraphEmployeesUsersDocument,
  EmpGraphEmployerApplicationDocument,
  EmpGraphEmployerDocument,
  EmpGraphEmployersAdminsDocument,
  EmpGraphEmployersEmployeesDocument,
  EmpGraphEmployersEveryEdgeDocument,
  EmpGraphEmployersIdsDocument,
  EmpGraphEmployersInquiriesDocument,
  EmpGraphEmployerWalkDocument,
  TypenameDocument,
} from '../generated/graphql';
import { applicationIn, EMPLOYERS, employerOwnedBy, signedInUser, uniqueEmail, type SignedInUser } from '../support/employers-builders';
import type { Auth, TestServer } from '../support/test-server';
import { startTestServer, warmCaller } from '../support/test-server';

/**
 * The employers graph: reads by id (`employer`, `employee`, `employeeInquiry`, `employerApplication`)
 * and the edges between employers, employees, inquiries, applications and users, each applying the
 * visibility of the record type it reaches, in one SQL statement per edge and level.
 */

const MISSING = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
let platform: Auth;
let ownerA: SignedInUser;
let adminA: Auth;
let adminB: Auth;
let worker: SignedInUser; // an employee of A (and of B), no Admin anywhere
let employerA: string;
let employerB: string;
let applicationA: string;
let applicationB: string;
let secondAdminA: string;
let viewerA: string;
/** A's employee records, oldest first: the worker's, then two colleagues'. */
const recordsA: string[] = [];
/** B's employee records, oldest first: a stranger's, then the worker's. */
const recordsB: string[] = [];
let inquiryA: string;
let inquiryB: string;
let inquiryNobody: string;

async function createEmployee(auth: Auth, employerId: string, email: string, name: string): Promise<string> {
  const result = await server.rest('POST', `${EMPLOYERS}/Employee/create`, { body: { contact: { name, email }, employerId }, auth });
  if (result.status !== 200) throw new Error(`createEmployee failed: ${result.status} ${result.text}`);
  return result.body.id;
}

async function grantRole(auth: Auth, employerId: string, role: string, email: string): Promise<string> {
  const result = await server.rest('POST', `${EMPLOYERS}/Admin/role`, {
    body: { contact: { name: 'Role Holder', email }, role, employerId },
    auth,
  });
  if (result.status !== 200) throw new Error(`addUserRole failed: ${result.status} ${result.text}`);
  const [row] = (await server.app.db.orm.em
    .fork()
    .getConnection()
    .execute('select id from "app_user" where email = ?', [email.toLowerCase()])) as { id: string }[];
  return row.id;
}

async function createInquiry(auth: Auth, companyName: string): Promise<string> {
  const body = { companyName, employeeName: 'Peter Gibbons', email: uniqueEmail('inquirer'), title: 'Engineer' };
  const result = await server.rest('POST', `${EMPLOYERS}/EmployeeInquiry/create`, { body, auth });
  if (result.status !== 200) throw new Error(`createEmployeeInquiry failed: ${result.status} ${result.text}`);
  return result.body.id;
}

const ids = (rows: { id: string }[] | undefined | null) => (rows ?? []).map((row) => row.id);

beforeAll(async () => {
  server = await startTestServer();
  platform = { token: await server.adminToken() };
  ownerA = await signedInUser(server, uniqueEmail('owner.a'));
  const ownedA = await employerOwnedBy(server, ownerA, 'Alpha Works');
  employerA = ownedA.employerId;
  adminA = { token: ownedA.token };
  const ownerB = await signedInUser(server, uniqueEmail('owner.b'));
  const ownedB = await employerOwnedBy(server, ownerB, 'Beta Labs');
  employerB = ownedB.employerId;
  adminB = { token: ownedB.token };
  const applications = await server.rest('POST', `${EMPLOYERS}/Application`, {
    body: { offset: 0, limit: 100, statuses: ['Approved'] },
    auth: platform,
  });
  applicationA = applications.body.data.find((a: any) => a.employerId === employerA).id;
  applicationB = applications.body.data.find((a: any) => a.employerId === employerB).id;

  worker = await signedInUser(server, uniqueEmail('worker'));
  recordsA.push(await createEmployee(adminA, employerA, worker.email, 'Willa Worker'));
  recordsA.push(await createEmployee(adminA, employerA, uniqueEmail('colleague'), 'Cole League'));
  recordsA.push(await createEmployee(adminA, employerA, uniqueEmail('colleague'), 'Cora League'));
  recordsB.push(await createEmployee(adminB, employerB, uniqueEmail('stranger'), 'Stan Ranger'));
  recordsB.push(await createEmployee(adminB, employerB, worker.email, 'Willa Worker'));
  secondAdminA = await grantRole(adminA, employerA, 'Admin', uniqueEmail('second.admin'));
  viewerA = await grantRole(adminA, employerA, 'Viewer', uniqueEmail('viewer'));

  inquiryA = await createInquiry({ token: worker.token }, 'alpha WORKS');
  inquiryB = await createInquiry({ token: worker.token }, 'Beta Labs');
  inquiryNobody = await createInquiry({ token: worker.token }, 'Nobody Inc');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('reads by id', () => {
  test('employer(id): the Platform Admin, its Admin and its employee get it; another tenant, a missing id and a non-UUID get null', async () => {
    for (const auth of [platform, adminA, { token: worker.token }]) {
      const own = await server.gql(EmpGraphEmployerDocument, { id: employerA }, auth);
      expect(own.errors).toBeUndefined();
      expect(own.data!.employer).toMatchObject({ id: employerA, name: 'Alpha Works' });
    }
    expect((await server.gql(EmpGraphEmployerDocument, { id: employerA.toUpperCase() }, adminA)).data!.employer?.id).toBe(employerA);
    for (const id of [employerB, MISSING, 'not-a-uuid']) {
      const result = await server.gql(EmpGraphEmployerDocument, { id }, adminA);
      expect(result.errors).toBeUndefined();
      expect(result.data!.employer).toBeNull();
    }
    // The worker is an employee of B too, so B is theirs to see; its Admin sees only B.
    expect((await server.gql(EmpGraphEmployerDocument, { id: employerB }, { token: worker.token })).data!.employer?.id).toBe(employerB);
    expect((await server.gql(EmpGraphEmployerDocument, { id: employerA }, adminB)).data!.employer).toBeNull();
  });

  test("employee(id): the employee sees their own record, not a colleague's; an Admin sees their employer's records only", async () => {
    const own = await server.gql(EmpGraphEmployeeDocument, { id: recordsA[0] }, { token: worker.token });
    expect(own.errors).toBeUndefined();
    expect(own.data!.employee).toMatchObject({
      id: recordsA[0],
      employerId: employerA,
      userId: worker.userId,
      employer: { id: employerA },
      user: { id: worker.userId },
    });
    for (const id of [recordsA[1], recordsB[0], MISSING, 'not-a-uuid']) {
      const result = await server.gql(EmpGraphEmployeeDocument, { id }, { token: worker.token });
      expect(result.errors).toBeUndefined();
      expect(result.data!.employee).toBeNull();
    }
    for (const id of recordsA) expect((await server.gql(EmpGraphEmployeeDocument, { id }, adminA)).data!.employee?.id).toBe(id);
    for (const id of recordsB) expect((await server.gql(EmpGraphEmployeeDocument, { id }, adminA)).data!.employee).toBeNull();
    for (const id of [...recordsA, ...recordsB])
      expect((await server.gql(EmpGraphEmployeeDocument, { id }, platform)).data!.employee?.id).toBe(id);
  });

  test('employeeInquiry(id): the Platform Admin only; null for anyone else, a missing id and a non-UUID', async () => {
    const seen = await server.gql(EmpGraphEmployeeInquiryDocument, { id: inquiryA }, platform);
    expect(seen.data!.employeeInquiry).toMatchObject({ id: inquiryA, companyName: 'alpha WORKS' });
    for (const [id, auth] of [
      [inquiryA, adminA],
      [inquiryA, { token: worker.token }],
      [MISSING, platform],
      ['not-a-uuid', platform],
    ] as [string, Auth][]) {
      const result = await server.gql(EmpGraphEmployeeInquiryDocument, { id }, auth);
      expect(result.errors).toBeUndefined();
      expect(result.data!.employeeInquiry).toBeNull();
    }
  });

  test('employerApplication(id): its owner and the Platform Admin; null for another owner, a missing id and a non-UUID', async () => {
    const own = await server.gql(EmpGraphEmployerApplicationDocument, { id: applicationA }, adminA);
    expect(own.data!.employerApplication).toMatchObject({
      id: applicationA,
      status: 'Approved',
      employerId: employerA,
      owner: { id: ownerA.userId },
      employer: { id: employerA },
    });
    expect((await server.gql(EmpGraphEmployerApplicationDocument, { id: applicationB }, platform)).data!.employerApplication?.id).toBe(
      applicationB,
    );
    for (const [id, auth] of [
      [applicationB, adminA],
      [applicationA, { token: worker.token }],
      [MISSING, platform],
      ['not-a-uuid', platform],
    ] as [string, Auth][]) {
      const result = await server.gql(EmpGraphEmployerApplicationDocument, { id }, auth);
      expect(result.errors).toBeUndefined();
      expect(result.data!.employerApplication).toBeNull();
    }
  });

  test('anonymous callers are refused by the guard (401), as for the root lists', async () => {
    const result = await server.gql(EmpGraphEmployerDocument, { id: employerA });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('edges', () => {
  test('Employer: employees (newest first), admins (Admin role holders only), the Approved application it came from', async () => {
    const result = await server.gql(EmpGraphEmployerDocument, { id: employerA }, adminA);
    expect(result.errors).toBeUndefined();
    const employer = result.data!.employer!;
    expect(ids(employer.employees.data)).toEqual([...recordsA].reverse());
    expect(employer.employees.data.every((e) => e.employerId === employerA)).toBe(true);
    expect(ids(employer.admins.data).sort()).toEqual([ownerA.userId, secondAdminA].sort());
    expect(ids(employer.admins.data)).not.toContain(viewerA);
    expect(employer.admins.totalCount).toBe(2);
    expect(employer.application).toEqual({ id: applicationA, status: 'Approved', employerId: employerA, ownerId: ownerA.userId });
  });

  test('Employer.inquiries and EmployeeInquiry.employer match the company name ignoring case and surrounding spaces (Platform Admin)', async () => {
    // Another path (an import) may keep the spaces the form trims: the match ignores them too.
    const spaced = randomUUID();
    await server.app.db.orm.em
      .fork()
      .getConnection()
      .execute('insert into "employee_inquiry" (id, company_name, employee_name, email, title) values (?, ?, ?, ?, ?)', [
        spaced,
        '  ALPHA works ',
        'Milton W',
        'milton@example.com',
        'Clerk',
      ]);
    try {
      const result = await server.gql(EmpGraphEmployersInquiriesDocument, { input: { employerIds: [employerA, employerB] } }, platform);
      expect(result.errors).toBeUndefined();
      const byId = new Map(result.data!.employers.data.map((e) => [e.id, e.inquiries]));
      expect(ids(byId.get(employerA)!.data)).toEqual([spaced, inquiryA]);
      expect(byId.get(employerA)!.totalCount).toBe(2);
      expect(byId.get(employerA)!.data.every((i) => i.employer?.id === employerA)).toBe(true);
      expect(ids(byId.get(employerB)!.data)).toEqual([inquiryB]);
      expect((await server.gql(EmpGraphEmployeeInquiryDocument, { id: inquiryB }, platform)).data!.employeeInquiry!.employer?.id).toBe(
        employerB,
      );
      expect(
        (await server.gql(EmpGraphEmployeeInquiryDocument, { id: inquiryNobody }, platform)).data!.employeeInquiry!.employer,
      ).toBeNull();
    } finally {
      await server.app.db.orm.em.fork().getConnection().execute('delete from "employee_inquiry" where id = ?', [spaced]);
    }
  });

  test('when two employers share a name, each lists the inquiry and the inquiry names the older one', async () => {
    const twin = await applicationIn(server, 'Approved', { name: 'Beta Labs' });
    const result = await server.gql(EmpGraphEmployersInquiriesDocument, { input: { employerIds: [employerB, twin.employerId] } }, platform);
    for (const employer of result.data!.employers.data) {
      expect(ids(employer.inquiries.data)).toEqual([inquiryB]);
      expect(employer.inquiries.data[0].employer?.id).toBe(employerB);
    }
    expect(result.data!.employers.data).toHaveLength(2);
  });

  test("inquiries are the Platform Admin's only: for an Admin or an employee Employer.inquiries is an empty page", async () => {
    for (const auth of [adminA, { token: worker.token }]) {
      const result = await server.gql(EmpGraphEmployerDocument, { id: employerA }, auth);
      expect(result.data!.employer!.inquiries).toEqual({ data: [], totalCount: 0 });
    }
  });

  test('EmployerApplication: owner and employer; Employee: user and employer; User.employments', async () => {
    const application = await server.gql(EmpGraphEmployerApplicationDocument, { id: applicationA }, platform);
    expect(application.data!.employerApplication).toMatchObject({
      owner: { id: ownerA.userId, email: ownerA.email },
      employer: { id: employerA, name: 'Alpha Works' },
    });
    const pending = await applicationIn(server, 'Pending');
    const notYet = await server.gql(EmpGraphEmployerApplicationDocument, { id: pending.id }, platform);
    expect(notYet.data!.employerApplication).toMatchObject({
      status: 'Pending',
      employerId: null,
      employer: null,
      owner: { id: pending.ownerId },
    });

    const employee = await server.gql(EmpGraphEmployeeDocument, { id: recordsA[0] }, platform);
    expect(employee.data!.employee).toMatchObject({ employer: { id: employerA }, user: { id: worker.userId, email: worker.email } });
    // The worker's records in both employers, newest first.
    expect(ids(employee.data!.employee!.user.employments.data)).toEqual([recordsB[1], recordsA[0]]);
    expect(employee.data!.employee!.user.employments.totalCount).toBe(2);
    const own = await server.gql(EmpGraphEmployeeDocument, { id: recordsA[0] }, { token: worker.token });
    expect(ids(own.data!.employee!.user.employments.data)).toEqual([recordsB[1], recordsA[0]]);
  });
});

describe('walking towards another tenant gives nothing', () => {
  test("an Admin of A reaches only A's records through every edge (the worker's record in B stays hidden)", async () => {
    const result = await server.gql(EmpGraphEmployerWalkDocument, { id: employerA }, adminA);
    expect(result.errors).toBeUndefined();
    const employer = result.data!.employer!;
    expect(ids(employer.employees.data).sort()).toEqual([...recordsA].sort());
    for (const employee of employer.employees.data) {
      expect(employee.employer.id).toBe(employerA);
      expect(employee.user.employments.data.map((e) => e.employerId)).toEqual([employerA]);
      expect(employee.user.employments.totalCount).toBe(1);
    }
    expect(ids(employer.admins.data).sort()).toEqual([ownerA.userId, secondAdminA].sort());
    for (const admin of employer.admins.data) expect(admin.employments).toEqual({ data: [], totalCount: 0 });
    expect(employer.inquiries.totalCount).toBe(0);
    expect(employer.application).toEqual({ id: applicationA, owner: { id: ownerA.userId } });
    const text = JSON.stringify(result.data);
    for (const foreign of [employerB, applicationB, ...recordsB]) expect(text).not.toContain(foreign);
  });

  test('an employee of A sees their own record and their employer, not colleagues, admins, inquiries or the application', async () => {
    const result = await server.gql(EmpGraphEmployerWalkDocument, { id: employerA }, { token: worker.token });
    expect(result.errors).toBeUndefined();
    const employer = result.data!.employer!;
    expect(ids(employer.employees.data)).toEqual([recordsA[0]]);
    expect(employer.employees.totalCount).toBe(1);
    expect(employer.employees.data[0].employer.id).toBe(employerA);
    // Their own records everywhere, and nobody else's.
    expect(ids(employer.employees.data[0].user.employments.data)).toEqual([recordsB[1], recordsA[0]]);
    expect(employer.admins).toEqual({ data: [], totalCount: 0 });
    expect(employer.inquiries.totalCount).toBe(0);
    expect(employer.application).toBeNull();
    const text = JSON.stringify(result.data);
    for (const hidden of [recordsA[1], recordsA[2], recordsB[0], ownerA.userId, secondAdminA]) expect(text).not.toContain(hidden);
  });

  test("an Admin of B walking to the worker sees B's record of them only", async () => {
    const result = await server.gql(EmpGraphEmployeeDocument, { id: recordsB[1] }, adminB);
    expect(ids(result.data!.employee!.user.employments.data)).toEqual([recordsB[1]]);
    expect((await server.gql(EmpGraphEmployeeDocument, { id: recordsA[0] }, adminB)).data!.employee).toBeNull();
  });
});

describe('paging of list edges', () => {
  test('offset and limit per parent, totalCount per parent, a page past the end keeps its totalCount', async () => {
    const first = await server.gql(EmpGraphEmployerDocument, { id: employerA, offset: 0, limit: 2 }, adminA);
    expect(first.data!.employer!.employees).toEqual({
      data: [recordsA[2], recordsA[1]].map((id) => ({ id, employerId: employerA, employerUserId: expect.any(String) })),
      pagedRequest: { offset: 0, limit: 2 },
      totalCount: 3,
    });
    expect(first.data!.employer!.admins.data).toHaveLength(2);
    const second = await server.gql(EmpGraphEmployerDocument, { id: employerA, offset: 2, limit: 2 }, adminA);
    expect(ids(second.data!.employer!.employees.data)).toEqual([recordsA[0]]);
    expect(second.data!.employer!.employees.totalCount).toBe(3);
    expect(second.data!.employer!.admins).toEqual({ data: [], totalCount: 2 });

    const perParent = await server.gql(
      EmpGraphEmployersEmployeesDocument,
      { input: { employerIds: [employerA, employerB] }, offset: 1, limit: 1 },
      platform,
    );
    const pages = new Map(perParent.data!.employers.data.map((e) => [e.id, e.employees]));
    expect(pages.get(employerA)).toEqual({ data: [{ id: recordsA[1] }], pagedRequest: { offset: 1, limit: 1 }, totalCount: 3 });
    expect(pages.get(employerB)).toEqual({ data: [{ id: recordsB[0] }], pagedRequest: { offset: 1, limit: 1 }, totalCount: 2 });

    const pastTheEnd = await server.gql(
      EmpGraphEmployersEmployeesDocument,
      { input: { employerIds: [employerA, employerB] }, offset: 10, limit: 5 },
      platform,
    );
    const totals = Object.fromEntries(
      pastTheEnd.data!.employers.data.map((e) => [e.id, [e.employees.data.length, e.employees.totalCount]]),
    );
    expect(totals).toEqual({ [employerA]: [0, 3], [employerB]: [0, 2] });
    const admins = await server.gql(
      EmpGraphEmployersAdminsDocument,
      { input: { employerIds: [employerA, employerB] }, offset: 5, limit: 1 },
      platform,
    );
    expect(Object.fromEntries(admins.data!.employers.data.map((e) => [e.id, [e.admins.data.length, e.admins.totalCount]]))).toEqual({
      [employerA]: [0, 2],
      [employerB]: [0, 1],
    });
  });

  test('a limit outside 1..100 is a bad input naming it', async () => {
    const result = await server.gql(EmpGraphEmployerDocument, { id: employerA, offset: 0, limit: 0 }, adminA);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('one statement per edge and level, whatever the number of parents', () => {
  const BULK = 100;
  let bulkAdmin: Auth;

  /** 100 employers, each with two employees (the first also its Admin); one user administers them all. */
  beforeAll(async () => {
    const admin = await signedInUser(server, uniqueEmail('bulk.admin'));
    const connection = server.app.db.orm.em.fork().getConnection();
    const employers = Array.from({ length: BULK }, (_, i) => ({ id: randomUUID(), name: `Bulk Employer ${i}` }));
    const users = Array.from({ length: BULK * 2 }, (_, i) => ({
      id: randomUUID(),
      email: `bulk.${i}.${Date.now().toString(36)}@example.com`,
    }));
    const rows = (count: number, width: number) => Array.from({ length: count }, () => `(${Array(width).fill('?').join(', ')})`).join(', ');
    await connection.execute(
      `insert into "employer" (id, name, email) values ${rows(BULK, 3)}`,
      employers.flatMap((e) => [e.id, e.name, `hr@${e.id}.example.com`]),
    );
    await connection.execute(
      `insert into "app_user" (id, email, first_name, last_name) values ${rows(users.length, 4)}`,
      users.flatMap((u, i) => [u.id, u.email, 'Bulk', `Person${i}`]),
    );
    await connection.execute(
      `insert into "employee" (id, employer_id, user_id, employer_user_id) values ${rows(users.length, 4)}`,
      users.flatMap((u, i) => [randomUUID(), employers[Math.floor(i / 2)].id, u.id, `B-${i}`]),
    );
    const grants = [...employers.map((e) => [admin.userId, e.id]), ...employers.map((e, i) => [users[2 * i].id, e.id])];
    await connection.execute(
      `insert into "user_role" (id, user_id, tenant_id, role) values ${rows(grants.length, 4)}`,
      grants.flatMap(([userId, tenantId]) => [randomUUID(), userId, tenantId, 'Admin']),
    );
    bulkAdmin = { token: await server.signIn(admin.email, 'Employers-Test-Passw0rd') };
  }, 30_000);

  test.each([1, 10, 100])(
    'under %i employers: Employer.employees, .admins, .inquiries, .application and Employee.user',
    async (parents) => {
      await warmCaller(server, bulkAdmin);
      const base = (await server.gql(TypenameDocument, {}, bulkAdmin)).statements;
      expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
      const input = { limit: parents };
      // The root list alone: the page with its count, its visibility rule inside (one statement: the read path's root list).
      const root = await server.gql(EmpGraphEmployersIdsDocument, { input }, bulkAdmin);
      expect(root.data!.employers.data).toHaveLength(parents);
      expect(root.statements).toBe(base + 1);

      const employees = await server.gql(EmpGraphEmployersEmployeesDocument, { input }, bulkAdmin);
      expect(employees.errors).toBeUndefined();
      expect(employees.data!.employers.data.every((e) => e.employees.totalCount === 2 && e.employees.data.length === 2)).toBe(true);
      expect(employees.statements).toBe(base + 1 + 1);

      const admins = await server.gql(EmpGraphEmployersAdminsDocument, { input }, bulkAdmin);
      expect(admins.data!.employers.data.every((e) => e.admins.totalCount === 2)).toBe(true);
      expect(admins.statements).toBe(base + 1 + 1);

      // employees, their users, admins, inquiries, application: one statement each.
      const every = await server.gql(EmpGraphEmployersEveryEdgeDocument, { input }, bulkAdmin);
      expect(every.errors).toBeUndefined();
      expect(
        every.data!.employers.data.every(
          (e) => e.employees.data.every((employee) => employee.user.id) && e.inquiries.totalCount === 0 && e.application === null,
        ),
      ).toBe(true);
      expect(every.statements).toBe(base + 1 + 5);
    },
  );

  test.each([1, 10, 100])('under %i employee records: Employee.user, and User.employments with their employers below', async (parents) => {
    await warmCaller(server, bulkAdmin);
    const base = (await server.gql(TypenameDocument, {}, bulkAdmin)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    const input = { limit: parents };
    // The root list alone: the page with its count, one statement.
    const root = await server.gql(EmpGraphEmployeesIdsDocument, { input }, bulkAdmin);
    expect(root.data!.employees.data).toHaveLength(parents);
    expect(root.statements).toBe(base + 1);

    const users = await server.gql(EmpGraphEmployeesUsersDocument, { input }, bulkAdmin);
    expect(users.errors).toBeUndefined();
    expect(users.data!.employees.data.every((e) => e.user.id === e.userId)).toBe(true);
    expect(users.statements).toBe(base + 1 + 1);

    const employments = await server.gql(EmpGraphEmployeesEmploymentsDocument, { input }, bulkAdmin);
    expect(employments.errors).toBeUndefined();
    expect(
      employments.data!.employees.data.every((e) => e.user.employments.totalCount === 1 && e.user.employments.data[0].id === e.id),
    ).toBe(true);
    // the users, their employments, the employers of those: one statement per level.
    expect(employments.statements).toBe(base + 1 + 3);
  });
});
