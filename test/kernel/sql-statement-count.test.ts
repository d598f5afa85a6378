import { randomUUID } from 'node:crypto';
import { IdentityRotateApiKeyDocument, OnboardingApplicationsDocument, TypenameDocument } from '../generated/graphql';
import { startTestServer, warmCaller, type TestServer } from '../support/test-server';

/**
 * The statement counts other tests pin (x-sql-statements) are only worth what the counter is: it
 * counts every statement of the request and only those, on both faces.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('a request that reads nothing counts 0, authentication 1 (none once the caller is cached), and a page of applications 1 whatever its size', async () => {
  // given five workspace applications and the Platform Admin
  const tag = randomUUID().slice(0, 8);
  for (let i = 0; i < 5; i += 1) {
    const created = await server.rest('POST', '/workspaces/Application/create', {
      body: { name: `Counted ${tag} ${i}`, description: 'd', contact: { name: 'C', email: `counted-${tag}-${i}@example.com` } },
    });
    expect(created.status).toBe(200);
  }
  const admin = { apiKey: await newAdminKey() };

  // anonymous and reading nothing: no statement
  expect((await server.gql(TypenameDocument, {})).statements).toBe(0);
  // signed in, a caller this gateway has not seen: the caller and its roles, one statement; then cached
  expect((await server.gql(TypenameDocument, {}, admin)).statements).toBe(1);
  await warmCaller(server, admin);
  // a page: the page with its count, one statement; one application or five
  const one = await server.gql(OnboardingApplicationsDocument, { input: { offset: 0, limit: 1 } }, admin);
  const five = await server.gql(OnboardingApplicationsDocument, { input: { offset: 0, limit: 5 } }, admin);
  expect(one.data?.workspaceApplications.data).toHaveLength(1);
  expect(five.data?.workspaceApplications.data).toHaveLength(5);
  expect(one.statements).toBe(1);
  expect(five.statements).toBe(1);
  // each request starts from 0
  expect((await server.gql(TypenameDocument, {}, admin)).statements).toBe(0);
});

/** A new API key of the Platform Admin: a credential no request has shown this gateway yet. */
async function newAdminKey(): Promise<string> {
  const rotated = await server.gql(IdentityRotateApiKeyDocument, {}, { token: await server.adminToken() });
  return rotated.data!.rotateApiKey.apiKey;
}

test('a REST request reports its statements in the same header', async () => {
  const admin = { token: await server.adminToken() };
  await warmCaller(server, admin);
  const users = await server.rest('GET', '/identity/User?Offset=0&Limit=1', { auth: admin });
  expect(users.status).toBe(200);
  // the page with its count in one statement (the caller is cached)
  expect(users.headers.get('x-sql-statements')).toBe('1');
});

test('a read through the read path forks no EntityManager; a mutation forks one, shared with the copy of the context Apollo hands its resolvers', async () => {
  // given the Platform Admin, whom this gateway knows
  const admin = { token: await server.adminToken() };
  await warmCaller(server, admin);
  const me = await server.gql('{ me { id } }', {}, admin);
  const adminId = (me.data as { me: { id: string } }).me.id;

  // when it reads a user by id and a page of users, then rotates its API key
  const read = await requestForks(() =>
    server.gql('query Read($id: ID!) { user(id: $id) { id email } users(input: { limit: 5 }) { data { id } } }', { id: adminId }, admin),
  );
  const write = await requestForks(() => server.gql(IdentityRotateApiKeyDocument, {}, admin));

  // then the reads forked none, the mutation one
  expect(read.result.errors).toBeUndefined();
  expect((read.result.data as { users: { data: unknown[] } }).users.data.length).toBeGreaterThan(0);
  expect(read.forks).toBe(0);
  expect(write.result.data?.rotateApiKey.apiKey).toEqual(expect.any(String));
  expect(write.forks).toBe(1);
});

/** What `request` answers, and how many EntityManagers request contexts forked meanwhile (not the background workers' own). */
async function requestForks<T>(request: () => Promise<T>): Promise<{ result: T; forks: number }> {
  let owner: { fork: (...args: unknown[]) => unknown } = server.app.db.orm.em as never;
  while (!Object.prototype.hasOwnProperty.call(owner, 'fork')) owner = Object.getPrototypeOf(owner) as typeof owner;
  const original = owner.fork;
  let forks = 0;
  owner.fork = function countedFork(this: unknown, ...args: unknown[]) {
    // A request context's (LazyFork's); its shared reader was forked once, by the caller's first authentication (warmCaller).
    if (/LazyFork/.test(new Error().stack ?? '')) forks += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await request(), forks };
  } finally {
    owner.fork = original;
  }
}
