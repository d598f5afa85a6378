import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { startApp, type App, type AppOptions } from '../../src/app';
import { loadSettings } from '../../src/config/settings';
import { createTestDatabase } from './test-database';

export const ADMIN_EMAIL = 'platform-admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Passw0rd-For-Tests';

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
  rest<T = any>(method: string, path: string, options?: { body?: unknown; form?: Record<string, string>; auth?: Auth; headers?: Record<string, string>; multipart?: FormData }): Promise<RestResult<T>>;
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

/** Starts the whole gateway on a free port, on a database of its own (`options.log`: a logger to read what it logs). */
export async function startApplication(env: Record<string, string> = {}, options: AppOptions = {}): Promise<StartedApp> {
  const database = await createTestDatabase();
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
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const app = await startApp(settings, options);
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
 * The gateway with the default settings that every test file of this jest worker shares (started
 * by the first file that asks, stopped when the worker ends: test/support/shared-server-environment.ts);
 * a file with settings of its own, or with `options`, gets a server of its own. A file on the shared
 * server finds the records of the files that ran before it: it makes its own (unique names and
 * emails) and never counts on an empty table. The shared server runs the environment's copy of the
 * gateway: its EntityManager reads and writes the file's entity classes by name, but a record or a
 * Date the file builds itself and hands to it is foreign there (startOwnTestServer then).
 */
export async function startTestServer(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
  const shared = (globalThis as { __flexspaceSharedApp?: () => Promise<App> }).__flexspaceSharedApp;
  if (!shared || Object.keys(env).length > 0 || Object.keys(options).length > 0) return startOwnTestServer(env, options);
  return testServerOf(await shared(), async () => undefined);
}

/** A server of its own for a file that breaks or reconfigures its server, or needs a fresh database. */
export async function startOwnTestServer(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
  const started = await startApplication(env, options);
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
      return { status: response.status, statements: statementsOf(response), headers: response.headers, data: body.data, errors: body.errors };
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
