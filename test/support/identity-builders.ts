import { randomBytes } from 'node:crypto';
import { OutboxMail } from '../../src/kernel/mail/outbox-mail.entity';
import type { GatewayClient, TestServer } from './test-server';

export const PASSWORD = 'a-long-and-uncommon-passphrase';

let counter = 0;
/** A unique email for this test file. */
export function newEmail(name = 'user'): string {
  counter += 1;
  return `${name}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Signs a new account up over REST; returns its email and id. */
export async function aUser(
  server: GatewayClient,
  email = newEmail(),
  password = PASSWORD,
): Promise<{ id: string; email: string; password: string }> {
  const result = await server.rest('POST', '/identity/User/signup', { body: { email, password } });
  if (result.status !== 200) throw new Error(`sign-up failed: ${result.status} ${result.text}`);
  return { id: result.body.id, email, password };
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Password grant over REST (form-encoded). */
export async function tokens(server: GatewayClient, email: string, password = PASSWORD, tenantId?: string): Promise<TokenPair> {
  const result = await server.rest('POST', '/identity/connect/token', {
    form: { grant_type: 'password', username: email, password },
    headers: tenantId ? { 'tenant-id': tenantId } : {},
  });
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.status} ${result.text}`);
  return result.body as TokenPair;
}

export function refresh(server: GatewayClient, refreshToken: string) {
  return server.rest<TokenPair & { error?: string }>('POST', '/identity/connect/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

/** The mails sent to `email` (newest last), read from the outbox table. */
export async function mailsTo(server: TestServer, email: string, kind?: string): Promise<OutboxMail[]> {
  const em = server.app.db.orm.em.fork();
  return em.find(OutboxMail, { toAddress: email.toLowerCase(), ...(kind ? { kind } : {}) }, { orderBy: { dateCreated: 'asc', id: 'asc' } });
}

/** The code of the newest mail of `kind` to `email` (its `Code: <code>` line). */
export async function latestCode(server: TestServer, email: string, kind: string): Promise<string> {
  const mails = await mailsTo(server, email, kind);
  const mail = mails[mails.length - 1];
  const code = mail?.textBody.match(/^Code: (\S+)$/m)?.[1];
  if (!code) throw new Error(`no ${kind} mail with a code to ${email}`);
  return code;
}

/** Grants a role over REST as the Platform Admin. */
export async function grant(server: TestServer, email: string, role: string, tenantId: string): Promise<void> {
  const result = await server.rest('POST', '/identity/User/role', {
    body: { email, role, tenantId },
    auth: { token: await server.adminToken() },
  });
  if (result.status !== 200) throw new Error(`grant failed: ${result.status} ${result.text}`);
}

/** Adds a tenant over REST as the Platform Admin. */
export async function aTenant(
  server: TestServer,
  tenantType: 'Workspace' | 'Employer' = 'Workspace',
  tenantId = `t-${randomBytes(4).toString('hex')}`,
): Promise<string> {
  const result = await server.rest('POST', '/identity/Tenant/create', {
    body: { tenantId, tenantName: `Tenant ${tenantId}`, tenantType },
    auth: { token: await server.adminToken() },
  });
  if (result.status !== 200) throw new Error(`add tenant failed: ${result.status} ${result.text}`);
  return tenantId;
}
