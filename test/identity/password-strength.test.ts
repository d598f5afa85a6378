/**
 * Password strength (docs/decisions.md#password-strength): zxcvbn's estimate with a minimum score
 * of 3 on every face that sets a password, beside the documented rules (8 to 256 characters, not the
 * email). Passwords are chosen outside the old hand list of 170, so a pass here is the estimator's.
 */
import { IdentityResetPasswordDocument, IdentitySignUpFullDocument } from '../generated/graphql';
import { aUser, latestCode, newEmail } from '../support/identity-builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signUp = (email: string, password: string) => server.rest('POST', '/identity/User/signup', { body: { email, password } });

/** The one message of a 400 problem document that names `field`, and only that field. */
function refusal(answer: { status: number; body: { errors?: Record<string, string[]> } }, field: string): string {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  return answer.body.errors![field].join(' ');
}

describe('sign-up over REST', () => {
  test.each([
    ['a common password', 'dolphins', /too easy to guess: This is a commonly used password\./],
    [
      'a common password with predictable substitutions',
      'P@ssw0rd!',
      /too easy to guess: This is similar to a commonly used password\..*'@' for 'a'/,
    ],
    ['a keyboard walk', 'qwerty123!', /too easy to guess: This is similar to a commonly used password\./],
    ['a word and a year', 'Football#2024', /too easy to guess/],
  ])('refuses %s with a 400 naming password and saying why', async (_case, password, why) => {
    expect(refusal(await signUp(newEmail(), password), 'password')).toMatch(why);
  });

  test("refuses a password made of the email's name, which is strong enough for anyone else", async () => {
    expect(refusal(await signUp(newEmail('quintessa.marlowe'), 'quintessamarlowe'), 'password')).toMatch(/personal or page related data/);
    expect((await signUp(newEmail(), 'quintessamarlowe')).status).toBe(200);
  });

  test('accepts a strong password, and one of the maximum length', async () => {
    const email = newEmail();
    const accepted = await signUp(email, 'wobbly otter canvas');
    expect(accepted.status).toBe(200);
    expect(accepted.body.email).toBe(email);
    expect((await signUp(newEmail(), `${'Lantern-quartz-7 '.repeat(15)}abcdefghi`.slice(0, 256))).status).toBe(200);
  });

  test('keeps the documented rules: at least 8 characters, at most 256, not the email', async () => {
    expect(refusal(await signUp(newEmail(), 'x7#Kq!z'), 'password')).toBe('The password must have at least 8 characters.');
    expect(refusal(await signUp(newEmail(), 'wobbly otter canvas '.repeat(13).slice(0, 257)), 'password')).toBe(
      'The password must have at most 256 characters.',
    );
    const email = newEmail();
    expect(refusal(await signUp(email, email.toUpperCase()), 'password')).toBe('The password must not be the email address.');
  });
});

describe('sign-up through the graph', () => {
  test('a common password is BAD_USER_INPUT naming password; a strong one creates the account', async () => {
    const weak = await server.gql(IdentitySignUpFullDocument, { input: { email: newEmail(), password: 'Sunshine2020' } });
    expect(weak.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'input.password': [expect.stringMatching(/too easy to guess/)] },
    });
    expect(weak.errors?.[0].message).toMatch(/password/);
    const email = newEmail();
    const strong = await server.gql(IdentitySignUpFullDocument, { input: { email, password: 'maple tugboat lyric' } });
    expect(strong.data).toEqual({ signUp: { id: expect.any(String), email, emailConfirmed: false, isSuspended: false } });
  });
});

describe('reset password', () => {
  test('a weak new password is refused naming newPassword on both faces, and the code stays usable for a strong one', async () => {
    const user = await aUser(server);
    expect((await server.rest('POST', '/identity/forgotPassword', { body: { email: user.email } })).status).toBe(200);
    const code = await latestCode(server, user.email, 'password-reset');
    const rest = await server.rest('POST', '/identity/resetPassword', {
      body: { email: user.email, resetCode: code, newPassword: 'letmein123' },
    });
    expect(refusal(rest, 'newPassword')).toMatch(/too easy to guess: This is similar to a commonly used password\./);
    const graph = await server.gql(IdentityResetPasswordDocument, {
      input: { email: user.email, resetCode: code, newPassword: 'abc12345' },
    });
    expect(graph.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { 'input.newPassword': [expect.stringMatching(/too easy to guess/)] },
    });
    expect(
      (
        await server.gql(IdentityResetPasswordDocument, {
          input: { email: user.email, resetCode: code, newPassword: 'velvet harbor pinecone' },
        })
      ).data,
    ).toEqual({ resetPassword: true });
    const signIn = await server.rest('POST', '/identity/connect/token', {
      form: { grant_type: 'password', username: user.email, password: 'velvet harbor pinecone' },
    });
    expect(signIn.status).toBe(200);
  });
});
