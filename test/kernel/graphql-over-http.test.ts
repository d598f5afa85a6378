import { serverAudits } from 'graphql-http';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The GraphQL-over-HTTP audits of the `graphql-http` package (the reference implementation of the
 * GraphQL over HTTP specification) against /graphql. Every MUST holds, and so does every audit of
 * `application/graphql-response+json` (a parse or validation failure is a 400). The audits that do
 * not pass are decisions: a client error is a 400 with `application/json` too (the specification
 * prefers 200 there), and queries are not taken over GET (CSRF prevention: a browser sends GETs
 * without asking).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('the GraphQL over HTTP audits: every MUST passes; what does not pass is a documented decision', async () => {
  const results = await Promise.all(
    serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch }).map(async (audit) => ({
      name: audit.name,
      status: (await audit.fn()).status,
    })),
  );
  expect(results.filter(({ name }) => name.startsWith('MUST')).length).toBeGreaterThanOrEqual(13);
  expect(results.filter(({ name, status }) => name.startsWith('MUST') && status !== 'ok')).toEqual([]);
  expect(
    results.filter(({ name, status }) => name.includes('application/graphql-response+json') && status !== 'ok' && !name.startsWith('MAY')),
  ).toEqual([]);
  expect(
    results
      .filter(({ status }) => status !== 'ok')
      .map(({ name }) => name)
      .sort(),
  ).toEqual([
    'MAY accept application/x-www-form-urlencoded formatted GET requests',
    'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
    'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
    'SHOULD use 200 status code on document parsing failure when accepting application/json',
    'SHOULD use 200 status code on document validation failure when accepting application/json',
    'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
  ]);
});
