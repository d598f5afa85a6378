import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm start`'s process on SIGTERM: it stops accepting, lets every request already received finish
 * (up to SHUTDOWN_GRACE_SECONDS), closes the pool and exits 0; idle, it exits 0 at once.
 */
interface Gateway {
  child: ChildProcessWithoutNullStreams;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const started: { child: ChildProcessWithoutNullStreams; dataDir: string }[] = [];

afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function startGateway(logLevel = 'info'): Promise<Gateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flexspace-stop-'));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../../src/main.ts')], {
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, EMBEDDED_IN_MEMORY: 'true', DEMO_DATA: 'false', LOG_LEVEL: logLevel, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  started.push({ child, dataDir });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line: ${output}`)), 45_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"port":(\d+),"msg":"listening"/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

test('an idle gateway exits 0 within a second of SIGTERM', async () => {
  const gateway = await startGateway();
  expect((await fetch(`${gateway.base}/healthz`)).status).toBe(200);
  const sent = Date.now();
  gateway.child.kill('SIGTERM');
  expect(await gateway.exited).toBe(0);
  expect(Date.now() - sent).toBeLessThan(1000);
}, 60_000);

test('SIGTERM in the middle of a burst: every request received gets its answer, then the process exits 0', async () => {
  const gateway = await startGateway('debug'); // the debug log tells when each request is received
  const signUps = Array.from({ length: 20 }, (_, i) =>
    fetch(`${gateway.base}/identity/User/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `drain${i}@example.com`, password: 'a sturdy passphrase' }),
    }).then(async (r) => ({ status: r.status, email: ((await r.json()) as { email?: string }).email })),
  );
  // SIGTERM once all twenty are received (most are still hashing the password then).
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (gateway.output().split('"msg":"request received"').length - 1 >= 20) {
        clearInterval(check);
        resolve();
      }
    }, 2);
  });
  gateway.child.kill('SIGTERM');
  const answers = await Promise.all(signUps);
  expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => ({ status: 200, email: `drain${i}@example.com` })));
  expect({ code: await gateway.exited, output: gateway.output() }).toMatchObject({ code: 0 });
  expect(gateway.output()).not.toMatch(/"level":50/); // no error logged
}, 90_000);
