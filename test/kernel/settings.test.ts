import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadSettings, SETTINGS, SettingsError } from '../../src/config/settings';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadSettings({ EMBEDDED_IN_MEMORY: 'true', ...env });
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
};

describe('settings are validated at start', () => {
  test('defaults of the settings (docs/decisions.md#settings) apply when nothing is set', () => {
    const settings = loadSettings({ EMBEDDED_IN_MEMORY: 'true' });
    expect(settings).toMatchObject({
      port: 4000,
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: 'no-reply@localhost',
      tokenValueCents: 1000,
      twoFactorRequiredRoles: [],
      publicBaseUrl: 'http://localhost:4000',
      authRateLimitPerMinute: 20,
      loginMaxFailures: 10,
      pageMaxLimit: 100,
      restPrefixes: { identity: '/identity', workspaces: '/workspaces', employers: '/employers', audit: '/audit' },
      auditRetentionDays: 365,
      shutdownGraceMs: 20_000,
      shutdownDelayMs: 0,
      idempotencyKeyTtlHours: 24,
      idempotencyKeyWaitMs: 10_000,
      subscriptionLimits: { perConnection: 20, perCaller: 100 },
      databaseReadUrls: [],
      databaseReadRequired: true,
      databaseReadMaxLagSeconds: 30,
      databasePoolSize: 10,
    });
    expect(settings.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TOKEN_VALUE_CENTS: '0' }, 'TOKEN_VALUE_CENTS'],
    [{ AUDIT_RETENTION_DAYS: '0' }, 'AUDIT_RETENTION_DAYS'],
    [{ TOKEN_VALUE_CENTS: '10.5' }, 'TOKEN_VALUE_CENTS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://localhost/x' }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ BOOTSTRAP_ADMIN_EMAIL: 'a@b.co' }, 'BOOTSTRAP_ADMIN_PASSWORD'],
    [{ PUBLIC_BASE_URL: 'localhost:4000' }, 'PUBLIC_BASE_URL'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '-1' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ LOGIN_MAX_FAILURES: 'ten' }, 'LOGIN_MAX_FAILURES'],
    [{ WORKSPACES_PREFIX: 'workspaces' }, 'WORKSPACES_PREFIX'],
    [{ GEOCODER: 'google' }, 'GEOCODER'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ SHUTDOWN_GRACE_SECONDS: '-5' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_DELAY_SECONDS: 'soon' }, 'SHUTDOWN_DELAY_SECONDS'],
    [{ IDEMPOTENCY_KEY_TTL_HOURS: '0' }, 'IDEMPOTENCY_KEY_TTL_HOURS'],
    [{ IDEMPOTENCY_KEY_WAIT_SECONDS: '61' }, 'IDEMPOTENCY_KEY_WAIT_SECONDS'],
    [{ IDEMPOTENCY_KEY_WAIT_SECONDS: '1.5' }, 'IDEMPOTENCY_KEY_WAIT_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_READ_URLS: 'postgres://replica/x' }, 'DATABASE_READ_URLS'],
    [{ DATABASE_READ_REQUIRED: 'maybe' }, 'DATABASE_READ_REQUIRED'],
    [{ DATABASE_READ_MAX_LAG_SECONDS: '-1' }, 'DATABASE_READ_MAX_LAG_SECONDS'],
    [{ DATABASE_POOL_MODE: 'statement' }, 'DATABASE_POOL_MODE'],
    [{ DATABASE_LISTEN_URL: 'mysql://db/x', DATABASE_URL: 'postgres://db/x' }, 'DATABASE_LISTEN_URL'],
    [{ DATABASE_LISTEN_URL: 'postgres://db/x' }, 'DATABASE_LISTEN_URL'],
    [{ DATABASE_POOL_MODE: 'transaction' }, 'DATABASE_POOL_MODE'],
    [{ DATABASE_POOL_MODE: 'transaction', DATABASE_URL: 'postgres://pooler/x' }, 'DATABASE_LISTEN_URL'],
  ])('a wrong value %j is refused naming %s', (env, name) => {
    const problems = problemsOf(env as Record<string, string>);
    expect(problems.some((p) => p.startsWith(name))).toBe(true);
  });

  test('the settings table (README, .env.example) lists exactly the settings the reader reads', () => {
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_target, name) {
        if (typeof name === 'string') read.add(name);
        return name === 'EMBEDDED_IN_MEMORY' ? 'true' : undefined; // no secret written to ./.data
      },
    });
    loadSettings(env);
    expect([...read].sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  test('HOST, CORS_ORIGINS and METRICS_TOKEN: defaults and what is refused (docs/decisions.md#settings)', () => {
    expect(loadSettings({ EMBEDDED_IN_MEMORY: 'true' })).toMatchObject({ host: '127.0.0.1', corsOrigins: [], metricsToken: null });
    expect(
      loadSettings({ EMBEDDED_IN_MEMORY: 'true', HOST: '0.0.0.0', CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }),
    ).toMatchObject({
      host: '0.0.0.0',
      corsOrigins: ['https://app.example.com', 'http://localhost:5173'],
    });
    for (const origin of ['*', 'https://app.example.com/', 'https://app.example.com/path', 'app.example.com', 'ftp://files.example.com']) {
      expect(problemsOf({ CORS_ORIGINS: origin })).toEqual([expect.stringContaining('CORS_ORIGINS must list exact origins')]);
    }
    expect(problemsOf({ HOST: 'not a host' })).toEqual([expect.stringContaining('HOST')]);
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([expect.stringContaining('METRICS_TOKEN')]);
  });

  test('the OpenTelemetry variables: traces off without an endpoint; a value the SDK would ignore is refused, named (docs/decisions.md#traces)', () => {
    expect(problemsOf({})).toEqual([]);
    expect(
      problemsOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
        OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=production,team=marketplace',
      }),
    ).toEqual([]);
    expect(problemsOf({ OTEL_TRACES_SAMPLER: 'sometimes' })).toEqual([expect.stringContaining('OTEL_TRACES_SAMPLER')]);
    expect(problemsOf({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '10%' })).toEqual([
      expect.stringContaining('OTEL_TRACES_SAMPLER_ARG'),
    ]);
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '127.0.0.1:4318' })).toEqual([expect.stringContaining('OTEL_EXPORTER_OTLP_ENDPOINT')]);
    expect(problemsOf({ OTEL_RESOURCE_ATTRIBUTES: 'production' })).toEqual([expect.stringContaining('OTEL_RESOURCE_ATTRIBUTES')]);
  });

  test('every wrong setting is reported at once', () => {
    expect(problemsOf({ PORT: 'x', TOKEN_VALUE_CENTS: 'y' })).toHaveLength(2);
  });

  test('the server refuses to start on a wrong value, with a message naming the setting', () => {
    const result = spawnSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../../src/main.ts')], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', TOKEN_VALUE_CENTS: '-5' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT must be a whole number');
    expect(result.stderr).toContain('TOKEN_VALUE_CENTS');
    expect(result.stdout).not.toContain('ready');
  });
});
