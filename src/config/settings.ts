import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting of the product, validated once at start (docs/decisions.md#settings). */
export interface Settings {
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Mail dispatcher: how often it looks for mail to send, the first retry delay (doubling), attempts before `Failed`. */
  mail: { pollMs: number; retryBaseMs: number; maxAttempts: number };
  jwtSecret: string;
  bootstrapAdminEmail: string | null;
  bootstrapAdminPassword: string | null;
  tokenValueCents: number;
  twoFactorRequiredRoles: string[];
  publicBaseUrl: string;
  authRateLimitPerMinute: number;
  loginMaxFailures: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  pageMaxLimit: number;
  uploadMaxBytes: number;
  restPrefixes: { identity: string; workspaces: string; employers: string };
  geocoder: 'offline' | 'nominatim';
  nominatimUrl: string | null;
  storage: 'local' | 's3';
  s3: { endpoint: string | null; bucket: string | null; region: string; accessKeyId: string | null; secretAccessKey: string | null; publicUrl: string | null };
  demoData: boolean;
  logLevel: string;
  graphqlLimits: { maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number; maxBodyBytes: number };
  /** Embedded mode only: keep the database in memory (tests). */
  inMemoryDatabase: boolean;
  /** Adds `x-sql-statements` (statements the request sent) to every response. */
  sqlStatementCountHeader: boolean;
  /** How long a stop (SIGTERM, SIGINT) waits for in-flight requests before it closes their connections. */
  shutdownGraceMs: number;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the settings; throws a SettingsError naming every wrong setting. */
export function loadSettings(env: Env = process.env): Settings {
  const problems: string[] = [];
  const read = new SettingsReader(env, problems);

  const port = read.int('PORT', 4000, 0, 65535);
  const databaseUrl = read.string('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push(`DATABASE_URL must start with postgres:// (got "${databaseUrl}")`);
  const dataDir = resolve(read.string('DATA_DIR') ?? './.data');
  const smtpUrl = read.string('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push(`SMTP_URL must look like smtp://user:pass@host:port (got "${smtpUrl}")`);
  const mailFrom = read.string('MAIL_FROM') ?? 'no-reply@localhost';
  if (!mailFrom.includes('@')) problems.push(`MAIL_FROM must be an email address (got "${mailFrom}")`);
  const mail = {
    pollMs: read.int('MAIL_POLL_MS', 1000, 10, 3_600_000),
    retryBaseMs: read.int('MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    maxAttempts: read.int('MAIL_MAX_ATTEMPTS', 10, 1, 100),
  };
  let jwtSecret = read.string('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
  if (!jwtSecret && databaseUrl) problems.push('JWT_SECRET is required when DATABASE_URL is set (at least 32 characters)');
  const bootstrapAdminEmail = read.string('BOOTSTRAP_ADMIN_EMAIL');
  const bootstrapAdminPassword = read.string('BOOTSTRAP_ADMIN_PASSWORD');
  if (Boolean(bootstrapAdminEmail) !== Boolean(bootstrapAdminPassword)) problems.push(bootstrapAdminEmail ? 'BOOTSTRAP_ADMIN_PASSWORD must be set with BOOTSTRAP_ADMIN_EMAIL' : 'BOOTSTRAP_ADMIN_EMAIL must be set with BOOTSTRAP_ADMIN_PASSWORD');
  if (bootstrapAdminEmail && !bootstrapAdminEmail.includes('@')) problems.push(`BOOTSTRAP_ADMIN_EMAIL must be an email address (got "${bootstrapAdminEmail}")`);
  if (bootstrapAdminPassword && bootstrapAdminPassword.length < 8) problems.push('BOOTSTRAP_ADMIN_PASSWORD must be at least 8 characters long');
  const tokenValueCents = read.int('TOKEN_VALUE_CENTS', 1000, 1, Number.MAX_SAFE_INTEGER);
  const twoFactorRequiredRoles = (read.string('TWO_FACTOR_REQUIRED_ROLES') ?? '').split(',').map((r) => r.trim()).filter(Boolean);
  const publicBaseUrl = (read.string('PUBLIC_BASE_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicBaseUrl)) problems.push(`PUBLIC_BASE_URL must be an http(s) URL (got "${publicBaseUrl}")`);
  const authRateLimitPerMinute = read.int('AUTH_RATE_LIMIT_PER_MINUTE', 20, 1, 1_000_000);
  const loginMaxFailures = read.int('LOGIN_MAX_FAILURES', 10, 1, 1000);
  const accessTokenTtlSeconds = read.int('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86400);
  const refreshTokenTtlDays = read.int('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365);
  const pageMaxLimit = read.int('PAGE_MAX_LIMIT', 100, 1, 10000);
  const uploadMaxBytes = read.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1, 1024 * 1024 * 1024);
  const restPrefixes = {
    identity: read.prefix('IDENTITY_PREFIX', '/identity'),
    workspaces: read.prefix('WORKSPACES_PREFIX', '/workspaces'),
    employers: read.prefix('EMPLOYERS_PREFIX', '/employers'),
  };
  const geocoder = read.oneOf('GEOCODER', ['offline', 'nominatim'] as const, 'offline');
  const nominatimUrl = read.string('NOMINATIM_URL');
  if (geocoder === 'nominatim' && !nominatimUrl) problems.push('NOMINATIM_URL is required when GEOCODER=nominatim');
  const storage = read.oneOf('STORAGE', ['local', 's3'] as const, 'local');
  const s3 = {
    endpoint: read.string('S3_ENDPOINT'),
    bucket: read.string('S3_BUCKET'),
    region: read.string('S3_REGION') ?? 'us-east-1',
    accessKeyId: read.string('S3_ACCESS_KEY_ID'),
    secretAccessKey: read.string('S3_SECRET_ACCESS_KEY'),
    publicUrl: read.string('S3_PUBLIC_URL'),
  };
  if (storage === 's3' && !s3.bucket) problems.push('S3_BUCKET is required when STORAGE=s3');
  const demoData = read.bool('DEMO_DATA', !databaseUrl);
  const logLevel = read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info');
  const graphqlLimits = {
    maxDepth: read.int('GRAPHQL_MAX_DEPTH', 10, 1, 100),
    maxAliases: read.int('GRAPHQL_MAX_ALIASES', 15, 0, 1000),
    maxCost: read.int('GRAPHQL_MAX_COST', 5000, 1, 1_000_000),
    maxTokens: read.int('GRAPHQL_MAX_TOKENS', 2000, 10, 1_000_000),
    maxBodyBytes: read.int('GRAPHQL_MAX_BODY_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
  };
  const inMemoryDatabase = read.bool('EMBEDDED_IN_MEMORY', false);
  const sqlStatementCountHeader = read.bool('SQL_STATEMENT_COUNT_HEADER', false);
  const shutdownGraceMs = read.int('SHUTDOWN_GRACE_SECONDS', 20, 0, 3600) * 1000;

  if (problems.length) throw new SettingsError(problems);
  if (!jwtSecret) jwtSecret = embeddedJwtSecret(dataDir, inMemoryDatabase);
  return {
    port, databaseUrl, dataDir, smtpUrl, mailFrom, mail, jwtSecret, bootstrapAdminEmail, bootstrapAdminPassword, tokenValueCents,
    twoFactorRequiredRoles, publicBaseUrl, authRateLimitPerMinute, loginMaxFailures, accessTokenTtlSeconds, refreshTokenTtlDays,
    pageMaxLimit, uploadMaxBytes, restPrefixes, geocoder, nominatimUrl, storage, s3, demoData, logLevel, graphqlLimits, inMemoryDatabase, sqlStatementCountHeader,
    shutdownGraceMs,
  };
}

/** The embedded mode generates a signing secret once and keeps it beside the database. */
function embeddedJwtSecret(dataDir: string, inMemory: boolean): string {
  if (inMemory) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

class SettingsReader {
  constructor(private readonly env: Env, private readonly problems: string[]) {}

  string(name: string): string | null {
    const value = this.env[name]?.trim();
    return value ? value : null;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.string(name);
    if (raw === null) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  prefix(name: string, fallback: string): string {
    const raw = this.string(name) ?? fallback;
    if (!/^\/[A-Za-z0-9._~\-/]*$/.test(raw)) {
      this.problems.push(`${name} must be a path starting with / (got "${raw}")`);
      return fallback;
    }
    return raw.replace(/\/+$/, '') || '/';
  }
}
