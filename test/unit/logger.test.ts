import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Logs are written to standard output asynchronously (a request does not wait for its line), and
 * nothing is lost when the process exits right after logging: what is buffered is written out.
 */
test('every line logged before process.exit reaches standard output, in order', async () => {
  const script = `
    const { createLogger } = require(${JSON.stringify(join(__dirname, '../../src/kernel/logger.ts'))});
    const log = createLogger('info');
    for (let i = 0; i < 3000; i += 1) log.info({ i, password: 'secret' }, 'line');
    process.exit(0);
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: join(__dirname, '../..'),
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { i: number; msg: string; password: string });
  expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 3000 }, (_, i) => i));
  expect(lines[0]).toMatchObject({ msg: 'line', password: '[Redacted]' });
}, 30_000);
