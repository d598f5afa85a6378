import { Client } from 'pg';
import { startOwnTestServer, type TestServer } from '../support/test-server';
import { createPrivateCluster, type PrivateCluster } from '../support/private-cluster';

/**
 * `npm run test:outage` (not part of `npm test`): PostgreSQL restarts under load. A private
 * cluster is stopped (`pg_ctl stop -m fast`: every session is terminated) while graph and REST
 * reads and writes keep coming, and started again: every answer is a 200 or a 503 with
 * Retry-After (never a 500), /readyz fails while the database is away, the same gateway serves
 * again once it is back, and every write acknowledged with a 200 is in the database.
 */
let cluster: PrivateCluster;
let server: TestServer;
let token: string;
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  cluster = await createPrivateCluster();
  process.env.DATABASE_URL = cluster.url; // the test server's own database is created in the private cluster
  // The file's modules read this file's process.env (jest gives each file a copy of it).
  server = await startOwnTestServer({}, {}, { fileModules: true });
  token = await server.adminToken();
}, 120_000);

afterAll(async () => {
  await server?.close().catch(() => undefined);
  await cluster?.destroy();
  if (previousUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousUrl;
}, 120_000);

interface Answer {
  kind: Kind;
  status: number;
  retryAfter: string | null;
  code: unknown;
  contentType: string | null;
  body: unknown;
  /** The tenant a write asked for. */
  tenantId?: string;
  /** Where the database was when the request was sent. */
  phase: Phase;
}

type Kind = 'graph read' | 'graph write' | 'rest read' | 'rest write';

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';

let sequence = 0;
let phase: Phase = 'up';

/** One request of a kind; an answer that is not a response at all (the process died) is status 0. */
async function call(kind: Kind): Promise<Answer> {
  const sentIn = phase;
  const tenantId = kind.endsWith('write') ? `outage-${kind === 'graph write' ? 'g' : 'r'}-${(sequence += 1)}` : undefined;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const request: { path: string; body: unknown } =
    kind === 'graph read'
      ? { path: '/graphql', body: { query: '{ me { id email } }' } }
      : kind === 'graph write'
        ? {
            path: '/graphql',
            body: {
              query: 'mutation Add($input: AddTenantInput!) { addTenant(input: $input) }',
              variables: { input: { tenantId, tenantName: tenantId, tenantType: 'Workspace' } },
            },
          }
        : kind === 'rest read'
          ? { path: '/identity/Tenant', body: { offset: 0, limit: 5 } }
          : { path: '/identity/Tenant/create', body: { tenantId, tenantName: tenantId, tenantType: 'Employer' } };
  try {
    const response = await fetch(`${server.url}${request.path}`, { method: 'POST', headers, body: JSON.stringify(request.body) });
    const text = await response.text();
    let body: unknown = text;
    let code: unknown;
    try {
      const parsed = (text ? JSON.parse(text) : {}) as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] };
      body = parsed;
      code = kind.startsWith('graph') ? parsed.errors?.[0]?.extensions?.code : parsed.code;
      if (kind.startsWith('graph') && response.status === 200 && parsed.errors) code ??= 'error in a 200';
    } catch {
      code = 'not JSON';
    }
    const contentType = response.headers.get('content-type');
    return {
      kind,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      code,
      contentType,
      body,
      tenantId,
      phase: sentIn,
    };
  } catch (error) {
    return { kind, status: 0, retryAfter: null, code: (error as Error).message, contentType: null, body: null, tenantId, phase: sentIn };
  }
}

/** Workers that keep sending requests of every kind until stopped; their answers. */
function startLoad(perKind: number): { answers: Answer[]; stop: () => Promise<void> } {
  const answers: Answer[] = [];
  let running = true;
  const kinds: Kind[] = ['graph read', 'graph write', 'rest read', 'rest write'];
  const workers = kinds.flatMap((kind) =>
    Array.from({ length: perKind }, async () => {
      while (running) {
        answers.push(await call(kind));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function readiness(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: await response.json() };
}

/** `{ "rest write 500 INTERNAL_SERVER_ERROR Retry-After: null": 3, ... }`: readable when it fails. */
function summary(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.kind} ${a.status} ${String(a.code)} Retry-After: ${a.retryAfter}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('PostgreSQL restarts under load: 200 or 503 with Retry-After, readiness fails while it is away, the gateway recovers by itself, no acknowledged write is lost', async () => {
  expect((await readiness()).status).toBe(200);
  const load = startLoad(2);
  await sleep(1000);

  // The database goes away with requests in flight.
  phase = 'stopping';
  await cluster.stop();
  phase = 'down';
  await sleep(500);
  const whileDown = await readiness();
  await sleep(1000);
  phase = 'starting';
  await cluster.start();
  phase = 'back';

  // The same gateway serves again by itself: every kind of request succeeds within a few seconds.
  const recovered: Answer[] = [];
  for (const kind of ['graph read', 'graph write', 'rest read', 'rest write'] as Kind[]) {
    const deadline = Date.now() + 20_000;
    let answer = await call(kind);
    while (answer.status !== 200 && Date.now() < deadline) {
      await sleep(100);
      answer = await call(kind);
    }
    recovered.push(answer);
  }
  await sleep(500);
  await load.stop();
  const afterwards = await readiness();

  const answers = [...load.answers, ...recovered];
  const unexpected = answers.filter(
    (a) =>
      !(a.status === 200 && a.code === undefined) &&
      !(a.status === 503 && a.retryAfter !== null && /^\d+$/.test(a.retryAfter) && a.code === 'SERVICE_UNAVAILABLE'),
  );
  expect(summary(unexpected)).toEqual({});
  // The outage was met: by requests in flight when the database went away, and by every request
  // of every kind sent while it was down.
  expect(answers.filter((a) => (a.phase === 'up' || a.phase === 'stopping') && a.status === 503).length).toBeGreaterThan(0);
  const sentWhileDown = answers.filter((a) => a.phase === 'down');
  expect(summary(sentWhileDown.filter((a) => a.status !== 503))).toEqual({});
  expect(new Set(sentWhileDown.map((a) => a.kind))).toEqual(new Set(['graph read', 'graph write', 'rest read', 'rest write']));
  // REST answers a problem document, the graph its errors.
  for (const outage of answers.filter((a) => a.status === 503)) {
    if (outage.kind.startsWith('rest')) {
      expect(outage.contentType).toMatch(/^application\/problem\+json/);
      expect(outage.body).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE' });
    } else {
      expect(outage.body).toMatchObject({
        errors: [{ message: expect.stringMatching(/database/), extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });
    }
  }

  expect(whileDown).toEqual({ status: 503, body: expect.objectContaining({ database: 'down' }) });
  expect(recovered.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(afterwards.status).toBe(200);

  // Every write acknowledged with a 200 is in the database.
  const acknowledged = answers.filter((a) => a.tenantId && a.status === 200).map((a) => a.tenantId!);
  expect(acknowledged.length).toBeGreaterThan(10);
  const client = new Client({ connectionString: server.app.settings.databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: string }>('select tenant_id from tenant where tenant_id = any($1)', [acknowledged]);
    expect(rows.map((r) => r.tenant_id).sort()).toEqual([...acknowledged].sort());
  } finally {
    await client.end();
  }
}, 120_000);
