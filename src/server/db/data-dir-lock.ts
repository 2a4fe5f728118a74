import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function isZombie(pid: number): boolean {
  try {
    // Linux: the state follows the parenthesised command name. A killed process stays a zombie
    // until reaped, and a zombie holds no files.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * One process per embedded database: a second one would open the same files and the two would
 * silently diverge (or corrupt them). A lock left by a killed process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'mama-village.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The database in ${dir} is in use by another Mama Village process (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the database in ${dir}.`);
}
