import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on a loopback port of its own that forwards every connection to `target` (a port on
 * 127.0.0.1): the fixed address a failover moves (a virtual IP, HAProxy following the primary).
 * `switchTo` points new connections at another port and cuts the open ones, as a moved address does
 * (the new host knows none of them); `cut` only cuts them.
 */
export interface TcpProxy {
  port: number;
  switchTo(target: number): void;
  cut(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: number): Promise<TcpProxy> {
  let current = target;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: current });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port: (server.address() as { port: number }).port,
    switchTo(next) {
      current = next;
      cut();
    },
    cut,
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
