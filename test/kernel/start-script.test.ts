import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm start` on a fresh clone (docs/decisions.md#start-compiles-with-swc): scripts/start.js
 * compiles the sources with swc, says what it does while the gateway starts, and the gateway it
 * compiled answers; the next start compiles nothing. Run on a copy of the sources (node_modules
 * linked), so the checkout's own dist/ and .data/ are left alone.
 */
const root = join(__dirname, '..', '..');
const clone = mkdtempSync(join(tmpdir(), 'flexspace-start-'));

/** What `npm start` reads of a clone (node_modules is linked). */
const SOURCES = ['src', 'migrations', 'scripts', '.swcrc', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

beforeAll(() => {
  for (const path of SOURCES) cpSync(join(root, path), join(clone, path), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
});

afterAll(() => rmSync(clone, { recursive: true, force: true }));

interface Started {
  child: ChildProcessWithoutNullStreams;
  /** What it printed that is not a JSON log line: the progress and the banner. */
  lines(): string[];
  /** The first match of `pattern` in what it printed (a line or a JSON log line). */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
}

/** `npm start` in the copy, on an embedded database in memory. */
function npmStart(): Started {
  const child = spawn(process.execPath, [join(clone, 'scripts', 'start.js')], {
    cwd: clone,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info', // the `listening` line carries the port
      DATA_DIR: join(clone, '.data'),
      EMBEDDED_IN_MEMORY: 'true',
      DEMO_DATA: 'false',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not print ${pattern} within 60 s:\n${output}`)), 60_000);
      const look = () => {
        const found = pattern.exec(output);
        if (!found) return;
        clearTimeout(timer);
        child.stdout.off('data', look);
        resolve(found);
      };
      child.stdout.on('data', look);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before it printed ${pattern}:\n${output}`)));
      look();
    });
  return { child, printed, lines: () => output.split('\n').filter((line) => line && !line.startsWith('{')) };
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

test('the first start compiles, migrates and serves the graph; the next one compiles nothing', async () => {
  const first = npmStart();
  try {
    const [, port] = await first.printed(/"port":(\d+),"msg":"listening"/);
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
    expect(first.lines()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^compiling TypeScript with swc/),
        expect.stringMatching(/^compiled \d{3} files in \d+\.\d s$/),
        'loading the gateway...',
        'opening the embedded database in memory...',
        expect.stringMatching(/^applying \d+ migrations\.\.\.$/),
        expect.stringMatching(/^started in \d+\.\d s$/),
        expect.stringMatching(/^Flexspace gateway ready/),
      ]),
    );
  } finally {
    await stop(first);
  }

  const next = npmStart();
  try {
    await next.printed(/^loading the gateway\.\.\.$/m);
    expect(next.lines()).toEqual(['loading the gateway...']);
  } finally {
    await stop(next);
  }
}, 60_000);
