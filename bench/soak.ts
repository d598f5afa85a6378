/* eslint-disable no-console -- a command-line benchmark prints its results */
/**
 * The gateway's memory under a long mixed load (`npm run bench:soak`), on PostgreSQL with the data
 * set of `npm run bench` (100,000 locations): 16 connections, each cycling through a catalogue page
 * through the graph, a location by id through the graph, a REST list of locations and a sign-up (a
 * new email each time), for SOAK_MINUTES (10). The gateway is the built one, as `npm start` runs it.
 * Printed: the gateway's resident memory (RSS) idle, after the first minute, at the end and at its
 * highest, its slope over the second half (MB per minute: flat is about 0), the requests and any
 * answer that was not 2xx or not an answer. The target: under 400 MB and flat (a 512 MiB container).
 *
 * The gateway runs as in a container of SOAK_CONTAINER_MB (512): in a memory cgroup of that limit
 * when this machine lets the bench make one (root), where node sizes its heap from the limit (259 MB
 * in 512 MiB), and a process that outgrows it is killed; elsewhere with that heap bound given as
 * node's flag (docs/decisions.md#memory).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:soak   # the database is emptied
 *   SOAK_MINUTES=2 ...                                                        # a shorter run
 *   SOAK_CONTAINER_MB=0 ...                                                   # no container: node sizes its heap from the machine's memory
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOGUE_INPUT,
  CATALOGUE_QUERY,
  loadCatalogue,
  LOCATION_QUERY,
  prepareGatewayRun,
  readerToken,
  ROOT,
  rssMb,
  startProcess,
  stop,
} from './harness';

const DATABASE_URL = process.env.DATABASE_URL;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = 16;
const PORT = 4520;
const SAMPLE_MS = 5000;
const CONTAINER_MB = Number(process.env.SOAK_CONTAINER_MB ?? 512);
/** The old-space bound node 20 chooses in a cgroup of `mb` (259 MB of heap in 512 MiB, measured): half of it. */
const heapBoundOf = (mb: number) => Math.floor(mb / 2);

/** A memory cgroup limited to `mb` (cgroup v2, else v1), or null when this machine does not let us make one. */
function memoryCgroup(mb: number): { path: string; remove(): void } | null {
  const name = `flexspace-soak-${process.pid}`;
  const attempts = [
    {
      root: '/sys/fs/cgroup',
      file: 'memory.max',
      usable: () => readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').includes('memory'),
    },
    {
      root: '/sys/fs/cgroup/memory',
      file: 'memory.limit_in_bytes',
      usable: () => existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes'),
    },
  ];
  for (const { root, file, usable } of attempts) {
    const path = join(root, name);
    try {
      if (!usable()) continue;
      mkdirSync(path);
      writeFileSync(join(path, file), String(mb * 1024 * 1024));
      return { path, remove: () => rmdirSync(path) };
    } catch {
      try {
        rmdirSync(path);
      } catch {
        /* never made */
      }
    }
  }
  return null;
}

/** Least-squares slope of (minute, MB) samples, in MB per minute. */
function slope(samples: { minute: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, p) => s + p.minute, 0) / n;
  const my = samples.reduce((s, p) => s + p.mb, 0) / n;
  const sxy = samples.reduce((s, p) => s + (p.minute - mx) * (p.mb - my), 0);
  const sxx = samples.reduce((s, p) => s + (p.minute - mx) ** 2, 0);
  return sxx ? sxy / sxx : 0;
}

async function main(): Promise<void> {
  const cgroup = CONTAINER_MB > 0 ? memoryCgroup(CONTAINER_MB) : null;
  const env = {
    ...(await prepareGatewayRun(DATABASE_URL, PORT)),
    NODE_OPTIONS: CONTAINER_MB > 0 && !cgroup ? `--max-old-space-size=${heapBoundOf(CONTAINER_MB)}` : '',
  };
  const container = !CONTAINER_MB
    ? 'no container'
    : cgroup
      ? `in a ${CONTAINER_MB} MiB memory cgroup`
      : `as in a ${CONTAINER_MB} MiB container (${env.NODE_OPTIONS}; no cgroup could be made here)`;
  let gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready');
  const { locationId } = await loadCatalogue(env.DATABASE_URL);
  // A fresh process on the loaded data: its idle memory is the start's.
  await stop(gateway);
  gateway = await startProcess('gateway', [join(ROOT, 'dist/src/main.js')], env, 'gateway ready', { cgroup: cgroup?.path });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await readerToken(base);
    const idle = rssMb(gateway.pid!);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    let signUps = 0;
    const requests = [
      {
        method: 'POST',
        path: '/graphql',
        headers,
        body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { input: CATALOGUE_INPUT } }),
      },
      { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: LOCATION_QUERY, variables: { id: locationId } }) },
      { method: 'POST', path: '/workspaces/Location', headers, body: JSON.stringify(CATALOGUE_INPUT) },
      {
        method: 'POST',
        path: '/identity/User/signup',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: JSON.stringify({ email: `soak-${process.pid}-${(signUps += 1)}@example.com`, password: 'Soak-Passw0rd-For-Memory' }),
        }),
      },
    ];
    const samples: { minute: number; mb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      const mb = rssMb(gateway.pid!);
      samples.push({ minute: (Date.now() - started) / 60_000, mb });
      if (samples.length % 12 === 0) console.log(`${samples[samples.length - 1].minute.toFixed(1)} min: ${mb.toFixed(0)} MB`);
    }, SAMPLE_MS);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon has no types of its own here
    const autocannon = require('autocannon') as (
      options: Record<string, unknown>,
    ) => Promise<{ requests: { total: number }; non2xx: number; errors: number; timeouts: number }>;
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: MINUTES * 60, requests });
    clearInterval(sampler);
    const end = rssMb(gateway.pid!);
    const highest = Math.max(...samples.map((s) => s.mb), end);
    const afterMinute = samples.find((s) => s.minute >= 1)?.mb ?? end;
    const secondHalf = samples.filter((s) => s.minute >= MINUTES / 2);
    console.log(
      `\n${MINUTES} min, ${CONNECTIONS} connections, the gateway ${container}; a catalogue page, a read by id, a REST list and a sign-up in turn; RSS every ${SAMPLE_MS / 1000} s`,
    );
    console.log(
      '| idle MB | after 1 min MB | end MB | highest MB | slope, second half (MB/min) | requests | not 2xx | errors and timeouts |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${idle.toFixed(0)} | ${afterMinute.toFixed(0)} | ${end.toFixed(0)} | ${highest.toFixed(0)} | ${slope(secondHalf).toFixed(2)} | ${result.requests.total} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
    );
  } finally {
    await stop(gateway);
    cgroup?.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
