/**
 * `npm start`: compiles src/ and migrations/ with swc (scripts/compile-for-start.js, a fraction of a
 * second; no type check) only when one of their files, .swcrc, a tsconfig or the lockfile is newer
 * than the last build, then runs the gateway in this same process (no second Node start-up), saying
 * what it does on the way (src/start-progress.ts).
 */
'use strict';
const { mkdirSync, statSync, utimesSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { compileForStart, newestInput } = require('./compile-for-start');

const root = join(__dirname, '..');
const dist = join(root, 'dist');
const stamp = join(dist, '.build-stamp');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function compileWhenChanged() {
  const built = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (newestInput(root) <= built) return;
  const began = Date.now();
  process.stdout.write('compiling TypeScript with swc (sources changed since the last build; `npm run check` type-checks)...\n');
  const files = await compileForStart(root, dist);
  mkdirSync(dist, { recursive: true });
  writeFileSync(stamp, new Date(began).toISOString());
  // Dated when the compile began: a source saved while it ran is compiled by the next start.
  utimesSync(stamp, began / 1000, began / 1000);
  process.stdout.write(`compiled ${files} files in ${seconds(Date.now() - began)}\n`);
}

compileWhenChanged().then(
  () => {
    process.stdout.write('loading the gateway...\n');
    require(join(dist, 'src', 'start-progress.js')).showStartProgress();
    require(join(dist, 'src', 'main.js'));
  },
  (error) => {
    process.stderr.write(`The compile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
