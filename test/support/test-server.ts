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
  /** SQL statements the request sent (x-sql-statements). */
  statements: number;
  data: R | null | undefined;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[];
}

export interface RestResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  app: App;
  url: string;
  /** Runs a typed document (from test/generated) or a query string against /graphql. */
  gql<R, V>(document: TypedDocumentNode<R, V> | string, variables?: V, auth?: Auth): Promise<GqlResult<R>>;
  /** Calls a REST path (with its prefix, e.g. `/identity/User/signup`). */
  rest<T = any>(method: string, path: string, options?: { body?: unknown; form?: Record<string, string>; auth?: Auth; headers?: Record<string, string>; multipart?: FormData }): Promise<RestResult<T>>;
  /** Password grant; returns the access token. */
  signIn(email: string, password: string, tenantId?: string): Promise<string>;
  /** The bootstrap Platform Admin's access token. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/** Starts the whole gateway on a free port, on a database of its own (`options.log`: a logger to read what it logs). */
export async function startTestServer(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
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
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SQL_STATEMENT_COUNT_HEADER: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const app = await startApp(settings, options);
  let adminToken: string | null = null;

  const server: TestServer = {
    app,
    url: app.url,
    async gql(document, variables, auth) {
      const query = typeof document === 'string' ? document : print(document);
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(auth) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: never; errors?: never };
      return { status: response.status, statements: Number(response.headers.get('x-sql-statements')), data: body.data, errors: body.errors };
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
      const response = await fetch(`${app.url}${path}`, { method, headers, body });
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
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

function authHeaders(auth?: Auth): Record<string, string> {
  return {
    ...(auth?.token ? { authorization: `Bearer ${auth.token}` } : {}),
    ...(auth?.apiKey ? { 'api-key': auth.apiKey } : {}),
    ...(auth?.headers ?? {}),
  };
}
