import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StartCacheStats } from '../../src/start-cache';

/**
 * The start cache (src/start-cache.ts, docs/decisions.md#start-cache), in processes of their own as
 * the gateway's start uses it: a project of two CommonJS modules and an ES module, loaded through
 * the cache, three starts in a row.
 */
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'start-cache-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'dist', '.build-stamp'), 'one');
  writeFileSync(join(root, 'dist', 'a.js'), `const { twice } = require('./b'); exports.answer = twice(21) + require('./c.mjs').one;`);
  writeFileSync(join(root, 'dist', 'b.js'), `exports.twice = (n) => n * 2;`);
  writeFileSync(join(root, 'dist', 'c.mjs'), `export const one = 1;`);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One start: the cache on, the project's entry loaded, the cache saved; what it answered and counted. */
function start(): { answer: number; stats: StartCacheStats } {
  const script = `
    const { useStartCache } = require(${JSON.stringify(join(__dirname, '..', '..', 'src', 'start-cache.ts'))});
    const cache = useStartCache(${JSON.stringify(root)});
    const { answer } = require(${JSON.stringify(join(root, 'dist', 'a.js'))});
    cache.save();
    process.stdout.write(JSON.stringify({ answer, stats: cache.stats }));`;
  const out = execFileSync(process.execPath, ['-r', require.resolve('@swc-node/register'), '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as { answer: number; stats: StartCacheStats };
}

test('a restart takes the modules it loads from the cache: their compiled code and where each require led', () => {
  const first = start();
  expect(first.answer).toBe(43);
  expect(first.stats).toEqual({ codeHits: 0, codeMisses: 2, resolveHits: 0 });
  const second = start();
  expect(second.answer).toBe(43);
  // a.js and b.js from V8's cache; the entry, './b' and './c.mjs' resolved from it; the ES module loads as Node loads it.
  expect(second.stats).toEqual({ codeHits: 2, codeMisses: 0, resolveHits: 3 });
});

test('a changed source is compiled again; a new build or install drops the whole cache', () => {
  start();
  writeFileSync(join(root, 'dist', 'b.js'), `exports.twice = (n) => n * 2 + 100;`);
  const changed = start();
  expect(changed.answer).toBe(143);
  expect(changed.stats).toMatchObject({ codeHits: 1, codeMisses: 1 });
  writeFileSync(join(root, 'dist', '.build-stamp'), 'two, later');
  const rebuilt = start();
  expect(rebuilt.answer).toBe(143);
  expect(rebuilt.stats).toEqual({ codeHits: 0, codeMisses: 2, resolveHits: 0 });
});
