import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-processes';

/**
 * `npm run example:subscribe` (scripts/example-subscribe.js, README "Live updates") as a newcomer
 * runs it: beside a gateway started with its demo data, told only the gateway's PORT and DATA_DIR
 * (where the demo credentials are), from a folder with no `.env`.
 */
const SCRIPT = join(__dirname, '../../scripts/example-subscribe.js');

let gateway: GatewayProcess;
let dataDir: string;
const examples: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flexspace-example-'));
  gateway = await startGatewayProcess({ DEMO_DATA: 'true', DATA_DIR: dataDir });
});
afterAll(async () => {
  await Promise.all(examples.map(stop));
  await gateway?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Example {
  output(): string;
  exited: Promise<number | null>;
  /** Resolves with the output once `pattern` is in it; rejects when the script exits first or after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
}

function runExample(args: string[], env: Record<string, string> = {}): Example {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH, PORT: String(gateway.port), DATA_DIR: dataDir, ...env },
  });
  examples.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 10_000) => {
    const deadline = Date.now() + ms;
    let ended = false;
    void exited.then(() => (ended = true));
    while (!pattern.test(output)) {
      if (ended || Date.now() > deadline) throw new Error(`the example did not print ${pattern}; it printed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return output;
  };
  return { output: () => output, exited, waitFor };
}

async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The changes the example printed, one JSON object a line. */
const changesIn = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{"event"'))
    .map((line) => JSON.parse(line) as { event: string; id: string; location: { name: string; status: string } });

test('prints the change that the setLocationStatus it suggests makes, as it arrives', async () => {
  const example = runExample([]);
  const printed = await example.waitFor(/waiting for changes/);
  expect(printed).toMatch(/signed in as admin@flexspace\.local/);
  expect(printed).toMatch(/subscribed to locationChanged of "Downtown Desks"/);

  // What it tells the user to run in another terminal, run as written.
  const curl = /curl -s (\S+) -H 'content-type: application\/json' \\\n\s+-H 'Authorization: (Bearer \S+)' \\\n\s+-d '(.+)'/.exec(printed);
  expect(curl).not.toBeNull();
  const [, url, authorization, body] = curl!;
  const { variables } = JSON.parse(body) as { variables: { input: { id: string; status: string } } };
  expect(variables.input.status).toBe('Inactive');
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
  expect(await answer.json()).toEqual({
    data: { setLocationStatus: expect.objectContaining({ id: variables.input.id, status: 'Inactive' }) },
  });

  await example.waitFor(/"event":"location\.deactivated"/);
  expect(changesIn(example.output())).toEqual([
    { event: 'location.deactivated', id: variables.input.id, location: { name: expect.any(String), status: 'Inactive' } },
  ]);

  // and back, for the next test
  const undo = JSON.stringify({ ...JSON.parse(body), variables: { input: { ...variables.input, status: 'Active' } } });
  expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: undo })).status).toBe(
    200,
  );
  await example.waitFor(/"event":"location\.activated"/);
});

test('--make-change makes a change itself, and undoes it: both reach it', async () => {
  const example = runExample(['--make-change']);
  await example.waitFor(/"event":"location\.activated"/);
  const changes = changesIn(example.output());
  expect(changes.map(({ event, location }) => [event, location.status])).toEqual([
    ['location.deactivated', 'Inactive'],
    ['location.activated', 'Active'],
  ]);
  expect(new Set(changes.map(({ id }) => id)).size).toBe(1);
});

test('no gateway at the port: says so, and how to start one', async () => {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const example = runExample([], { PORT: String(port) });
  expect(await example.exited).toBe(1);
  expect(example.output()).toContain(`No gateway answers at http://localhost:${port}`);
  expect(example.output()).toContain('`npm start`');
});

test('no demo credentials in DATA_DIR: says where it looked and what to set', async () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'flexspace-example-empty-'));
  try {
    const example = runExample([], { DATA_DIR: elsewhere });
    expect(await example.exited).toBe(1);
    expect(example.output()).toContain(`No demo credentials in ${join(elsewhere, 'demo-credentials.txt')}`);
    expect(example.output()).toContain('FLEXSPACE_EMAIL');
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});
