import { Client } from 'pg';
import {
  IdentityRemoveUserRoleDocument,
  IdentityRotateApiKeyDocument,
  IdentityUsersWithRolePagedDocument,
  TypenameDocument,
} from '../generated/graphql';
import { aTenant, aUser, grant, tokens } from '../support/identity-builders';
import { startOwnTestServer, warmCaller, type Auth, type TestServer } from '../support/test-server';

/**
 * The caller cache (docs/decisions.md#caller-cache): a caller's first request reads it (one
 * statement), the next ones find it in the gateway's memory (none), and every change to what was
 * read (roles, keys, suspension) is seen at the caller's next request. A server of its own: the
 * last test breaks its listening connection.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startOwnTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => {
  await server?.close();
});

const authStatements = async (auth: Auth) => (await server.gql(TypenameDocument, {}, auth)).statements;

test('a caller is read once, then served from memory, on both faces and for tokens and keys alike', async () => {
  const user = await aUser(server);
  const token = { token: (await tokens(server, user.email)).access_token };
  expect(await authStatements(token)).toBe(1);
  expect(await authStatements(token)).toBe(0);
  const rest = await server.rest('GET', '/identity/User/tenants', { auth: token });
  expect(rest.status).toBe(200);
  expect(rest.headers.get('x-sql-statements')).toBe('1'); // the tenants alone

  const key = { apiKey: (await server.rest('GET', '/identity/User/api-key', { auth: token })).body.apiKey as string };
  expect(await authStatements(key)).toBe(1);
  expect(await authStatements(key)).toBe(0);
});

test("a role granted or removed counts at the caller's next request", async () => {
  const user = await aUser(server);
  const auth = { token: (await tokens(server, user.email)).access_token };
  const tenantId = await aTenant(server, 'Employer');
  const usersOfTenant = () =>
    server.gql(IdentityUsersWithRolePagedDocument, { input: { offset: 0, limit: 5, role: 'Admin', tenantId } }, auth);
  await warmCaller(server, auth);
  expect((await usersOfTenant()).errors?.[0].extensions?.code).toBe('FORBIDDEN');

  await grant(server, user.email, 'Admin', tenantId);
  const granted = await usersOfTenant();
  expect(granted.errors).toBeUndefined();
  expect(granted.data?.usersWithRole.data).toEqual([{ email: user.email }]);

  await warmCaller(server, auth);
  const removed = await server.gql(
    IdentityRemoveUserRoleDocument,
    { input: { email: user.email, role: 'Admin', tenantId } },
    { token: await server.adminToken() },
  );
  expect(removed.data).toEqual({ removeUserRole: true });
  expect((await usersOfTenant()).errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

test("a suspension refuses the cached caller's token and key at their next request; a rotated key is refused at once", async () => {
  const user = await aUser(server);
  const token = { token: (await tokens(server, user.email)).access_token };
  const old = { apiKey: (await server.rest('GET', '/identity/User/api-key', { auth: token })).body.apiKey as string };
  await warmCaller(server, old);
  const rotated = await server.gql(IdentityRotateApiKeyDocument, {}, token);
  const fresh = { apiKey: rotated.data!.rotateApiKey.apiKey };
  expect((await server.rest('GET', '/identity/User/tenants', { auth: old })).status).toBe(401);

  await warmCaller(server, token);
  await warmCaller(server, fresh);
  const suspended = await server.rest('PUT', '/identity/User/suspend', {
    body: { email: user.email },
    auth: { token: await server.adminToken() },
  });
  expect(suspended.status).toBe(200);
  for (const auth of [token, fresh]) {
    const refused = await server.rest('GET', '/identity/User/tenants', { auth });
    expect([refused.status, refused.body.detail ?? refused.body.title]).toEqual([401, expect.stringMatching(/suspended/)]);
  }
});

test('the request that changes a caller answers after its gateway has heard the change: a burst of suspensions and grants, each seen by the next request', async () => {
  const admin = { token: await server.adminToken() };
  const tenantId = await aTenant(server, 'Employer');
  const users = await Promise.all(Array.from({ length: 12 }, () => aUser(server)));
  const auths = await Promise.all(users.map(async (user) => ({ token: (await tokens(server, user.email)).access_token })));
  await Promise.all(auths.map((auth) => warmCaller(server, auth)));
  const seen = await Promise.all(
    users.map(async (user, index) => {
      if (index % 2) {
        await grant(server, user.email, 'Admin', tenantId);
        const listed = await server.gql(
          IdentityUsersWithRolePagedDocument,
          { input: { offset: 0, limit: 1, role: 'Admin', tenantId } },
          auths[index],
        );
        return listed.errors?.[0]?.extensions?.code ?? 'granted';
      }
      expect((await server.rest('PUT', '/identity/User/suspend', { body: { email: user.email }, auth: admin })).status).toBe(200);
      return (await server.rest('GET', '/identity/User/tenants', { auth: auths[index] })).status === 401 ? 'suspended' : 'still served';
    }),
  );
  expect(seen).toEqual(users.map((_, index) => (index % 2 ? 'granted' : 'suspended')));
});

test('a change that rolls back leaves the cached caller as it was', async () => {
  const user = await aUser(server);
  const auth = { token: (await tokens(server, user.email)).access_token };
  await warmCaller(server, auth);
  const em = server.app.db.orm.em.fork();
  await em
    .transactional(async (tx) => {
      await tx.execute('update "app_user" set "is_suspended" = true where "id" = ?', [user.id]);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect(await authStatements(auth)).toBe(0);
  expect((await server.rest('GET', '/identity/User/tenants', { auth })).status).toBe(200);
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;
onPostgres('when the listening connection is lost every caller is read again, and the cache comes back with it', async () => {
  const user = await aUser(server);
  const auth = { token: (await tokens(server, user.email)).access_token };
  await warmCaller(server, auth);
  const admin = new Client({ connectionString: server.app.settings.databaseUrl! });
  await admin.connect();
  try {
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'flexspace-gateway listener: caller_changed' and datname = current_database()`,
    );
    expect(killed.rowCount).toBe(1);
    // The gateway hears its connection go: it drops every caller, so this one is read again.
    expect(await until(async () => (await authStatements(auth)) === 1)).toBe(true);
    // A suspension made around the reconnection counts at the next request.
    await admin.query('update "app_user" set "is_suspended" = true where "id" = $1', [user.id]);
    expect((await server.rest('GET', '/identity/User/tenants', { auth })).status).toBe(401);
    await admin.query('update "app_user" set "is_suspended" = false where "id" = $1', [user.id]);
  } finally {
    await admin.end();
  }
  // Listening again: the caller is kept once more.
  expect(await until(async () => (await authStatements(auth)) === 0)).toBe(true);
  expect((await server.rest('GET', '/identity/User/tenants', { auth })).status).toBe(200);
});

onPostgres('a gateway has heard every change committed before it asks (what a request that changed a caller waits for)', async () => {
  const heardOf: string[] = [];
  const listening = server.app.db.listen('caller_cache_test', {
    notify: (payload) => heardOf.push(payload),
    listening: () => undefined,
    lost: () => undefined,
  });
  const other = new Client({ connectionString: server.app.settings.databaseUrl! });
  await other.connect();
  try {
    // Once the listening connection is up (before, nothing is heard and `heard` waits for nothing).
    await until(async () => {
      await other.query(`select pg_notify('caller_cache_test', 'ready')`);
      await listening.heard();
      return heardOf.includes('ready');
    });
    for (let change = 0; change < 20; change += 1) {
      await other.query(`select pg_notify('caller_cache_test', $1)`, [`change ${change}`]);
      await listening.heard();
      expect(heardOf[heardOf.length - 1]).toBe(`change ${change}`);
    }
  } finally {
    await other.end();
    await listening.stop();
  }
});

/** Asks `check` every 50 ms for up to 5 s. */
async function until(check: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50)))
    if (await check()) return true;
  return false;
}
