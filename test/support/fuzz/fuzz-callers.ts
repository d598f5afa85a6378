import { randomUUID } from 'node:crypto';
import { givenLocation, givenPlainUser, givenRoom, givenWorkspaceWithAdmin } from '../catalogue-builders';
import { employerOwnedBy, signedInUser } from '../employers-builders';
import { aTenant, aUser } from '../identity-builders';
import type { TestServer } from '../test-server';
import type { FuzzPool } from './input-values';

/** Who a fuzzed request is sent as: its credential headers. */
export interface FuzzCaller {
  name: string;
  headers: Record<string, string>;
}

export interface FuzzCast {
  callers: FuzzCaller[];
  pool: FuzzPool;
}

/**
 * The callers of the fuzz, from the test builders: anonymous, bad credentials, a user without
 * roles, the Platform Admin (by token and by API key), a workspace Admin and an employer Admin;
 * and the records they may name (a workspace with a location and a room, an employer, tenants,
 * users the fuzz may suspend or give roles; never the callers themselves).
 */
export async function fuzzCast(server: TestServer): Promise<FuzzCast> {
  const admin = await server.adminToken();
  const operator = await givenWorkspaceWithAdmin(server);
  const location = await givenLocation(server, operator.token, operator.workspaceId);
  const room = await givenRoom(server, operator.token, location.id);
  const owner = await signedInUser(server);
  const employer = await employerOwnedBy(server, owner);
  const plain = await givenPlainUser(server);
  const apiKey = (await server.rest('GET', '/identity/User/api-key', { auth: { token: admin } })).body.apiKey as string;
  const bystanders = await Promise.all([aUser(server), aUser(server)]);
  const tenantId = await aTenant(server);
  const callers: FuzzCaller[] = [
    { name: 'anonymous', headers: {} },
    { name: 'a forged token', headers: { authorization: `Bearer ${admin.slice(0, -4)}AAAA` } },
    { name: 'a malformed credential', headers: { authorization: `Bearer ${'x'.repeat(5_000)}`, 'api-key': 'not-a-key' } },
    { name: 'a user without roles', headers: { authorization: `Bearer ${plain}` } },
    { name: 'the Platform Admin', headers: { authorization: `Bearer ${admin}` } },
    { name: 'the Platform Admin by API key', headers: { 'api-key': apiKey } },
    { name: 'a workspace Admin', headers: { authorization: `Bearer ${operator.token}` } },
    { name: 'an employer Admin', headers: { authorization: `Bearer ${employer.token}` } },
  ];
  const pool: FuzzPool = {
    ids: [operator.workspaceId, location.id, room.id, employer.employerId, ...bystanders.map((u) => u.id), randomUUID()],
    emails: bystanders.map((u) => u.email),
    tenantIds: [operator.workspaceId, employer.employerId, tenantId, 'platform'],
  };
  return { callers, pool };
}
