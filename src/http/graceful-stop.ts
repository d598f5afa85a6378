import type { Settings } from '../config/settings';
import type { ConnectionDrain } from './drain';

/** The gateway's stop (docs/decisions.md#graceful-stop): the flag the probes and the request log read, and the sequence. */
export interface GracefulStop {
  /** Whether the stop has begun: /readyz then answers 503, and every answer closes its connection. */
  closing(): boolean;
  /** The app's close(), once: the delay, the drain of `connections`, then each of `steps` in turn. */
  sequence(connections: ConnectionDrain, ...steps: Array<() => Promise<unknown>>): () => Promise<void>;
}

export function gracefulStop(settings: Pick<Settings, 'shutdownDelayMs' | 'shutdownGraceMs'>): GracefulStop {
  let closing = false;
  return {
    closing: () => closing,
    sequence:
      (connections, ...steps) =>
      async () => {
        if (closing) return;
        closing = true;
        // Still accepting for a while, so that the load balancer sees the 503 and stops sending first.
        if (settings.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.shutdownDelayMs));
        await connections.drain(settings.shutdownGraceMs); // refuse new connections; answer every request of those accepted
        for (const step of steps) await step();
      },
  };
}
