import { KernelUsersDocument } from '../generated/graphql';
import { DOMAIN_MODULES } from '../../src/modules';
import { compileRestRoutes } from '../../src/rest/document';
import type { RestRoute } from '../../src/kernel/rest-route';
import { loadGraphSchema } from '../support/fuzz/graph-requests';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The paged REST requests of the three documents, found in the route table by what they answer (a
 * paged response): a new paged route is covered without touching this test.
 */
const routes = compileRestRoutes(
  DOMAIN_MODULES.flatMap((module) => module.restRoutes),
  loadGraphSchema(),
);
const prefix: Record<RestRoute['service'], string> = {
  identity: '/identity',
  workspaces: '/workspaces',
  employers: '/employers',
  audit: '/audit',
  events: '/events',
};
const pathOf = (route: RestRoute) => `${prefix[route.service]}${route.path.replace('{tenantId}', 'platform').replace('{role}', 'Admin')}`;
const label = (route: RestRoute) => `${route.method} ${prefix[route.service]}${route.path} (${route.operation})`;
const answersPage = routes.filter((route) => /\bpagedRequest\b/.test(route.document));
/** The GET lists: their paging is optional query parameters (`GetUsers`, the audit trail's `GetAuditEvents`) or none (`GetUsersWithRole`). */
const GET_LISTS = [
  'GET /identity/User (GetUsers)',
  'GET /audit/Event (GetAuditEvents)',
  'GET /identity/Webhook (GetWebhookSubscriptions)',
  'GET /identity/Webhook/{id}/attempts (GetWebhookDeliveryAttempts)',
  'GET /workspaces/Admin/{tenantId}/role/{role} (GetUsersWithRole)',
  'GET /employers/Admin/{tenantId}/role/{role} (GetUsersWithRole)',
];
const pagedBodies = answersPage.filter((route) => route.method !== 'GET');

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(async () => {
  await server?.close();
});

describe('the paged request of REST lists: offset and limit are required (issue 12, item 9)', () => {
  test('every list of the route table is either a paged request body or a documented GET list', () => {
    expect(
      answersPage
        .filter((route) => route.method === 'GET')
        .map(label)
        .sort(),
    ).toEqual([...GET_LISTS].sort());
    expect(pagedBodies.map(label)).toContain('POST /identity/Tenant (GetTenants)');
    expect(pagedBodies.length).toBeGreaterThanOrEqual(14);
  });

  describe.each(pagedBodies.map((route) => [label(route), route] as const))('%s', (_, route) => {
    test.each([
      ['offset', { limit: 10 }],
      ['limit', { offset: 0 }],
      ['offset', { offset: null, limit: 10 }],
    ])('without %s (%j): 400 naming it', async (field, body) => {
      // when the Platform Admin sends the paged request with one member missing
      const result = await server.rest(route.method, pathOf(route), { body, auth: { token: admin } });
      // then it is a 400 naming that member, not the one that was sent
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
      expect(Object.keys(result.body.errors)).toContain(field);
      expect(Object.keys(result.body.errors)).not.toContain(field === 'offset' ? 'limit' : 'offset');
    });

    test('with neither: 400 naming both; with both: no paging error', async () => {
      const neither = await server.rest(route.method, pathOf(route), { body: {}, auth: { token: admin } });
      expect(neither.status).toBe(400);
      expect(Object.keys(neither.body.errors)).toEqual(expect.arrayContaining(['offset', 'limit']));
      const both = await server.rest(route.method, pathOf(route), { body: { offset: 0, limit: 10 }, auth: { token: admin } });
      expect(Object.keys(both.body?.errors ?? {})).not.toContain('offset');
      expect(Object.keys(both.body?.errors ?? {})).not.toContain('limit');
      expect(both.status).toBeLessThan(500);
    });
  });

  test('a paged request without a body at all names both members', async () => {
    const result = await server.rest('POST', '/identity/Tenant', { auth: { token: admin } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors).sort()).toEqual(['limit', 'offset']);
  });

  test('the 400 also names the other fields the request gets wrong', async () => {
    const result = await server.rest('POST', '/identity/User/with-role', { body: { tenantIds: 'not a list' }, auth: { token: admin } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors).sort()).toEqual(['limit', 'offset', 'role', 'tenantId']);
    const locations = await server.rest('POST', '/workspaces/Location', { body: { limit: 10, maxTokens: 'many' }, auth: { token: admin } });
    expect(locations.status).toBe(400);
    expect(Object.keys(locations.body.errors).sort()).toEqual(['maxTokens', 'offset']);
  });

  test('GetUsers, whose document marks Offset and Limit optional, and the graph take the defaults', async () => {
    const rest = await server.rest('GET', '/identity/User', { auth: { token: admin } });
    expect(rest.status).toBe(200);
    expect(rest.body.pagedRequest).toEqual({ offset: 0, limit: 20 });
    const graph = await server.gql(KernelUsersDocument, { input: {} }, { token: admin });
    expect(graph.errors).toBeUndefined();
    expect(graph.data?.users.pagedRequest).toEqual({ offset: 0, limit: 20 });
  });
});
