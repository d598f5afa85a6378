import { randomUUID } from 'node:crypto';
import { SmokeMeDocument } from '../generated/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('sign up over REST then sign in and read me over the graph', async () => {
  const tag = randomUUID().slice(0, 8);
  const signup = await server.rest('POST', '/identity/User/signup', {
    body: { email: `Ann-${tag}@Example.com`, password: 'correct horse battery' },
  });
  expect(signup.status).toBe(200);
  expect(signup.body).toMatchObject({ email: `ann-${tag}@example.com`, emailConfirmed: false, isSuspended: false });
  const token = await server.signIn(`ann-${tag}@example.com`, 'correct horse battery');
  const me = await server.gql(SmokeMeDocument, {}, { token });
  expect(me.data).toEqual({ me: { email: `ann-${tag}@example.com` } });
  // the Platform Admin lists the users: Ann and the Platform Admin at least
  const users = await server.rest('GET', '/identity/User?Offset=0&Limit=1', { auth: { token: await server.adminToken() } });
  expect(users.status).toBe(200);
  expect(users.body.totalCount).toBeGreaterThanOrEqual(2);
  expect(users.body.data).toHaveLength(1);
});

test('with PORT=0 the default public base URL names the port the server listens on', () => {
  expect(server.app.settings.publicBaseUrl).toBe(server.url);
});
