import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { givenPlainUser, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../../support/catalogue-builders';
import { employerOwnedBy, signedInUser } from '../../support/employers-builders';
import { startTestServer, type TestServer } from '../../support/test-server';
import { answerBeforeBody, graphqlMultipart, multipartFile, PDF_SMALL, PNG_1X1 } from '../../support/upload-files';

const PUBLIC = 'http://files.example.test';
const LIMIT = 2048;
/** The data folder is named like the README's default (`./.data`): a dot segment in its path must not stop it being served. */
const parentOfDataDir = mkdtempSync(join(tmpdir(), 'flexspace-uploads-'));
const DATA_DIR = join(parentOfDataDir, '.data');
let server: TestServer;
let operator: OperatorWorkspace;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_BASE_URL: PUBLIC, UPLOAD_MAX_BYTES: String(LIMIT), DATA_DIR });
  operator = await givenWorkspaceWithAdmin(server, 'Upload Desks');
});
afterAll(async () => {
  await server?.close();
  rmSync(parentOfDataDir, { recursive: true, force: true });
});

const upload = (path: string, form: FormData, token?: string) =>
  server.rest('POST', `/workspaces/Location/${path}`, { multipart: form, auth: token ? { token } : undefined });

describe('uploads over REST', () => {
  test('an image is stored under a generated name and served back with its type and nosniff', async () => {
    // given a PNG named like a path
    const result = await upload('image', multipartFile(PNG_1X1, '../../etc/passwd.png', 'text/html'), operator.token);
    // then the answer is the public URL as a JSON string, with a generated name
    expect(result.status).toBe(200);
    expect(typeof result.body).toBe('string');
    const url = new URL(result.body);
    expect(`${url.protocol}//${url.host}`).toBe(PUBLIC);
    expect(url.pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(result.body).not.toContain('passwd');
    // and it is served back
    const served = await fetch(`${server.url}${url.pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    expect(readdirSync(join(server.app.settings.dataDir, 'uploads'))).toContain(url.pathname.split('/').pop());
    expect((await fetch(`${server.url}/uploads/..%2Fjwt-secret`)).status).toBe(404);
  });

  test('waiver and terms take PDFs; the type comes from the bytes, not the name', async () => {
    const waiver = await upload('waiver', multipartFile(PDF_SMALL, 'waiver.pdf', 'application/pdf'), operator.token);
    expect(waiver.status).toBe(200);
    expect(waiver.body).toMatch(/\/uploads\/[0-9a-f-]{36}\.pdf$/);
    const terms = await upload('terms', multipartFile(PDF_SMALL, 'terms.bin'), operator.token);
    expect(terms.status).toBe(200);
    const servedPdf = await fetch(`${server.url}${new URL(terms.body).pathname}`);
    expect(servedPdf.headers.get('content-type')).toBe('application/pdf');

    const pngAsWaiver = await upload('waiver', multipartFile(PNG_1X1, 'waiver.pdf', 'application/pdf'), operator.token);
    expect(pngAsWaiver.status).toBe(400);
    expect(Object.keys(pngAsWaiver.body.errors)).toEqual(['file']);
    const htmlAsImage = await upload(
      'image',
      multipartFile(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'),
      operator.token,
    );
    expect(htmlAsImage.status).toBe(400);
    expect(Object.keys(htmlAsImage.body.errors)).toEqual(['file']);
    const noFile = await upload('image', new FormData(), operator.token);
    expect(noFile.status).toBe(400);
    expect(Object.keys(noFile.body.errors)).toEqual(['file']);
  });

  test('a file over the limit is a 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(LIMIT)]);
    const result = await upload('image', multipartFile(big, 'big.png'), operator.token);
    expect(result.status).toBe(413);
  });

  test('the limit is inclusive: a file of exactly UPLOAD_MAX_BYTES is stored, one byte more is a 413', async () => {
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(LIMIT - PNG_1X1.length)]);
    expect((await upload('image', multipartFile(exact, 'exact.png'), operator.token)).status).toBe(200);
    expect((await upload('image', multipartFile(Buffer.concat([exact, Buffer.alloc(1)]), 'over.png'), operator.token)).status).toBe(413);
  });

  test('a multipart body without a boundary is a 400 on both faces, never a 500 or a hang', async () => {
    const headers = {
      'content-type': 'multipart/form-data',
      authorization: `Bearer ${operator.token}`,
      'apollo-require-preflight': 'true',
    };
    const rest = await fetch(`${server.url}/workspaces/Location/image`, {
      method: 'POST',
      headers,
      body: 'not parts',
      signal: AbortSignal.timeout(5000),
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', detail: expect.stringContaining('no boundary') });
    const graph = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: 'not parts', signal: AbortSignal.timeout(5000) });
    expect(graph.status).toBe(400);
    expect(await graph.json()).toEqual({
      errors: [{ message: expect.stringContaining('no boundary'), extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  test.each([
    [
      'cut short in the file',
      `--b\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${PNG_1X1.toString('latin1')}`,
    ],
    ['cut short in a part header', '--b\r\ncontent-disposition: form-data; name="ope'],
    ['a part header without its blank line', '--b\ncontent-disposition: form-data; name="file"; filename="a.png"\n\nabc\n--b--\n'],
  ])('a multipart body %s is a 400 on both faces, never a 500 or a crash (found by the fuzz test)', async (_name, body) => {
    const headers = {
      'content-type': 'multipart/form-data; boundary=b',
      authorization: `Bearer ${operator.token}`,
      'apollo-require-preflight': 'true',
    };
    const rest = await fetch(`${server.url}/workspaces/Location/image`, {
      method: 'POST',
      headers,
      body: Buffer.from(body, 'latin1'),
      signal: AbortSignal.timeout(5000),
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', detail: expect.stringContaining('could not be read') });
    const graph = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers,
      body: Buffer.from(body, 'latin1'),
      signal: AbortSignal.timeout(5000),
    });
    expect(graph.status).toBe(400);
    // each face answers in its own shape: GraphQL's errors on /graphql
    expect(await graph.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  test('an anonymous caller or a bad token is refused before the body is read, on both faces (401, not 413)', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(LIMIT * 8)]);
    expect((await upload('image', multipartFile(big, 'big.png'))).status).toBe(401);
    expect((await upload('image', multipartFile(big, 'big.png'), 'not-a-token')).status).toBe(401);
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        body: graphqlMultipart('mutation U($file: Upload) { uploadLocationImage(file: $file) }', big, 'big.png'),
        headers: { 'apollo-require-preflight': 'true', ...(authorization ? { authorization } : {}) },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  test('a signed-in caller without the upload right is refused before the body is read, on both faces (403, not 413)', async () => {
    const plainUser = await givenPlainUser(server);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(LIMIT * 8)]);
    const rest = await upload('image', multipartFile(big, 'big.png'), plainUser);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ status: 403, code: 'FORBIDDEN', detail: expect.stringContaining('workspace Admin') });
    const graph = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      body: graphqlMultipart('mutation U($file: Upload) { uploadLocationImage(file: $file) }', big, 'big.png'),
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${plainUser}` },
    });
    expect(graph.status).toBe(403);
    expect(((await graph.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  test('the refusal comes while the body is still being sent: 401 and 403 on both faces, the right caller waits for it', async () => {
    const plainUser = await givenPlainUser(server);
    const graphHeaders = { 'apollo-require-preflight': 'true' };
    for (const [url, extra] of [
      [`${server.url}/workspaces/Location/image`, {}],
      [`${server.url}/graphql`, graphHeaders],
    ] as const) {
      expect((await answerBeforeBody(url, { ...extra })).status).toBe(401);
      expect((await answerBeforeBody(url, { ...extra, authorization: 'Bearer not-a-token' })).status).toBe(401);
      expect((await answerBeforeBody(url, { ...extra, authorization: `Bearer ${plainUser}` })).status).toBe(403);
      // an Admin's stalled upload (announced within the multipart body limit) is read, so no answer comes before the body ends
      await expect(answerBeforeBody(url, { ...extra, authorization: `Bearer ${operator.token}` }, 100_000, 700)).rejects.toThrow(
        /no answer/,
      );
    }
  });

  test('only workspace Admins and the Platform Admin may upload', async () => {
    expect((await upload('image', multipartFile(PNG_1X1, 'a.png'))).status).toBe(401);
    expect((await upload('image', multipartFile(PNG_1X1, 'a.png'), await givenPlainUser(server))).status).toBe(403);
    expect((await upload('terms', multipartFile(PDF_SMALL, 'a.pdf'), await server.adminToken())).status).toBe(200);
  });

  test("an employer's Admin is not a workspace Admin: 403 on both faces", async () => {
    const { token } = await employerOwnedBy(server, await signedInUser(server));
    expect((await upload('image', multipartFile(PNG_1X1, 'a.png'), token)).status).toBe(403);
    expect(
      (await answerBeforeBody(`${server.url}/graphql`, { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` })).status,
    ).toBe(403);
  });
});

describe('uploaded files served back at /uploads/<name>', () => {
  const IMAGE_MUTATION = 'mutation U($file: Upload) { uploadLocationImage(file: $file) }';
  const graphUpload = async (bytes: Buffer, filename: string): Promise<string> => {
    const headers = { authorization: `Bearer ${operator.token}`, 'apollo-require-preflight': 'true' };
    const body = graphqlMultipart(IMAGE_MUTATION, bytes, filename);
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', body, headers });
    return ((await response.json()) as { data: { uploadLocationImage: string } }).data.uploadLocationImage;
  };
  const restUpload = async (bytes: Buffer, filename: string): Promise<string> =>
    (await upload('terms', multipartFile(bytes, filename), operator.token)).body;

  test("with DATA_DIR under a dot folder (the README's ./.data), a file uploaded on either face is served back as it was", async () => {
    expect(server.app.settings.dataDir.split('/')).toContain('.data');
    const image = Buffer.concat([PNG_1X1, Buffer.from(randomUUID())]); // bytes no other upload has
    const pdf = Buffer.concat([PDF_SMALL, Buffer.from(randomUUID())]);
    const uploads = [
      { url: await graphUpload(image, 'graph.png'), bytes: image, type: 'image/png' },
      { url: await restUpload(pdf, 'rest.pdf'), bytes: pdf, type: 'application/pdf' },
    ];
    for (const { url, bytes, type } of uploads) {
      const served = await fetch(`${server.url}${new URL(url).pathname}`);
      expect({ url, status: served.status, type: served.headers.get('content-type') }).toEqual({ url, status: 200, type });
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  test('a name that is not a generated one is a 404, whatever the folder holds', async () => {
    const stored = new URL(await graphUpload(PNG_1X1, 'a.png')).pathname.split('/').pop()!;
    const names = ['..%2Fjwt-secret', '..%2F..%2Fetc%2Fpasswd', `.${stored}`, `${stored}.png`, stored.toUpperCase(), `uploads%2F${stored}`];
    for (const path of names.map((name) => `/uploads/${name}`)) {
      expect({ path, status: (await fetch(`${server.url}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });

  test('a generated name with no file is a 404 that no cache keeps: only a served file is immutable', async () => {
    for (const path of [`/uploads/${randomUUID()}.png`, `/uploads/${randomUUID()}.pdf`, '/uploads/not-a-generated-name.png']) {
      const missing = await fetch(`${server.url}${path}`);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect({ path, cacheControl: missing.headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
      expect(await missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('uploads in the graph (Upload scalar)', () => {
  const post = (form: FormData, token: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  test('uploadLocationImage stores the file and answers its URL', async () => {
    const result = await post(
      graphqlMultipart('mutation U($file: Upload) { uploadLocationImage(file: $file) }', PNG_1X1, 'pic.png'),
      operator.token,
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.uploadLocationImage).toMatch(new RegExp(`^${PUBLIC}/uploads/[0-9a-f-]{36}\\.png$`));
  });

  test('the limit is inclusive: exactly UPLOAD_MAX_BYTES is stored, one byte more is PAYLOAD_TOO_LARGE', async () => {
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(LIMIT - PNG_1X1.length)]);
    const stored = await post(
      graphqlMultipart('mutation U($file: Upload) { uploadLocationImage(file: $file) }', exact, 'exact.png'),
      operator.token,
    );
    expect(stored.body.errors).toBeUndefined();
    const over = await post(
      graphqlMultipart(
        'mutation U($file: Upload) { uploadLocationImage(file: $file) }',
        Buffer.concat([exact, Buffer.alloc(1)]),
        'over.png',
      ),
      operator.token,
    );
    expect(over.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a file over the limit is PAYLOAD_TOO_LARGE; a wrong type is BAD_USER_INPUT naming file', async () => {
    const big = Buffer.concat([PDF_SMALL, Buffer.alloc(LIMIT)]);
    const tooLarge = await post(
      graphqlMultipart('mutation U($file: Upload) { uploadWaiver(file: $file) }', big, 'big.pdf'),
      operator.token,
    );
    expect(tooLarge.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    const wrong = await post(
      graphqlMultipart('mutation U($file: Upload) { uploadTerms(file: $file) }', PNG_1X1, 'terms.pdf'),
      operator.token,
    );
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { file: expect.any(Array) } });
  });

  test('a map that names a file the body never sends is BAD_USER_INPUT naming file, not an internal error (found by the fuzz test)', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation U($file: Upload) { uploadTerms(file: $file) }', variables: { file: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    const missing = await post(form, operator.token);
    expect(missing.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errors: { file: ['The file could not be read: File missing in the request.'] },
    });
  });
});
