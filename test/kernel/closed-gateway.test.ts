import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startOwnTestServer } from '../support/test-server';

/**
 * A closed gateway leaves nothing behind in its process: nothing process-wide (an observer, a
 * timer, a listener) keeps its app, whose database engine alone is hundreds of MB when embedded
 * (docs/decisions.md#metrics: Node's own metrics are the process's, not a gateway's).
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Starts a gateway, asks it for its metrics, closes it; answers weak references to its app and its database. */
async function startedAndClosed(): Promise<WeakRef<object>[]> {
  const server = await startOwnTestServer();
  expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
  const parts = [new WeakRef(server.app), new WeakRef(server.app.db)];
  await server.close();
  return parts;
}

test('a closed gateway is freed: nothing the process keeps reaches it', async () => {
  const parts = await startedAndClosed();

  for (let round = 0; round < 40 && parts.some((part) => part.deref()); round++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    collectGarbage();
  }

  expect(parts.map((part) => part.deref() === undefined)).toEqual([true, true]);
});
