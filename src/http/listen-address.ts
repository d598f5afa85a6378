import type { Server } from 'node:http';
import { isIPv6 } from 'node:net';

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
