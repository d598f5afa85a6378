import { createHash } from 'node:crypto';
import { applicationIn, EMPLOYERS } from '../support/employers-builders';
import { startGatewayProcesses, type GatewayProcesses } from '../support/gateway-processes';
import { aUser, refresh, tokens } from '../support/identity-builders';
import { startSmtp } from '../support/smtp-sink';

/**
 * Two gateway processes on one PostgreSQL database, driven at once (docs/decisions.md#several-gateways):
 * whatever one process does, the other sees at its next request. PostgreSQL only: the embedded
 * engine belongs to one process.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) {
  process.stdout.write(
    'two-gateways.test.ts skipped: two processes need one PostgreSQL database (set DATABASE_URL); the embedded engine is locked to one process.\n',
  );
}
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('two gateways on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let fleet: GatewayProcesses;

  beforeAll(async () => {
    smtp = await startSmtp();
    fleet = await startGatewayProcesses(2, {
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '20',
      MAIL_FROM: 'desk@flexspace.test',
      LOGIN_MAX_FAILURES: '3',
    });
  }, 150_000);
  afterAll(async () => {
    await fleet?.stop();
    await smtp?.close();
  }, 60_000);

  const signIn = (at: number, email: string, password: string) =>
    fleet.gateways[at].rest('POST', '/identity/connect/token', { form: { grant_type: 'password', username: email, password } });

  test('a refresh token issued by one works on the other, and its reuse on the other revokes the family', async () => {
    const [a, b] = fleet.gateways;
    const user = await aUser(a);
    const first = await tokens(a, user.email);
    const second = await refresh(b, first.refresh_token);
    const replay = await refresh(a, first.refresh_token);
    const afterReplay = await refresh(b, second.body.refresh_token);
    expect([second.status, replay.body.error, afterReplay.body.error]).toEqual([200, 'invalid_grant', 'invalid_grant']);
  });

  test('sign-in failures split between the two lock the account on both', async () => {
    const user = await aUser(fleet.gateways[0]);
    for (const at of [0, 1, 0]) expect((await signIn(at, user.email, 'a wrong password')).status).toBe(400);
    expect((await signIn(1, user.email, user.password)).status).toBe(429);
    expect((await signIn(0, user.email, user.password)).status).toBe(429);
  });

  test('an approval raced from both has exactly one winner', async () => {
    const [a, b] = fleet.gateways;
    const application = await applicationIn(a, 'Submitted');
    const auth = { token: await a.adminToken() };
    const race = await Promise.all(
      [a, b, a, b, a, b].map((gateway) =>
        gateway.rest('PUT', `${EMPLOYERS}/Application/approve`, { body: { applicationId: application.id }, auth }),
      ),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const employers = await fleet.sql<{ n: string }>('select count(*) as n from "employer"');
    expect(Number(employers[0].n)).toBe(1);
  });

  test('every outbox mail goes out once while both dispatchers run', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => aUser(fleet.gateways[i % 2])));
    // Each reset request goes through the other gateway than the one that signed the user up.
    await Promise.all(
      users.map((user, i) => fleet.gateways[(i + 1) % 2].rest('POST', '/identity/forgotPassword', { body: { email: user.email } })),
    );
    const addresses = users.map((user) => user.email.toLowerCase());
    const deadline = Date.now() + 20_000;
    while (!addresses.every((address) => smtp.received.some((mail) => mail.to.includes(address)))) {
      if (Date.now() > deadline) throw new Error('the reset mails did not all arrive within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // a second copy would have come by now
    for (const address of addresses) expect(smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(1);
    const rows = await fleet.sql<{ status: string; attempts: number }>(
      'select "status", "attempts" from "outbox_mail" where "to_address" = any($1)',
      [addresses],
    );
    expect(rows).toHaveLength(addresses.length);
    expect(rows.every((row) => row.status === 'Sent' && Number(row.attempts) === 1)).toBe(true);
  });

  test('a user suspended through one gateway is refused by the other at its next request', async () => {
    const [a, b] = fleet.gateways;
    const user = await aUser(a);
    const pair = await tokens(b, user.email);
    // B has verified this token and read this user before the suspension.
    expect((await b.rest('GET', '/identity/User/tenants', { auth: { token: pair.access_token } })).status).toBe(200);
    const suspended = await a.rest('PUT', '/identity/User/suspend', { body: { email: user.email }, auth: { token: await a.adminToken() } });
    expect(suspended.status).toBe(200);
    expect((await b.rest('GET', '/identity/User/tenants', { auth: { token: pair.access_token } })).status).toBe(401);
    expect((await refresh(b, pair.refresh_token)).body.error).toBe('invalid_grant');
  });

  test('persisted queries: a hash registered on one is unknown to the other until sent there, and a hash never answers for another text', async () => {
    const [a, b] = fleet.gateways;
    const token = await a.adminToken();
    const query = `query PersistedMe { me { email } }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persisted = (gateway: typeof a, body: Record<string, unknown>) =>
      gateway.rest('POST', '/graphql', { body: { ...body, extensions: { persistedQuery: { version: 1, sha256Hash } } }, auth: { token } });

    // registered on A (hash with its text), then A answers the hash alone
    expect((await persisted(a, { query })).body.data.me.email).toBeTruthy();
    expect((await persisted(a, {})).body.data.me.email).toBeTruthy();
    // B never saw it: it asks for the text, it does not guess
    const unknown = await persisted(b, {});
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.body.data).toBeUndefined();
    // the client sends the text once to B, then B knows it too
    expect((await persisted(b, { query })).body.data.me.email).toBeTruthy();
    expect((await persisted(b, {})).body.data.me.email).toBeTruthy();
    // an entry cannot be stale or point elsewhere: a text that does not hash to the key is refused
    const mismatch = await persisted(a, { query: `query PersistedOther { me { id } }` });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.body.errors)).toMatch(/sha does not match/);
  });
});
