import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteNeedsBuild } from './site-build.ts';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-build-'));
  mkdirSync(join(root, 'web/src/routes'), { recursive: true });
  writeFileSync(join(root, 'web/src/routes/home.tsx'), 'export {}');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function touch(path: string, secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

describe('siteNeedsBuild', () => {
  const site = () => join(root, 'dist/site');
  const meta = () => join(root, 'dist/site-meta.json');
  const sources = () => [join(root, 'web')];

  it('builds when there is no finished build', () => {
    expect(siteNeedsBuild(site(), meta(), sources())).toBe(true);
    mkdirSync(site(), { recursive: true });
    expect(siteNeedsBuild(site(), meta(), sources())).toBe(true);
  });

  it('builds when a web source is newer than the build, and not otherwise', () => {
    mkdirSync(site(), { recursive: true });
    writeFileSync(meta(), '{}');
    touch(join(root, 'web/src/routes/home.tsx'), 60);
    touch(meta(), 30);
    expect(siteNeedsBuild(site(), meta(), sources())).toBe(false);
    touch(join(root, 'web/src/routes/home.tsx'), 10);
    expect(siteNeedsBuild(site(), meta(), sources())).toBe(true);
  });
});
