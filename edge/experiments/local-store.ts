// The local stack's stand-in for the CloudFront KeyValueStore: a file in its data folder, in the
// store's own import format. `npm start` fills it from edge/experiments/experiments.ts when it is new
// or the entries have changed since (as a deploy makes a new store), the viewer-request function
// reads it on every request, so a change to the file shows at the next request without a restart.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ExperimentDefinition } from './definition-shape.ts';
import { type ExperimentStore, StoreChangedError } from './experiment-store.ts';
import {
  definitionsFingerprint,
  definitionsKey,
  filledStore,
  importDocument,
  parseImportDocument,
  type StoreItem,
} from './store.ts';

const storeFileName = 'experiments-store.json';
/** The data folder `npm run experiment` changes unless given another, as `npm start`'s. */
export const defaultDataDir = '.data/';

export function localStorePath(dataDir: string): string {
  return join(dataDir, storeFileName);
}

function readItems(path: string): StoreItem[] {
  return existsSync(path) ? parseImportDocument(readFileSync(path, 'utf8')) : [];
}

function writeItems(path: string, items: readonly StoreItem[]): void {
  mkdirSync(dirname(path), { recursive: true });
  // A reader mid-request sees the old file or the new one, never half of one.
  const staging = `${path}.${process.pid}.tmp`;
  writeFileSync(staging, importDocument(items));
  renameSync(staging, path);
}

/**
 * Fills the file from the entries unless it was filled from these very entries; the local stack
 * allows `?variant=` as a preview stage does. Says whether it filled it.
 */
export function fillLocalStore(path: string, list: readonly ExperimentDefinition[]): 'filled' | 'kept' {
  const fingerprint = definitionsFingerprint(list);
  const current = readItems(path).find((item) => item.key === definitionsKey)?.value;
  if (current === fingerprint) return 'kept';
  writeItems(path, filledStore(list, { preview: true }));
  return 'filled';
}

/** The file's value of a key, read again whenever the file changes. */
export function localStoreLookup(path: string): (key: string) => string | undefined {
  let cached: { readonly version: string; readonly values: ReadonlyMap<string, string> } | undefined;
  return (key) => {
    // Each write renames a new file into place, so its inode tells a change within a millisecond.
    const stats = existsSync(path) ? statSync(path) : undefined;
    const version = stats === undefined ? 'none' : `${stats.ino}:${stats.mtimeMs}`;
    if (cached?.version !== version)
      cached = { version, values: new Map(readItems(path).map((item) => [item.key, item.value])) };
    return cached.values.get(key);
  };
}

/** The file's version, as a KeyValueStore's ETag: a hash of its text. */
function fileVersion(path: string): string {
  return createHash('sha256')
    .update(existsSync(path) ? readFileSync(path) : '')
    .digest('hex')
    .slice(0, 16);
}

/**
 * The file in the data folder as `npm run experiment` changes it without --stage. A missing file is
 * filled from the entries before the first change, as `npm start` fills it: a file without the
 * entries' fingerprint would be filled afresh at the next start, undoing the change. Reading
 * changes nothing.
 */
export function localExperimentStore(
  dataDir: string,
  list: readonly ExperimentDefinition[],
): ExperimentStore {
  const path = localStorePath(dataDir);
  const where = {
    label: 'on the local stack',
    options: dataDir === defaultDataDir ? '' : ` --data-dir ${dataDir}`,
    store: path,
    local: true,
  };
  return {
    where,
    read(key) {
      const etag = fileVersion(path);
      // A missing file reads as what its first change will fill it with.
      const items = existsSync(path) ? readItems(path) : filledStore(list, { preview: true });
      const value = items.find((item) => item.key === key)?.value;
      return Promise.resolve({ etag, value });
    },
    write(etag, change) {
      if (fileVersion(path) !== etag) return Promise.reject(new StoreChangedError(where));
      if (!existsSync(path)) fillLocalStore(path, list);
      const changedKey = 'put' in change ? change.put.key : change.delete;
      const kept = readItems(path).filter((item) => item.key !== changedKey);
      writeItems(path, 'put' in change ? [...kept, change.put] : kept);
      return Promise.resolve();
    },
  };
}
