/**
 * The compile of `npm start` (scripts/start.js): swc transforms each file of src/ and migrations/
 * into dist/, the layout and module format `npm run build` (tsc) emits, with the decorator metadata
 * type-graphql and MikroORM read (.swcrc, the options jest runs the tests with). It does not
 * type-check: `npm run check` does (docs/decisions.md#start-compiles-with-swc).
 */
'use strict';
const { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');

/** What the compile reads: a change to any of them compiles again. */
const COMPILED_FOLDERS = ['src', 'migrations'];
const INPUTS = [...COMPILED_FOLDERS, '.swcrc', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

/** Every file under `path` (a file alone when it is one). */
function filesUnder(path) {
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
  return readdirSync(path).flatMap((entry) => filesUnder(join(path, entry)));
}

/** The time of the newest input of the compile (ms since the epoch; 0 when none exists). */
function newestInput(root) {
  let newest = 0;
  for (const input of INPUTS)
    for (const file of filesUnder(join(root, input))) newest = Math.max(newest, statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return newest;
}

/** swc's options: .swcrc's, with `import()` kept as it is (tsc's node20 module does not turn it into require). */
function swcOptions(root) {
  const { $schema: _schema, ...options } = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
  return { ...options, swcrc: false, sourceMaps: false, module: { ...options.module, type: 'commonjs', ignoreDynamic: true } };
}

/**
 * Compiles src/ and migrations/ of `root` into `outDir` (`dist/src/app.js` beside `dist/migrations/`,
 * as tsc's rootDir `.` lays them out) and deletes the JavaScript of sources that no longer exist.
 * Returns how many files it compiled.
 */
async function compileForStart(root, outDir) {
  const swc = require('@swc/core');
  const options = swcOptions(root);
  const sources = COMPILED_FOLDERS.flatMap((folder) => filesUnder(join(root, folder))).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
  );
  const outputs = new Set(sources.map((file) => join(outDir, relative(root, file)).replace(/\.ts$/, '.js')));
  await Promise.all(
    sources.map(async (file) => {
      const { code } = await swc.transformFile(file, { ...options, filename: file });
      const output = join(outDir, relative(root, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, code);
    }),
  );
  for (const folder of COMPILED_FOLDERS)
    for (const file of filesUnder(join(outDir, folder)))
      if (/\.js(\.map)?$/.test(file) && !outputs.has(file.replace(/\.map$/, ''))) rmSync(file, { force: true });
  return sources.length;
}

module.exports = { compileForStart, newestInput };
