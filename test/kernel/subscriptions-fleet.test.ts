import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { applicationIn } from '../support/employers-builders';
import { startGatewayProcesses, type GatewayProcesses } from '../support/gateway-processes';
import { aUser, tokens } from '../support/identity-builders';

/**
 * Subscriptions across gateway processes (docs/decisions.md#subscriptions): a change made through
 * one gateway reaches, when it commits, the subscribers of another, as Apollo Client's
 * GraphQLWsLink receives it; a stopping gateway closes its sockets with 1001. PostgreSQL only: the
 * embedded engine belongs to one process (test/kernel/subscriptions.test.ts runs on both).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  process.stdout.write('subscriptions-fleet.test.ts skipped: two gateway processes need one PostgreSQL database (set DATABASE_URL).\n');
const describeOnPostgres = onPostgres ? describe : describe.skip;

const CHANGED = gql`
  subscription ApplicationChanged {
    employerApplicationChanged {
      event
      id
      employerApplication {
        id
        name
        status
      }
    }
  }
`;

describeOnPostgres('subscriptions on two gateways', () => {
  let fleet: GatewayProcesses;
  let stopped = false;
  const sockets: Client[] = [];
  beforeAll(async () => {
    fleet = await startGatewayProcesses(2);
  }, 150_000);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    if (!stopped) await fleet?.stop();
  }, 60_000);

  /** Apollo Client on gateway `at` with these connection_init credentials, and the close code its socket met. */
  function apolloOn(at: number, token: string) {
    let closedWith: number | null = null;
    const socket = createClient({
      url: `${fleet.gateways[at].url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    sockets.push(socket);
    const client = new ApolloClient({ link: new GraphQLWsLink(socket), cache: new InMemoryCache() });
    const received: any[] = [];
    const connected = new Promise<void>((resolve) => socket.on('connected', () => resolve()));
    client.subscribe({ query: CHANGED }).subscribe({ next: (result) => void received.push(result.data) });
    return { received, connected, closedWith: () => closedWith };
  }

  const until = async (check: () => unknown, ms: number) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    return Boolean(check());
  };

  test("a change made through one gateway reaches the other's subscribers within a second; not those who may not read it; 1001 on SIGTERM", async () => {
    const [a, b] = fleet.gateways;
    const admin = apolloOn(1, await b.adminToken());
    const stranger = await aUser(b);
    const foreign = apolloOn(1, (await tokens(b, stranger.email)).access_token);
    await Promise.all([admin.connected, foreign.connected]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscribe messages reach gateway B

    const submitted = await applicationIn(a, 'Submitted');
    const answered = Date.now();
    expect(await until(() => admin.received.length === 1, 1000)).toBe(true);
    expect(Date.now() - answered).toBeLessThan(1000);
    expect(admin.received[0].employerApplicationChanged).toMatchObject({
      event: 'application.submitted',
      id: submitted.id,
      employerApplication: { id: submitted.id, status: 'Submitted', __typename: 'EmployerApplication' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(foreign.received).toEqual([]);

    stopped = true;
    await fleet.stop();
    expect(await until(() => admin.closedWith() !== null, 5000)).toBe(true);
    expect(admin.closedWith()).toBe(1001);
  }, 60_000);
});
