import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { CatalogueLocationByIdDocument } from '../generated/graphql';
import { givenLocation, givenWorkspaceWithAdmin, type OperatorWorkspace } from '../support/catalogue-builders';
import {
  createPrivateCluster,
  inDatabase,
  missingPostgresTools,
  waitForReplay,
  withClient,
  type PrivateCluster,
} from '../support/private-cluster';
import { subscribeOn } from '../support/subscriber';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { gatewayClient, startApplication, type StartedApp, type TestServer } from '../support/test-server';

/**
 * `npm run test:replica`: a failover under load (docs/decisions.md#failover). A private primary with
 * a synchronous streaming standby, behind a TCP proxy that is the gateway's only address for the
 * database (DATABASE_URL, and so its LISTEN), as a virtual IP or HAProxy is. Reads and writes run
 * from several clients; the primary is killed (`pg_ctl stop -m immediate`), the standby promoted,
 * the proxy moved to it. Every answer is a success or a 503 with Retry-After; every write a client
 * saw acknowledged is on the new primary; a write retried with its Idempotency-Key took effect once;
 * reads are served again within 10 s of the promotion; and the subscriber heard every change of the
 * event log, across the switch, once each.
 */
const missing = missingPostgresTools();
const tools = missing.length ? describe.skip : describe;
if (missing.length) process.stderr.write(`\nThe failover test is skipped: ${missing.join(', ')} not found (PostgreSQL 15's binaries).\n\n`);

const SET_STATUS = `mutation($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id status } }`;
const LOCATION_CHANGED = `subscription($id: ID) { locationChanged(id: $id) { event id cursor } }`;
const STATUS_EVENTS = ['location.activated', 'location.deactivated'];
const EVENTS = `query($after: String, $types: [String!]) { events(after: $after, first: 100, types: $types) {
  nodes { cursor recordId type } endCursor hasNextPage } }`;

interface Answer {
  at: number;
  status: number;
  retryAfter: string | null;
  code: unknown;
}

tools('a failover under load', () => {
  let primary: PrivateCluster;
  let standby: PrivateCluster;
  let proxy: TcpProxy;
  let started: StartedApp;
  let server: TestServer;
  let operator: OperatorWorkspace;
  let location: { id: string };
  let subscriber: Client;

  beforeAll(async () => {
    primary = await createPrivateCluster();
    standby = await primary.createStandby();
    // Synchronous: a commit is acknowledged once the standby has it, so a promotion loses none.
    await withClient(primary.url, async (client) => {
      await client.query(`alter system set synchronous_standby_names = '*'`);
      await client.query('select pg_reload_conf()');
      await client.query('create database flexspace');
    });
    await waitForReplay(primary.url, standby.url, 30_000);
    proxy = await startTcpProxy(primary.port);
    started = await startApplication({
      DATABASE_URL: inDatabase(`postgres://postgres@127.0.0.1:${proxy.port}/postgres`, 'flexspace'),
      // A repeat waits 3 s for the first attempt's answer, and may take over a claim whose write never ran after 3 s.
      IDEMPOTENCY_KEY_WAIT_SECONDS: '3',
    });
    server = { ...gatewayClient(started.app.url), app: started.app, close: started.close };
    operator = await givenWorkspaceWithAdmin(server, 'Failover Desks');
    location = await givenLocation(server, operator.token, operator.workspaceId, { name: 'Switch Desk' });
  }, 120_000);
  afterAll(async () => {
    await subscriber?.dispose();
    await started?.close();
    await proxy?.close();
    await standby?.destroy();
    await primary?.destroy();
  });

  test('every answer a success or a 503 with Retry-After, no acknowledged write lost, each retried write once, reads back within 10 s, subscribers miss nothing', async () => {
    const admin = await server.adminToken();
    const subscription = await subscribeOn(server.url, operator.token, LOCATION_CHANGED, { id: location.id });
    subscriber = subscription.client;
    /** The cursors of the status changes heard, in order. */
    const heard = () =>
      subscription.results
        .map((r) => r.data?.locationChanged)
        .filter((change) => change && STATUS_EVENTS.includes(change.event))
        .map((change) => change.cursor);

    const answers: Answer[] = [];
    const note = (status: number, headers: Headers, code: unknown) =>
      answers.push({ at: Date.now(), status, retryAfter: headers.get('retry-after'), code });
    let stopAt = Number.POSITIVE_INFINITY;
    let day = 0;
    const acknowledged: string[] = [];
    let lostAnswers = 0;
    /** A closure of its own day, created with one Idempotency-Key, retried with it until it is answered. */
    const writer = async () => {
      while (Date.now() < stopAt) {
        day += 1;
        const from = new Date(Date.UTC(2032, 0, 1) + day * 86_400_000).toISOString();
        const body = {
          closures: [
            {
              workspaceId: operator.workspaceId,
              locationId: location.id,
              recurrence: 'None',
              dateRange: { from, to: new Date(Date.parse(from) + 3_600_000).toISOString() },
            },
          ],
        };
        const key = randomUUID();
        for (;;) {
          const answer = await server.rest('POST', '/workspaces/LocationClosure/create', {
            body,
            auth: { token: operator.token },
            headers: { 'Idempotency-Key': key },
          });
          note(answer.status, answer.headers, (answer.body as any)?.code);
          if (answer.status === 200) {
            acknowledged.push(from);
            break;
          }
          if (answer.status === 409 && (answer.body as any)?.code === 'IDEMPOTENCY_KEY_ANSWER_LOST') {
            lostAnswers += 1;
            acknowledged.push(from); // it took effect: the same check finds it once
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    };
    const reader = async () => {
      while (Date.now() < stopAt) {
        const read = await server.gql(CatalogueLocationByIdDocument, { id: location.id }, { token: admin });
        note(read.status, read.headers, read.errors?.[0]?.extensions?.code);
        if (read.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    let status: 'Active' | 'Inactive' = 'Active';
    const toggler = async () => {
      while (Date.now() < stopAt) {
        const next = status === 'Active' ? 'Inactive' : 'Active';
        const key = randomUUID();
        for (;;) {
          const answer = await server.gql(
            SET_STATUS,
            { id: location.id, s: next },
            { token: operator.token, headers: { 'Idempotency-Key': key } },
          );
          note(answer.status, answer.headers, answer.errors?.[0]?.extensions?.code);
          if (answer.status === 200 && !answer.errors) break;
          if (answer.errors?.[0]?.extensions?.code === 'IDEMPOTENCY_KEY_ANSWER_LOST') break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        status = next;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const load = Promise.all([writer(), writer(), reader(), reader(), reader(), toggler()]);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const crashedAt = Date.now();
    await primary.crash();
    await standby.promote();
    proxy.switchTo(standby.port);
    const promotedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 8000));
    stopAt = Date.now();
    await load;

    // Every answer: a success, or a 503 with Retry-After (the graph's code SERVICE_UNAVAILABLE).
    const wrong = answers.filter(
      (a) =>
        !(a.status === 200 && a.code === undefined) &&
        !(a.status === 503 && a.retryAfter !== null && a.code === 'SERVICE_UNAVAILABLE') &&
        !(a.status === 409 && (a.code === 'IDEMPOTENCY_KEY_IN_USE' || a.code === 'IDEMPOTENCY_KEY_ANSWER_LOST')),
    );
    expect(wrong).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    const readsBack = answers.find((a) => a.at > promotedAt && a.status === 200);
    expect(readsBack).toBeDefined();
    expect(readsBack!.at - promotedAt).toBeLessThan(10_000);

    // Every acknowledged write is on the new primary, once.
    const found = await withClient(inDatabase(standby.url, 'flexspace'), async (client) => {
      const { rows } = await client.query<{ from: Date; n: number }>(
        `select "date_from" as "from", count(*)::int as "n" from "location_closure" where "location_id" = $1 group by "date_from"`,
        [location.id],
      );
      return new Map(rows.map((row) => [row.from.toISOString(), row.n]));
    });
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((from) => found.get(from) !== 1)).toEqual([]);
    expect([...found.values()].filter((n) => n !== 1)).toEqual([]);

    // The subscriber heard every status change of the log, in order, once each (one made now too,
    // on the new primary, so the listening connection has followed it).
    const last = status === 'Active' ? 'Inactive' : 'Active';
    expect((await server.gql(SET_STATUS, { id: location.id, s: last }, { token: operator.token })).errors).toBeUndefined();
    /** The log's status events of the location, by cursor, and the type of the last. */
    const readLogged = async () => {
      const cursors: string[] = [];
      let lastType: string | null = null;
      let after: string | null = null;
      for (;;) {
        const page: any = await server.gql<any, any>(EVENTS, { after, types: STATUS_EVENTS }, { token: admin });
        expect(page.errors).toBeUndefined();
        for (const node of page.data.events.nodes.filter((n: any) => n.recordId === location.id)) {
          cursors.push(node.cursor);
          lastType = node.type;
        }
        after = page.data.events.endCursor;
        if (!page.data.events.hasNextPage) return { cursors, lastType };
      }
    };
    // Polled, as a client does, until the last change is in the log (below its horizon) and heard.
    const finalType = last === 'Active' ? 'location.activated' : 'location.deactivated';
    let logged = await readLogged();
    for (
      const deadline = Date.now() + 10_000;
      (logged.lastType !== finalType || heard().length !== logged.cursors.length) && Date.now() < deadline;
      logged = await readLogged()
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged.lastType).toBe(finalType);
    expect(heard()).toEqual(logged.cursors);

    process.stderr.write(
      `\nfailover: ${answers.length} answers, ${unavailable.length} of them 503 (between ${unavailable.length ? unavailable[0].at - crashedAt : 0} and ` +
        `${unavailable.length ? unavailable[unavailable.length - 1].at - crashedAt : 0} ms after the crash); promotion ${promotedAt - crashedAt} ms after it; ` +
        `reads back ${readsBack!.at - promotedAt} ms after the promotion; ${acknowledged.length} closures acknowledged and found once each ` +
        `(${lostAnswers} answered as lost, found once); ${logged.cursors.length} status changes in the log, each heard once\n`,
    );
  }, 120_000);
});
