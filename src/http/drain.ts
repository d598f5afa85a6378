import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection accepted before the stop has to send its request, or it is closed
 * unanswered (docs/decisions.md#graceful-stop): a client sends its request as soon as it is connected.
 */
const REQUEST_WINDOW_MS = 1000;

/** Node's default listen backlog, which the gateway keeps: at most this many connections wait to be accepted. */
const LISTEN_BACKLOG = 511;

/** The graceful stop of a node HTTP server: express's, or Fastify's `fastify.server` alike. */
export interface ConnectionDrain {
  /**
   * Accepts the connections already waiting, then refuses new ones; answers every request that
   * arrives on an accepted connection, with `Connection: close`; resolves once every connection is
   * closed, or after `graceMs` (then closes those left). docs/decisions.md#graceful-stop
   */
  drain(graceMs: number): Promise<void>;
}

interface Connection {
  socket: Socket;
  /** Its responses not yet sent: a request is in progress while there is one. */
  open: Set<ServerResponse>;
}

/** Watches `server`'s connections from now on (call it before `listen`), so that `drain` knows which may be closed. */
export function connectionDrain(server: Server): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  let accepted = 0;
  let draining = false;
  let emptied: (() => void) | null = null;
  const track = (socket: Socket): Connection => {
    let connection = connections.get(socket);
    if (!connection) {
      connections.set(socket, (connection = { socket, open: new Set() }));
      socket.once('close', () => {
        connections.delete(socket);
        emptied?.();
      });
    }
    return connection;
  };
  // A connection upgraded to a WebSocket (the graph's subscriptions) is no longer HTTP: its own server closes it after the drain.
  server.on('upgrade', (req: IncomingMessage) => {
    connections.delete(req.socket);
    emptied?.();
  });
  server.on('connection', (socket: Socket) => {
    accepted++;
    track(socket);
  });
  // Before the framework's own listener, which may answer at once.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = track(req.socket);
    connection.open.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      connection.open.delete(res);
      // A response begun before the drain may have promised keep-alive: the connection closes all the same.
      if (draining && connection.open.size === 0) closeAfterWrites(connection.socket);
    });
  });

  return {
    async drain(graceMs) {
      draining = true;
      const deadline = Date.now() + graceMs;
      for (const connection of connections.values()) {
        for (const res of connection.open) if (!res.headersSent) res.setHeader('connection', 'close');
      }
      await acceptWaiting(() => accepted, deadline);
      // http's close() refuses new connections, and closes those idle after an answer (keep-alive):
      // a request on its way there would race the stop as it races any keep-alive timeout; one that
      // had arrived was read during the turns above. It keeps those with no request yet, which
      // Node counts as busy (their headers' timer runs from the connection).
      // Done when the HTTP connections are: the WebSockets still open close after the drain (graphql/websocket.ts).
      const closed = new Promise<void>((resolve) => {
        server.close();
        emptied = () => connections.size === 0 && resolve();
        emptied();
      });
      // Accepted, but no request yet, or only part of one: a short window to send it. The timer may
      // fire before the poll phase reads what arrived in time, so the check runs after that phase.
      // (A connection that is ending has sent its last answer, which destroy() could cut short.)
      const window = setTimeout(
        () =>
          setImmediate(() => {
            for (const { socket, open } of connections.values()) if (open.size === 0 && !socket.writableEnded) socket.destroy();
          }),
        Math.min(REQUEST_WINDOW_MS, graceMs),
      );
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (grace = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]);
      clearTimeout(grace);
      clearTimeout(window);
      for (const { socket } of connections.values()) socket.destroy(); // those left when the grace period is over
    },
  };
}

/**
 * Lets the loop accept the connections waiting in the listen backlog: closing the listening socket
 * resets them. libuv (1.46, Node 20's) accepts one connection per turn of the loop, in its poll phase:
 * turn until a turn accepts none, or a full backlog's worth is accepted (every connection that
 * waited when the drain began: new ones arriving all along do not hold the stop), or the grace period is over.
 */
async function acceptWaiting(accepted: () => number, deadline: number): Promise<void> {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  await nextTurn(); // called from a poll phase's callback, this first turn may have no poll phase; each next one has
  for (let turn = 0; turn < LISTEN_BACKLOG && Date.now() < deadline; turn++) {
    const before = accepted();
    await nextTurn();
    if (accepted() === before) return;
  }
}

/** Ends the connection once what is written has gone out, then frees it even if the client keeps its side open. */
function closeAfterWrites(socket: Socket): void {
  if (!socket.destroyed) socket.end(() => socket.destroy());
}
