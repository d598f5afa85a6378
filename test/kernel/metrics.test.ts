import { randomUUID } from 'node:crypto';
import { rawRequest } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

/** Prometheus metrics at /metrics (docs/decisions.md#metrics). */
const TOKEN = 'metrics-token-for-tests-0123456789';

let shared: TestServer;
let guarded: TestServer;
beforeAll(async () => {
  shared = await startTestServer();
  guarded = await startTestServer({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await shared?.close();
  await guarded?.close();
});

const scrape = async (server: TestServer, headers: Record<string, string> = {}) => {
  const answer = await rawRequest(`${server.url}/metrics`, { headers });
  return { ...answer, text: answer.body.toString('utf8') };
};

/** The value of one series (`name{labels}`), 0 when the scrape does not have it yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  test('given no METRICS_TOKEN, then a caller on this machine reads them and one relayed from elsewhere does not', async () => {
    const local = await scrape(shared);
    expect(local.status).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    const relayed = await scrape(shared, { 'x-forwarded-for': '203.0.113.7' });
    expect(relayed.status).toBe(403);
    expect(JSON.parse(relayed.text)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  test('given METRICS_TOKEN, then only its bearer reads them, even on this machine', async () => {
    const anonymous = await scrape(guarded);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(guarded, { authorization: 'Bearer not-the-token-at-all-000' })).status).toBe(401);
    expect((await scrape(guarded, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  test('given graph and REST requests, then they are counted by face, operation (never the URL) and status, and their errors by code', async () => {
    const before = (await scrape(shared)).text;
    for (let i = 0; i < 3; i++) expect((await shared.gql('query MetricsProbe { __typename }')).status).toBe(200);
    expect((await shared.gql('query MetricsBroken { noSuchField }')).status).toBe(400);
    expect((await shared.rest('GET', '/identity/User')).status).toBe(401);
    const closureId = randomUUID();
    expect((await shared.rest('DELETE', `/workspaces/LocationClosure/${closureId}`)).status).toBe(401);
    expect((await shared.rest('GET', `/no-such-path/${closureId}`)).status).toBe(404);
    const after = (await scrape(shared)).text;

    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('http_requests_total{face="graphql",operation="MetricsProbe",status="200"}')).toBe(3);
    expect(delta('http_request_duration_seconds_count{face="graphql",operation="MetricsProbe"}')).toBe(3);
    expect(delta('http_requests_total{face="graphql",operation="(unresolved)",status="400"}')).toBe(1);
    expect(delta('gateway_errors_total{face="graphql",code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(delta('http_requests_total{face="rest",operation="GET /identity/User",status="401"}')).toBe(1);
    expect(delta('http_requests_total{face="rest",operation="DELETE /workspaces/LocationClosure/{id}",status="401"}')).toBe(1);
    expect(delta('gateway_errors_total{face="rest",code="UNAUTHENTICATED"}')).toBe(2);
    expect(delta('http_requests_total{face="other",operation="(other)",status="404"}')).toBe(1);
    expect(after).not.toContain(closureId);
  });

  test("db_statements_total counts every statement the gateway sends, a request's among them", async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const series = 'db_statements_total{pool="primary"}';
    const admin = await guarded.adminToken();
    const before = valueOf((await scrape(guarded, auth)).text, series);
    const read = await guarded.gql('{ me { id } }', {}, { token: admin });
    const after = valueOf((await scrape(guarded, auth)).text, series);
    expect(read.errors).toBeUndefined();
    expect(read.statements).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(read.statements);
  });

  test('the database pool, the mail outbox and the event loop are read at scrape time', async () => {
    const em = guarded.app.db.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into outbox_mail (id, date_created, to_address, subject, text_body, kind) values (?, now() - interval '90 seconds', 'metrics@example.com', 'waiting', 'body', 'test')`,
        [randomUUID()],
      );
    const { text } = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
    for (const gauge of ['db_pool_connections_in_use', 'db_pool_connections_idle', 'db_pool_acquires_waiting'])
      expect(valueOf(text, gauge)).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^db_pool_acquires_waiting \d+$/m);
    expect(valueOf(text, 'outbox_pending_mails')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });
});
