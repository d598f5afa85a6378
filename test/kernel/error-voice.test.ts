import { randomUUID } from 'node:crypto';
import { KernelSignUpDocument } from '../generated/graphql';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * One voice for refused input (docs/decisions.md#error-vocabulary): every refused field is named
 * as the caller sent it (an argument path in the graph, the body member or parameter over REST,
 * renames mapped back), in the words of one table, whether a service, a variable's coercion or a
 * literal's validation refuses it.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { id } }';
const CLOSE_LOCATION = 'mutation ($input: CreateLocationClosuresInput!) { createLocationClosures(input: $input) { id } }';
const closure = (changes: Record<string, unknown>) => ({
  dateRange: { from: '2030-01-01T00:00:00Z', to: '2030-01-02T00:00:00Z' },
  locationId: randomUUID(),
  workspaceId: randomUUID(),
  recurrence: 'None',
  ...changes,
});
/** Every refused field of a graph answer (one error per refused variable value), merged. */
const graphFields = (errors: { extensions?: Record<string, unknown> }[] | undefined) =>
  Object.assign({}, ...(errors ?? []).map((error) => error.extensions?.errors));

describe('the graph names a refused field by its argument path', () => {
  test("a service's refusal: the key and the message say input.email, whatever the variable or alias", async () => {
    const result = await server.gql(`mutation ($i: SignUpInput!) { account: signUp(input: $i) { id } }`, {
      i: { email: 'bad', password: 'a sturdy passphrase' },
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Invalid input: input.email: Must be an email address.',
      path: ['account'],
      extensions: { code: 'BAD_USER_INPUT', errors: { 'input.email': ['Must be an email address.'] } },
    });
  });

  test('a variable of the wrong type and a missing member: the table words, not graphql-js internals', async () => {
    const result = await server.gql(SIGN_UP, { i: { email: 5 } });
    expect(result.status).toBe(400);
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Invalid input: input.email: Must be a string.',
      'Invalid input: input.password: Required.',
    ]);
    expect(result.errors?.every((error) => error.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    expect(graphFields(result.errors)).toEqual({ 'input.email': ['Must be a string.'], 'input.password': ['Required.'] });
  });

  test('a variable that is only part of an argument is named where the operation puts it', async () => {
    const result = await server.gql('mutation ($e: String!) { signUp(input: { email: $e, password: "a sturdy passphrase" }) { id } }', {
      e: 7 as never,
    });
    expect(graphFields(result.errors)).toEqual({ 'input.email': ['Must be a string.'] });
  });

  test('a literal of the wrong type, a missing argument, an unknown member: BAD_USER_INPUT naming the argument path', async () => {
    const wrongType = await server.gql('mutation { signUp(input: { email: 5, password: "a sturdy passphrase" }) { id } }');
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]).toMatchObject({
      message: 'Invalid input: input.email: Must be a string.',
      extensions: { code: 'BAD_USER_INPUT', errors: { 'input.email': ['Must be a string.'] } },
    });
    const missingMember = await server.gql('mutation { signUp(input: { email: "a@example.com" }) { id } }');
    expect(graphFields(missingMember.errors)).toEqual({ 'input.password': ['Required.'] });
    const missingArgument = await server.gql('mutation { signUp { id } }');
    expect(graphFields(missingArgument.errors)).toEqual({ input: ['Required.'] });
    const unknownMember = await server.gql(
      'mutation { signUp(input: { email: "a@example.com", password: "a sturdy passphrase", nickname: "x" }) { id } }',
    );
    expect(graphFields(unknownMember.errors)).toEqual({ 'input.nickname': ['Unknown field.'] });
  });

  test('a nested list item and an enum value, in a variable and in a literal', async () => {
    const variable = await server.gql(CLOSE_LOCATION, {
      input: { closures: [closure({}), closure({ dateRange: { from: 'soon', to: '2030-01-02T00:00:00Z' }, recurrence: 'Sometimes' })] },
    });
    expect(graphFields(variable.errors)).toEqual({
      'input.closures[1].dateRange.from': ['Must be a date-time in ISO 8601 with Z or an offset, e.g. 2026-03-08T13:30:00Z.'],
      'input.closures[1].recurrence': ['Must be one of: None, Daily, Weekly, Monthly, Yearly.'],
    });
    const literal = await server.gql(
      'mutation { createLocationClosures(input: { closures: [{ dateRange: { from: "2030-01-01T00:00:00Z", to: "2030-01-02T00:00:00Z" }, locationId: "l", workspaceId: "w", recurrence: Sometimes }] }) { id } }',
    );
    expect(graphFields(literal.errors)).toEqual({
      'input.closures[0].recurrence': ['Must be one of: None, Daily, Weekly, Monthly, Yearly.'],
    });
  });

  test('a scalar argument keeps its own name (is-open: id and date)', async () => {
    const result = await server.gql(
      'query ($id: String, $date: String) { locationIsOpen(id: $id, date: $date) { isOpen } }',
      { date: '2030-01-01' },
      { token: await server.adminToken() },
    );
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { id: ['Required.'] } });
  });
});

describe('REST names a refused field as the caller sent it', () => {
  test('body members, the table words, and one sentence for the detail', async () => {
    const result = await server.rest('POST', '/identity/User/signup', { body: { email: 5 } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      detail: 'Invalid input: email: Must be a string.; password: Required.',
      errors: { email: ['Must be a string.'], password: ['Required.'] },
    });
    const refusedByTheService = await server.rest('POST', '/identity/User/signup', {
      body: { email: 'bad', password: 'a sturdy passphrase' },
    });
    expect(refusedByTheService.body).toMatchObject({
      detail: 'Invalid input: email: Must be an email address.',
      errors: { email: ['Must be an email address.'] },
    });
  });

  test('a nested list item and an enum value, named by the body', async () => {
    const result = await server.rest('POST', '/workspaces/LocationClosure/create', {
      body: { closures: [closure({ dateRange: { from: 'soon', to: '2030-01-02T00:00:00Z' }, recurrence: 'Sometimes' })] },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      'closures[0].dateRange.from': ['Must be a date-time in ISO 8601 with Z or an offset, e.g. 2026-03-08T13:30:00Z.'],
      'closures[0].recurrence': ['Must be one of: None, Daily, Weekly, Monthly, Yearly.'],
    });
  });

  test('a member the row renames (grant_type feeds grantType) is named as sent, in the OAuth answer too', async () => {
    const result = await server.rest('POST', '/identity/connect/token', {
      body: { grant_type: 5, username: 'a@example.com', password: 'x' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: 'invalid_request', error_description: 'Invalid input: grant_type: Must be a string.' });
  });

  test('query parameters as the documents spell them (Id, Date, Offset)', async () => {
    const auth = { token: await server.adminToken() };
    const badDate = await server.rest('GET', `/workspaces/Location/is-open?Id=${randomUUID()}&Date=nonsense`, { auth });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.errors)).toEqual(['Date']);
    expect(badDate.body.detail).toMatch(/^Invalid input: Date: /);
    const noId = await server.rest('GET', '/workspaces/Location/is-open?Date=2030-01-01', { auth });
    expect(noId.body).toMatchObject({ detail: 'Invalid input: Id: Required.', errors: { Id: ['Required.'] } });
    const badOffset = await server.rest('GET', '/identity/User?Offset=ten', { auth });
    expect(badOffset.body).toMatchObject({
      detail: 'Invalid input: Offset: Must be a whole number.',
      errors: { Offset: ['Must be a whole number.'] },
    });
  });

  test("the same refusal in the graph and over REST: the same words under each face's name", async () => {
    const graph = await server.gql(KernelSignUpDocument, { input: { email: 'x@example.com', password: 'short' } });
    const rest = await server.rest('POST', '/identity/User/signup', { body: { email: 'x@example.com', password: 'short' } });
    expect(rest.body.errors).toEqual({ password: (graph.errors?.[0].extensions?.errors as Record<string, string[]>)['input.password'] });
  });
});
