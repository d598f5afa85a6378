import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A subscription's client, and what it has received so far. */
export interface Subscribed {
  client: Client;
  /** Each `next` payload, in order (`{ data }` or `{ errors }`). */
  results: any[];
  errors: unknown[];
}

/**
 * Subscribes `query` on the gateway at `gatewayUrl` (its http:// address) as the bearer of `token`,
 * over a WebSocket of its own (no reconnection). Resolves once the gateway holds the subscription: a
 * query sent after it on the same connection is answered (refused: queries run over HTTP) after it
 * started.
 */
export async function subscribeOn(
  gatewayUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Subscribed> {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const results: any[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query, variables },
    { next: (r) => void results.push(r), error: (e) => void errors.push(e), complete: () => undefined },
  );
  await new Promise<void>((resolve) =>
    client.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: () => resolve(), complete: () => resolve() }),
  );
  return { client, results, errors };
}
