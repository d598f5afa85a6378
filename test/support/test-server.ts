import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { EmbeddedEngine } from '../../src/config/embedded-engine';
import type { App, AppOptions } from '../../src/app';
import { loadSettings } from '../../src/config/settings';
import { createTestDatabase } from './test-database';

export const ADMIN_EMAIL = 'platform-admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Passw0rd-For-Tests';

/**
 * The test servers' password hash cost, far below production's: hashes that guard nothing take a
 * tenth of a millisecond instead of 40 (the suite makes thousands). As settings, for a gateway's start.
 */
export const TEST_PASSWORD_HASH = { memoryKib: 256, passes: 1 };
export const TEST_PASSWORD_HASH_SETTINGS = {
  PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH.memoryKib),
  PASSWORD_HASH_PASSES: String(TEST_PASSWORD_HASH.passes),
};

export interface Auth {
  token?: string;
  apiKey?: string;
  headers?: Record<string, string>;
}

export interface GqlResult<R> {
  status: number;
  /** SQL statements the request sent (x-sql-statements; NaN without the header). */
  statements: number;
  headers: Headers;
  data: R | null | undefined;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
}

export interface RestResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** What a test says to a running gateway over HTTP: it needs nothing but the gateway's address. */
export interface GatewayClient {
  url: string;
  /** Runs a typed document (from test/generated) or a query string against /graphql. */
  gql<R, V>(document: TypedDocumentNode<R, V> | string, variables?: V, auth?: Auth): Promise<GqlResult<R>>;
  /** Calls a REST path (with its prefix, e.g. `/identity/User/signup`). */
  rest<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; form?: Record<string, string>; auth?: Auth; headers?: Record<string, string>; multipart?: FormData },
  ): Promise<RestResult<T>>;
  /** Password grant; returns the access token. */
  signIn(email: string, password: string, tenantId?: string): Promise<string>;
  /** The bootstrap Platform Admin's access token. */
  adminToken(): Promise<string>;
}

/** A gateway started in this process: its client, the app itself, and its stop. */
export interface TestServer extends GatewayClient {
  app: App;
  /** Stops a server of its own; the shared server stays up for the worker's next file. */
  close(): Promise<void>;
}

/** A started gateway: `close` stops it, `stop` also drops its database. */
export interface StartedApp {
  app: App;
  close(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The gateway's modules and its migrations, loaded by the file's first start of a server of its
 * own: a file on the shared server (which runs the environment's copy of the gateway,
 * test/support/shared-server-environment.ts) never loads them (1 to 2 s of CPU per file).
 */
function gateway(): {
  startApp: typeof import('../../src/app').startApp;
  loadMigrations: typeof import('../../migrations').loadMigrations;
} {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { startApp } = require('../../src/app') as typeof import('../../src/app');
  const { loadMigrations } = require('../../migrations') as typeof import('../../migrations');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { startApp, loadMigrations };
}

/**
 * What a test server's database starts as a copy of: one a gateway with the test settings has
 * started on (every migration applied, the bootstrap admin made), so that a start applies none
 * and hashes no password. PostgreSQL's template database, or the embedded engine's data directory.
 * Each jest worker makes its own (test/support/shared-server-environment.ts).
 */
export type StartedDatabase = { template: string } | { dataDir: Blob };

/**
 * Starts the whole gateway on a free port, on a database of its own (`options.log`: a logger to
 * read what it logs): a copy of `from`, by default the worker's started database; empty with
 * `from: null`. With `env.DATABASE_URL` it starts on that database, which stays the caller's.
 */
export async function startApplication(
  env: Record<string, string> = {},
  options: AppOptions = {},
  from?: StartedDatabase | null,
): Promise<StartedApp> {
  const given = env.DATABASE_URL !== undefined;
  const start =
    given || from === null
      ? null
      : (from ?? (await (globalThis as { __flexspaceStartedDatabase?: () => Promise<StartedDatabase> }).__flexspaceStartedDatabase?.()));
  const database = given
    ? { url: null, drop: async () => undefined }
    : await createTestDatabase({ template: start && 'template' in start ? start.template : undefined });
  const dataDir = mkdtempSync(join(tmpdir(), 'flexspace-test-'));
  const settings = loadSettings({
    PORT: '0',
    DATA_DIR: dataDir,
    EMBEDDED_IN_MEMORY: 'true',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    // Many files' sign-ins reach the shared server within a minute (test/identity/rate-limits.test.ts sets its own).
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    SQL_STATEMENT_COUNT_HEADER: 'true',
    ...TEST_PASSWORD_HASH_SETTINGS,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const { startApp, loadMigrations } = gateway();
  const app = await startApp(settings, start && 'dataDir' in start ? { ...options, embeddedCopyOf: start.dataDir } : options);
  // Its migrator knows the migrations, as after a first start on the database (test/workspaces/onboarding/references.test.ts).
  if (start) app.db.orm.config.get('migrations').migrationsList = loadMigrations();
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    app,
    close,
    async stop() {
      await close();
      await database.drop();
    },
  };
}

/**
 * The database test servers start as copies of (see StartedDatabase): with PostgreSQL, a gateway
 * starts on a new database and stops, leaving it as the template; with the embedded engine, `app`
 * (a gateway that has just started on an empty database, nothing else on it yet) gives a copy of
 * its data directory, taken after a checkpoint so that a copy starts without replaying the WAL.
 */
export async function startedDatabase(app?: App): Promise<StartedDatabase> {
  if (!app) {
    const database = await createTestDatabase();
    const started = await startApplication({ DATABASE_URL: database.url! }, {}, null);
    await started.close();
    return { template: new URL(database.url!).pathname.slice(1) };
  }
  const pglite = (app.db.orm.config.get('driverOptions') as { connection: { pglite(): EmbeddedEngine } }).connection.pglite();
  await pglite.exec('checkpoint');
  return { dataDir: await pglite.dumpDataDir('none') };
}

/**
 * The gateway with the default settings that every test file of this jest worker shares (started
 * by the first file that asks, stopped when the worker ends: test/support/shared-server-environment.ts);
 * a file with settings of its own, or with `options`, gets a server of its own. A file on the shared
 * server finds the records of the files that ran before it: it makes its own (unique names and
 * emails) and never counts on an empty table. The shared server runs the environment's copy of the
 * gateway: its EntityManager reads and writes the file's entity classes by name, but a record or a
 * Date the file builds itself and hands to it is foreign there (startOwnTestServer with
 * `fileModules` then).
 */
export async function startTestServer(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
  const shared = (globalThis as { __flexspaceSharedApp?: () => Promise<App> }).__flexspaceSharedApp;
  if (!shared || Object.keys(env).length > 0 || Object.keys(options).length > 0) return startOwnTestServer(env, options);
  return testServerOf(await shared(), async () => undefined);
}

/**
 * A server of its own for a file that breaks or reconfigures its server, or needs a fresh database.
 * It runs the environment's copy of the gateway, like the shared server (the file loads no second
 * copy: a second or more of CPU per file); with `fileModules`, the file's own copy, for a file that
 * hands the server what its own modules made (a Date, a record, an error class it tests for, a
 * service it runs in the server's transaction).
 */
export async function startOwnTestServer(
  env: Record<string, string> = {},
  options: AppOptions = {},
  { fileModules = false } = {},
): Promise<TestServer> {
  const environmentsStart = (globalThis as { __flexspaceStartApplication?: typeof startApplication }).__flexspaceStartApplication;
  const started = await (fileModules || !environmentsStart ? startApplication : environmentsStart)(env, options);
  return testServerOf(started.app, () => started.stop());
}

function testServerOf(app: App, stop: () => Promise<void>): TestServer {
  return { ...gatewayClient(app.url), app, close: stop };
}

/** A client of the gateway at `url` (in this process or another: test/support/gateway-processes.ts). */
export function gatewayClient(url: string): GatewayClient {
  let adminToken: string | null = null;
  const server: GatewayClient = {
    url,
    async gql(document, variables, auth) {
      const query = typeof document === 'string' ? document : print(document);
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(auth) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: never; errors?: never };
      return {
        status: response.status,
        statements: statementsOf(response),
        headers: response.headers,
        data: body.data,
        errors: body.errors,
      };
    },
    async rest(method, path, options = {}) {
      const headers: Record<string, string> = { ...authHeaders(options.auth), ...(options.headers ?? {}) };
      let body: string | FormData | undefined;
      if (options.multipart) body = options.multipart;
      else if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${url}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : text;
      } catch {
        /* not JSON */
      }
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async signIn(email, password, tenantId) {
      const result = await server.rest('POST', '/identity/connect/token', {
        form: { grant_type: 'password', username: email, password },
        headers: tenantId ? { 'tenant-id': tenantId } : {},
      });
      if (result.status !== 200) throw new Error(`sign-in of ${email} failed: ${result.status} ${result.text}`);
      return (result.body as { access_token: string }).access_token;
    },
    async adminToken() {
      adminToken ??= await server.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      return adminToken;
    },
  };
  return server;
}

/**
 * Sends the caller's requests until the gateway answers one from its caller cache (no statement:
 * docs/decisions.md#caller-cache), so that the statement counts of its next requests leave
 * authentication out. A change to the caller (a role, a key) that is still being announced when
 * the first request comes makes it read the caller once more; three requests are plenty.
 */
export async function warmCaller(client: GatewayClient, auth: Auth): Promise<void> {
  for (let request = 0; request < 3; request++) if ((await client.gql('{ __typename }', {}, auth)).statements === 0) return;
  throw new Error('the caller was not cached after three requests');
}

/** The x-sql-statements header; NaN when the response has none, so that no count can pass without it. */
function statementsOf(response: Response): number {
  const header = response.headers.get('x-sql-statements');
  return header === null ? NaN : Number(header);
}

function authHeaders(auth?: Auth): Record<string, string> {
  return {
    ...(auth?.token ? { authorization: `Bearer ${auth.token}` } : {}),
    ...(auth?.apiKey ? { 'api-key': auth.apiKey } : {}),
    ...(auth?.headers ?? {}),
  };
}

/** The texts of the statements `server` sends from now until `stop` (through its connection's query hook). */
export function recordStatements(server: TestServer): { texts: string[]; stop: () => void } {
  const connection = server.app.db.orm.em.getConnection() as unknown as { executeQuery: (...args: unknown[]) => Promise<unknown> };
  const original = connection.executeQuery;
  const texts: string[] = [];
  connection.executeQuery = function recorded(this: unknown, ...args: unknown[]) {
    texts.push(String(args[0]));
    return original.apply(this, args);
  };
  return { texts, stop: () => void (connection.executeQuery = original) };
}
