import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings, SettingsError } from '../../src/config/settings';
import { DEMO_ADMIN_EMAIL, DEMO_CREDENTIALS_FILE } from '../../src/identity/demo-admin';
import { startApp } from '../../src/app';
import { ensurePlatformAdmin } from '../../src/identity/bootstrap';
import { createRequestContext } from '../../src/kernel/context';
import { startTestServer } from '../support/test-server';
import { createTestDatabase } from '../support/test-database';

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

  test('defaults of the settings (docs/decisions.md#settings)', () => {
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
    expect(settings).toMatchObject({
      twoFactorRequiredRoles: ['Admin', 'Operator'],
      authRateLimitPerMinute: 5,
      loginMaxFailures: 4,
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
    });
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
    expect(problemsOf({ BOOTSTRAP_ADMIN_EMAIL: 'nobody', BOOTSTRAP_ADMIN_PASSWORD: 'long enough pw' })[0]).toContain(
      'BOOTSTRAP_ADMIN_EMAIL',
    );
    expect(problemsOf({ BOOTSTRAP_ADMIN_EMAIL: 'a@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'short' })[0]).toContain(
      'BOOTSTRAP_ADMIN_PASSWORD',
    );
  });
});

describe('first start with demo data', () => {
  test('creates the demo Platform Admin with a generated password, prints it, keeps it in DATA_DIR and prints it again on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'flexspace-demo-'));
    const database = await createTestDatabase();
    const settings = loadSettings({
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: 'demo-secret-demo-secret-demo-secret-1234',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'true',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    const printed: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      const first = await startApp(settings);
      let password: string | undefined;
      try {
        const file = join(dataDir, DEMO_CREDENTIALS_FILE);
        expect(existsSync(file)).toBe(true);
        password = readFileSync(file, 'utf8').match(/password : (\S+)/)?.[1];
        expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
        expect(printed.join('')).toContain(`password : ${password}`);
        expect(printed.join('')).toContain(DEMO_ADMIN_EMAIL);
        const token = await fetch(`${first.url}/identity/connect/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', username: DEMO_ADMIN_EMAIL, password: password! }).toString(),
        });
        const { access_token } = (await token.json()) as { access_token: string };
        const users = await fetch(`${first.url}/identity/User`, { headers: { authorization: `Bearer ${access_token}` } });
        expect(users.status).toBe(200);
      } finally {
        await first.close();
      }
      printed.length = 0;
      const second = await startApp(settings);
      await second.close();
      // Same admin, same password, printed again.
      expect(printed.join('')).toContain(`password : ${password}`);
    } finally {
      spy.mockRestore();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('bootstrap admin', () => {
  test('a common BOOTSTRAP_ADMIN_PASSWORD stops the start with a message naming the setting', async () => {
    const server = await startTestServer();
    try {
      const ctx = createRequestContext({
        em: server.app.db.orm.em.fork(),
        caller: { kind: 'anonymous' },
        settings: server.app.settings,
        services: server.app.services,
        log: server.app.log,
        requestId: 'test',
        ip: '127.0.0.1',
      });
      await expect(ensurePlatformAdmin(ctx, 'root@example.com', 'password123')).rejects.toThrow(SettingsError);
      await expect(ensurePlatformAdmin(ctx, 'root@example.com', 'password123')).rejects.toThrow(/BOOTSTRAP_ADMIN_PASSWORD/);
      // The bootstrap admin of the test server exists and signs in.
      await expect(server.adminToken()).resolves.toEqual(expect.any(String));
    } finally {
      await server.close();
    }
  });
});
