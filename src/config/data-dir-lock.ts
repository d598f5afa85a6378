import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's folder is used by one process at a time: two engines writing the same
 * files corrupt them (the second start seems to work, then one of them aborts). A lock file holds
 * the owner's process id; a second start is refused with a message naming that process, and a lock
 * left by a process that no longer runs (killed, crashed) is taken over. Returns the releaser.
 */
export function lockDataDir(dataPath: string): () => void {
  const file = join(dataPath, 'gateway.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataDirInUseError(dataPath, owner);
      }
      unlinkSync(file); // left by a process that no longer runs
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataPath}.`);
}

/** The folder is held by a running process (its id: `owner`); `npm run documents:register` tells it apart. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataPath: string,
    readonly owner: number,
  ) {
    super(
      `The embedded database in ${dataPath} is in use by process ${owner} (another gateway?): stop it, or set DATA_DIR to another folder.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
