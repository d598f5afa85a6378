import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { PLATFORM_TENANT_ID } from '../../src/kernel/caller';
import { CatalogueSetLocationStatusDocument, type LocationStatus } from '../generated/graphql';
import { givenLocation, givenRoom, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import { employerOwnedBy, signedInUser as signedInEmployerOwner } from '../support/employers-builders';
import { grant } from '../support/identity-builders';
import { applicationIn, signedInUser, type SignedIn } from '../support/onboarding-builders';
import { startOwnTestServer, type TestServer } from '../support/test-server';

/**
 * Every event type docs/decisions.md#webhooks lists, triggered through the real operations, reaches
 * its tenant's endpoint exactly once, signed so that the Standard Webhooks library verifies it.
 */

interface Delivered {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local endpoint of one tenant: every request it received, answered 204. */
interface Endpoint {
  tenantId: string;
  eventTypes: string[];
  secret: string;
  received: Delivered[];
}

interface Message {
  type: string;
  data: Record<string, unknown>;
}

/** One row: the event type, the tenant that gets it, and the operation that triggers it (answers the ids `data` must hold). */
interface EventCase {
  type: string;
  tenant: () => string;
  trigger: () => Promise<Record<string, unknown>>;
}

let server: TestServer;
let receiver: Server;
let receiverUrl: string;
const endpoints = new Map<string, Endpoint>();

let operator: OperatorWorkspace;
let employer: { employerId: string; token: string };
let applicant: SignedIn;

async function eventually<T>(what: string, read: () => T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function ok(result: Promise<{ status: number; body: any; text: string }>): Promise<any> {
  const answered = await result;
  if (answered.status !== 200) throw new Error(`${answered.status} ${answered.text}`);
  return answered.body;
}

/** The verified messages an endpoint received (the library throws on a signature that does not match). */
function messagesOf(endpoint: Endpoint): { id: string; message: Message }[] {
  const webhook = new Webhook(endpoint.secret);
  return endpoint.received.map((delivery) => ({
    id: String(delivery.headers['webhook-id']),
    message: webhook.verify(delivery.body, delivery.headers as Record<string, string>) as Message,
  }));
}

/** Subscribes one endpoint (its own path on the receiver) for `tenantId` to `eventTypes`. */
async function subscribe(tenantId: string, token: string, eventTypes: string[]): Promise<void> {
  const path = `/${randomUUID()}`;
  const created = await ok(
    server.rest('POST', '/identity/Webhook', { body: { tenantId, url: `${receiverUrl}${path}`, eventTypes }, auth: { token } }),
  );
  endpoints.set(path, { tenantId, eventTypes, secret: created.secret, received: [] });
}

function endpointOf(tenantId: string): Endpoint {
  return [...endpoints.values()].find((endpoint) => endpoint.tenantId === tenantId)!;
}

const closureBody = (locationId: string) => ({
  closures: [
    {
      workspaceId: operator.workspaceId,
      locationId,
      dateRange: { from: '2032-05-04T00:00:00Z', to: '2032-05-04T23:59:59Z' },
      recurrence: 'None',
    },
  ],
});

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      endpoints.get(request.url ?? '')?.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startOwnTestServer({ WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOKS_POLL_MS: '50' });

  operator = await givenWorkspaceWithAdmin(server);
  employer = await employerOwnedBy(server, await signedInEmployerOwner(server));
  applicant = await signedInUser(server);
  await grant(server, applicant.email, 'Member', operator.workspaceId);

  const platformAdmin = await server.adminToken();
  await subscribe(PLATFORM_TENANT_ID, platformAdmin, [
    'application.submitted',
    'application.approved',
    'application.rejected',
    'user.suspended',
  ]);
  await subscribe(operator.workspaceId, operator.token, [
    'location.created',
    'location.updated',
    'location.activated',
    'location.deactivated',
    'room.created',
    'room.updated',
    'closure.created',
    'closure.deleted',
    'member_application.decided',
    'workspace_member.added',
    'user.suspended',
  ]);
  await subscribe(employer.employerId, employer.token, ['employee.added', 'employee.removed']);
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('every event type reaches its tenant once, signed', () => {
  let locationId: string;
  let locationName: string;
  let closureId: string;
  let roomId: string;
  let roomName: string;
  let employeeUserId: string;
  /** A member application of the applicant to the operator's workspace, created (Requested). */
  const memberApplication = async (): Promise<string> => {
    const body = {
      workspaceId: operator.workspaceId,
      userId: applicant.userId,
      workspaceLicenseTemplateId: randomUUID(),
      requestedActivationDate: '2032-01-01T00:00:00Z',
    };
    return (await ok(server.rest('POST', '/workspaces/MemberApplication/create', { body, auth: applicant.auth }))).id as string;
  };
  const setStatus = (status: LocationStatus) =>
    server.gql(CatalogueSetLocationStatusDocument, { input: { id: locationId, status } }, { token: operator.token });

  const cases: EventCase[] = [
    {
      type: 'application.submitted',
      tenant: () => PLATFORM_TENANT_ID,
      trigger: async () => ({ applicationId: (await applicationIn(server, 'Submitted')).id, applicationType: 'WorkspaceApplication' }),
    },
    {
      type: 'application.approved',
      tenant: () => PLATFORM_TENANT_ID,
      trigger: async () => ({ applicationId: (await applicationIn(server, 'Approved')).id, status: 'Approved' }),
    },
    {
      type: 'application.rejected',
      tenant: () => PLATFORM_TENANT_ID,
      trigger: async () => ({ applicationId: (await applicationIn(server, 'Denied')).id, status: 'Denied' }),
    },
    {
      type: 'location.created',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        ({ id: locationId, name: locationName } = await givenLocation(server, operator.token, operator.workspaceId));
        return { locationId, workspaceId: operator.workspaceId };
      },
    },
    {
      type: 'location.updated',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        await givenLocation(server, operator.token, operator.workspaceId, { name: locationName, description: 'Now with a view.' });
        return { locationId, workspaceId: operator.workspaceId };
      },
    },
    {
      type: 'location.deactivated',
      tenant: () => operator.workspaceId,
      trigger: async () => (await setStatus('Inactive'), { locationId, status: 'Inactive' }),
    },
    {
      type: 'location.activated',
      tenant: () => operator.workspaceId,
      trigger: async () => (await setStatus('Active'), { locationId, status: 'Active' }),
    },
    {
      type: 'room.created',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        ({ id: roomId, name: roomName } = await givenRoom(server, operator.token, locationId));
        return { roomId, locationId, workspaceId: operator.workspaceId };
      },
    },
    {
      type: 'room.updated',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        await givenRoom(server, operator.token, locationId, { name: roomName, capacity: 3 });
        return { roomId, locationId, workspaceId: operator.workspaceId, name: roomName };
      },
    },
    {
      type: 'closure.created',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        closureId = (
          await ok(
            server.rest('POST', '/workspaces/LocationClosure/create', { body: closureBody(locationId), auth: { token: operator.token } }),
          )
        )[0].id;
        return { closureId, locationId, closureType: 'LocationClosure' };
      },
    },
    {
      type: 'closure.deleted',
      tenant: () => operator.workspaceId,
      trigger: async () => (
        await ok(server.rest('DELETE', `/workspaces/LocationClosure/${closureId}`, { auth: { token: operator.token } })),
        { closureId, locationId }
      ),
    },
    {
      type: 'member_application.decided',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        const id = await memberApplication();
        await ok(server.rest('POST', `/workspaces/MemberApplication/${id}/deny`, { auth: { token: operator.token } }));
        return { memberApplicationId: id, userId: applicant.userId, decision: 'Denied' };
      },
    },
    {
      type: 'workspace_member.added',
      tenant: () => operator.workspaceId,
      trigger: async () => {
        const id = await memberApplication();
        await ok(server.rest('POST', `/workspaces/MemberApplication/${id}/approve-request`, { auth: { token: operator.token } }));
        await ok(server.rest('POST', `/workspaces/MemberApplication/${id}/submit`, { auth: applicant.auth }));
        await ok(server.rest('POST', `/workspaces/MemberApplication/${id}/approve`, { auth: { token: operator.token } }));
        return { memberApplicationId: id, userId: applicant.userId, workspaceId: operator.workspaceId, status: 'Active' };
      },
    },
    {
      type: 'employee.added',
      tenant: () => employer.employerId,
      trigger: async () => {
        const body = {
          contact: { name: 'Ada Lovelace', email: `ada-${randomUUID().slice(0, 8)}@example.com` },
          employerId: employer.employerId,
          employerUserId: 'E-1',
        };
        const employee = await ok(server.rest('POST', '/employers/Employee/create', { body, auth: { token: employer.token } }));
        employeeUserId = employee.userId;
        return { employeeId: employee.id, employerId: employer.employerId, userId: employeeUserId, status: 'Active' };
      },
    },
    {
      type: 'employee.removed',
      tenant: () => employer.employerId,
      trigger: async () => {
        const body = { employerId: employer.employerId, userId: employeeUserId, status: 'Inactive' };
        const employee = await ok(server.rest('PUT', '/employers/Employee/status', { body, auth: { token: employer.token } }));
        return { employeeId: employee.id, userId: employeeUserId, status: 'Inactive' };
      },
    },
    {
      type: 'user.suspended',
      tenant: () => PLATFORM_TENANT_ID,
      trigger: async () => (
        await ok(
          server.rest('PUT', '/identity/User/suspend', { body: { email: applicant.email }, auth: { token: await server.adminToken() } }),
        ),
        { userId: applicant.userId }
      ),
    },
    // the same suspension, at the tenant the user holds a role in
    {
      type: 'user.suspended',
      tenant: () => operator.workspaceId,
      trigger: async () => ({ userId: applicant.userId, email: applicant.email }),
    },
  ];

  test.each(cases.map((row) => [row.type, row] as const))('%s', async (type, row) => {
    const ids = await row.trigger();
    const endpoint = endpointOf(row.tenant());
    const matching = () =>
      messagesOf(endpoint).filter(
        ({ message }) => message.type === type && Object.entries(ids).every(([key, value]) => message.data[key] === value),
      );
    const [delivered] = await eventually(`${type} at ${row.tenant()}`, matching, (found) => found.length >= 1);
    expect(delivered.id).toMatch(/^[0-9a-f-]{36}$/);
    // once: no second delivery of the same event shows up while the dispatcher keeps polling
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(matching()).toHaveLength(1);
  });

  test('no endpoint got an event of a type it did not subscribe to, nor one message twice', () => {
    for (const endpoint of endpoints.values()) {
      const messages = messagesOf(endpoint);
      expect(new Set(messages.map(({ id }) => id)).size).toBe(messages.length);
      expect(messages.map(({ message }) => message.type).filter((type) => !endpoint.eventTypes.includes(type))).toEqual([]);
    }
  });
});
