import 'reflect-metadata';
import { parse } from 'graphql';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { operationCost } from '../../src/graphql/query-cost';
import { DOMAIN_MODULES } from '../../src/modules';
import { startTestServer, type TestServer, warmCaller } from '../support/test-server';

const schema = buildGatewaySchema(DOMAIN_MODULES);
const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), undefined, variables);

/** `locations(limit 1) -> rooms(limit n)`: 1 + 1 * (data 1 + (rooms 1 + n * data 1)) = 3 + n. */
const ROOMS_OF_ONE_LOCATION = 'query ($n: Int) { locations(input: { limit: 1 }) { data { rooms(limit: $n) { data { id } } } } }';

describe('the cost of a query', () => {
  test('scalars are free, objects cost 1, a list costs its limit times what it selects', () => {
    expect(cost('{ me { id email } }')).toBe(1);
    expect(cost(ROOMS_OF_ONE_LOCATION, { n: 20 })).toBe(23);
    expect(cost('{ locations(input: { limit: 50 }) { totalCount data { id workspace { id } } } }')).toBe(1 + 50 * (1 + 1));
    // A variable input, and the argument default when the variable leaves the limit out.
    expect(cost('query ($input: GetLocationsInput) { locations(input: $input) { data { id } } }', { input: { limit: 7 } })).toBe(1 + 7);
    expect(cost('query ($input: GetLocationsInput) { locations(input: $input) { data { id } } }', { input: {} })).toBe(1 + 20);
    expect(cost('query { location(id: "x") { rooms { data { id } } } }')).toBe(1 + 1 + 20);
  });

  test('cycles cost what they could read: every nested list multiplies', () => {
    const cycle =
      '{ locations(input: { limit: 2 }) { data { rooms(limit: 2) { data { location { rooms(limit: 2) { data { location { id } } } } } } } } }';
    expect(cost(cycle)).toBe(33);
    const wide = '{ locations(input: { limit: 100 }) { data { rooms(limit: 100) { data { closures(limit: 100) { data { id } } } } } } }';
    expect(cost(wide)).toBe(1 + 100 * (1 + 1 + 100 * (1 + 1 + 100)));
  });

  test('one document asked with other variables costs what those variables read', () => {
    const document = parse(ROOMS_OF_ONE_LOCATION);
    expect([5, 50, 5].map((n) => operationCost(schema, document, undefined, { n }))).toEqual([8, 53, 8]);
    const fixed = parse('{ locations(input: { limit: 3 }) { data { id } } }');
    expect([{}, { n: 99 }].map((variables) => operationCost(schema, fixed, undefined, variables))).toEqual([4, 4]);
  });

  test('fragments count where they are spread; introspection is free', () => {
    expect(cost('query { location(id: "x") { ...F } } fragment F on Location { workspace { id } rooms(limit: 3) { data { id } } }')).toBe(
      1 + 1 + 1 + 3,
    );
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(0);
  });
});

describe("the limits hold over HTTP with the graph's cycles", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_MAX_COST: '23', GRAPHQL_MAX_DEPTH: '10' });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a query at the cost limit runs; one past it is a 400 before anything runs', async () => {
    await warmCaller(server, { token });
    const at = await server.gql(ROOMS_OF_ONE_LOCATION, { n: 20 }, { token });
    expect(at.errors).toBeUndefined();
    const past = await server.gql(ROOMS_OF_ONE_LOCATION, { n: 21 }, { token });
    expect(past.status).toBe(400);
    expect(past.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', cost: 24, maxCost: 23 });
    expect(past.statements).toBe(0); // the operation did not run (and the caller is cached)
  });

  test('REST answers the cost limit as a 400 problem too', async () => {
    const rest = await server.rest('POST', '/workspaces/Location', { body: { offset: 0, limit: 100 }, auth: { token } });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  test('Location.rooms.location.rooms...: depth 10 runs, depth 11 is refused', async () => {
    const walk = (leaf: string) =>
      `{ locations(input: { limit: 1 }) { data { rooms(limit: 1) { data { location { rooms(limit: 1) { data { location { rooms(limit: 1) { ${leaf} } } } } } } } } } }`;
    const atLimit = walk('totalCount'); // 10 levels
    const result = await server.gql(atLimit, {}, { token });
    expect(result.errors).toBeUndefined();
    const deeper = walk('data { id }'); // 11 levels
    const refused = await server.gql(deeper, {}, { token });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].message).toMatch(/depth/i);
  });
});
