import { IdentityForgotPasswordDocument, IdentityResetPasswordDocument } from '../generated/graphql';
import { OneTimeCode } from '../../src/identity/code/one-time-code.entity';
import { issuePasswordSetupCode } from '../../src/identity/password-reset/password-reset.service';
import { User } from '../../src/identity/user/user.entity';
import { aUser, latestCode, mailsTo, newEmail, refresh, tokens } from '../support/identity-builders';
import { startOwnTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // Its own server: a test hands its own records (their dates) to the server's EntityManager.
  server = await startOwnTestServer({}, {}, { fileModules: true }); // it runs the file's service in the server's transaction
});
afterAll(async () => {
  await server?.close();
});

const forgot = (email: unknown) => server.rest('POST', '/identity/forgotPassword', { body: { email } });
const reset = (body: Record<string, unknown>) => server.rest('POST', '/identity/resetPassword', { body });

describe('ForgotPassword', () => {
  test('answers 200 empty for known and unknown accounts alike; only a known one gets a mail with a code', async () => {
    const user = await aUser(server);
    const known = await forgot(user.email);
    const unknownEmail = newEmail('ghost');
    const unknown = await forgot(unknownEmail);
    expect([known.status, known.text]).toEqual([200, '']);
    expect([unknown.status, unknown.text]).toEqual([200, '']);
    expect(await mailsTo(server, unknownEmail)).toHaveLength(0);
    const mails = await mailsTo(server, user.email, 'password-reset');
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toMatch(/^Code: [A-Z0-9]{12}$/m);
  });

  test('takes about as long for an unknown account as for a known one', async () => {
    const user = await aUser(server);
    const time = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      return performance.now() - started;
    };
    // Interleaved, and the medians compared: one slow sample on a busy machine is noise, not a leak.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let sample = 0; sample < 3; sample++) {
      known.push(await time(user.email));
      unknown.push(await time(newEmail('ghost')));
    }
    const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[1];
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60);
  });

  test('at most 5 reset mails per account per 15 minutes; the answer stays 200', async () => {
    const user = await aUser(server);
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(user.email)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await mailsTo(server, user.email, 'password-reset')).toHaveLength(5);
  });

  test('an email that is not an address is a 400 HttpValidationProblemDetails naming `email`', async () => {
    const bad = await forgot('not an email');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, errors: { email: [expect.any(String)] } });
    const missing = await server.rest('POST', '/identity/forgotPassword', { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['email']);
  });
});

describe('ResetPassword', () => {
  test('sets the new password, revokes every refresh token, and the code works once', async () => {
    const user = await aUser(server);
    const session = await tokens(server, user.email);
    await forgot(user.email);
    const code = await latestCode(server, user.email, 'password-reset');
    const ok = await reset({ email: user.email, resetCode: code, newPassword: 'a brand new passphrase' });
    expect([ok.status, ok.text]).toEqual([200, '']);
    expect((await refresh(server, session.refresh_token)).status).toBe(400);
    await expect(tokens(server, user.email, user.password)).rejects.toThrow();
    await expect(tokens(server, user.email, 'a brand new passphrase')).resolves.toMatchObject({ access_token: expect.any(String) });
    const again = await reset({ email: user.email, resetCode: code, newPassword: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ resetCode: [expect.any(String)] });
  });

  test('errors are keyed by field: a wrong code, a weak password, a missing field', async () => {
    const user = await aUser(server);
    await forgot(user.email);
    const code = await latestCode(server, user.email, 'password-reset');
    const wrong = await reset({ email: user.email, resetCode: 'WRONGWRONG22', newPassword: 'a brand new passphrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ status: 400, title: expect.any(String), errors: { resetCode: [expect.any(String)] } });
    const weak = await reset({ email: user.email, resetCode: code, newPassword: 'password1' });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors)).toEqual(['newPassword']);
    const short = await reset({ email: user.email, resetCode: code, newPassword: 'abc' });
    expect(Object.keys(short.body.errors)).toEqual(['newPassword']);
    const missing = await reset({ email: user.email, newPassword: 'a brand new passphrase' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['resetCode']);
    const unknown = await reset({ email: newEmail('ghost'), resetCode: code, newPassword: 'a brand new passphrase' });
    expect(unknown.body.errors).toEqual(wrong.body.errors);
    // The weak-password and wrong-code answers did not use the code up.
    const ok = await reset({ email: user.email, resetCode: code.toLowerCase(), newPassword: 'a brand new passphrase' });
    expect(ok.status).toBe(200);
  });

  test('a new code voids the old one; a code expires after 30 minutes', async () => {
    const user = await aUser(server);
    await forgot(user.email);
    const first = await latestCode(server, user.email, 'password-reset');
    await forgot(user.email);
    const second = await latestCode(server, user.email, 'password-reset');
    const old = await reset({ email: user.email, resetCode: first, newPassword: 'a brand new passphrase' });
    expect(old.status).toBe(400);
    const em = server.app.db.orm.em.fork();
    const row = await em.findOneOrFail(OneTimeCode, { userId: user.id, purpose: 'PasswordReset', usedAt: null });
    expect(row.expiresAt.getTime() - row.dateCreated.getTime()).toBeGreaterThan(30 * 60_000 - 1000);
    expect(row.expiresAt.getTime() - row.dateCreated.getTime()).toBeLessThan(30 * 60_000 + 1000);
    await em.nativeUpdate(OneTimeCode, { id: row.id }, { expiresAt: new Date(Date.now() - 1) });
    const expired = await reset({ email: user.email, resetCode: second, newPassword: 'a brand new passphrase' });
    expect(expired.status).toBe(400);
    expect(Object.keys(expired.body.errors)).toEqual(['resetCode']);
  });

  test('20 parallel uses of one code give exactly one success', async () => {
    const user = await aUser(server);
    await server.gql(IdentityForgotPasswordDocument, { input: { email: user.email } });
    const code = await latestCode(server, user.email, 'password-reset');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.gql(IdentityResetPasswordDocument, {
          input: { email: user.email, resetCode: code, newPassword: `parallel passphrase ${i}` },
        }),
      ),
    );
    const winners = answers.filter((a) => a.data?.resetPassword === true);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === 'BAD_USER_INPUT')).toHaveLength(19);
  });

  test("issuePasswordSetupCode (for owners created without a password) issues a reset code in the caller's transaction", async () => {
    const email = newEmail('owner');
    const code = await server.app.db.orm.em.fork().transactional(async (em) => {
      const user = em.create(User, { email } as never);
      em.persist(user);
      return issuePasswordSetupCode(em, user);
    });
    const ok = await reset({ email, resetCode: code, newPassword: 'owner chosen passphrase' });
    expect(ok.status).toBe(200);
    const row = await server.app.db.orm.em.fork().findOneOrFail(User, { email });
    expect(row.emailConfirmed).toBe(true);
  });
});
