import type { Server } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import { connectionDrain, type ConnectionDrain } from './drain';

/** Where the gateway listens, and its connections for the stop. */
export interface ListeningAt {
  url: string;
  port: number;
  connections: ConnectionDrain;
}

/** Readies the app, then listens on `PORT` and `HOST`. */
export async function listen(app: FastifyInstance, settings: Settings): Promise<ListeningAt> {
  await app.ready();
  const connections = connectionDrain(app.server); // watches from the first connection, for the stop
  await listenAddress(app.server, settings.port, settings.host);
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://${urlHost(settings.host)}:${port}`;
  // PORT=0 (tests): the default public base URL can only name the port once it is chosen.
  if (settings.port === 0 && settings.publicBaseUrl === 'http://localhost:0') settings.publicBaseUrl = url;
  return { url, port, connections };
}

/**
 * Listens on `HOST` (docs/decisions.md#listening-address): `127.0.0.1` by default, so a gateway
 * started on a laptop is not reachable from the network; `0.0.0.0` in a container. Fails (rather
 * than hangs) when the address cannot be taken: in use, or not an address of this machine.
 */
export function listenAddress(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** How a URL names the listening address from this machine: a wildcard is reached on loopback, an IPv6 address in brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}
