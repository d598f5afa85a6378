import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from '../../src/config/data-dir-lock';

/** One process at a time on the embedded database's folder: a second start is refused, not corrupting it. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flexspace-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a folder in use is refused with the owner named; released, it can be taken again', () => {
  const release = lockDataDir(dir);
  expect(readFileSync(join(dir, 'gateway.lock'), 'utf8')).toBe(String(process.pid));
  expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
  release();
  const again = lockDataDir(dir);
  again();
});

test('a lock left by a process that no longer runs is taken over', () => {
  writeFileSync(join(dir, 'gateway.lock'), '2147483646'); // no such process
  const release = lockDataDir(dir);
  expect(readFileSync(join(dir, 'gateway.lock'), 'utf8')).toBe(String(process.pid));
  release();
});
