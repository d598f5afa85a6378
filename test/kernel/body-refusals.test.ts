import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { slowPostsFromAnotherProcess } from '../support/slow-posts-from-another-process';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every body refused before it is read reaches the client as a refused upload does
 * (test/kernel/upload-refusals.test.ts): a JSON body past the body limit, by its Content-Length or
 * as it streams, on both faces, and a body of a type a REST row does not take. The answer goes out
 * whole, the rest of the body is read and thrown away, and only then may the connection close.
 * Fastify's own 413 closed the connection with the body unread: a client still sending met the
 * reset before it read the answer (Node's fetch: `fetch failed`).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A request sent by a slow client: its head, then its body in pieces, a pause after each. */
interface SlowRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Sent with `Transfer-Encoding: chunked` (the server learns the size as it reads) instead of a Content-Length. */
  chunked?: boolean;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What the client met: the answer it read whole (or null), and how much of the body it had sent when the server closed. */
interface SlowOutcome {
  answer: RawAnswer | null;
  /** Bytes of the body written when the server ended or reset the connection; null when it waited for all of them. */
  closedAfter: number | null;
  bodyBytes: number;
}

const PIECES = 16;
const PAUSE_MS = 20;
const CLIENTS = 10;
const ROUNDS = 3;

/** A JSON body half as long again as the body limit: a streamed one is found too large with a third of it still to come. */
const jsonBodyPastTheLimit = (shape: (filler: string) => unknown) =>
  Buffer.from(JSON.stringify(shape('x'.repeat(server.app.settings.graphqlLimits.maxBodyBytes * 1.5))), 'utf8');

describe('a body refused before it is read: the answer comes whole, and the connection stays open until the body has arrived', () => {
  test.each([
    ['REST, past the body limit by its Content-Length', false],
    ['REST, found past the body limit as it streams (chunked)', true],
  ])('%s: 413 PAYLOAD_TOO_LARGE as a problem document', async (_name, chunked) => {
    const body = jsonBodyPastTheLimit((description) => ({ name: 'Too long', description }));
    const outcome = await sendSlowly({
      path: '/workspaces/Location/upsert',
      headers: { 'content-type': 'application/json' },
      body,
      chunked,
    });
    expect(outcome.answer).toMatchObject({
      status: 413,
      headers: { 'content-type': 'application/problem+json; charset=utf-8' },
      body: { status: 413, code: 'PAYLOAD_TOO_LARGE', instance: '/workspaces/Location/upsert' },
    });
    expect(outcome.closedAfter).toBeNull();
  });

  test.each([
    ['GraphQL, past the body limit by its Content-Length', false],
    ['GraphQL, found past the body limit as it streams (chunked)', true],
  ])('%s: 413 PAYLOAD_TOO_LARGE in the graph error shape asked for', async (_name, chunked) => {
    const body = jsonBodyPastTheLimit((filler) => ({ query: '{ __typename }', variables: { filler } }));
    const outcome = await sendSlowly({
      path: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body,
      chunked,
    });
    expect(outcome.answer).toMatchObject({
      status: 413,
      headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
      body: { errors: [{ message: 'The request body is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    expect(outcome.closedAfter).toBeNull();
  });

  test('REST, a type the row does not take: 415 UNSUPPORTED_MEDIA_TYPE as a problem document, the connection kept open', async () => {
    const outcome = await sendSlowly({
      path: '/workspaces/Location/upsert',
      headers: { 'content-type': 'text/plain' },
      body: Buffer.alloc(256 * 1024, 'x'),
    });
    expect(outcome.answer).toMatchObject({
      status: 415,
      body: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(outcome.answer?.headers.connection).not.toBe('close');
    expect(outcome.closedAfter).toBeNull();
  });
});

describe("a JSON body past the limit, sent slowly by Node's fetch", () => {
  test('10 clients at once, 3 rounds: each reads its 413 (none meets `fetch failed`)', async () => {
    const limit = server.app.settings.graphqlLimits.maxBodyBytes;
    const body = JSON.stringify({ name: 'Too long', description: 'x'.repeat(limit) });
    const post = { url: `${server.url}/workspaces/Location/upsert`, headers: { 'content-type': 'application/json' }, body };
    const outcomes = await slowPostsFromAnotherProcess({ ...post, pieces: PIECES, pauseMs: PAUSE_MS }, CLIENTS, ROUNDS);
    const summary = outcomes.map((o) => ('error' in o ? o.error : `${o.status} ${o.headers['content-type']?.split(';')[0]}`));
    expect(summary).toEqual(Array(CLIENTS * ROUNDS).fill('413 application/problem+json'));
    for (const outcome of outcomes)
      if ('body' in outcome) expect(JSON.parse(outcome.body)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

/**
 * Sends the request as a slow client does, then reads the answer: whether the server closed the
 * connection (a FIN or a reset) before the client had written all of the body it announced.
 */
async function sendSlowly(request: SlowRequest): Promise<SlowOutcome> {
  const socket = await connected();
  let received = Buffer.alloc(0);
  let sent = 0;
  let allSent = false;
  let closedAfter: number | null = null;
  const closedEarly = () => {
    if (!allSent && closedAfter === null) closedAfter = sent;
  };
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on('end', closedEarly);
  socket.on('close', closedEarly);
  socket.on('error', closedEarly);

  const head = [
    `POST ${request.path} HTTP/1.1`,
    'Host: localhost',
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  head.push(request.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${request.body.length}`);
  await written(socket, `${head.join('\r\n')}\r\n\r\n`);
  const size = Math.ceil(request.body.length / PIECES);
  for (let offset = 0; offset < request.body.length && closedAfter === null; offset += size) {
    if (offset > 0) await sleep(PAUSE_MS);
    const piece = request.body.subarray(offset, offset + size);
    const last = offset + size >= request.body.length;
    const data = request.chunked ? Buffer.concat([chunkOf(piece), Buffer.from(last ? '0\r\n\r\n' : '')]) : piece;
    if (closedAfter !== null || !(await written(socket, data))) break;
    sent += piece.length;
  }
  if (closedAfter === null && sent === request.body.length) allSent = true;

  // The answer is whole once its Content-Length has arrived, or when the server has closed.
  const deadline = Date.now() + 5000;
  while (!answerOf(received) && !socket.destroyed && Date.now() < deadline) await Promise.race([sleep(10), closed]);
  socket.destroy();
  return { answer: answerOf(received), closedAfter, bodyBytes: request.body.length };
}

/** Writes to the socket unless it is closed; whether the bytes were handed to the system. */
function written(socket: Socket, data: string | Buffer): Promise<boolean> {
  if (!socket.writable) return Promise.resolve(false);
  return new Promise((resolve) => socket.write(data, (error) => resolve(!error)));
}

function chunkOf(piece: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
}

/** The answer in `received` when its head and all of its Content-Length have arrived. */
function answerOf(received: Buffer): RawAnswer | null {
  const end = received.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length']);
  const body = received.subarray(end + 4);
  if (!Number.isFinite(length) || body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body.subarray(0, length).toString('utf8')) as unknown };
}

function connected(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.app.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}
