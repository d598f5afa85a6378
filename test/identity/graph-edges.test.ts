import { randomBytes, randomUUID } from 'node:crypto';
import {
  IdentityAddUserClaimDocument,
  IdentityColleaguesOfUserDocument,
  IdentityRolesOfUserDocument,
  IdentityTenantByIdDocument,
  IdentityTenantsDocument,
  IdentityTenantsOfUserDocument,
  IdentityTenantsWithUsersDocument,
  IdentityUserByIdDocument,
  IdentityUsersOfTenantDocument,
  IdentityUsersWithColleaguesDocument,
  IdentityUsersWithEdgesDocument,
  TypenameDocument,
} from '../generated/graphql';
import { aTenant, aUser, grant, tokens } from '../support/identity-builders';
import { startTestServer, type Auth, type TestServer, warmCaller } from '../support/test-server';

/**
 * The identity records in the graph: reads by id (`user`, `tenant`), the edges `User.tenants`,
 * `User.claims` and `Tenant.users` with the visibility of their root, their paging, and their
 * SQL cost (one statement per edge and level, whatever the number of parents).
 */

interface Person {
  id: string;
  email: string;
  auth: Auth;
}

let server: TestServer;
let admin: Auth;
/** Admin of the workspace tenant W. */
let wsAdmin: Person;
/** Holds two roles (Member, Viewer) in W and one (Member) in the employer tenant E. */
let member: Person;
/** Admin of E only. */
let foreign: Person;
/** Holds no role. */
let plain: Person;
let workspace: { id: string; tenantId: string };
let employer: { id: string; tenantId: string };

async function person(): Promise<Person> {
  const user = await aUser(server);
  return { id: user.id, email: user.email, auth: {} };
}

async function signIn(who: Person): Promise<void> {
  who.auth = { token: (await tokens(server, who.email)).access_token };
}

const ids = (records: { id: string }[] | undefined) => (records ?? []).map((record) => record.id).sort();
const tenantIds = (records: { tenantId: string }[] | undefined) => (records ?? []).map((record) => record.tenantId);

beforeAll(async () => {
  server = await startTestServer();
  admin = { token: await server.adminToken() };
  const w = await aTenant(server, 'Workspace');
  const e = await aTenant(server, 'Employer');
  [wsAdmin, member, foreign, plain] = await Promise.all([person(), person(), person(), person()]);
  await grant(server, wsAdmin.email, 'Admin', w);
  await grant(server, member.email, 'Member', w);
  await grant(server, member.email, 'Viewer', w);
  await grant(server, member.email, 'Member', e);
  await grant(server, foreign.email, 'Admin', e);
  await Promise.all([wsAdmin, member, foreign, plain].map(signIn));
  const listed = await server.gql(IdentityTenantsDocument, { input: { tenantIds: [w, e] } }, admin);
  const rowOf = (tenantId: string) => listed.data!.tenants.data.find((t) => t.tenantId === tenantId)!;
  workspace = { id: rowOf(w).id, tenantId: w };
  employer = { id: rowOf(e).id, tenantId: e };
  const claim = await server.gql(
    IdentityAddUserClaimDocument,
    { input: { email: member.email, type: 'department', value: 'finance' } },
    admin,
  );
  expect(claim.errors).toBeUndefined();
});
afterAll(async () => {
  await server?.close();
});

describe('Query.user', () => {
  test('a user is visible to themself, the Platform Admin and an Admin of a tenant they hold a role in', async () => {
    for (const auth of [member.auth, admin, wsAdmin.auth, foreign.auth]) {
      const read = await server.gql(IdentityUserByIdDocument, { id: member.id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data?.user).toMatchObject({ id: member.id, email: member.email });
    }
  });

  test('null, without an error, for a user of another tenant, a stranger, a missing id and an id that is not a UUID', async () => {
    const cases: [Auth, string][] = [
      [wsAdmin.auth, foreign.id],
      [foreign.auth, wsAdmin.id],
      [plain.auth, member.id],
      [member.auth, wsAdmin.id],
      [admin, randomUUID()],
      [admin, 'not-a-uuid'],
    ];
    for (const [auth, id] of cases) {
      const read = await server.gql(IdentityUserByIdDocument, { id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data).toEqual({ user: null });
    }
  });

  test('an anonymous caller is refused', async () => {
    const read = await server.gql(IdentityUserByIdDocument, { id: member.id });
    expect(read.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('claims are visible to the user and the Platform Admin only', async () => {
    for (const auth of [member.auth, admin]) {
      const read = await server.gql(IdentityUserByIdDocument, { id: member.id }, auth);
      expect(read.data?.user?.claims).toEqual([{ type: 'department', value: 'finance' }]);
    }
    const byAdminOfTenant = await server.gql(IdentityUserByIdDocument, { id: member.id }, wsAdmin.auth);
    expect(byAdminOfTenant.data?.user).toMatchObject({ id: member.id, claims: [] });
  });
});

describe('Query.tenant', () => {
  test('a tenant by its id is visible to the Platform Admin and to the users holding a role in it', async () => {
    const cases: [Auth, { id: string; tenantId: string }][] = [
      [admin, workspace],
      [admin, employer],
      [wsAdmin.auth, workspace],
      [member.auth, workspace],
      [member.auth, employer],
      [foreign.auth, employer],
    ];
    for (const [auth, tenant] of cases) {
      const read = await server.gql(IdentityTenantByIdDocument, { id: tenant.id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data?.tenant).toMatchObject({ id: tenant.id, tenantId: tenant.tenantId });
    }
  });

  test('null, without an error, for another tenant, a stranger, a missing id, a tenantId in place of the id, and an id that is not a UUID', async () => {
    const cases: [Auth, string][] = [
      [wsAdmin.auth, employer.id],
      [foreign.auth, workspace.id],
      [plain.auth, workspace.id],
      [admin, randomUUID()],
      [admin, workspace.tenantId],
      [admin, 'not-a-uuid'],
    ];
    for (const [auth, id] of cases) {
      const read = await server.gql(IdentityTenantByIdDocument, { id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data).toEqual({ tenant: null });
    }
  });
});

describe('User.tenants', () => {
  test('the tenants the user holds a role in, each once however many roles, newest first', async () => {
    for (const auth of [admin, member.auth]) {
      const read = await server.gql(IdentityTenantsOfUserDocument, { id: member.id }, auth);
      expect(read.errors).toBeUndefined();
      expect(read.data?.user?.tenants).toEqual({
        data: [
          { id: employer.id, tenantId: employer.tenantId },
          { id: workspace.id, tenantId: workspace.tenantId },
        ],
        pagedRequest: { offset: 0, limit: 20 },
        totalCount: 2,
      });
    }
  });

  test('an Admin of a tenant sees only the tenants they hold a role in themself', async () => {
    const byWorkspaceAdmin = await server.gql(IdentityTenantsOfUserDocument, { id: member.id }, wsAdmin.auth);
    expect(byWorkspaceAdmin.data?.user?.tenants).toMatchObject({ data: [{ tenantId: workspace.tenantId }], totalCount: 1 });
    const byEmployerAdmin = await server.gql(IdentityTenantsOfUserDocument, { id: member.id }, foreign.auth);
    expect(byEmployerAdmin.data?.user?.tenants).toMatchObject({ data: [{ tenantId: employer.tenantId }], totalCount: 1 });
    const none = await server.gql(IdentityTenantsOfUserDocument, { id: plain.id }, admin);
    expect(none.data?.user?.tenants).toEqual({ data: [], pagedRequest: { offset: 0, limit: 20 }, totalCount: 0 });
  });

  test('pages with offset and limit; a page past the end keeps the count', async () => {
    const page = (offset: number, limit: number) => server.gql(IdentityTenantsOfUserDocument, { id: member.id, offset, limit }, admin);
    expect((await page(0, 1)).data?.user?.tenants).toEqual({
      data: [{ id: employer.id, tenantId: employer.tenantId }],
      pagedRequest: { offset: 0, limit: 1 },
      totalCount: 2,
    });
    expect((await page(1, 1)).data?.user?.tenants).toEqual({
      data: [{ id: workspace.id, tenantId: workspace.tenantId }],
      pagedRequest: { offset: 1, limit: 1 },
      totalCount: 2,
    });
    expect((await page(5, 10)).data?.user?.tenants).toEqual({ data: [], pagedRequest: { offset: 5, limit: 10 }, totalCount: 2 });
    const tooBig = await page(0, 1000);
    expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('User.roles', () => {
  const rolesOf = async (auth: Auth, tenantId?: string) => {
    const read = await server.gql(IdentityRolesOfUserDocument, { id: member.id, tenantId }, auth);
    expect(read.errors).toBeUndefined();
    return (read.data?.user?.roles ?? []).map((r) => `${r.tenantId}/${r.role}/${r.tenant?.id}`).sort();
  };
  const inWorkspace = () => [`${workspace.tenantId}/Member/${workspace.id}`, `${workspace.tenantId}/Viewer/${workspace.id}`];
  const inEmployer = () => [`${employer.tenantId}/Member/${employer.id}`];

  test("every role with its tenant, for the user and the Platform Admin; only the caller's tenants' roles for a tenant's Admin", async () => {
    expect(await rolesOf(member.auth)).toEqual([...inWorkspace(), ...inEmployer()].sort());
    expect(await rolesOf(admin)).toEqual([...inWorkspace(), ...inEmployer()].sort());
    expect(await rolesOf(wsAdmin.auth)).toEqual(inWorkspace());
    expect(await rolesOf(foreign.auth)).toEqual(inEmployer());
  });

  test('tenantId keeps the roles in that tenant', async () => {
    expect(await rolesOf(admin, employer.tenantId)).toEqual(inEmployer());
    expect(await rolesOf(wsAdmin.auth, employer.tenantId)).toEqual([]);
  });
});

describe('Tenant.users', () => {
  test("the users holding a role in the tenant, each once, for the Platform Admin and the tenant's Admin", async () => {
    for (const auth of [admin, wsAdmin.auth]) {
      const read = await server.gql(IdentityUsersOfTenantDocument, { id: workspace.id }, auth);
      expect(read.errors).toBeUndefined();
      expect(ids(read.data?.tenant?.users.data)).toEqual([member.id, wsAdmin.id].sort());
      expect(read.data?.tenant?.users.totalCount).toBe(2);
    }
  });

  test("a user without an Admin role sees only themself among the tenant's users", async () => {
    const read = await server.gql(IdentityUsersOfTenantDocument, { id: employer.id }, member.auth);
    expect(read.data?.tenant?.users).toMatchObject({ data: [{ id: member.id }], totalCount: 1 });
  });

  test('pages with offset and limit; a page past the end keeps the count', async () => {
    const page = (offset: number, limit: number) => server.gql(IdentityUsersOfTenantDocument, { id: workspace.id, offset, limit }, admin);
    const first = (await page(0, 1)).data?.tenant?.users;
    const second = (await page(1, 1)).data?.tenant?.users;
    expect(first).toMatchObject({ pagedRequest: { offset: 0, limit: 1 }, totalCount: 2 });
    expect(second).toMatchObject({ pagedRequest: { offset: 1, limit: 1 }, totalCount: 2 });
    // newest first, then by id (the two were created at the same time, so ask the database for the order)
    const order = (await server.app.db.orm.em
      .fork()
      .getConnection()
      .execute('select id from app_user where id in (?, ?) order by date_created desc, id desc', [member.id, wsAdmin.id])) as {
      id: string;
    }[];
    expect([...ids(first?.data), ...ids(second?.data)]).toEqual(order.map((row) => String(row.id)));
    expect((await page(2, 5)).data?.tenant?.users).toEqual({ data: [], pagedRequest: { offset: 2, limit: 5 }, totalCount: 2 });
  });

  test("walking from a user through their tenants to the tenants' users never leaves the caller's tenants", async () => {
    const byWorkspaceAdmin = await server.gql(IdentityColleaguesOfUserDocument, { id: member.id }, wsAdmin.auth);
    expect(byWorkspaceAdmin.errors).toBeUndefined();
    const tenants = byWorkspaceAdmin.data?.user?.tenants;
    expect(tenants?.totalCount).toBe(1);
    expect(tenantIds(tenants?.data)).toEqual([workspace.tenantId]);
    expect(ids(tenants?.data[0].users.data)).toEqual([member.id, wsAdmin.id].sort());

    const byEmployerAdmin = await server.gql(IdentityColleaguesOfUserDocument, { id: member.id }, foreign.auth);
    const theirs = byEmployerAdmin.data?.user?.tenants;
    expect(tenantIds(theirs?.data)).toEqual([employer.tenantId]);
    expect(ids(theirs?.data[0].users.data)).toEqual([foreign.id, member.id].sort());

    const byMember = await server.gql(IdentityColleaguesOfUserDocument, { id: member.id }, member.auth);
    const own = byMember.data?.user?.tenants.data ?? [];
    expect(tenantIds(own)).toEqual([employer.tenantId, workspace.tenantId]);
    for (const tenant of own) expect(tenant.users).toEqual({ data: [{ id: member.id }], totalCount: 1 });
  });
});

describe('SQL statements: one per edge and level, whatever the number of parents', () => {
  const tag = randomBytes(4).toString('hex');

  beforeAll(async () => {
    // 100 tenants and 100 users newer than any other record (they lead the root lists); user g holds
    // two roles in tenant g and one in tenant g+1 (so two tenants per user, two users per tenant) and one claim.
    const connection = server.app.db.orm.em.fork().getConnection();
    const later = (column: string) => `now() + interval '1 hour' + g * interval '1 second' as ${column}`;
    await connection.execute(
      `insert into "tenant" ("id", "tenant_id", "tenant_name", "tenant_type", "date_created") ` +
        `select gen_random_uuid(), 'bulk-' || ?::text || '-' || g, 'Bulk ' || g, 'Workspace', ${later('d')} from generate_series(1, 100) g`,
      [tag],
    );
    await connection.execute(
      `insert into "app_user" ("id", "email", "date_created") select gen_random_uuid(), 'bulk-' || ?::text || '-' || g || '@example.com', ${later('d')} from generate_series(1, 100) g`,
      [tag],
    );
    await connection.execute(
      `insert into "user_role" ("id", "user_id", "tenant_id", "role") ` +
        `select gen_random_uuid(), u.id, 'bulk-' || ?::text || '-' || (case when r.next then g % 100 + 1 else g end), r.role ` +
        `from generate_series(1, 100) g join "app_user" u on u.email = 'bulk-' || ?::text || '-' || g || '@example.com' ` +
        `cross join (values ('Member', false), ('Viewer', false), ('Member', true)) r(role, next)`,
      [tag, tag],
    );
    await connection.execute(
      `insert into "user_claim" ("id", "user_id", "type", "value") select gen_random_uuid(), u.id, 'seat', 'desk' from "app_user" u where u.email like ?`,
      [`bulk-${tag}-%`],
    );
  });

  const sizes = [1, 10, 100];

  test("users with their claims, tenants and roles: the page, the claims, the tenants, the roles, the roles' tenants", async () => {
    await warmCaller(server, admin);
    const base = (await server.gql(TypenameDocument, {}, admin)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    for (const size of sizes) {
      const result = await server.gql(IdentityUsersWithEdgesDocument, { input: { offset: 0, limit: size }, limit: 5 }, admin);
      expect(result.errors).toBeUndefined();
      const users = result.data!.users.data;
      expect(users).toHaveLength(size);
      for (const user of users) {
        expect(user.claims).toEqual([{ type: 'seat', value: 'desk' }]);
        expect(user.tenants.totalCount).toBe(2);
        expect(user.tenants.data).toHaveLength(2);
        expect(user.roles).toHaveLength(3);
        for (const role of user.roles) expect(role.tenant?.tenantId.startsWith(`bulk-${tag}-`)).toBe(true);
      }
      expect(result.statements).toBe(base + 5);
    }
  });

  test("users, their tenants and those tenants' users: one statement per level", async () => {
    await warmCaller(server, admin);
    const base = (await server.gql(TypenameDocument, {}, admin)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    for (const size of sizes) {
      const result = await server.gql(IdentityUsersWithColleaguesDocument, { input: { offset: 0, limit: size } }, admin);
      expect(result.errors).toBeUndefined();
      const users = result.data!.users.data;
      expect(users).toHaveLength(size);
      for (const user of users) for (const tenant of user.tenants.data) expect(tenant.users.totalCount).toBe(2);
      expect(result.statements).toBe(base + 3);
    }
  });

  test('tenants with their users: the page, the users', async () => {
    await warmCaller(server, admin);
    const base = (await server.gql(TypenameDocument, {}, admin)).statements;
    expect(base).toBe(0); // authentication: none, the caller is cached (one statement for its first request)
    for (const size of sizes) {
      const result = await server.gql(IdentityTenantsWithUsersDocument, { input: { offset: 0, limit: size }, limit: 1 }, admin);
      expect(result.errors).toBeUndefined();
      const tenants = result.data!.tenants.data;
      expect(tenants).toHaveLength(size);
      for (const tenant of tenants) {
        expect(tenant.tenantId.startsWith(`bulk-${tag}-`)).toBe(true);
        expect(tenant.users.data).toHaveLength(1);
        expect(tenant.users.totalCount).toBe(2);
      }
      expect(result.statements).toBe(base + 2);
    }
  });
});
