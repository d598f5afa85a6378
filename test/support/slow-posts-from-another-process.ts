import { execFile } from 'node:child_process';

/** A POST as a slow client sends it: its body in `pieces`, a pause of `pauseMs` before each but the first. */
export interface SlowPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  pieces: number;
  pauseMs: number;
}

/** What a client got: the answer, or the error its fetch met instead (`fetch failed: EPIPE`). */
export type SlowPostOutcome = { status: number; headers: Record<string, string>; body: string } | { error: string };

// Plain JavaScript for `node -e`: the request comes as JSON on stdin (a body is longer than an
// argument may be), the outcomes go out as JSON on stdout.
const CLIENT = `
const slowBody = (bytes, pieces, pauseMs) => {
  const size = Math.ceil(bytes.length / pieces);
  return new ReadableStream({
    async start(controller) {
      for (let offset = 0; offset < bytes.length; offset += size) {
        if (offset > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        controller.enqueue(bytes.subarray(offset, offset + size));
      }
      controller.close();
    },
  });
};
(async () => {
  const input = [];
  for await (const chunk of process.stdin) input.push(chunk);
  const [post, clients, rounds] = JSON.parse(Buffer.concat(input).toString('utf8'));
  const bytes = Buffer.from(post.body, 'utf8');
  const headers = { ...post.headers, 'content-length': String(bytes.length) };
  const outcomes = [];
  for (let round = 0; round < rounds; round++) {
    outcomes.push(...(await Promise.all(Array.from({ length: clients }, async () => {
      try {
        const body = slowBody(bytes, post.pieces, post.pauseMs);
        const response = await fetch(post.url, { method: 'POST', headers, body, duplex: 'half' });
        return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
      } catch (error) {
        return { error: error.message + ': ' + (error.cause?.code ?? error.cause?.message ?? '') };
      }
    }))));
  }
  process.stdout.write(JSON.stringify(outcomes));
})();
`;

/**
 * Sends the POST from `clients` clients at once, `rounds` times one after the other, with Node's fetch, from a process of its own (as
 * test/support/uploads-from-another-process.ts does: a client in the gateway's process shares its
 * event loop, which orders the client's writes and the gateway's close so that a race seldom shows).
 */
export function slowPostsFromAnotherProcess(post: SlowPost, clients: number, rounds: number): Promise<SlowPostOutcome[]> {
  return new Promise((resolve, reject) => {
    const options = { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 };
    const client = execFile(process.execPath, ['-e', CLIENT], options, (error, stdout, stderr) => {
      if (error) reject(new Error(`the client process failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as SlowPostOutcome[]);
    });
    client.stdin?.end(JSON.stringify([post, clients, rounds]));
  });
}
