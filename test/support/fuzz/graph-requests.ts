import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { FuzzCaller } from './fuzz-callers';
import type { FuzzRequest } from './fuzz-request';
import { hostileJsonValue, ODD_STRINGS } from './hostile-values';
import { EnumLiteral, inputValue, type FuzzPool, type ValueOptions } from './input-values';
import { breakMultipart, fileContent, multipartBody } from './multipart-body';
import type { Random } from './prng';

/** One root field of the graph: every query and every mutation of schema/schema.graphql. */
export interface GraphEntry {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function loadGraphSchema(): GraphQLSchema {
  return buildSchema(readFileSync(join(__dirname, '../../../schema/schema.graphql'), 'utf8'));
}

export function graphEntries(schema: GraphQLSchema): GraphEntry[] {
  const entries: GraphEntry[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) entries.push({ operation, field });
  }
  return entries;
}

export function graphTarget(entry: GraphEntry): string {
  return `graph ${entry.operation === 'query' ? 'Query' : 'Mutation'}.${entry.field.name}`;
}

const ACCEPTS = [
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json, application/json;q=0.9',
  '*/*',
  'text/html',
  'application/xml',
  'garbage/;;;',
];

type Variant = (
  entry: GraphEntry,
  random: Random,
  pool: FuzzPool,
) => { variant: string; method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; cutShort?: boolean };

/** A malformed or hostile request to one root field (the variants are weighted by repetition). */
export function graphRequest(entry: GraphEntry, random: Random, pool: FuzzPool, caller: FuzzCaller): FuzzRequest {
  const variant = random.pick(VARIANTS)(entry, random, pool);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: random.chance(0.7) ? 'application/json' : random.pick(ACCEPTS),
    ...caller.headers,
    ...(variant.headers ?? {}),
  };
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  return {
    target: graphTarget(entry),
    variant: variant.variant,
    caller: caller.name,
    method: variant.method ?? 'POST',
    path: variant.path ?? '/graphql',
    headers,
    body: variant.body,
    cutShort: variant.cutShort,
  };
}

/** `query F($a0: Type) { field(arg: $a0) { ... } }` and its variables, the values from the input types. */
function operationWithVariables(
  entry: GraphEntry,
  random: Random,
  pool: FuzzPool,
  hostility: number,
): { query: string; variables: Record<string, unknown> } {
  const options: ValueOptions = { random, pool, hostility };
  const definitions: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  entry.field.args.forEach((arg, index) => {
    if (!isNonNullType(arg.type) && random.chance(0.2)) return;
    definitions.push(`$a${index}: ${arg.type.toString()}`);
    args.push(`${arg.name}: $a${index}`);
    if (!random.chance(hostility / 4)) variables[`a${index}`] = inputValue(arg.type, arg.name, options);
  });
  const query = `${entry.operation} Fuzz${definitions.length ? `(${definitions.join(', ')})` : ''} { ${entry.field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(entry.field.type, random, pool, 0)} }`;
  return { query, variables };
}

function hostility(random: Random): number {
  return random.pick([0, 0, 0.05, 0.2, 0.5, 1]);
}

const variables: Variant = (entry, random, pool) => {
  const level = hostility(random);
  return {
    variant: `variables, hostility ${level}`,
    body: JSON.stringify({ ...operationWithVariables(entry, random, pool, level), operationName: 'Fuzz' }),
  };
};

const literals: Variant = (entry, random, pool) => {
  const level = hostility(random);
  const args = argumentsLiteral(entry.field.args, random, pool, level);
  return {
    variant: `literals, hostility ${level}`,
    body: JSON.stringify({ query: `${entry.operation} { ${entry.field.name}${args}${selection(entry.field.type, random, pool, 0)} }` }),
  };
};

const unknownNames: Variant = (entry, random, pool) => {
  const { query, variables } = operationWithVariables(entry, random, pool, 0);
  const broken = random.pick([
    () => query.replace(`{ ${entry.field.name}`, `{ ${entry.field.name}Nope`),
    () => query.replace(/\{ ([a-zA-Z_]+) \}/, '{ $1 doesNotExist }'),
    () =>
      query
        .replace(`${entry.field.name}`, `${entry.field.name}(unknownArgument: 1)`)
        .replace('(unknownArgument: 1)(', '(unknownArgument: 1, '),
    () => query.replace(/: ([A-Z][A-Za-z]+)/, ': $1Unknown'),
    () => query.replace(entry.operation, 'subscription'),
    () => `${query} fragment F on NoSuchType { id }`,
    () => query.replace(/\}$/, '} @nope'),
  ])();
  return { variant: 'unknown names', body: JSON.stringify({ query: broken, variables }) };
};

const operationNames: Variant = (entry, random, pool) => {
  const { query, variables } = operationWithVariables(entry, random, pool, 0);
  const body = random.pick([
    { query, variables, operationName: 'NotInTheDocument' },
    { query, variables, operationName: 12 },
    { query: `${query} ${query.replace('Fuzz', 'Other')}`, variables },
    { query: `${query} ${query}`, variables, operationName: 'Fuzz' },
    { query: query.replace(/^(query|mutation) Fuzz/, '$1'), variables, operationName: 'Fuzz' },
    { query: '', variables },
    { query: '# only a comment', variables },
  ]);
  return { variant: 'operation names', body: JSON.stringify(body) };
};

const brokenJson: Variant = (entry, random, pool) => {
  const text = JSON.stringify(operationWithVariables(entry, random, pool, 0.1));
  const body = random.pick([
    () => text.slice(0, random.int(text.length)),
    () => `${text}garbage`,
    () => `${text}${text}`,
    () => text.replace(/"/g, "'"),
    () => `\ufeff${text}`,
    () => Buffer.concat([Buffer.from(text.slice(0, 20)), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]), Buffer.from(text.slice(20))]),
    () => text.replace(/:/, ': NaN, "x":'),
    () => '{"query": "{ me { id } }", "variables": {"a": 1e99999}}',
    () => `${'['.repeat(100_000)}`,
    () => `{"query": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
  ])();
  return { variant: 'broken JSON', body };
};

const contentTypes: Variant = (entry, random, pool) => {
  const text = JSON.stringify(operationWithVariables(entry, random, pool, 0.1));
  const contentType = random.pick([
    'text/plain',
    'application/graphql',
    'application/x-www-form-urlencoded',
    '',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/json, text/plain',
    ';;;',
    'application/graphql-response+json',
  ]);
  const preflight: Record<string, string> = random.chance(0.5) ? { 'apollo-require-preflight': 'true' } : {};
  return { variant: `content type "${contentType}"`, headers: { 'content-type': contentType, ...preflight }, body: text };
};

const bodyShapes: Variant = (entry, random, pool) => {
  const { query, variables } = operationWithVariables(entry, random, pool, 0);
  const body = random.pick<unknown>([
    [{ query, variables }],
    [],
    query,
    null,
    42,
    { query: 42 },
    { query: { kind: 'Document' } },
    { query: [query] },
    { query, variables: 'not an object' },
    { query, variables: [variables] },
    { query, variables: JSON.stringify(variables) },
    { query, variables: 1e308 },
    { query, variables, extensions: 'x' },
    { query, variables, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
    { query, variables, extensions: { persistedQuery: { version: 2, sha256Hash: 12 } } },
    { variables },
    { query, variables: hostileJsonValue(random) },
    { query, [random.pick(['__proto__', 'constructor'])]: { polluted: true } },
  ]);
  return { variant: 'body shape', body: JSON.stringify(body) };
};

const heavyDocuments: Variant = (entry, random, pool) => {
  const { query, variables } = operationWithVariables(entry, random, pool, 0);
  const document = random.pick([
    () => `{ me { ${Array.from({ length: 60 }, (_, i) => `a${i}: id`).join(' ')} } }`,
    () =>
      `{ ${'me { '.repeat(1)}${'tenants(limit: 100) { data { '.repeat(1)} id ${'} } '.repeat(1)} } ${Array(3_000).fill('__typename').join(' ')} }`,
    () => `query { ${entry.field.name} ${'{ a '.repeat(5_000)}${'} '.repeat(5_000)} }`,
    () => `fragment A on Query { ...B } fragment B on Query { ...A } query { ...A }`,
    () => `query Fuzz { __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }`,
    () => `${query.replace(/\}$/, '')} __typename @include(if: "yes") }`,
    () => `query { __typename @skip(if: true) @skip(if: false) ${Array(60).fill('@include(if: true)').join(' ')} }`,
    () => `query { me { id } } # ${random.pick(ODD_STRINGS)}`,
    () => `query { addresses(query: ${JSON.stringify('x'.repeat(200_000))}) { __typename } }`,
    () => `query { me { id } }${'\u0000'}`,
    () => `query { me { id } } ${'\ud800'}`,
    () => `query ($v: Int = 1e400) { __typename }`,
    () => `query ($v: Int = 99999999999) { __typename }`,
    () => `query ($v: Float = 1e400) { __typename }`,
  ])();
  return { variant: 'heavy or odd document', body: JSON.stringify({ query: document, variables }) };
};

const getRequests: Variant = (entry, random, pool) => {
  const { query, variables } = operationWithVariables(entry, random, pool, 0.1);
  const params = new URLSearchParams({ query });
  if (random.chance(0.7))
    params.set('variables', random.chance(0.5) ? JSON.stringify(variables) : random.pick(['{', '[]', 'null', '%', '"x"']));
  if (random.chance(0.2)) params.set('operationName', random.pick(['Fuzz', 'Nope', '']));
  if (random.chance(0.1)) params.append('query', '{ me { id } }');
  const preflight: Record<string, string> = random.chance(0.6) ? { 'apollo-require-preflight': 'true' } : {};
  return {
    variant: 'GET',
    method: random.pick(['GET', 'GET', 'GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']),
    path: `/graphql?${random.chance(0.9) ? params.toString() : '%E0%A4%A&query=%'}`,
    headers: { 'content-type': '', ...preflight },
    body: undefined,
  };
};

const multipart: Variant = (entry, random, pool) => {
  const { query, variables } = operationWithVariables(entry, random, pool, 0.1);
  const uploadArg = entry.field.args.findIndex((arg) => getNamedType(arg.type).name === 'Upload');
  const target =
    uploadArg >= 0 ? `variables.a${uploadArg}` : random.pick(['variables.a0', 'variables.file', 'variables', 'query', '__proto__.x']);
  const file = fileContent(random);
  const boundary = `fuzz${random.int(1e9)}`;
  const map = random.pick<unknown>([
    { 0: [target] },
    { 0: [target], 1: [target] },
    { 0: target },
    [target],
    {},
    'x',
    { 0: [] },
    { '': [target] },
  ]);
  const operations = random.chance(0.8)
    ? JSON.stringify({ query, variables })
    : random.pick(['{', '[]', JSON.stringify([{ query, variables }]), '']);
  const parts = random.pick([
    [
      { name: 'operations', data: operations },
      { name: 'map', data: JSON.stringify(map) },
      { name: '0', filename: file.filename, contentType: file.contentType, data: file.data },
    ],
    [
      { name: 'map', data: JSON.stringify(map) },
      { name: 'operations', data: operations },
      { name: '0', filename: file.filename, data: file.data },
    ],
    [
      { name: 'operations', data: operations },
      { name: '0', filename: file.filename, data: file.data },
    ],
    [
      { name: 'operations', data: operations },
      { name: 'map', data: JSON.stringify(map) },
    ],
    [
      { name: 'operations', data: operations },
      { name: 'map', data: JSON.stringify(map) },
      ...Array.from({ length: 5 }, (_, i) => ({ name: String(i), filename: `f${i}.png`, data: file.data })),
    ],
  ]);
  const body = multipartBody(parts, boundary);
  const preflight: Record<string, string> = random.chance(0.9) ? { 'apollo-require-preflight': 'true' } : {};
  if (random.chance(0.2))
    return {
      variant: 'multipart cut short',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...preflight },
      body: body.subarray(0, random.int(body.length)),
      cutShort: true,
    };
  if (random.chance(0.5))
    return { variant: 'multipart', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...preflight }, body };
  const broken = breakMultipart(body, boundary, random);
  return { variant: `multipart ${broken.how}`, headers: { 'content-type': broken.contentType, ...preflight }, body: broken.body };
};

const VARIANTS: Variant[] = [
  variables,
  variables,
  variables,
  variables,
  variables,
  literals,
  literals,
  unknownNames,
  operationNames,
  brokenJson,
  contentTypes,
  bodyShapes,
  heavyDocuments,
  getRequests,
  multipart,
];

/** `(a: 1, b: "x")` with values from the input types, written as GraphQL literals. */
function argumentsLiteral(args: readonly GraphQLArgument[], random: Random, pool: FuzzPool, level: number): string {
  const written = args
    .filter((arg) => isNonNullType(arg.type) || random.chance(0.6))
    .map((arg) => `${arg.name}: ${literal(inputValue(arg.type, arg.name, { random, pool, hostility: level }))}`);
  return written.length ? `(${written.join(', ')})` : '';
}

function literal(value: unknown): string {
  if (value instanceof EnumLiteral) return value.name;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([key, member]) => `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(key) ? key : 'bad_key'}: ${literal(member)}`)
    .join(', ')}}`;
}

/** A selection set under a field of `type`: some leaves, sometimes an edge with its own arguments. */
function selection(type: GraphQLOutputType, random: Random, pool: FuzzPool, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const fields = Object.values(named.getFields());
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type)));
  const picked = new Set(['__typename']);
  for (let i = 0; i < 3 && leaves.length; i += 1) picked.add(random.pick(leaves).name);
  const parts = [...picked];
  const edges = fields.filter((f) => isCompositeType(getNamedType(f.type)));
  if (edges.length && depth < 3 && random.chance(depth === 0 ? 0.8 : 0.4)) {
    const edge = random.pick(edges);
    parts.push(
      `${edge.name}${argumentsLiteral(edge.args, random, pool, random.pick([0, 0, 0.3]))}${selection(edge.type, random, pool, depth + 1)}`,
    );
  }
  return ` { ${parts.join(' ')} }`;
}
