import { type GatewayProcess, startGatewayProcess } from '../support/gateway-processes';

/**
 * Reads pay nothing for the async context of writes (src/config/transient-storage.ts): once the
 * writes of a request have settled, V8's promise hooks are off again in `npm start`'s process, as the
 * `gateway_promise_hooks_active` metric shows. Node 20 leaves them on for good after the first run of
 * any AsyncLocalStorage, MikroORM's flush guard and transaction context and our audit scope among
 * them, and every promise of every later read then calls a hook (a fifth of a read's CPU).
 */
const started: GatewayProcess[] = [];

afterAll(async () => {
  await Promise.all(started.splice(0).map((gateway) => gateway.dispose()));
});

async function hooksActive(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('gateway_promise_hooks_active '));
  if (!line) throw new Error(`no gateway_promise_hooks_active in /metrics:\n${text.slice(0, 500)}`);
  return Number(line.split(' ')[1]);
}

async function json(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Writes of every kind (a sign-up's flush, a sign-in's transaction, a failed one, a query that writes), then reads. */
async function writeThenRead(base: string): Promise<void> {
  const user = { email: `hooks-${Date.now()}@example.com`, password: 'Hooks-Passw0rd-Long!' };
  await json(base, '/identity/User/signup', user);
  const signedIn = await json(base, '/identity/connect/token', { grant_type: 'password', username: user.email, password: user.password });
  const token = signedIn.access_token as string;
  expect(token).toEqual(expect.any(String));
  const failed = await json(base, '/identity/connect/token', {
    grant_type: 'password',
    username: user.email,
    password: 'wrong-password-1!',
  });
  expect(failed.error).toBeDefined();
  const auth = { authorization: `Bearer ${token}` };
  const key = await json(base, '/graphql', { query: '{ apiKey { apiKey } }' }, auth);
  expect(key).toMatchObject({ data: { apiKey: { apiKey: expect.stringMatching(/^fsk_/) } } });
  // Parallel writes overlap (one storage run inside another), then all settle.
  await Promise.all(Array.from({ length: 5 }, () => json(base, '/graphql', { query: 'mutation { sendTwoFactorCode }' }, auth)));
  const page = await json(base, '/graphql', { query: '{ locations { totalCount } me { id email } }' }, auth);
  expect(page).toMatchObject({ data: { locations: { totalCount: expect.any(Number) }, me: { email: user.email } } });
}

test('after writes of every kind have settled, the promise hooks are off; a process that counts its statements keeps them on', async () => {
  const [plain, counting] = await Promise.all([
    startGatewayProcess({ SQL_STATEMENT_COUNT_HEADER: 'false' }),
    startGatewayProcess({ SQL_STATEMENT_COUNT_HEADER: 'true' }),
  ]);
  started.push(plain, counting);
  await Promise.all([writeThenRead(plain.url), writeThenRead(counting.url)]);
  expect(await hooksActive(plain.url)).toBe(0);
  // The statement count follows a request through an async context that lasts as long as it does:
  // its hooks stay on, and the metric says so.
  expect(await hooksActive(counting.url)).toBe(1);
}, 60_000);
