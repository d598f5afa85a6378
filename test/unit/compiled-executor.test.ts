import type { GatewayExecutor, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import {
  buildSchema,
  execute,
  type GraphQLFieldResolver,
  GraphQLError,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLScalarType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  parse,
  responsePathAsArray,
} from 'graphql';
import { compileQuery } from 'graphql-jit';
import { compiledExecution } from '../../src/graphql/compiled-executor';

jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

/**
 * The compiled executor (graphql-jit behind Apollo) answers as graphql-js would: the same data, the
 * same variable errors (worded by graphql-js, so the REST faces name the field), resolver errors
 * with their original error and extensions, and mutations one field after the other, stopping at a
 * failed non-null field.
 */
const sdl = `
  input Page { limit: Int!, offset: Int }
  type Item { id: ID!, name: String!, tags: [String!]! }
  type Query { items(page: Page): [Item!]!, failing: String, calls: Int!, sum(ns: [Int!]): Int }
  type Mutation { step(n: Int!): Int!, steps(ns: [Int!]!): Int }
`;

function fixture(): { schema: GraphQLSchema; calls: { items: number; steps: number[] } } {
  const schema = buildSchema(sdl);
  const calls = { items: 0, steps: [] as number[] };
  const query = schema.getQueryType()!.getFields();
  query.items.resolve = (_root, args: { page?: { limit: number; offset?: number } }) => {
    calls.items += 1;
    const all = [1, 2, 3, 4].map((n) => ({ id: String(n), name: `item ${n}`, tags: ['a'] }));
    return all.slice(args.page?.offset ?? 0, (args.page?.offset ?? 0) + (args.page?.limit ?? 10));
  };
  query.failing.resolve = () => {
    throw Object.assign(new GraphQLError('Not yours.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } }));
  };
  schema.getMutationType()!.getFields().step.resolve = (_root, { n }: { n: number }) => {
    calls.steps.push(n);
    if (n === 2) throw new Error('limited');
    return n;
  };
  return { schema, calls };
}

async function run(executor: GatewayExecutor, schema: GraphQLSchema, text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return executor({
    document,
    operation,
    request: { query: text, variables },
    context: {},
    schema,
  } as unknown as GatewayGraphQLRequestContext);
}

async function executorOf(schema: GraphQLSchema): Promise<GatewayExecutor> {
  const { executor } = await compiledExecution(schema).load({ apollo: {} as never });
  return executor!;
}

test('a query answers the same data as graphql-js', async () => {
  const { schema } = fixture();
  const text = 'query($p: Page) { items(page: $p) { id name tags } }';
  const variables = { p: { limit: 2, offset: 1 } };
  const compiled = await run(await executorOf(schema), schema, text, variables);
  expect(compiled).toEqual(JSON.parse(JSON.stringify(await execute({ schema, document: parse(text), variableValues: variables }))));
  expect(compiled.data).toEqual({
    items: [
      { id: '2', name: 'item 2', tags: ['a'] },
      { id: '3', name: 'item 3', tags: ['a'] },
    ],
  });
});

test("a variable that cannot be coerced gets graphql-js's error: the path inside the variable and the variable as its node", async () => {
  const { schema, calls } = fixture();
  const result = await run(await executorOf(schema), schema, 'query($p: Page) { items(page: $p) { id } }', {
    p: { limit: 'x', offset: 1.5 },
  });
  expect(result.data).toBeUndefined();
  expect(result.errors!.map((e) => e.message)).toEqual([
    'Variable "$p" got invalid value "x" at "p.limit"; Int cannot represent non-integer value: "x"',
    'Variable "$p" got invalid value 1.5 at "p.offset"; Int cannot represent non-integer value: 1.5',
  ]);
  expect((result.errors![0] as GraphQLError).nodes?.[0].kind).toBe('VariableDefinition');
  expect(calls.items).toBe(0);
});

test("past 50 bad values, the error that stops the coercion is the client's too (BAD_USER_INPUT), for queries and mutations", async () => {
  const { schema } = fixture();
  const executor = await executorOf(schema);
  const ns = Array.from({ length: 60 }, (_, i) => `n${i}`);
  for (const text of ['query($ns: [Int!]) { sum(ns: $ns) }', 'mutation($ns: [Int!]!) { steps(ns: $ns) }']) {
    const result = await run(executor, schema, text, { ns });
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(51);
    expect(result.errors!.slice(0, 50).every((e) => e.message.startsWith('Variable "$ns" got invalid value'))).toBe(true);
    expect(result.errors![50]).toMatchObject({
      message: expect.stringMatching(/^Too many errors processing variables/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
});

test('a resolver error keeps its original error, extensions and path', async () => {
  const { schema } = fixture();
  const result = await run(await executorOf(schema), schema, '{ failing calls: failing }');
  const error = result.errors![0] as GraphQLError;
  expect(error).toBeInstanceOf(GraphQLError);
  expect(error.path).toEqual(['failing']);
  expect(error.extensions).toEqual({ code: 'FORBIDDEN', http: { status: 403 } });
  expect(error.originalError?.message).toBe('Not yours.');
  expect(result.data).toEqual({ failing: null, calls: null });
});

test('a mutation runs its fields in order and stops at a failed non-null field', async () => {
  const { schema, calls } = fixture();
  const result = await run(await executorOf(schema), schema, 'mutation { a: step(n: 1) b: step(n: 2) c: step(n: 3) }');
  expect(calls.steps).toEqual([1, 2]);
  expect(result.data).toBeNull();
  expect(result.errors!.map((e) => e.path)).toEqual([['b']]);
});

test('the same document is compiled once and answers every request', async () => {
  const { schema, calls } = fixture();
  const executor = await executorOf(schema);
  const text = '{ items { id } }';
  const document = parse(text);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const context = {
    document,
    operation,
    request: { query: text, variables: {} },
    context: {},
    schema,
  } as unknown as GatewayGraphQLRequestContext;
  const compiles = jest.mocked(compileQuery).mock.calls.length;
  const answers = await Promise.all([executor(context), executor(context), executor(context)]);
  expect(answers.map((a) => (a.data as { items: unknown[] }).items.length)).toEqual([4, 4, 4]);
  expect(calls.items).toBe(3);
  expect(jest.mocked(compileQuery).mock.calls.length - compiles).toBe(1);
  // A mutation never reaches graphql-jit.
  await executor({
    ...context,
    document: parse('mutation { step(n: 1) }'),
    operation: parse('mutation { step(n: 1) }').definitions[0],
  } as unknown as GatewayGraphQLRequestContext);
  expect(jest.mocked(compileQuery).mock.calls.length - compiles).toBe(1);
});

/**
 * patches/graphql-jit+0.8.9.patch: the compiled code builds no info for a resolver marked
 * `readsNoInfo`, calls resolvers and walks list items without closures unless they answer
 * promises, and builds a leaf's error (its path and locations) only when there is one. What a
 * client reads does not change: these pin it, and the first one fails without the patch.
 */
describe('the compiled code of a page of records', () => {
  const pageSdl = `
    scalar Cents
    type Room { id: ID!, price: Cents, label: String }
    type Location { id: ID!, name: String!, price: Cents, tokens: Int, note: String, rooms: [Room]! }
    type Query { locations: [Location]! }
  `;
  function pageSchema(overrides: { room?: Partial<Record<string, unknown>>; tokens?: (n: number) => unknown; name?: string | null } = {}) {
    const schema = buildSchema(pageSdl);
    const seen: { tokens: unknown[]; rooms: unknown[] } = { tokens: [], rooms: [] };
    const cents = schema.getType('Cents') as GraphQLScalarType;
    cents.serialize = (value) => {
      if (typeof value !== 'number') throw new GraphQLError(`Cents cannot represent ${String(value)}`);
      return value;
    };
    const fields = (schema.getType('Location') as GraphQLObjectType).getFields();
    const tokens: GraphQLFieldResolver<{ n: number }, unknown> & { readsNoInfo?: true } = (location, _args, _ctx, info) => {
      seen.tokens.push(info);
      return (overrides.tokens ?? ((n: number) => n * 2))(location.n);
    };
    tokens.readsNoInfo = true;
    fields.tokens.resolve = tokens;
    fields.rooms.resolve = async (location: { n: number }, _args, _ctx, info) => {
      seen.rooms.push(info);
      return [{ id: `r${location.n}`, price: 100, label: 'desk', ...(location.n === 1 ? overrides.room : {}) }];
    };
    schema.getQueryType()!.getFields().locations.resolve = () => [
      { id: '1', n: 1, name: 'One', price: 1500, note: null },
      { id: '2', n: 2, name: overrides.name === undefined ? 'Two' : overrides.name, price: null, note: 'quiet' },
    ];
    return { schema, seen };
  }
  const text = '{ locations { id name price tokens note rooms { id price label } } }';

  test('a resolver marked readsNoInfo gets no info; the others get theirs, with its path', async () => {
    const { schema, seen } = pageSchema();
    const result = await run(await executorOf(schema), schema, text);
    expect(result).toEqual({
      data: {
        locations: [
          { id: '1', name: 'One', price: 1500, tokens: 2, note: null, rooms: [{ id: 'r1', price: 100, label: 'desk' }] },
          { id: '2', name: 'Two', price: null, tokens: 4, note: 'quiet', rooms: [{ id: 'r2', price: 100, label: 'desk' }] },
        ],
      },
    });
    expect(seen.tokens).toEqual([undefined, undefined]);
    expect(seen.rooms.map((info) => responsePathAsArray((info as GraphQLResolveInfo).path))).toEqual([
      ['locations', 0, 'rooms'],
      ['locations', 1, 'rooms'],
    ]);
  });

  test("a resolver's thrown error, a null in a non-null leaf and a value its scalar refuses are reported at their path and place", async () => {
    const { schema } = pageSchema({
      name: null,
      room: { price: 'ten' },
      tokens: (n) => {
        if (n === 1) throw new GraphQLError('No tokens here.', { extensions: { code: 'FORBIDDEN' } });
        return n;
      },
    });
    const compiled = await run(await executorOf(schema), schema, text);
    const reference = await execute({ schema, document: parse(text) });
    const shape = (errors: readonly GraphQLError[] | undefined) =>
      (errors ?? [])
        .map((e) => ({ message: e.message, path: e.path, locations: e.locations }))
        .sort((a, b) => a.message.localeCompare(b.message));
    expect(shape(compiled.errors as GraphQLError[])).toEqual(shape(reference.errors));
    expect(shape(compiled.errors as GraphQLError[])).toEqual([
      {
        message: 'Cannot return null for non-nullable field Location.name.',
        path: ['locations', 1, 'name'],
        locations: [{ line: 1, column: 18 }],
      },
      { message: 'Cents cannot represent ten', path: ['locations', 0, 'rooms', 0, 'price'], locations: [{ line: 1, column: 52 }] },
      { message: 'No tokens here.', path: ['locations', 0, 'tokens'], locations: [{ line: 1, column: 29 }] },
    ]);
    expect(compiled.data).toEqual(reference.data);
    expect(compiled.data).toEqual({
      locations: [{ id: '1', name: 'One', price: 1500, tokens: null, note: null, rooms: [{ id: 'r1', price: null, label: 'desk' }] }, null],
    });
    const forbidden = (compiled.errors as GraphQLError[]).find((e) => e.message === 'No tokens here.');
    expect(forbidden?.extensions).toEqual({ code: 'FORBIDDEN' });
  });
});
