import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `npm start`'s process: SIGTERM lets the requests already received finish, then closes the pool and exits 0. */
test('SIGTERM drains in-flight requests and exits cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'flexspace-stop-'));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, '../../src/main.ts')], {
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, EMBEDDED_IN_MEMORY: 'true', DEMO_DATA: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
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
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const inFlight = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base}/identity/User/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `drain${i}@example.com`, password: 'a sturdy passphrase' }),
      }).then((r) => r.status),
    );
    // Once the first answer is logged, all five connections have long been accepted; the others are in flight.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (output.includes('"url":"/identity/User/signup"')) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200]);
    expect({ code: await exited, output }).toMatchObject({ code: 0 });
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
