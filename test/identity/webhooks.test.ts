import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import {
  CreateWebhookSubscriptionDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookDocument,
  UpdateWebhookSubscriptionDocument,
  WebhookSubscriptionHistoryDocument,
  WebhookSubscriptionsDocument,
  WebhookSubscriptionsWithAttemptsDocument,
} from '../generated/graphql';
import { purgeWebhookHistory } from '../../src/identity/webhook/webhook-retention';
import { givenLocation, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import { mailsTo } from '../support/identity-builders';
import { startOwnTestServer, startTestServer, type TestServer, warmCaller } from '../support/test-server';

/** A local endpoint: what it received, and how it answers (`answer` may wait or fail). */
interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string; at: number }[];
  answer: (response: ServerResponse, index: number) => void;
  close(): Promise<void>;
}

async function aReceiver(path = '/hook'): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    answer: (response) => response.writeHead(204).end(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() }) - 1;
      receiver.answer(response, index);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}

async function eventually<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The body and headers as the receiver got them, verified with the secret (throws when the signature does not match). */
function verified(secret: string, delivery: Receiver['received'][number]): { type: string; timestamp: string; data: Record<string, any> } {
  return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as never;
}

const closureOf = (workspaceId: string, locationId: string, day: number) => ({
  workspaceId,
  locationId,
  dateRange: { from: `2031-03-${String(day).padStart(2, '0')}T00:00:00Z`, to: `2031-03-${String(day).padStart(2, '0')}T23:59:59Z` },
  recurrence: 'None',
});

describe('signed webhooks (a local receiver)', () => {
  let server: TestServer;
  let operator: OperatorWorkspace;
  let locationId: string;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    server = await startOwnTestServer({
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOKS_POLL_MS: '50',
      WEBHOOKS_RETRY_BASE_MS: '100',
      WEBHOOKS_TIMEOUT_MS: '5000',
      WEBHOOKS_MAX_FAILURES: '3',
      WEBHOOKS_ENDPOINT_CONCURRENCY: '2',
    });
    operator = await givenWorkspaceWithAdmin(server);
    locationId = (await givenLocation(server, operator.token, operator.workspaceId)).id;
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await server?.close();
  });

  async function receiver(): Promise<Receiver> {
    const made = await aReceiver();
    receivers.push(made);
    return made;
  }

  async function subscribe(url: string, eventTypes: string[], token = operator.token, tenantId = operator.workspaceId) {
    const result = await server.rest('POST', '/identity/Webhook', { body: { tenantId, url, eventTypes }, auth: { token } });
    expect(result.status).toBe(200);
    return result.body as { secret: string; subscription: { id: string; enabled: boolean } };
  }

  test('a closure created reaches a subscribed endpoint, signed: the library verifies it; other events and other tenants stay away', async () => {
    const endpoint = await receiver();
    const { secret, subscription } = await subscribe(endpoint.url, ['closure.created']);
    expect(secret).toMatch(/^whsec_/);

    const created = await server.rest('POST', '/workspaces/LocationClosure/create', {
      body: { closures: [closureOf(operator.workspaceId, locationId, 2)] },
      auth: { token: operator.token },
    });
    expect(created.status).toBe(200);
    const closureId = (created.body as { id: string }[])[0].id;
    await givenLocation(server, operator.token, operator.workspaceId); // location.created: not subscribed
    const other = await givenWorkspaceWithAdmin(server);
    const otherLocation = await givenLocation(server, other.token, other.workspaceId);
    await server.rest('POST', '/workspaces/LocationClosure/create', {
      body: { closures: [closureOf(other.workspaceId, otherLocation.id, 3)] },
      auth: { token: other.token },
    });

    const [delivery] = await eventually(
      'the delivery',
      () => endpoint.received,
      (received) => received.length >= 1,
    );
    const message = verified(secret, delivery);
    expect(message).toMatchObject({
      type: 'closure.created',
      data: { closureId, closureType: 'LocationClosure', locationId, workspaceId: operator.workspaceId },
    });
    expect(delivery.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, delivery)).toThrow();

    const history = await eventually(
      'the attempt in the history',
      async () =>
        (await server.gql(WebhookSubscriptionHistoryDocument, { id: subscription.id }, { token: operator.token })).data
          ?.webhookSubscription,
      (read) => read?.attempts.totalCount === 1,
    );
    expect(history?.attempts.data[0]).toMatchObject({
      messageId: delivery.headers['webhook-id'],
      eventType: 'closure.created',
      attempt: 1,
      statusCode: 204,
      succeeded: true,
      error: null,
    });
    expect(history?.createdBy?.email).toBe(operator.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(endpoint.received).toHaveLength(1);
  });

  test('the test event arrives signed; after a rotation both secrets verify for the overlap, then only the new one', async () => {
    const endpoint = await receiver();
    const { secret, subscription } = await subscribe(endpoint.url, ['location.updated']);

    const sent = await server.gql(SendTestWebhookDocument, { id: subscription.id }, { token: operator.token });
    const [first] = await eventually(
      'the test message',
      () => endpoint.received,
      (received) => received.length >= 1,
    );
    expect(verified(secret, first)).toMatchObject({
      type: 'webhook.test',
      data: { subscriptionId: subscription.id, tenantId: operator.workspaceId },
    });
    expect(first.headers['webhook-id']).toBe(sent.data?.sendTestWebhook);

    const rotated = await server.rest('POST', `/identity/Webhook/${subscription.id}/rotate-secret`, { auth: { token: operator.token } });
    expect(rotated.status).toBe(200);
    const newSecret = (rotated.body as { secret: string }).secret;
    expect(newSecret).not.toBe(secret);
    expect((await server.rest('POST', `/identity/Webhook/${subscription.id}/test`, { auth: { token: operator.token } })).status).toBe(200);
    const [, second] = await eventually(
      'the second test message',
      () => endpoint.received,
      (received) => received.length >= 2,
    );
    expect(verified(newSecret, second).type).toBe('webhook.test');
    // A receiver that still holds the old secret verifies it too, for WEBHOOK_SECRET_ROTATION_OVERLAP_HOURS (24).
    expect(verified(secret, second).type).toBe('webhook.test');
    const overlapEnds = new Date(
      (rotated.body as { subscription: { previousSecretExpiresAt: string } }).subscription.previousSecretExpiresAt,
    );
    expect(Math.abs(overlapEnds.getTime() - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);

    // Past the overlap only the new secret signs.
    await server.app.db.orm.em
      .fork()
      .execute(`update "webhook_subscription" set "previous_secret_expires_at" = now() - interval '1 second' where "id" = ?`, [
        subscription.id,
      ]);
    expect((await server.rest('POST', `/identity/Webhook/${subscription.id}/test`, { auth: { token: operator.token } })).status).toBe(200);
    const [, , third] = await eventually(
      'the third test message',
      () => endpoint.received,
      (received) => received.length >= 3,
    );
    expect(verified(newSecret, third).type).toBe('webhook.test');
    expect(() => verified(secret, third)).toThrow();
    expect(String(third.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  test("an event's delivery names its event: its id and its cursor in the event log, as the history does", async () => {
    const endpoint = await receiver();
    const { secret, subscription } = await subscribe(endpoint.url, ['location.deactivated']);
    const setStatus = 'mutation($input: SetLocationStatusInput!) { setLocationStatus(input: $input) { id status } }';
    expect(
      (await server.gql(setStatus, { input: { id: locationId, status: 'Inactive' } }, { token: operator.token })).errors,
    ).toBeUndefined();
    const [delivery] = await eventually(
      'the deactivation',
      () => endpoint.received,
      (received) => received.length >= 1,
    );
    expect(verified(secret, delivery).type).toBe('location.deactivated');
    const cursor = String(delivery.headers['webhook-event-cursor']);
    const events = await server.gql<any, any>(
      `query($t: [String!]) { events(first: 100, types: $t) { nodes { id cursor recordId } } }`,
      { t: ['location.deactivated'] },
      { token: operator.token },
    );
    expect(events.data.events.nodes).toContainEqual({ id: delivery.headers['webhook-id'], cursor, recordId: locationId });
    const history = await eventually(
      'the attempt in the history',
      async () =>
        (await server.rest('GET', `/identity/Webhook/${subscription.id}/attempts?offset=0&limit=10`, { auth: { token: operator.token } }))
          .body,
      (body) => (body?.data?.length ?? 0) >= 1,
    );
    expect(history.data[0]).toMatchObject({ messageId: delivery.headers['webhook-id'], eventCursor: cursor });
    await server.gql(setStatus, { input: { id: locationId, status: 'Active' } }, { token: operator.token });
  });

  test('a 500 is retried with backoff until the endpoint answers 2xx; the history shows both attempts of the one message', async () => {
    const endpoint = await receiver();
    endpoint.answer = (response, index) => response.writeHead(index === 0 ? 500 : 200).end();
    const { secret, subscription } = await subscribe(endpoint.url, ['location.deactivated']);

    const setStatus = 'mutation($input: SetLocationStatusInput!) { setLocationStatus(input: $input) { id status } }';
    const deactivated = await server.gql(setStatus, { input: { id: locationId, status: 'Inactive' } }, { token: operator.token });
    expect(deactivated.errors).toBeUndefined();
    const [first, second] = await eventually(
      'the retry',
      () => endpoint.received,
      (received) => received.length >= 2,
    );
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.at - first.at).toBeGreaterThanOrEqual(80);
    expect(verified(secret, second)).toMatchObject({ type: 'location.deactivated', data: { locationId, status: 'Inactive' } });

    const attempts = await eventually(
      'both attempts',
      () => server.rest('GET', `/identity/Webhook/${subscription.id}/attempts`, { auth: { token: operator.token } }),
      (r) => r.body?.totalCount === 2,
    );
    expect(
      attempts.body.data.map((a: { attempt: number; statusCode: number; succeeded: boolean }) => [a.attempt, a.statusCode, a.succeeded]),
    ).toEqual([
      [2, 200, true],
      [1, 500, false],
    ]);
    await server.gql(setStatus, { input: { id: locationId, status: 'Active' } }, { token: operator.token });
  });

  test('a slow endpoint does not hold back another one', async () => {
    const slow = await receiver();
    const fast = await receiver();
    const pending: ServerResponse[] = [];
    slow.answer = (response) => pending.push(response);
    await subscribe(slow.url, ['closure.created']);
    await subscribe(fast.url, ['closure.created']);

    const closures = [4, 5, 6, 7, 8].map((day) => closureOf(operator.workspaceId, locationId, day));
    expect(
      (await server.rest('POST', '/workspaces/LocationClosure/create', { body: { closures }, auth: { token: operator.token } })).status,
    ).toBe(200);

    await eventually(
      'the fast endpoint to get every closure',
      () => fast.received.length,
      (count) => count >= closures.length,
    );
    // the slow one holds its per-endpoint places (2), no more, and has answered none
    expect(slow.received.length).toBeLessThanOrEqual(2);
    expect(pending.length).toBe(slow.received.length);
    for (const response of pending.splice(0)) response.writeHead(200).end();
    slow.answer = (response) => response.writeHead(200).end();
    await eventually(
      'the slow endpoint to catch up',
      () => slow.received.length,
      (count) => count >= closures.length,
    );
  });

  test('an endpoint failing WEBHOOKS_MAX_FAILURES times in a row is disabled and its Admins are mailed; enabling it clears the count', async () => {
    const endpoint = await receiver();
    endpoint.answer = (response) => response.writeHead(503).end();
    const { subscription } = await subscribe(endpoint.url, ['closure.deleted']);

    await server.gql(SendTestWebhookDocument, { id: subscription.id }, { token: operator.token });
    const disabled = await eventually(
      'the endpoint disabled',
      async () =>
        (await server.gql(WebhookSubscriptionHistoryDocument, { id: subscription.id }, { token: operator.token })).data
          ?.webhookSubscription,
      (read) => read?.enabled === false,
    );
    expect(disabled?.failureCount).toBe(3);
    expect(disabled?.disabledForFailuresAt).toBeTruthy();
    const mails = await eventually(
      'the mail',
      () => mailsTo(server, operator.email, 'webhook-disabled'),
      (found) => found.length === 1,
    );
    expect(mails[0].textBody).toContain(endpoint.url);

    const enabled = await server.gql(
      UpdateWebhookSubscriptionDocument,
      { id: subscription.id, input: { enabled: true } },
      { token: operator.token },
    );
    expect(enabled.data?.updateWebhookSubscription).toMatchObject({ enabled: true, failureCount: 0, disabledForFailuresAt: null });
  });

  test("a foreign tenant's Admin neither sees nor changes a subscription", async () => {
    const endpoint = await receiver();
    const { subscription } = await subscribe(endpoint.url, ['closure.created']);
    const foreign = await givenWorkspaceWithAdmin(server);
    const auth = { token: foreign.token };

    expect((await server.gql(WebhookSubscriptionHistoryDocument, { id: subscription.id }, auth)).data?.webhookSubscription).toBeNull();
    const listed = await server.gql(WebhookSubscriptionsDocument, { input: { limit: 100 } }, auth);
    expect(listed.data?.webhookSubscriptions.data.map((s) => s.id)).not.toContain(subscription.id);
    expect((await server.rest('GET', '/identity/Webhook?Limit=100', { auth })).body.data).toEqual([]);
    for (const [method, path, body] of [
      ['PUT', `/identity/Webhook/${subscription.id}`, { enabled: false }],
      ['DELETE', `/identity/Webhook/${subscription.id}`, undefined],
      ['POST', `/identity/Webhook/${subscription.id}/rotate-secret`, undefined],
      ['POST', `/identity/Webhook/${subscription.id}/test`, undefined],
      ['GET', `/identity/Webhook/${subscription.id}/attempts`, undefined],
    ] as const) {
      expect([method, path, (await server.rest(method, path, { body, auth })).status]).toEqual([method, path, 404]);
    }
    const create = await server.gql(
      CreateWebhookSubscriptionDocument,
      { input: { tenantId: operator.workspaceId, url: endpoint.url, eventTypes: ['closure.created'] } },
      auth,
    );
    expect(create.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // the owner and the Platform Admin still see it, unchanged
    const own = await server.gql(WebhookSubscriptionHistoryDocument, { id: subscription.id }, { token: operator.token });
    expect(own.data?.webhookSubscription?.enabled).toBe(true);
    const admin = await server.gql(
      WebhookSubscriptionsDocument,
      { input: { tenantIds: [operator.workspaceId], limit: 100 } },
      { token: await server.adminToken() },
    );
    expect(admin.data?.webhookSubscriptions.data.map((s) => s.id)).toContain(subscription.id);
    expect((await server.rest('DELETE', `/identity/Webhook/${subscription.id}`, { auth: { token: operator.token } })).status).toBe(200);
  });
});

describe('webhook endpoints on the default settings', () => {
  let server: TestServer;
  let operator: OperatorWorkspace;
  beforeAll(async () => {
    server = await startTestServer();
    operator = await givenWorkspaceWithAdmin(server);
  });
  afterAll(() => server?.close());

  const create = (input: Record<string, unknown>) =>
    server.rest('POST', '/identity/Webhook', {
      body: { tenantId: operator.workspaceId, eventTypes: ['closure.created'], ...input },
      auth: { token: operator.token },
    });

  test.each([
    ['https://127.0.0.1/hook', 'url', 'Must be on a public address (not loopback, private or link-local).'],
    ['https://localhost:8443/hook', 'url', 'Must be on a public address (not loopback, private or link-local).'],
    ['https://[::1]/hook', 'url', 'Must be on a public address (not loopback, private or link-local).'],
    ['https://10.1.2.3/hook', 'url', 'Must be on a public address (not loopback, private or link-local).'],
    ['https://169.254.169.254/latest', 'url', 'Must be on a public address (not loopback, private or link-local).'],
    ['https://[::ffff:192.168.0.1]/hook', 'url', 'Must be on a public address (not loopback, private or link-local).'],
    ['http://93.184.216.34/hook', 'url', 'Must be an https URL.'],
    ['not a url', 'url', 'Must be an absolute URL (https://...).'],
    ['https://user:pw@93.184.216.34/hook', 'url', 'Must not carry a user name or password.'],
  ])('%s is refused (400 naming the field)', async (url, field, message) => {
    const result = await create({ url });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ [field]: [message] });
  });

  test('unknown event types are refused by item; none at all too', async () => {
    const unknown = await create({ url: 'https://93.184.216.34/hook', eventTypes: ['closure.created', 'closure.exploded'] });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['eventTypes[1]']);
    const none = await create({ url: 'https://93.184.216.34/hook', eventTypes: [] });
    expect(none.body.errors).toEqual({ eventTypes: ['At least one event type.'] });
  });

  test('a public address is accepted, and the secret is shown once: the list does not carry it', async () => {
    const created = await create({ url: 'https://93.184.216.34/hook' });
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await server.rest('GET', `/identity/Webhook?TenantId=${operator.workspaceId}`, { auth: { token: operator.token } });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: created.body.subscription.id, url: 'https://93.184.216.34/hook', enabled: true }),
    ]);
    expect(listed.text).not.toContain('whsec_');
    const rotated = await server.gql(RotateWebhookSecretDocument, { id: created.body.subscription.id }, { token: operator.token });
    expect(rotated.data?.rotateWebhookSecret.secret).not.toBe(created.body.secret);
  });

  const rows = (sql: string, params: unknown[] = []) => server.app.db.orm.em.fork().execute<Record<string, any>[]>(sql, params);

  /** A subscription of a workspace of its own (so that the other tests' lists stay as they expect). */
  async function aSubscription(owner: OperatorWorkspace, path: string): Promise<{ id: string; tenantId: string }> {
    const created = await server.rest('POST', '/identity/Webhook', {
      body: { tenantId: owner.workspaceId, eventTypes: ['closure.created'], url: `https://93.184.216.34${path}` },
      auth: { token: owner.token },
    });
    expect(created.status).toBe(200);
    return { id: created.body.subscription.id, tenantId: owner.workspaceId };
  }

  /** A delivery of `subscription` in `status`, last written `daysAgo` days ago, with one attempt of the same age (a pending one not due before tomorrow: no request leaves the test). */
  async function aDelivery(
    subscription: { id: string; tenantId: string },
    status: 'Pending' | 'Delivered' | 'Failed',
    daysAgo: number,
  ): Promise<string> {
    const [delivery] = await rows(
      `insert into "webhook_delivery" ("id", "subscription_id", "event_id", "event_type", "body", "status", "attempts", "next_attempt_at", "date_created", "date_updated")
        values (gen_random_uuid(), ?, gen_random_uuid(), 'closure.created', '{}', ?, 1, now() + interval '1 day', now() - make_interval(days => ?), now() - make_interval(days => ?)) returning "id", "event_id"`,
      [subscription.id, status, daysAgo, daysAgo],
    );
    await rows(
      `insert into "webhook_delivery_attempt" ("id", "subscription_id", "tenant_id", "delivery_id", "message_id", "event_type", "attempt", "status_code", "latency_ms", "succeeded", "date_created", "date_updated")
        values (gen_random_uuid(), ?, ?, ?, ?, 'closure.created', 1, 200, 5, true, now() - make_interval(days => ?), now() - make_interval(days => ?))`,
      [subscription.id, subscription.tenantId, delivery.id, delivery.event_id, daysAgo, daysAgo],
    );
    return delivery.id;
  }

  test('the retention purge deletes delivered and failed deliveries past WEBHOOKS_RETENTION_DAYS with their attempts; pending and recent ones stay', async () => {
    const subscription = await aSubscription(await givenWorkspaceWithAdmin(server), '/retention');
    const subscriptionId = subscription.id;
    await aDelivery(subscription, 'Delivered', 31);
    await aDelivery(subscription, 'Failed', 40);
    const oldPending = await aDelivery(subscription, 'Pending', 40);
    const recentDelivered = await aDelivery(subscription, 'Delivered', 29);

    expect(await purgeWebhookHistory(server.app.db.orm.em.fork(), 30)).toBeGreaterThanOrEqual(2);

    const deliveries = await rows(`select "id" from "webhook_delivery" where "subscription_id" = ?`, [subscriptionId]);
    expect(deliveries.map((row) => row.id).sort()).toEqual([oldPending, recentDelivered].sort());
    const attempts = await rows(`select "delivery_id" from "webhook_delivery_attempt" where "subscription_id" = ?`, [subscriptionId]);
    expect(attempts.map((row) => row.delivery_id).sort()).toEqual([oldPending, recentDelivered].sort());
  });

  test('the subscriptions list with their attempts is 2 statements and authentication, for one subscription or three: the page with its count, the attempts of the page', async () => {
    const owner = await givenWorkspaceWithAdmin(server);
    const subscriptionIds: string[] = [];
    for (const path of ['/counted-1', '/counted-2', '/counted-3']) {
      const subscription = await aSubscription(owner, path);
      subscriptionIds.push(subscription.id);
      for (let attempt = 0; attempt < 3; attempt += 1) await aDelivery(subscription, 'Delivered', 1);
    }
    const list = (limit: number) =>
      server.gql(
        WebhookSubscriptionsWithAttemptsDocument,
        { input: { tenantIds: [owner.workspaceId], limit }, attempts: 2 },
        { token: owner.token },
      );

    await warmCaller(server, { token: owner.token });
    const one = await list(1);
    const three = await list(3);
    expect(one.data?.webhookSubscriptions.data).toHaveLength(1);
    expect(
      three.data?.webhookSubscriptions.data.map((subscription) => [
        subscription.id,
        subscription.attempts.totalCount,
        subscription.attempts.data.length,
      ]),
    ).toEqual([...subscriptionIds].reverse().map((id) => [id, 3, 2]));
    expect(one.statements).toBe(2);
    expect(three.statements).toBe(2);
  });
});
