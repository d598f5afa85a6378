import {
  getNamedType,
  isInputObjectType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Settings } from '../../../src/config/settings';
import type { RestRequest, RestRoute } from '../../../src/kernel/rest-route';
import type { FuzzCaller } from './fuzz-callers';
import type { FuzzRequest } from './fuzz-request';
import { deeplyNested, hostileJsonValue, NUMERIC_STRINGS, ODD_STRINGS } from './hostile-values';
import { inputValue, type FuzzPool } from './input-values';
import { breakMultipart, fileContent, multipartBody } from './multipart-body';
import type { Random } from './prng';

/**
 * One documented REST path, with what its row reads from a request (found by running the row's
 * `variables` on a request that records every body member, query parameter and header asked
 * for) and the input type each body member feeds.
 */
export interface RestEntry {
  route: RestRoute;
  path: string;
  params: string[];
  bodyMembers: Map<string, GraphQLInputType | null>;
  queryNames: string[];
  headerNames: string[];
}

export function restEntries(routes: RestRoute[], schema: GraphQLSchema, prefixes: Settings['restPrefixes']): RestEntry[] {
  return routes.map((route) => {
    const bodyKeys = new Set<string>();
    const queryNames = new Set<string>();
    const headerNames = new Set<string>();
    const body = new Proxy({} as Record<string, unknown>, {
      get: (_target, key) => {
        if (typeof key === 'string') bodyKeys.add(key);
        return undefined;
      },
    });
    const request: RestRequest = {
      body,
      query: (name) => (queryNames.add(name), undefined),
      params: {},
      header: (name) => (headerNames.add(name), undefined),
    };
    try {
      route.variables(request);
    } catch {
      /* a row may refuse an empty request; what it read until then is known */
    }
    const fieldTypes = inputFieldsOf(route.document, schema);
    const prefix = prefixes[route.service] === '/' ? '' : prefixes[route.service];
    return {
      route,
      path: prefix + route.path,
      params: [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      bodyMembers: new Map(
        [...bodyKeys].filter((key) => key !== 'toJSON' && key !== 'then').map((key) => [key, fieldTypes.get(key) ?? null]),
      ),
      queryNames: [...queryNames],
      headerNames: [...headerNames],
    };
  });
}

/** The fields of the input objects the row's document takes, by name (a body member feeds the field of its name). */
function inputFieldsOf(document: string, schema: GraphQLSchema): Map<string, GraphQLInputType> {
  const fields = new Map<string, GraphQLInputType>();
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    fields.set(definition.variable.name.value, type);
    const named = getNamedType(type);
    if (isInputObjectType(named)) for (const [name, field] of Object.entries(named.getFields())) fields.set(name, field.type);
  }
  return fields;
}

export function restTarget(entry: RestEntry): string {
  return `rest ${entry.route.method} ${entry.path}`;
}

/** A malformed or hostile request to one REST path. */
export function restRequest(entry: RestEntry, random: Random, pool: FuzzPool, caller: FuzzCaller): FuzzRequest {
  const hostility = random.pick([0, 0, 0.05, 0.2, 0.5, 1]);
  let path = entry.path;
  for (const param of entry.params) path = path.replace(`{${param}}`, pathSegment(param, random, pool, hostility));
  const query = new URLSearchParams();
  for (const name of entry.queryNames)
    if (random.chance(0.8)) query.append(random.chance(0.2) ? name.toUpperCase() : name, queryValue(name, random, pool, hostility));
  if (random.chance(0.1)) query.append(random.pick(entry.queryNames.length ? entry.queryNames : ['x']), 'second value');
  if (random.chance(0.05)) query.append('unknown', random.pick(ODD_STRINGS).slice(0, 100));
  let search = query.toString();
  if (random.chance(0.03)) search = random.pick(['%', '%E0%A4%A', 'a[b]=c&a[c]=d', '=&=&', `${'a=1&'.repeat(2_000)}`, 'Id=%00']);
  const target = restTarget(entry);
  const method = random.chance(0.05) ? random.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) : entry.route.method;
  const base = { target, caller: caller.name, method, path: `${path}${search ? `?${search}` : ''}` };
  const headers: Record<string, string> = { ...caller.headers };
  for (const name of entry.headerNames)
    if (random.chance(0.5))
      headers[name] = random.chance(hostility) ? random.pick(['', ' ', 'x'.repeat(300), '../..', 'platform']) : random.pick(pool.tenantIds);
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];

  if (method === 'GET' || method === 'HEAD') return { ...base, variant: `query string, hostility ${hostility}`, headers };
  if (entry.route.upload) return uploadRequest(base, headers, random);
  const members = bodyValue(entry, random, pool, hostility);
  const shape = random.int(20);
  if (shape < 12)
    return {
      ...base,
      variant: `JSON body, hostility ${hostility}`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(members),
    };
  if (shape < 14)
    return {
      ...base,
      variant: 'form body',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        Object.entries(members).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
      ).toString(),
    };
  const text = JSON.stringify(members);
  const variant = random.pick([
    () => ({ variant: 'broken JSON', contentType: 'application/json', body: text.slice(0, random.int(text.length)) as string | Buffer }),
    () => ({
      variant: 'JSON of another kind',
      contentType: 'application/json',
      body: JSON.stringify(random.pick<unknown>([[members], 'text', 42, null, true, []])),
    }),
    () => ({
      variant: 'deep JSON',
      contentType: 'application/json',
      body: JSON.stringify({ ...members, [random.pick([...entry.bodyMembers.keys(), 'x'])]: deeplyNested(random.pick([100, 2_000])) }),
    }),
    () => ({ variant: 'very deep JSON text', contentType: 'application/json', body: `${'['.repeat(60_000)}${']'.repeat(60_000)}` }),
    () => ({
      variant: 'wrong content type',
      contentType: random.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/problem+json',
        'application/x-www-form-urlencoded',
      ]),
      body: text,
    }),
    () => ({
      variant: 'invalid UTF-8',
      contentType: 'application/json',
      body: Buffer.concat([Buffer.from(text.slice(0, Math.max(1, text.length - 2))), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
    }),
    () => ({ variant: 'empty body', contentType: 'application/json', body: '' }),
    () => ({
      variant: 'prototype keys',
      contentType: 'application/json',
      body: `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, ${text.slice(1)}`,
    }),
  ])();
  return { ...base, variant: variant.variant, headers: { ...headers, 'content-type': variant.contentType }, body: variant.body };
}

function bodyValue(entry: RestEntry, random: Random, pool: FuzzPool, hostility: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [member, type] of entry.bodyMembers) {
    if (random.chance(0.1)) continue;
    body[member] = type
      ? inputValue(type, member, { random, pool, hostility })
      : random.chance(hostility)
        ? hostileJsonValue(random)
        : random.pick([...pool.ids, ...pool.emails]);
  }
  if (random.chance(hostility / 3)) body[random.pick(['unknown', 'id', 'isAdmin', 'role'])] = hostileJsonValue(random);
  return body;
}

function pathSegment(param: string, random: Random, pool: FuzzPool, hostility: number): string {
  if (!random.chance(hostility))
    return encodeURIComponent(
      /tenant/i.test(param) ? random.pick(pool.tenantIds) : /role/i.test(param) ? random.pick(['Admin', 'Member']) : random.pick(pool.ids),
    );
  return random.pick([
    () => percentEncoded(random.pick(ODD_STRINGS)).slice(0, 3_000) || '%20',
    () => percentEncoded(random.pick(NUMERIC_STRINGS)) || '%20',
    () => random.pick(['%00', '%', '%E0%A4%A', '%ZZ', '..', '%2e%2e%2f', '%2F', 'a%00b', '%C0%AF', '%EF%BF%BF']),
    () => 'x'.repeat(random.pick([300, 5_000])),
  ])();
}

/** Every UTF-8 byte as %XX (a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

function queryValue(name: string, random: Random, pool: FuzzPool, hostility: number): string {
  if (random.chance(hostility))
    return random.pick([...ODD_STRINGS.map((s) => s.slice(0, 2_000)), ...NUMERIC_STRINGS, '-1', '0', '101', '9007199254740993', '1e308']);
  const lower = name.toLowerCase();
  if (lower === 'offset') return String(random.pick([0, 5, 1_000_000]));
  if (lower === 'limit') return String(random.pick([1, 20, 100]));
  if (lower === 'date') return random.pick(['2026-12-24', '2026-12-24T15:00:00Z', '2026-02-30']);
  if (lower.includes('email')) return random.pick(pool.emails);
  if (lower.includes('role')) return random.pick(['Admin', 'Member']);
  if (lower.endsWith('id')) return random.pick(pool.ids);
  return random.pick(['New York', '10001', 'a']);
}

function uploadRequest(base: Omit<FuzzRequest, 'variant' | 'headers'>, headers: Record<string, string>, random: Random): FuzzRequest {
  const file = fileContent(random);
  const boundary = `fuzz${random.int(1e9)}`;
  const parts = random.pick([
    [{ name: 'file', filename: file.filename, contentType: file.contentType, data: file.data }],
    [{ name: 'notfile', filename: file.filename, data: file.data }],
    [{ name: 'file', data: 'a plain field, not a file' }],
    [
      { name: 'file', filename: 'a.png', data: file.data },
      { name: 'file', filename: 'b.png', data: file.data },
    ],
    Array.from({ length: 30 }, (_, i) => ({ name: `field${i}`, data: 'x' })),
    [],
  ]);
  const body = multipartBody(parts, boundary);
  const roll = random.int(10);
  if (roll < 4)
    return { ...base, variant: 'multipart', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
  if (roll < 5)
    return {
      ...base,
      variant: 'multipart cut short',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: body.subarray(0, random.int(body.length)),
      cutShort: true,
    };
  if (roll < 6)
    return {
      ...base,
      variant: 'not multipart',
      headers: {
        ...headers,
        'content-type': random.pick(['application/json', 'image/png', 'multipart/form-data', 'multipart/mixed; boundary=x']),
      },
      body: random.chance(0.5) ? file.data : '{"file": "x"}',
    };
  const broken = breakMultipart(body, boundary, random);
  return { ...base, variant: `multipart ${broken.how}`, headers: { ...headers, 'content-type': broken.contentType }, body: broken.body };
}
