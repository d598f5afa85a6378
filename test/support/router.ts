import type { IncomingHttpHeaders } from 'node:http';
import { composeServices } from '@apollo/composition';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { parse } from 'graphql';

/** A subgraph to compose: its name (the router's name for it), where it listens, and its SDL. */
export interface SubgraphDefinition {
  name: string;
  url: string;
  sdl: string;
}

/** One request the router sent to a subgraph, with the headers of the answer (names lowercased, e.g. `x-sql-statements`). */
export interface SubgraphFetch {
  subgraph: string;
  query: string;
  variables: unknown;
  responseHeaders: Record<string, string>;
}

/** A running router: where it listens, what it fetched from the subgraphs, a way to send it a request, and its stop. */
export interface Router {
  url: string;
  fetches: SubgraphFetch[];
  /** Posts `body` as JSON to the router (with `headers`); the answer's status and parsed body. */
  post(body: { query: string; variables?: unknown }, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** How to start a router: the supergraph to serve, and the incoming headers to forward (default DEFAULT_FORWARD_HEADERS). */
export interface RouterOptions {
  supergraphSdl: string;
  /** The incoming headers the router copies onto every subgraph request (names lowercased). */
  forwardHeaders?: string[];
  /** Headers the router itself sends on every subgraph request (its own credential: `Router-Secret`). */
  subgraphHeaders?: Record<string, string>;
}

/** The headers a router forwards by default: the caller's credentials and its trace. */
export const DEFAULT_FORWARD_HEADERS = ['authorization', 'api-key', 'router-secret', 'traceparent'];

/**
 * The supergraph SDL of `subgraphs`, composed as a router would (Federation 2 composition, the
 * library behind `rover supergraph compose`). Throws an Error listing every composition error (its
 * code and message, one a line), so that a test that breaks composition says how.
 */
export function composeSupergraph(subgraphs: SubgraphDefinition[]): string {
  const result = composeServices(subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
  if (result.errors) {
    const lines = result.errors.map((error) => `- ${error.extensions.code ? `[${String(error.extensions.code)}] ` : ''}${error.message}`);
    throw new Error(`Composition failed:\n${lines.join('\n')}`);
  }
  return result.supergraphSdl;
}

/** The router's context: the headers of the incoming HTTP request, for the subgraph requests to copy. */
interface RouterContext {
  headers?: IncomingHttpHeaders;
}

/** What the gateway hands didReceiveResponse: its types are those of the gateway's own copy of @apollo/server-gateway-interface. */
type DidReceiveResponseOptions = Parameters<NonNullable<RemoteGraphQLDataSource<RouterContext>['didReceiveResponse']>>[0];

/**
 * A subgraph's data source that forwards the listed incoming headers and records each fetch with the
 * answer's headers, so that a test can see what the router asked each subgraph and what it answered.
 */
class RecordingDataSource extends RemoteGraphQLDataSource<RouterContext> {
  constructor(
    private readonly subgraph: string,
    url: string,
    private readonly forward: string[],
    private readonly fetches: SubgraphFetch[],
    private readonly own: Record<string, string>,
  ) {
    super({ url });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<RouterContext>): void {
    // Health checks and schema loads have no incoming request: nothing to forward.
    const incoming = context?.headers;
    if (!incoming || !request.http) return;
    for (const [name, value] of Object.entries(this.own)) request.http.headers.set(name, value);
    for (const name of this.forward) {
      const value = incoming[name];
      if (value !== undefined) request.http.headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }

  override didReceiveResponse({ request, response }: DidReceiveResponseOptions): DidReceiveResponseOptions['response'] {
    this.record(request, response.http?.headers);
    return response;
  }

  /** A fetch that failed (a non-2xx answer, or none) is recorded too; the gateway then turns the error into the client's. */
  override didEncounterError(
    ...[error, , fetchResponse, , request]: Parameters<RemoteGraphQLDataSource<RouterContext>['didEncounterError']>
  ): void {
    if (request) this.record(request, fetchResponse?.headers);
    throw error;
  }

  private record(request: { query?: string; variables?: unknown }, headers: Iterable<[string, string]> | undefined): void {
    const responseHeaders: Record<string, string> = {};
    for (const [name, value] of headers ?? []) responseHeaders[name.toLowerCase()] = value;
    this.fetches.push({ subgraph: this.subgraph, query: request.query ?? '', variables: request.variables, responseHeaders });
  }
}

/**
 * Starts an Apollo Gateway over a static supergraph SDL, served by Apollo Server on a free port of
 * 127.0.0.1: a router in front of the subgraphs, as in production, for the tests of a gateway that
 * is one subgraph among others. It forwards the listed incoming headers to every subgraph and
 * records every subgraph fetch. The errors of a subgraph's 2xx answer reach the client as they are,
 * `extensions.code` included (the gateway adds `serviceName`). A non-2xx answer is not read as GraphQL:
 * it becomes one error `<status>: <status text>` (code UNAUTHENTICATED for 401, FORBIDDEN for 403,
 * INTERNAL_SERVER_ERROR otherwise; no path), the subgraph's body under `extensions.response.body`.
 */
export async function startRouter(options: RouterOptions): Promise<Router> {
  const forward = (options.forwardHeaders ?? DEFAULT_FORWARD_HEADERS).map((name) => name.toLowerCase());
  const fetches: SubgraphFetch[] = [];
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name, url }) => new RecordingDataSource(name, url ?? '', forward, fetches, options.subgraphHeaders ?? {}),
  });
  // @apollo/gateway 2.x implements its own copy of @apollo/server-gateway-interface 1.x, Apollo Server 5
  // takes 2.0: the same declarations (over older @apollo/utils.*), which TypeScript finds compatible.
  const server = new ApolloServer<RouterContext>({ gateway });
  const { url } = await startStandaloneServer(server, {
    listen: { port: 0, host: '127.0.0.1' },
    context: async ({ req }) => ({ headers: req.headers }),
  });

  return {
    url,
    fetches,
    async post(body, headers = {}) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (an error page): the text as it came.
      }
      return { status: response.status, body: parsed };
    },
    // Stops the HTTP server (its drain ends the kept-alive connections) and the gateway.
    close: () => server.stop(),
  };
}
