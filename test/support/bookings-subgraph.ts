import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { parse } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/** One booking as the bookings service stores it: the room and the booker by id only (other subgraphs own them). */
export interface BookingRow {
  id: string;
  roomId: string;
  bookerId: string;
  startsAt: string;
  endsAt: string;
}

/** A request the subgraph received: its headers (names lowercased) and its JSON body, parsed. */
export interface SubgraphRequest {
  headers: Record<string, string>;
  body: unknown;
}

/** A running bookings subgraph: where it listens, its SDL (for composition), what it was sent, and its stop. */
export interface BookingsSubgraph {
  url: string;
  sdl: string;
  requests: SubgraphRequest[];
  close(): Promise<void>;
}

/** The bookings subgraph's SDL (Federation 2): bookings, plus the bookings of rooms and users owned elsewhere. */
export const BOOKINGS_SDL = readFileSync(join(__dirname, '../federation/bookings.graphql'), 'utf8');

/**
 * The resolvers over the given rows: a booking's room and booker are references (`__typename` and
 * `id`) that the router resolves in the subgraphs that own them; a Room or User the router sends here
 * is just its id, and its bookings are the rows that name it.
 */
function resolversOver(rows: BookingRow[]): GraphQLResolverMap<unknown> {
  const byId = (id: string): BookingRow | null => rows.find((row) => row.id === id) ?? null;
  return {
    DateTimeISO: GraphQLDateTimeISO,
    Query: {
      booking: (_: unknown, { id }: { id: string }) => byId(id),
      bookings: () => rows,
    },
    Booking: {
      __resolveReference: ({ id }: { id: string }) => byId(id),
      room: (row: BookingRow) => ({ __typename: 'Room', id: row.roomId }),
      booker: (row: BookingRow) => ({ __typename: 'User', id: row.bookerId }),
    },
    Room: {
      __resolveReference: ({ id }: { id: string }) => ({ id }),
      bookings: ({ id }: { id: string }) => rows.filter((row) => row.roomId === id),
    },
    User: {
      __resolveReference: ({ id }: { id: string }) => ({ id }),
      bookings: ({ id }: { id: string }) => rows.filter((row) => row.bookerId === id),
    },
  };
}

/** The request's headers as a plain object, names lowercased (node's are already), repeated values joined. */
function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts a bookings subgraph over `bookings` (kept in memory; the array is read on each request, so
 * a test may add rows) on a free port of 127.0.0.1. It is a plain node HTTP server handing each
 * request to Apollo Server, so that it can record every request as it arrived, before Apollo
 * Server reads it: the tests check what a router forwards (headers) and asks (queries).
 */
export async function startBookingsSubgraph(bookings: BookingRow[]): Promise<BookingsSubgraph> {
  const schema = buildSubgraphSchema({ typeDefs: parse(BOOKINGS_SDL), resolvers: resolversOver(bookings) });
  // No inline traces (ftv1): the router does not ask for them, and the plugin would log that it is on.
  const apollo = new ApolloServer({ schema, plugins: [ApolloServerPluginInlineTraceDisabled()] });
  await apollo.start();
  const requests: SubgraphRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const headers = headersOf(request);
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Recorded as sent; Apollo Server answers it with 400.
    }
    requests.push({ headers, body });
    const headerMap = new HeaderMap(Object.entries(headers));
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: request.method ?? 'GET', headers: headerMap, search: url.search, body },
      context: async () => ({}),
    });
    response.statusCode = result.status ?? 200;
    for (const [name, value] of result.headers) response.setHeader(name, value);
    if (result.body.kind === 'complete') {
      response.end(result.body.string);
      return;
    }
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    response.end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    sdl: BOOKINGS_SDL,
    requests,
    async close() {
      // A router's kept-alive connections would hold close() open: end them with the server.
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      server.closeAllConnections();
      await closed;
      await apollo.stop();
    },
  };
}
