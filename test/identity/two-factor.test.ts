import { createHash } from 'node:crypto';
import { IdentityMeDocument, IdentitySendTwoFactorCodeDocument, IdentityVerifyTwoFactorCodeDocument } from '../generated/graphql';
import { OneTimeCode } from '../../src/identity/code/one-time-code.entity';
import { aTenant, aUser, grant, latestCode, mailsTo, refresh, tokens } from '../support/identity-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // `Operator` must pass two-factor; after 7 wrong codes in a row the account's two-factor locks.
  server = await startTestServer({ TWO_FACTOR_REQUIRED_ROLES: 'Operator, Auditor', LOGIN_MAX_FAILURES: '7' });
});
afterAll(async () => {
  await server?.close();
});

async function anOperator() {
  const user = await aUser(server);
  await grant(server, user.email, 'Operator', await aTenant(server));
  return user;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Each verification from its own client address, so that only the code's and the account's limits apply. */
let address = 10;
const verify = (token: string, code: string) =>
  server.rest('POST', '/identity/TwoFactorCode/verify', {
    body: { code },
    auth: { token },
    headers: { 'x-forwarded-for': `198.51.100.${address++}` },
  });

describe('two-factor step-up', () => {
  test('a user with a listed role gets a limited token until they verify; the next refresh yields a full token', async () => {
    const user = await anOperator();
    const pending = await tokens(server, user.email);
    // Limited: only the two-factor operations (and `me`).
    const blocked = await server.rest('GET', '/identity/User/tenants', { auth: { token: pending.access_token } });
    expect(blocked.status).toBe(403);
    expect((await server.gql(IdentityMeDocument, {}, { token: pending.access_token })).data?.me.emailConfirmed).toBe(false);

    const sent = await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: pending.access_token } });
    expect(sent.status).toBe(200);
    expect(sent.text).toBe('');
    const code = await latestCode(server, user.email, 'two-factor');
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed only.
    const rows = await server.app.db.orm.em.fork().find(OneTimeCode, { userId: user.id, purpose: 'TwoFactor' });
    expect(rows.map((r) => r.codeHash)).not.toContain(code);
    // Keyed: the table alone does not let anyone try all million codes.
    const unkeyed = createHash('sha256').update(`TwoFactor:${user.id}:${code}`).digest('base64url');
    expect(rows.map((r) => r.codeHash)).not.toContain(unkeyed);

    const verified = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code }, auth: { token: pending.access_token } });
    expect(verified.status).toBe(200);
    expect(verified.text).toBe('');
    // The old access token is still limited (it carries the claim); the refresh yields a full one.
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: pending.access_token } })).status).toBe(403);
    const full = await refresh(server, pending.refresh_token);
    expect(full.status).toBe(200);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: full.body.access_token } })).status).toBe(200);
    expect((await server.gql(IdentityMeDocument, {}, { token: full.body.access_token })).data?.me.emailConfirmed).toBe(true);
    // Still verified on later refreshes; a new sign-in is a new session that must verify again.
    const later = await refresh(server, full.body.refresh_token);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: later.body.access_token } })).status).toBe(200);
    const fresh = await tokens(server, user.email);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: fresh.access_token } })).status).toBe(403);
    // The code is single use.
    const reused = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code }, auth: { token: fresh.access_token } });
    expect(reused.status).toBe(400);
    expect(Object.keys(reused.body.errors)).toEqual(['code']);
  });

  test('a role that requires two-factor, granted during a session, limits that session at once until it is verified', async () => {
    const user = await aUser(server);
    const session = await tokens(server, user.email);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: session.access_token } })).status).toBe(200);
    await grant(server, user.email, 'Auditor', await aTenant(server));
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: session.access_token } })).status).toBe(403);
    await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: session.access_token } });
    const code = await latestCode(server, user.email, 'two-factor');
    expect(
      (await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code }, auth: { token: session.access_token } })).status,
    ).toBe(200);
    expect((await server.rest('GET', '/identity/User/tenants', { auth: { token: session.access_token } })).status).toBe(200);
  });

  test("5 wrong tries burn the code, and a resend does not reset the account's failure count", async () => {
    const user = await anOperator();
    const { access_token } = await tokens(server, user.email);
    await server.gql(IdentitySendTwoFactorCodeDocument, {}, { token: access_token });
    const code = await latestCode(server, user.email, 'two-factor');
    for (let i = 0; i < 5; i++) {
      const wrong = await server.gql(IdentityVerifyTwoFactorCodeDocument, { input: { code: wrongCode(code) } }, { token: access_token });
      expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { 'input.code': expect.any(Array) } });
    }
    const burnt = await server.gql(IdentityVerifyTwoFactorCodeDocument, { input: { code } }, { token: access_token });
    expect(burnt.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT'); // the right code, too late
    // A new code; the account has 6 failures in a row now, the 7th locks two-factor for a while.
    await server.gql(IdentitySendTwoFactorCodeDocument, {}, { token: access_token });
    const second = await latestCode(server, user.email, 'two-factor');
    const seventh = await server.rest('POST', '/identity/TwoFactorCode/verify', {
      body: { code: wrongCode(second) },
      auth: { token: access_token },
    });
    expect(seventh.status).toBe(400);
    const locked = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code: second }, auth: { token: access_token } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.code).toBe('RATE_LIMITED');
  });

  test('parallel wrong codes cannot outrun the limits: at most 5 tries of a code are checked, and the right code after them is refused', async () => {
    const user = await anOperator();
    const { access_token } = await tokens(server, user.email);
    await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: access_token } });
    const code = await latestCode(server, user.email, 'two-factor');
    // 6 tries at once (fewer than the account's 7), each from its own address.
    const burst = await Promise.all(Array.from({ length: 6 }, () => verify(access_token, wrongCode(code))));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(400));
    expect(burst.filter((r) => r.body.errors.code[0] === 'The code is wrong.').length).toBeLessThanOrEqual(5);
    const right = await verify(access_token, code);
    expect(right.status).toBe(400);
    expect(right.body.errors.code).toEqual([expect.stringContaining('There is no valid code')]);
  });

  test('a parallel burst of wrong codes locks two-factor after LOGIN_MAX_FAILURES tries, however fast it comes', async () => {
    const user = await anOperator();
    const { access_token } = await tokens(server, user.email);
    await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: access_token } });
    const code = await latestCode(server, user.email, 'two-factor');
    const burst = await Promise.all(Array.from({ length: 20 }, () => verify(access_token, wrongCode(code))));
    const checked = burst.filter((r) => r.status === 400);
    expect(checked.length).toBeLessThanOrEqual(7);
    expect(checked.filter((r) => r.body.errors.code[0] === 'The code is wrong.').length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(20 - checked.length);
    const right = await verify(access_token, code);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('RATE_LIMITED');
  });

  test('a code expires after 10 minutes', async () => {
    const user = await anOperator();
    const { access_token } = await tokens(server, user.email);
    await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: access_token } });
    const code = await latestCode(server, user.email, 'two-factor');
    const em = server.app.db.orm.em.fork();
    const issued = await em.findOneOrFail(OneTimeCode, { userId: user.id, purpose: 'TwoFactor' });
    expect(issued.expiresAt.getTime() - issued.dateCreated.getTime()).toBeGreaterThan(599_000);
    expect(issued.expiresAt.getTime() - issued.dateCreated.getTime()).toBeLessThan(601_000);
    await em.nativeUpdate(OneTimeCode, { userId: user.id, purpose: 'TwoFactor' }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code }, auth: { token: access_token } });
    expect(expired.status).toBe(400);
  });

  test('a resend voids the previous code; the mail carries the code on its own line', async () => {
    const user = await aUser(server);
    const { access_token } = await tokens(server, user.email);
    await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: access_token } });
    const first = await latestCode(server, user.email, 'two-factor');
    await server.rest('POST', '/identity/TwoFactorCode/send', { auth: { token: access_token } });
    const second = await latestCode(server, user.email, 'two-factor');
    const mails = await mailsTo(server, user.email, 'two-factor');
    expect(mails).toHaveLength(2);
    expect(mails[1].textBody.split('\n')).toContain(`Code: ${second}`);
    if (first !== second) {
      const old = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code: first }, auth: { token: access_token } });
      expect(old.status).toBe(400);
    }
    const ok = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: { code: second }, auth: { token: access_token } });
    expect(ok.status).toBe(200);
  });

  test('the two-factor operations need a signed-in caller; the code must be 6 digits', async () => {
    expect((await server.rest('POST', '/identity/TwoFactorCode/send')).status).toBe(401);
    const user = await aUser(server);
    const { access_token } = await tokens(server, user.email);
    const missing = await server.rest('POST', '/identity/TwoFactorCode/verify', { body: {}, auth: { token: access_token } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['code']);
    const letters = await server.rest('POST', '/identity/TwoFactorCode/verify', {
      body: { code: 'abcdef' },
      auth: { token: access_token },
    });
    expect(letters.status).toBe(400);
    expect(Object.keys(letters.body.errors)).toEqual(['code']);
  });
});
