import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings, SettingsError } from '../../src/config/settings';
import { DEMO_ADMIN_EMAIL, DEMO_CREDENTIALS_FILE } from '../../src/identity/demo-admin';
import { startTestServer } from '../support/test-server';

describe('identity settings', () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadSettings({ EMBEDDED_IN_MEMORY: 'true', ...env });
      return [];
    } catch (error) {
      if (error instanceof SettingsError) return error.problems;
      throw error;
    }
  };

  test('defaults of CONTRACT §8', () => {
    const settings = loadSettings({ EMBEDDED_IN_MEMORY: 'true' });
    expect(settings).toMatchObject({
      authRateLimitPerMinute: 20,
      loginMaxFailures: 10,
      twoFactorRequiredRoles: [],
      accessTokenTtlSeconds: 900,
      mailFrom: 'no-reply@localhost',
      smtpUrl: null,
      mail: { pollMs: 1000, retryBaseMs: 30_000, maxAttempts: 10 },
    });
  });

  test('values are parsed: role lists, numbers, SMTP URLs', () => {
    const settings = loadSettings({
      EMBEDDED_IN_MEMORY: 'true',
      TWO_FACTOR_REQUIRED_ROLES: ' Admin, Operator ,,',
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      LOGIN_MAX_FAILURES: '4',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_POLL_MS: '250',
    });
    expect(settings).toMatchObject({ twoFactorRequiredRoles: ['Admin', 'Operator'], authRateLimitPerMinute: 5, loginMaxFailures: 4, smtpUrl: 'smtp://user:pass@mail.example.com:587' });
    expect(settings.mail.pollMs).toBe(250);
  });

  test.each([
    ['AUTH_RATE_LIMIT_PER_MINUTE', '0'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 'many'],
    ['LOGIN_MAX_FAILURES', '-1'],
    ['MAIL_POLL_MS', '1.5'],
    ['MAIL_RETRY_BASE_MS', '0'],
    ['MAIL_MAX_ATTEMPTS', '1000'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'nobody'],
    ['JWT_SECRET', 'too-short'],
    ['ACCESS_TOKEN_TTL_SECONDS', '5'],
  ])('a wrong %s (%s) stops the start with a message naming it', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  test('the bootstrap admin settings go together and need a real address and password', () => {
    expect(problemsOf({ BOOTSTRAP_ADMIN_EMAIL: 'a@example.com' })[0]).toContain('BOOTSTRAP_ADMIN_PASSWORD');
    expect(problemsOf({ BOOTSTRAP_ADMIN_EMAIL: 'nobody', BOOTSTRAP_ADMIN_PASSWORD: 'long enough pw' })[0]).toContain('BOOTSTRAP_ADMIN_EMAIL');
    expect(problemsOf({ BOOTSTRAP_ADMIN_EMAIL: 'a@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'short' })[0]).toContain('BOOTSTRAP_ADMIN_PASSWORD');
  });
});

describe('first start with demo data', () => {
  test('creates the demo Platform Admin with a generated password, prints it and keeps it in DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'flexspace-demo-'));
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
    const server = await startTestServer({ DEMO_DATA: 'true', BOOTSTRAP_ADMIN_EMAIL: '', BOOTSTRAP_ADMIN_PASSWORD: '', DATA_DIR: dataDir });
    try {
      const file = join(dataDir, DEMO_CREDENTIALS_FILE);
      expect(existsSync(file)).toBe(true);
      const password = readFileSync(file, 'utf8').match(/password : (\S+)/)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(printed.join('')).toContain(password);
      expect(printed.join('')).toContain(DEMO_ADMIN_EMAIL);
      const token = await server.signIn(DEMO_ADMIN_EMAIL, password!);
      const users = await server.rest('GET', '/identity/User', { auth: { token } });
      expect(users.status).toBe(200);
    } finally {
      spy.mockRestore();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
