/**
 * `npm run fuzz`: the seeded fuzz test (test/kernel/fuzz.test.ts) with 10,000 requests instead of
 * the 2,000 of `npm test`. FUZZ_SEED replays a run, FUZZ_COUNT and FUZZ_CONCURRENCY change its size;
 * DATABASE_URL runs it on PostgreSQL, as for `npm test`.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const root = join(__dirname, '..');
const env = { ...process.env, FUZZ_COUNT: process.env.FUZZ_COUNT ?? '10000' };
const jest = require.resolve('jest/bin/jest', { paths: [root] });
const result = spawnSync(process.execPath, [jest, 'test/kernel/fuzz.test.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env,
});
process.exit(result.status ?? 1);
