import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFileName } from './data-dir-lock.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fernly-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second stack on a folder in use, naming the holder and the way out', () => {
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`(process ${process.pid})`);
    expect(() => lockDataDir(dataDir)).toThrow('--data-dir <another folder>');
    lock.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    writeFileSync(join(dataDir, lockFileName), '4194304');
    const lock = lockDataDir(dataDir, () => false);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    lock.release();
  });
});
