import { startTestServer, type TestServer, ADMIN_EMAIL } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('sign up over REST then sign in and read me over the graph', async () => {
  const signup = await server.rest('POST', '/identity/User/signup', { body: { email: 'Ann@Example.com', password: 'correct horse battery' } });
  expect(signup.status).toBe(200);
  expect(signup.body).toMatchObject({ email: 'ann@example.com', emailConfirmed: false, isSuspended: false });
  const token = await server.signIn('ann@example.com', 'correct horse battery');
  const me = await server.gql('{ me { email } }', {}, { token });
  expect(me.data).toEqual({ me: { email: 'ann@example.com' } });
  const users = await server.rest('GET', '/identity/User?Offset=0&Limit=1', { auth: { token: await server.adminToken() } });
  expect(users.status).toBe(200);
  expect(users.body.totalCount).toBe(2);
  expect(users.body.data).toHaveLength(1);
  expect([ADMIN_EMAIL, 'ann@example.com']).toContain(users.body.data[0].email);
});

test('with PORT=0 the default public base URL names the port the server listens on', () => {
  expect(server.app.settings.publicBaseUrl).toBe(server.url);
});
