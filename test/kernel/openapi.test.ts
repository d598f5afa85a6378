import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';
import { openApiDocument } from '../../src/rest/openapi';
import { startTestServer, type TestServer } from '../support/test-server';

const root = join(__dirname, '..', '..');
const PREFIXES = { identity: '/identity', workspaces: '/workspaces', employers: '/employers', audit: '/audit', events: '/events' };
const schema = buildGatewaySchema(DOMAIN_MODULES);
const document = openApiDocument(DOMAIN_MODULES, schema, PREFIXES);
const rows = DOMAIN_MODULES.flatMap((module) => module.restRoutes);

type Json = Record<string, any>;
const operation = (method: string, path: string): Json => document.paths[path]?.[method];
const component = (name: string): Json => document.components.schemas[name];
const resolved = (schema: Json): Json => (schema.$ref ? component(schema.$ref.split('/').pop()) : schema);

/**
 * Redocly's problems with a document under its `recommended-strict` rules (every warning an
 * error). The validator is an ES module, which jest's CommonJS runtime does not load: a child
 * Node process runs it, without blocking this worker (its shared server answers other files).
 */
function redoclyProblems(openapi: unknown): Promise<{ severity: string; ruleId: string; message: string }[]> {
  const lint = `
    import { createConfig, lintFromString } from '@redocly/openapi-core';
    let source = '';
    for await (const chunk of process.stdin) source += chunk;
    const config = await createConfig({ extends: ['recommended-strict'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    process.stdout.write(JSON.stringify(problems.map(({ severity, ruleId, message }) => ({ severity, ruleId, message }))));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', lint], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the Redocly check exited with ${code}`))));
    child.stdin.end(JSON.stringify(openapi));
  });
}

describe('the OpenAPI 3.1 document of the REST faces, generated from the route tables and the graph', () => {
  test("Redocly's recommended-strict rules find no problem in it (and do find a missing path parameter)", async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await redoclyProblems(document)).toEqual([]);
    const broken = structuredClone(document);
    delete broken.paths['/workspaces/LocationClosure/{id}'].delete.parameters;
    expect(await redoclyProblems(broken)).toEqual([expect.objectContaining({ severity: 'error', ruleId: 'path-parameters-defined' })]);
  });

  test('every row of the route tables (the 75 documented operations and the later ones) is one operation, under its prefix, with a unique id', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(75);
    expect(operations).toHaveLength(rows.length);
    for (const row of rows)
      expect(operation(row.method.toLowerCase(), PREFIXES[row.service] + row.path)).toMatchObject({
        operationId: `${row.service}.${row.operation}`,
        tags: [row.service],
      });
  });

  test('every operation has an example of its request and of its answer, and says who may call it', () => {
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item) as Json[]) {
        for (const media of Object.values(op.requestBody?.content ?? {}) as Json[]) expect(media.example).toBeDefined();
        for (const media of Object.values(op.responses['200'].content ?? {}) as Json[]) expect(media.example).toBeDefined();
        expect(op.description).toMatch(/Who may call it: /);
        expect(op.responses['503']).toBeDefined();
      }
    }
  });

  test('Token (identity): the optional tenant-id header, the OAuth members in JSON or a form, no credential needed, OAuth errors', () => {
    const token = operation('post', '/identity/connect/token');
    expect(token.security).toEqual([]);
    expect(token.parameters).toEqual([
      expect.objectContaining({ name: 'tenant-id', in: 'header', required: false }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(Object.keys(token.requestBody.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(Object.keys(token.requestBody.content['application/json'].schema.properties)).toEqual([
      'grant_type',
      'username',
      'password',
      'refresh_token',
    ]);
    const answer = resolved(token.responses['200'].content['application/json'].schema);
    expect(answer.required).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'expires_in']));
    expect(token.responses['400']).toEqual({ $ref: '#/components/responses/OAuthError' });
    expect(token.responses['401']).toBeUndefined();
  });

  test('SignUp (identity): open to anyone with or without credentials; 400 is HttpValidationProblemDetails', () => {
    const signUp = operation('post', '/identity/User/signup');
    expect(signUp.security).toEqual([{}, { bearerAuth: [] }, { apiKey: [] }]);
    expect(resolved(signUp.requestBody.content['application/json'].schema).required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(signUp.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect((document.components.responses as Json).BadRequest.content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/HttpValidationProblemDetails',
    });
  });

  test('UpsertRoom (workspaces): the optional `id` query parameter, the documented body with int64 cents, the ExtendedRoom answer embedding its Location', () => {
    const upsert = operation('post', '/workspaces/Room/upsert');
    expect(upsert.security).toBeUndefined(); // the document's default: a bearer token or an API key
    expect(upsert.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query', required: false }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    const body = resolved(upsert.requestBody.content['application/json'].schema);
    expect(body.required).toEqual(
      expect.arrayContaining([
        'locationId',
        'name',
        'pricePerHour',
        'quantity',
        'capacity',
        'maxReservationMinutes',
        'autoApproveReservations',
      ]),
    );
    expect(body.properties.pricePerHour).toMatchObject({ type: 'integer', format: 'int64', minimum: 0 });
    const room = resolved(upsert.responses['200'].content['application/json'].schema);
    expect(Object.keys(room.properties)).toEqual(
      expect.arrayContaining(['id', 'locationId', 'location', 'tokenCostPerHour', 'tokenCostPerDay']),
    );
    expect(room.properties.tokenCostPerDay.type).toEqual(['integer', 'null']);
    const location = resolved(room.properties.location);
    expect(location.properties.tokenCost).toBeUndefined();
    expect(Object.keys(location.properties)).toEqual(
      expect.arrayContaining(['workspaceId', 'schedule', 'geo', 'timeZone', 'termsOfSerivceUrl', 'status']),
    );
    for (const status of ['400', '401', '403', '404', '409', '503']) expect(upsert.responses[status]).toBeDefined();
  });

  test('GetLocations (workspaces): the paged request is required; the answer is ExtendedLocation (tokenCost) without the search distance', () => {
    const locations = operation('post', '/workspaces/Location');
    expect(locations.requestBody.content['application/json'].schema.allOf[1]).toEqual({ required: ['offset', 'limit'] });
    const page = resolved(locations.responses['200'].content['application/json'].schema);
    expect(Object.keys(page.properties)).toEqual(['data', 'pagedRequest', 'totalCount']);
    const location = resolved(page.properties.data.items);
    expect(location.properties.tokenCost).toBeDefined();
    expect(location.properties.distanceMiles).toBeUndefined();
  });

  test("GetUsersWithRole (employers): path parameters, optional Offset and Limit, the employers' User without the account flags", () => {
    const users = operation('get', '/employers/Admin/{tenantId}/role/{role}');
    expect(users.parameters.map((p: Json) => [p.name, p.in, p.required])).toEqual([
      ['Offset', 'query', false],
      ['Limit', 'query', false],
      ['tenantId', 'path', true],
      ['role', 'path', true],
    ]);
    const page = resolved(users.responses['200'].content['application/json'].schema);
    expect(Object.keys(resolved(page.properties.data.items).properties).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'pictureUrl',
    ]);
    expect(Object.keys(component('User').properties).sort()).toEqual([
      'email',
      'emailConfirmed',
      'firstName',
      'id',
      'isSuspended',
      'lastName',
      'pictureUrl',
    ]);
  });

  test('UploadWaiver and the empty answers: a multipart `file` in, a URL out (413 for a file too large); `200 empty` has no content', () => {
    const upload = operation('post', '/workspaces/Location/waiver');
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      contentMediaType: 'application/octet-stream',
    });
    expect(upload.responses['200'].content['application/json'].schema.type).toBe('string');
    expect(upload.responses['413']).toBeDefined();
    const remove = operation('delete', '/workspaces/LocationClosure/{id}');
    expect(remove.responses['200'].content).toBeUndefined();
    expect(remove.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    ]);
    expect(operation('post', '/workspaces/Application/remind').responses['429']).toBeDefined();
  });

  test('a calendar feed answers text/calendar, open to anyone with the token in its query (401 and 403 never)', () => {
    const feed = operation('get', '/workspaces/Location/{id}/calendar.ics');
    expect(Object.keys(feed.responses['200'].content)).toEqual(['text/calendar; charset=utf-8']);
    expect(feed.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'token', in: 'query', required: false })]));
    expect(Object.keys(feed.responses).sort()).toEqual(['200', '400', '404', '503']);
  });

  test('Idempotency-Key (docs/decisions.md#idempotency-keys): every state-changing operation but an upload takes it, and says what a repeat gets', () => {
    const create = operation('post', '/workspaces/LocationClosure/create');
    expect(create.parameters).toEqual([
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
      }),
    ]);
    expect(create.responses['200'].headers['Idempotent-Replayed']).toBeDefined();
    expect(create.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(create.responses['422']).toEqual({ $ref: '#/components/responses/IdempotencyKeyReused' });
    const takesKey = (op: Json) => (op.parameters ?? []).some((p: Json) => p.name === 'Idempotency-Key');
    // reads, POSTed or not, and uploads do not
    expect(takesKey(operation('post', '/workspaces/LocationClosure'))).toBe(false);
    expect(takesKey(operation('get', '/employers/Admin/{tenantId}/role/{role}'))).toBe(false);
    expect(takesKey(operation('post', '/workspaces/Location/waiver'))).toBe(false);
  });
});

describe('the gateway serves the document and a page for it', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer()));
  afterAll(() => server?.close());

  test('GET /openapi.json is the document with the gateway’s prefixes', async () => {
    const answer = await server.rest('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual(openApiDocument(DOMAIN_MODULES, schema, server.app.settings.restPrefixes));
  });

  test('GET /docs is a Redoc page served from this gateway only (no other origin), under a strict Content-Security-Policy', async () => {
    const page = await server.rest('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<redoc spec-url="/openapi.json">');
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self';/);
    const script = page.text.match(/<script src="([^"]+)"/)![1];
    const bundle = await server.rest('GET', script);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(bundle.text).toContain('Redoc');
  });
});
