import { connect, type Socket } from 'node:net';
import { type GatewayProcess, startGatewayProcess } from '../support/gateway-processes';

/**
 * `npm start`'s process on SIGTERM (docs/decisions.md#graceful-stop): it stops accepting, answers
 * every request sent on a connection it accepted, closes the pool and exits 0; idle, it exits 0 at
 * once. On the embedded database, or on PostgreSQL with DATABASE_URL.
 */
const started: GatewayProcess[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((gateway) => gateway.dispose()));
});

async function startGateway(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  started.push(gateway);
  return gateway;
}

/** What came back on a connection: an HTTP answer, nothing (a clean close), or a socket error such as ECONNRESET. */
type Outcome = { status: number; body: string } | { closedWithoutAnswer: true } | { error: string };

/** A connection of its own to the gateway, once established; `refused` when nothing listens. */
function open(port: number): Promise<Socket | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.off('error', failed);
      resolve(socket);
    });
    const failed = (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error));
    socket.once('error', failed);
  });
}

/** Reads everything the gateway sends on `socket` until the connection ends. */
function outcomeOf(socket: Socket): Promise<Outcome> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  return new Promise((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.once('close', () => resolve(received ? parseAnswer(received) : { closedWithoutAnswer: true }));
  });
}

function parseAnswer(raw: string): Outcome {
  const [head, ...rest] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') };
}

/** Writes `request` and resolves once the system has taken all of it. */
function send(socket: Socket, request: string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(request, (error) => (error ? reject(error) : resolve())));
}

function signUpRequest(port: number, email: string): string {
  const body = JSON.stringify({ email, password: 'a sturdy passphrase' });
  return [
    'POST /identity/User/signup HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

/** The answer as a line, so that a failure shows every connection's fate at once. */
function summary(outcome: Outcome): string {
  if ('error' in outcome) return outcome.error;
  if ('closedWithoutAnswer' in outcome) return 'closed without an answer';
  if (outcome.status !== 200) return `${outcome.status} ${outcome.body}`;
  const { email } = JSON.parse(outcome.body) as { email?: string };
  return email ? `200 ${email}` : '200';
}

test('an idle gateway exits 0 within a second of SIGTERM', async () => {
  const gateway = await startGateway();
  expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200); // the connection stays open, idle
  const sent = Date.now();
  gateway.child.kill('SIGTERM');
  expect(await gateway.exited).toBe(0);
  expect(Date.now() - sent).toBeLessThan(1000);
}, 60_000);

/** Connections opened at once; the first SIGN_UPS sign up (each checks and hashes a password), the others ask /healthz. */
const BURST = 50;
const SIGN_UPS = 10;

test('SIGTERM right after a burst of connections: each request sent is answered, a new one refused, the process exits 0', async () => {
  const gateway = await startGateway({ SHUTDOWN_GRACE_SECONDS: '60' });
  const { port } = gateway;
  // The burst lands while the gateway is busy (a pause, a starved CPU; sign-ups hashing did it in the
  // field): stopped, it accepts nothing, so every connection of the burst waits in its listen backlog.
  gateway.child.kill('SIGSTOP');
  // Fifty requests, each on a connection of its own, all sent; one sign-up whose body ends only later;
  // one connection that sends its request just after SIGTERM, one that sends nothing.
  const sockets = await Promise.all(Array.from({ length: BURST + 3 }, () => open(port)));
  if (sockets.includes('refused')) throw new Error('a connection of the burst was refused');
  const [held, slow, silent, ...burst] = sockets as Socket[];
  const [outcomes, heldOutcome, slowOutcome, silentOutcome] = [burst.map(outcomeOf), outcomeOf(held), outcomeOf(slow), outcomeOf(silent)];
  const healthz = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  const requests = burst.map((_, i) => (i < SIGN_UPS ? signUpRequest(port, `burst${i}@example.com`) : healthz));
  const heldRequest = signUpRequest(port, 'held@example.com');
  const bodyEnd = heldRequest.length - 5;
  await Promise.all([...burst.map((socket, i) => send(socket, requests[i])), send(held, heldRequest.slice(0, bodyEnd))]);
  gateway.child.kill('SIGTERM');
  gateway.child.kill('SIGCONT');
  const signalled = Date.now();
  setTimeout(() => send(slow, healthz).catch(() => undefined), 100); // a failure shows in its outcome

  // As a client would: connect again until refused. One that the kernel still takes (the drain has
  // not closed the listening socket yet) is closed at once, and one it resets (queued when the
  // listening socket closed) is let go: their fate is not the point.
  for (;;) {
    const probe = await open(port).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') return 'reset' as const;
      throw error;
    });
    if (probe === 'refused') break;
    if (probe !== 'reset') probe.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await send(held, heldRequest.slice(bodyEnd)).catch(() => undefined);

  const expected = burst.map((_, i) => (i < SIGN_UPS ? `200 burst${i}@example.com` : '200'));
  expect((await Promise.all(outcomes)).map(summary)).toEqual(expected);
  // Refused by the draining gateway, not by a process gone: the held sign-up, ended after the refusal, is answered.
  expect(summary(await heldOutcome)).toBe('200 held@example.com');
  // The drain gives a connection it accepted a moment to send its request, and answers it.
  expect(summary(await slowOutcome)).toBe('200');
  expect(await silentOutcome).toEqual({ closedWithoutAnswer: true });
  expect({ code: await gateway.exited, output: gateway.output() }).toMatchObject({ code: 0 });
  // Well before the grace period: the silent connection did not hold the stop.
  expect(Date.now() - signalled).toBeLessThan(30_000);
  expect(gateway.output()).not.toMatch(/"level":50/); // no error logged
}, 120_000);
