import { connect, type Socket } from 'node:net';
import { multipartBodyLimit } from '../../src/kernel/multipart';
import { startTestServer, type TestServer } from '../support/test-server';
import { answerBeforeBody } from '../support/upload-files';
import { uploadsFromAnotherProcess, type UploadOutcome, type UploadRequest } from '../support/uploads-from-another-process';

/**
 * An upload refused before its body is read (400, 401, 403, 413) reaches the client: the gateway
 * answers, then reads and discards the body, up to the multipart body limit, before it closes.
 * A client that meets a closed connection while it still sends (Node's fetch: EPIPE) never sees
 * the answer; with a 1 MiB file most were lost.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MIB = 1024 * 1024;
const TIMES = 20;
const UPLOAD_MUTATION = 'mutation U($file: Upload) { uploadLocationImage(file: $file) }';

const graphUpload = (headers: Record<string, string>, bytes = MIB): UploadRequest => ({
  url: `${server.url}/graphql`,
  headers,
  fields: [
    ['operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } })],
    ['map', JSON.stringify({ 0: ['variables.file'] })],
  ],
  file: { field: '0', name: 'big.png', bytes },
});
const restUpload = (headers: Record<string, string>, bytes = MIB): UploadRequest => ({
  url: `${server.url}/workspaces/Location/image`,
  headers,
  file: { field: 'file', name: 'big.png', bytes },
});

/** Each outcome as `status content-type`, or the error the client met instead of the answer. */
const summary = (outcomes: UploadOutcome[]) =>
  outcomes.map((outcome) => ('error' in outcome ? outcome.error : `${outcome.status} ${outcome.headers['content-type']?.split(';')[0]}`));
const bodies = (outcomes: UploadOutcome[]) => outcomes.flatMap((o) => ('body' in o ? [JSON.parse(o.body) as unknown] : []));

describe('a refusal sent before the body reaches the client', () => {
  test('a 1 MiB graph upload without a preflight header: every 400, in the graphql-response+json shape asked for', async () => {
    const outcomes = await uploadsFromAnotherProcess(graphUpload({ accept: 'application/graphql-response+json' }), TIMES);
    expect(summary(outcomes)).toEqual(Array(TIMES).fill('400 application/graphql-response+json'));
    const csrf = { message: expect.stringContaining('Cross-Site Request Forgery'), extensions: { code: 'BAD_REQUEST' } };
    for (const body of bodies(outcomes)) expect(body).toEqual({ errors: [csrf] });
  });

  test('a 1 MiB graph upload with a bad token: every 401, in application/json when nothing else is asked', async () => {
    const badToken = { 'apollo-require-preflight': 'true', authorization: 'Bearer not-a-token' };
    const outcomes = await uploadsFromAnotherProcess(graphUpload(badToken), 5);
    expect(summary(outcomes)).toEqual(Array(5).fill('401 application/json'));
    for (const body of bodies(outcomes)) expect(body).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  test('a 1 MiB REST upload with a bad token: every 401, as a problem document', async () => {
    const outcomes = await uploadsFromAnotherProcess(restUpload({ authorization: 'Bearer not-a-token' }), TIMES);
    expect(summary(outcomes)).toEqual(Array(TIMES).fill('401 application/problem+json'));
    for (const outcome of outcomes) if ('headers' in outcome) expect(outcome.headers['www-authenticate']).toBe('Bearer');
    const problem = { status: 401, code: 'UNAUTHENTICATED', instance: '/workspaces/Location/image' };
    for (const body of bodies(outcomes)) expect(body).toMatchObject(problem);
  });

  test('413: a body announced past the multipart limit before it is read (both faces), a file past its limit in the middle', async () => {
    const authorization = `Bearer ${await server.adminToken()}`;
    const limit = multipartBodyLimit(server.app.settings);
    // announced and stalled: the answer comes before the body
    const rest = await answerBeforeBody(`${server.url}/workspaces/Location/image`, { authorization }, limit + 1);
    expect(rest).toMatchObject({ status: 413, body: { status: 413, code: 'PAYLOAD_TOO_LARGE' } });
    const graph = await answerBeforeBody(`${server.url}/graphql`, { authorization, 'apollo-require-preflight': 'true' }, limit + 1);
    expect(graph).toMatchObject({ status: 413, body: { errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
    // a file one byte past UPLOAD_MAX_BYTES is refused in the middle of its body, the rest is dropped
    const tooLarge = restUpload({ authorization }, server.app.settings.uploadMaxBytes + 1);
    expect(summary(await uploadsFromAnotherProcess(tooLarge, 2))).toEqual(Array(2).fill('413 application/problem+json'));
  });
});

describe('what the gateway reads of a refused body', () => {
  test('a refused body within the limit is read to its end and the connection serves the next request', async () => {
    const socket = await connected(server);
    const body = Buffer.alloc(256 * 1024, 'a');
    socket.write(uploadHead(body.length, ['Authorization: Bearer not-a-token']));
    socket.write(body);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const received = await readUntil(socket, (text) => /\r\n\r\n\{"status":"ok"\}/.test(text));
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(received).not.toMatch(/connection: close/i);
    expect(received).toMatch(/HTTP\/1\.1 200 OK/);
    socket.destroy();
  });

  test('a client that goes on sending past the limit is answered first, then cut off near the limit', async () => {
    const limit = multipartBodyLimit(server.app.settings);
    const socket = await connected(server);
    socket.write(uploadHead(limit * 4));
    const answer = readUntil(socket, (text) => text.includes('"code":"UNAUTHENTICATED"'));
    // it writes on, as a client that does not read the answer would, until the gateway closes
    const chunk = Buffer.alloc(MIB, 'a');
    let sent = 0;
    const cutOff = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    while (!socket.destroyed && sent < limit * 4) {
      sent += chunk.length;
      if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), cutOff]);
    }
    await cutOff;
    expect(await answer).toMatch(/^HTTP\/1\.1 401 /);
    // the socket buffers of both ends hold a few MiB that were written but never read
    expect(sent).toBeLessThan(limit + 16 * MIB);
  });
});

/** The head of a REST upload of `length` bytes. */
function uploadHead(length: number, headers: string[] = []): string {
  const head = ['POST /workspaces/Location/image HTTP/1.1', 'Host: x', 'Content-Type: multipart/form-data; boundary=b'];
  head.push(`Content-Length: ${length}`);
  return `${[...head, ...headers].join('\r\n')}\r\n\r\n`;
}

function connected(testServer: TestServer): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(testServer.app.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the socket receives until `done` holds (rejects if it closes first). */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (done(text)) resolve(text);
    });
    socket.once('close', () => reject(new Error(`closed after: ${text.slice(0, 300)}`)));
  });
}
