import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PLATFORM_TENANT_ID } from '../../src/kernel/caller';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-processes';
import { startSmtp } from '../support/smtp-sink';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gatewayClient, type GatewayClient } from '../support/test-server';

/**
 * OpenTelemetry traces (docs/decisions.md#traces), as an operator's collector receives them: a
 * gateway process started as `npm start` starts it, with the standard OTEL_* variables pointing at
 * an OTLP receiver made here that decodes what the exporter sends (OTLP over HTTP, JSON).
 */

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]));

/** An OTLP/HTTP receiver: every span of every export, flattened with its resource's attributes. */
async function otlpReceiver(): Promise<{ url: string; spans: ExportedSpan[]; paths: string[]; close: () => Promise<void> }> {
  const spans: ExportedSpan[] = [];
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: OtlpAttribute[] };
          scopeSpans: { spans: (Omit<ExportedSpan, 'attributes' | 'resource'> & { attributes: OtlpAttribute[] })[] }[];
        }[];
      };
      for (const { resource, scopeSpans } of body.resourceSpans)
        for (const scope of scopeSpans)
          for (const span of scope.spans)
            spans.push({ ...span, attributes: attributesOf(span.attributes), resource: attributesOf(resource.attributes) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function eventually<T>(what: string, read: () => T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CATALOGUE = `query Catalogue($input: GetLocationsInput) {
  locations(input: $input) { data { id name workspace { id name } rooms(limit: 3) { data { id name } } } }
}`;

describe('OpenTelemetry traces of a gateway process', () => {
  let collector: Awaited<ReturnType<typeof otlpReceiver>>;
  let gateway: GatewayProcess;
  let client: GatewayClient;
  let hooks: Server;
  let hooksUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const delivered: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    collector = await otlpReceiver();
    smtp = await startSmtp();
    hooks = createServer((request, response) => {
      delivered.push(request.headers);
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hooksUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`;
    gateway = await startGatewayProcess({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'gateway-under-test',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=test',
      OTEL_BSP_SCHEDULE_DELAY: '50',
      DEMO_DATA: 'true',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOKS_POLL_MS: '20',
      MAIL_POLL_MS: '50',
      SMTP_URL: smtp.url,
    });
    client = gatewayClient(gateway.url);
  }, 120_000);
  afterAll(async () => {
    await gateway?.dispose();
    await collector?.close();
    await smtp?.close();
    await new Promise((resolve) => hooks?.close(resolve));
  });

  test("a catalogue page's trace continues the caller's traceparent: the request, its operation, the operation's three statements; the log line names it", async () => {
    const token = await client.adminToken();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const input = { limit: 10, geoSearch: { latitude: 40.7527, longitude: -73.9772, maxMiles: 50 } };
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, traceparent: `00-${traceId}-${callerSpanId}-01` },
      body: JSON.stringify({ query: CATALOGUE, variables: { input } }),
    });
    const body = (await response.json()) as { data: { locations: { data: { rooms: { data: unknown[] } }[] } } };
    expect(response.status).toBe(200);
    expect(body.data.locations.data.length).toBeGreaterThan(0); // the demo data's locations: the edges run

    const spans = await eventually(
      'the catalogue trace',
      () => collector.spans.filter((span) => span.traceId === traceId),
      (found) => found.some((span) => span.name === 'query Catalogue') && found.filter((span) => span.kind === 3).length >= 3,
    );
    expect(collector.paths[0]).toBe('POST /v1/traces application/json');
    const request = spans.find((span) => span.parentSpanId === callerSpanId)!;
    expect(request).toMatchObject({
      name: 'POST /graphql',
      kind: 2, // SERVER
      attributes: { 'http.route': '/graphql', 'http.request.method': 'POST', 'http.response.status_code': 200, 'url.path': '/graphql' },
    });
    expect(request.resource).toMatchObject({ 'service.name': 'gateway-under-test', 'deployment.environment.name': 'test' });
    const operation = spans.find((span) => span.name === 'query Catalogue')!;
    expect(operation.parentSpanId).toBe(request.spanId);
    expect(operation.attributes).toMatchObject({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'Catalogue' });
    expect(operation.attributes['graphql.document.hash']).toMatch(/^[0-9a-f]{64}$/);
    const statements = spans.filter((span) => span.parentSpanId === operation.spanId);
    expect(statements).toHaveLength(3); // the page, its workspaces, its rooms
    for (const statement of statements) {
      expect(statement.kind).toBe(3); // CLIENT
      expect(statement.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
      expect(String(statement.attributes['db.query.text'])).toMatch(/^\s*(select|with)\b/i);
    }
    // Texts, never values: the caller's search centre is nowhere in the trace.
    expect(JSON.stringify(spans)).not.toContain('40.7527');

    const line = await eventually(
      'the request log line',
      () =>
        gateway
          .output()
          .split('\n')
          .find((text) => text.includes('"msg":"request"') && text.includes(traceId)),
      Boolean,
    );
    expect(JSON.parse(line!)).toMatchObject({ url: '/graphql', status: 200, trace_id: traceId, span_id: request.spanId });
  });

  test('a webhook delivery is a trace of its own and carries its traceparent to the endpoint', async () => {
    const token = await client.adminToken();
    const subscribed = await client.rest('POST', '/identity/Webhook', {
      body: { tenantId: PLATFORM_TENANT_ID, url: hooksUrl, eventTypes: ['location.updated'] },
      auth: { token },
    });
    expect(subscribed.status).toBe(200);
    const { subscription } = subscribed.body as { subscription: { id: string } };
    expect((await client.rest('POST', `/identity/Webhook/${subscription.id}/test`, { auth: { token } })).status).toBe(200);

    const [headers] = await eventually(
      'the delivery',
      () => delivered,
      (received) => received.length >= 1,
    );
    const [, traceId, parentId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(headers.traceparent)) ?? [];
    expect(traceId).toBeDefined();
    const spans = await eventually(
      'the delivery trace',
      () => collector.spans.filter((span) => span.traceId === traceId),
      (found) => found.some((span) => span.name === 'webhook delivery') && found.some((span) => span.spanId === parentId),
    );
    const delivery = spans.find((span) => span.name === 'webhook delivery')!;
    expect(delivery.parentSpanId ?? '').toBe(''); // a root: not the trace of the request that sent the test event
    const outgoing = spans.find((span) => span.spanId === parentId)!;
    expect(outgoing).toMatchObject({ kind: 3, parentSpanId: delivery.spanId });
    // Its statements (recording the attempt) are its children too.
    expect(spans.some((span) => span.parentSpanId === delivery.spanId && span.attributes['db.system.name'] === 'postgresql')).toBe(true);
  });

  test("a subscription's delivery over WebSocket is a trace of its own, the event's read its child", async () => {
    const token = await client.adminToken();
    const page = await client.gql<{ locations: { data: { id: string }[] } }, object>(CATALOGUE, { input: { limit: 1 } }, { token });
    const locationId = page.data!.locations.data[0].id;
    const socket = createClient({
      url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const received: unknown[] = [];
    try {
      const subscribed = new Promise<void>((resolve) => socket.on('connected', () => resolve()));
      socket.subscribe(
        {
          query: 'subscription LocationWatch($id: ID) { locationChanged(id: $id) { event id location { id status } } }',
          variables: { id: locationId },
        },
        { next: (result) => void received.push(result.data), error: () => undefined, complete: () => undefined },
      );
      await subscribed;
      await new Promise((resolve) => setTimeout(resolve, 300)); // the subscribe message reaches the gateway
      const setStatus = 'mutation($input: SetLocationStatusInput!) { setLocationStatus(input: $input) { id status } }';
      const changed = await client.gql(setStatus, { input: { id: locationId, status: 'Inactive' } }, { token });
      expect(changed.errors).toBeUndefined();
      await eventually(
        'the event',
        () => received,
        (events) => events.length >= 1,
      );
    } finally {
      await socket.dispose();
    }
    const [delivery] = await eventually(
      'the delivery span',
      () => collector.spans.filter((span) => span.name === 'subscription LocationWatch'),
      (found) => found.length >= 1,
    );
    expect(delivery.parentSpanId ?? '').toBe('');
    expect(delivery.attributes).toMatchObject({ 'graphql.operation.type': 'subscription', 'graphql.operation.name': 'LocationWatch' });
    await eventually(
      "the delivery's statement",
      () => collector.spans.filter((span) => span.parentSpanId === delivery.spanId),
      (children) => children.some((span) => span.attributes['db.system.name'] === 'postgresql'),
    );
  });

  test('a mail sent is a trace of its own, its statements its children', async () => {
    const before = collector.spans.length;
    const forgot = 'mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) }';
    expect((await client.gql(forgot, { input: { email: ADMIN_EMAIL } })).data).toEqual({ forgotPassword: true });
    await eventually(
      'the mail',
      () => smtp.received,
      (received) => received.some((mail) => mail.to.includes(ADMIN_EMAIL)),
    );
    const [mail] = await eventually(
      'the mail span',
      () => collector.spans.slice(before).filter((span) => span.name === 'mail'),
      (found) => found.length >= 1,
    );
    expect(mail.parentSpanId ?? '').toBe('');
    const [marked] = await eventually(
      "the mail's statement",
      () => collector.spans.filter((span) => span.parentSpanId === mail.spanId),
      (children) => children.length >= 1,
    );
    expect(String(marked.attributes['db.query.text'])).toMatch(/^update "outbox_mail" set "status" = 'Sent'/);
  });

  test("a request its caller's traceparent leaves unsampled is not traced, and no traced request leaves the promise hooks on", async () => {
    const token = await client.adminToken();
    const traceId = 'aaf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, traceparent: `00-${traceId}-00f067aa0ba902b7-00` },
      body: JSON.stringify({ query: CATALOGUE, variables: { input: { limit: 5 } } }),
    });
    expect(response.status).toBe(200);
    await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD); // traced, after it: once its spans are exported, the other's would be
    const before = collector.spans.length;
    await eventually(
      'the sign-in trace',
      () => collector.spans.slice(before - 1),
      (found) => found.some((span) => span.name === 'POST /identity/connect/token'),
    );
    expect(collector.spans.filter((span) => span.traceId === traceId)).toEqual([]);
    const line = gateway
      .output()
      .split('\n')
      .find((text) => text.includes('"msg":"request"') && text.includes('"url":"/graphql"') && !text.includes('trace_id'));
    expect(line).toBeDefined();
    // Traced requests, deliveries and mail have run: V8's promise hooks are off again (docs/decisions.md#traces).
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/^gateway_promise_hooks_active 0$/m);
  });

  test('the probes are not traced', async () => {
    const before = collector.spans.length;
    for (const path of ['/healthz', '/readyz', '/metrics']) expect((await fetch(`${gateway.url}${path}`)).status).toBe(200);
    await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD); // a traced request after them: once it is exported, they would be too
    await eventually(
      'the sign-in trace',
      () => collector.spans.slice(before),
      (found) => found.some((span) => span.name === 'POST /identity/connect/token'),
    );
    const probes = collector.spans.filter((span) => /\/(healthz|readyz|metrics)\b/.test(JSON.stringify(span.attributes)));
    expect(probes).toEqual([]);
  });
});
