/**
 * `npm start`: compiles the TypeScript (`npm run build`) only when a source file, a migration, a
 * tsconfig or the lockfile is newer than the last build, so a start after the first one does not
 * pay for the compiler; then runs the gateway in this same process (no second Node start-up).
 */
'use strict';
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const stamp = join(root, 'dist', '.build-stamp');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const inputs = ['src', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json']
  .map((p) => join(root, p))
  .filter(existsSync);
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...inputs.map(newest)) > built) {
  process.stdout.write('compiling TypeScript (sources changed since the last build)...\n');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
    cwd: root,
  });
  writeFileSync(stamp, new Date().toISOString());
}

require(join(root, 'dist', 'src', 'main.js'));
