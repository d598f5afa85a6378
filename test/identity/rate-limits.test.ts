import { startApp } from '../../src/app';
import { loadSettings } from '../../src/config/settings';
import { pruneIdentityTables } from '../../src/identity/maintenance';
import { aUser, PASSWORD } from '../support/identity-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '3', LOGIN_MAX_FAILURES: '3' });
});
afterAll(async () => {
  await server?.close();
});

/** Each test speaks from its own client address (X-Forwarded-For is trusted from loopback). */
let address = 10;
const nextAddress = () => ({ 'x-forwarded-for': `203.0.113.${address++}` });

const signIn = (email: string, password: string, headers: Record<string, string>) =>
  server.rest('POST', '/identity/connect/token', { form: { grant_type: 'password', username: email, password }, headers });

/** Counters use one-minute windows: start a counting test well inside one, so it cannot straddle two. */
async function insideOneWindow(): Promise<void> {
  const second = (Date.now() / 1000) % 60;
  if (second > 57) await new Promise((resolve) => setTimeout(resolve, (60.5 - second) * 1000));
}

async function rows(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return server.app.db.orm.em.fork().execute(sql, params);
}

describe('per client address', () => {
  test('the 4th sign-in attempt in a minute from one address is 429 with Retry-After, counted in the database', async () => {
    await insideOneWindow();
    const headers = nextAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(`nobody${i}@example.com`, 'wrong password', headers)).status).toBe(400);
    const limited = await signIn('nobody9@example.com', 'wrong password', headers);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('slow_down');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected; the counter lives in PostgreSQL (shared by processes, kept across restarts).
    expect((await signIn('nobody@example.com', 'wrong password', nextAddress())).status).toBe(400);
    const counters = await rows(`select "hits" from "auth_rate_counter" where "bucket" = ?`, [`ip:${headers['x-forwarded-for']}`]);
    expect(counters.map((r) => Number(r.hits))).toEqual([4]);
  });

  test('successful sign-ins do not use up the address budget: an office behind one address can sign in', async () => {
    await insideOneWindow();
    const headers = nextAddress();
    const user = { email: `office-${address}@example.com` };
    expect(
      (await server.rest('POST', '/identity/User/signup', { body: { email: user.email, password: PASSWORD }, headers: nextAddress() }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, PASSWORD, headers)).status).toBe(200);
    // failures still count: after three guesses (at other accounts) the address is throttled
    for (let i = 0; i < 3; i++) expect((await signIn(`guess${i}@example.com`, 'wrong password', headers)).status).toBe(400);
    expect((await signIn(user.email, PASSWORD, headers)).status).toBe(429);
  });

  test('sign-up, forgot-password and reset share the per-address limit of sign-in', async () => {
    await insideOneWindow();
    const headers = nextAddress();
    const answers = [
      await server.rest('POST', '/identity/User/signup', { body: { email: 'rl-1@example.com', password: 'short' }, headers }),
      await server.rest('POST', '/identity/forgotPassword', { body: { email: 'rl-2@example.com' }, headers }),
      await server.rest('POST', '/identity/resetPassword', {
        body: { email: 'rl-2@example.com', resetCode: 'ABCDEFGHJKLM', newPassword: 'a fine passphrase' },
        headers,
      }),
      await server.rest('POST', '/identity/forgotPassword', { body: { email: 'rl-3@example.com' }, headers }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 200, 400, 429]);
    expect(answers[3].body.code).toBe('RATE_LIMITED');
    expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  test('a reset refused for its weak password still counts: the strength estimate is paid for only inside the limit', async () => {
    await insideOneWindow();
    const headers = nextAddress();
    const reset = () =>
      server.rest('POST', '/identity/resetPassword', {
        body: { email: 'rl-4@example.com', resetCode: 'ABCDEFGHJKLM', newPassword: 'password1' },
        headers,
      });
    const answers = [await reset(), await reset(), await reset(), await reset()];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(Object.keys(answers[0].body.errors)).toEqual(['newPassword']);
  });

  test('GraphQL aliases cannot multiply attempts: each alias counts', async () => {
    await insideOneWindow();
    const headers = nextAddress();
    const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: forgotPassword(input: { email: "alias${i}@example.com" })`);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: `mutation { ${aliases.join('\n')} }` }),
    });
    const body = (await response.json()) as { errors: { path: string[]; extensions: { code: string } }[] };
    // Three aliases went through, the fourth was refused (and the document stopped there).
    expect(body.errors.map((e) => [e.path[0], e.extensions.code])).toEqual([['a3', 'RATE_LIMITED']]);
    const counters = await rows(`select "hits" from "auth_rate_counter" where "bucket" = ?`, [`ip:${headers['x-forwarded-for']}`]);
    expect(counters.map((r) => Number(r.hits))).toEqual([4]);
    // A failing sign-in alias ends the document too (non-null answer): one attempt per document.
    const logins = Array.from(
      { length: 5 },
      (_, i) =>
        `l${i}: token(input: { grantType: "password", username: "alias${i}@example.com", password: "wrong password" }) { access_token }`,
    );
    const other = nextAddress();
    const second = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...other },
      body: JSON.stringify({ query: `mutation { ${logins.join('\n')} }` }),
    });
    expect(((await second.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expect(
      (await rows(`select "hits" from "auth_rate_counter" where "bucket" = ?`, [`ip:${other['x-forwarded-for']}`])).map((r) =>
        Number(r.hits),
      ),
    ).toEqual([1]);
  });
});

describe('per account', () => {
  test('LOGIN_MAX_FAILURES failures in a row lock the account (even for the right password) from any address', async () => {
    const user = await aUser(server, undefined, PASSWORD);
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, 'wrong password', nextAddress())).status).toBe(400);
    const locked = await signIn(user.email, PASSWORD, nextAddress());
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // An unknown account locks the same way (no enumeration through the lock).
    for (let i = 0; i < 3; i++) await signIn('ghost-lock@example.com', 'wrong password', nextAddress());
    expect((await signIn('ghost-lock@example.com', 'wrong password', nextAddress())).status).toBe(429);
  });

  test('a parallel burst of wrong passwords cannot outrun the lock: at most LOGIN_MAX_FAILURES are checked, and the right password after it is refused', async () => {
    const user = { email: `burst-${address}@example.com` };
    expect(
      (await server.rest('POST', '/identity/User/signup', { body: { email: user.email, password: PASSWORD }, headers: nextAddress() }))
        .status,
    ).toBe(200);
    // 30 guesses at once, each from its own address (so the per-address limit stays out of the way).
    const burst = await Promise.all(Array.from({ length: 30 }, () => signIn(user.email, 'wrong password', nextAddress())));
    const checked = burst.filter((r) => r.status === 400);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(checked.every((r) => r.body.error === 'invalid_grant')).toBe(true);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(30 - checked.length);
    const right = await signIn(user.email, PASSWORD, nextAddress());
    expect(right.status).toBe(429);
    expect(right.body.error).toBe('slow_down');
  });

  test('the lock doubles with each further lock, up to 15 minutes', async () => {
    const user = await aUser(server, undefined, PASSWORD);
    const lockSeconds = async () => {
      for (let i = 0; i < 3; i++) await signIn(user.email, 'wrong password', nextAddress());
      const [row] = await rows(
        `select ceil(extract(epoch from ("locked_until" - now())))::int as "s" from "auth_lockout" where "account" = ?`,
        [`login:${user.email}`],
      );
      // Let the lock lapse, as if its time had passed.
      await rows(`update "auth_lockout" set "locked_until" = now() - interval '1 second' where "account" = ?`, [`login:${user.email}`]);
      return Number(row.s);
    };
    const locks = [];
    for (let i = 0; i < 6; i++) locks.push(await lockSeconds());
    expect(locks).toEqual([60, 120, 240, 480, 900, 900]);
    // A success ends the run.
    expect((await signIn(user.email, PASSWORD, nextAddress())).status).toBe(200);
    expect(await rows(`select 1 from "auth_lockout" where "account" = ?`, [`login:${user.email}`])).toHaveLength(0);
  });

  test('a failed sign-up still counts toward the per-account limit', async () => {
    await insideOneWindow();
    const email = 'signup-limit@example.com';
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await server.rest('POST', '/identity/User/signup', { body: { email, password: 'short' }, headers: nextAddress() })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('pruning', () => {
  test('finished windows, lapsed lockouts and long-expired codes and refresh tokens are deleted; live ones stay', async () => {
    const user = await aUser(server, undefined, PASSWORD);
    await rows(
      `insert into "auth_rate_counter" ("bucket", "window_start", "hits") values ('ip:old', now() - interval '1 hour', 3), ('ip:new', now(), 1)`,
    );
    await rows(
      `insert into "auth_lockout" ("account", "failures", "locked_until", "date_updated") values ('login:old@example.com', 0, now() - interval '2 days', now() - interval '2 days'), ('login:live@example.com', 1, null, now())`,
    );
    await rows(
      `insert into "one_time_code" ("id", "user_id", "purpose", "code_hash", "expires_at") values (gen_random_uuid(), ?, 'TwoFactor', 'x', now() - interval '2 days'), (gen_random_uuid(), ?, 'TwoFactor', 'y', now() + interval '5 minutes')`,
      [user.id, user.id],
    );
    const deleted = await pruneIdentityTables(server.app.db.orm.em.fork());
    expect(deleted).toBeGreaterThanOrEqual(3);
    expect((await rows(`select "bucket" from "auth_rate_counter" where "bucket" in ('ip:old', 'ip:new')`)).map((r) => r.bucket)).toEqual([
      'ip:new',
    ]);
    expect(
      (await rows(`select "account" from "auth_lockout" where "account" in ('login:old@example.com', 'login:live@example.com')`)).map(
        (r) => r.account,
      ),
    ).toEqual(['login:live@example.com']);
    expect((await rows(`select "code_hash" from "one_time_code" where "user_id" = ?`, [user.id])).map((r) => r.code_hash)).toEqual(['y']);
  });
});

describe('several server processes (PostgreSQL)', () => {
  const onPostgres = process.env.DATABASE_URL ? test : test.skip;
  onPostgres('two servers on one database share the limits, and a restarted server keeps them', async () => {
    await insideOneWindow();
    const env = {
      PORT: '0',
      EMBEDDED_IN_MEMORY: 'true',
      DATABASE_URL: server.app.settings.databaseUrl!,
      JWT_SECRET: server.app.settings.jwtSecret,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      LOGIN_MAX_FAILURES: '3',
    };
    const headers = nextAddress();
    const attempt = (url: string) =>
      fetch(`${url}/identity/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ grant_type: 'password', username: 'multi@example.com', password: 'wrong password' }).toString(),
      }).then((r) => r.status);
    const other = await startApp(loadSettings(env));
    try {
      expect([await attempt(server.url), await attempt(other.url), await attempt(server.url)]).toEqual([400, 400, 400]);
      expect(await attempt(other.url)).toBe(429);
    } finally {
      await other.close();
    }
    const restarted = await startApp(loadSettings(env));
    try {
      expect(await attempt(restarted.url)).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});
