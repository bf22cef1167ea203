import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fillLocalStore, localStoreLookup, localStorePath } from './local-store.ts';
import {
  definitionsKey,
  importDocument,
  liveExperimentKey,
  parseImportDocument,
  variantOverrideKey,
  variantPagesKey,
} from './store.ts';
import { landingExperiment } from './experiment-fixture.ts';

const landing = landingExperiment();

const folders: string[] = [];
function storePath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'fernly-experiments-'));
  folders.push(folder);
  return localStorePath(folder);
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the local stack’s experiment store', () => {
  it('is filled from the entries in the KeyValueStore’s import format, with the preview override', () => {
    const path = storePath();
    expect(fillLocalStore(path, [landing])).toBe('filled');
    const keys = parseImportDocument(readFileSync(path, 'utf8')).map((item) => item.key);
    expect(keys).toEqual([definitionsKey, variantPagesKey, variantOverrideKey, liveExperimentKey('/')]);
  });

  it('keeps a store filled from the same entries, and fills it afresh when they change', () => {
    const path = storePath();
    fillLocalStore(path, [landing]);
    expect(fillLocalStore(path, [landing])).toBe('kept');
    expect(fillLocalStore(path, [{ ...landing, status: 'stopped' }])).toBe('filled');
    expect(localStoreLookup(path)(liveExperimentKey('/'))).toBeUndefined();
  });

  it('answers lookups from the file as it is now', () => {
    const path = storePath();
    const lookup = localStoreLookup(path);
    expect(lookup(liveExperimentKey('/'))).toBeUndefined();
    fillLocalStore(path, [landing]);
    expect(lookup(liveExperimentKey('/'))).toContain('"id":"home-landing"');
    writeFileSync(path, importDocument([{ key: 'extra', value: '1' }]));
    expect(lookup('extra')).toBe('1');
    expect(lookup(liveExperimentKey('/'))).toBeUndefined();
  });
});
