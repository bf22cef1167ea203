// One local stack per data folder: two would open the same dynalite files, and the second then
// dies deep inside dynalite with "Database is closed". A lock file naming the holding process
// turns that into one line saying who holds the folder and how to start beside it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const lockFileName = 'local-stack.lock';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

export interface DataDirLock {
  release(): void;
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Takes the folder for this process, or throws DataDirInUseError while a live process holds it. */
export function lockDataDir(
  dataDir: string,
  isAlive: (pid: number) => boolean = processIsAlive,
): DataDirLock {
  const path = join(dataDir, lockFileName);
  // Twice at most: a lock left by a process that has died is removed once and taken.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by another local stack (process ${holder}); ` +
          'stop that one, or start this one with --data-dir <another folder>.',
      );
    }
    rmSync(path, { force: true });
  }
  throw new DataDirInUseError(
    `The data folder ${dataDir} could not be locked: another stack keeps taking it.`,
  );
}
