import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from './definition-shape.ts';
import { fillLocalStore, localStoreLookup, localStorePath } from './local-store.ts';
import {
  definitionsKey,
  importDocument,
  liveExperimentKey,
  parseImportDocument,
  variantOverrideKey,
} from './store.ts';

const landing: ExperimentDefinition = {
  id: 'home-landing',
  question: 'Which landing page sends more visitors to the app?',
  address: '/',
  status: 'running',
  variants: [
    { name: 'home', page: '/', weight: 50 },
    { name: 'homepage1', page: '/HomePage1', weight: 50 },
  ],
  start: '2026-12-01',
  end: '2027-01-31',
  goal: { metric: 'tap', baselineRate: 0.08, smallestLift: 0.25 },
};

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
    expect(keys).toEqual([definitionsKey, variantOverrideKey, liveExperimentKey('/')]);
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
