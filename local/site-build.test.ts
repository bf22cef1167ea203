import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite, siteNeedsBuild } from './site-build.ts';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-build-'));
  mkdirSync(join(root, 'web/src/routes'), { recursive: true });
  writeFileSync(join(root, 'web/src/routes/home.tsx'), 'export {}');
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'content/faq.yaml'), 'home: []');
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
  const needsBuild = () => siteNeedsBuild(root, site(), meta());
  const built = () => {
    mkdirSync(site(), { recursive: true });
    writeFileSync(meta(), '{}');
    touch(join(root, 'web/src/routes/home.tsx'), 60);
    touch(join(root, 'content/faq.yaml'), 60);
    touch(meta(), 30);
  };

  it('builds when there is no finished build', () => {
    expect(needsBuild()).toBe(true);
    mkdirSync(site(), { recursive: true });
    expect(needsBuild()).toBe(true);
  });

  it('builds when a web source is newer than the build, and not otherwise', () => {
    built();
    expect(needsBuild()).toBe(false);
    touch(join(root, 'web/src/routes/home.tsx'), 10);
    expect(needsBuild()).toBe(true);
  });

  it('builds when content saved at /admin is newer than the build', () => {
    built();
    touch(join(root, 'content/faq.yaml'), 10);
    expect(needsBuild()).toBe(true);
  });

  it("does not build for a newer test or an editor's scratch file, which the build does not read", () => {
    built();
    writeFileSync(join(root, 'web/src/routes/home.test.ts'), 'export {}');
    writeFileSync(join(root, 'content/faq.yaml.crswap'), 'home: []');
    expect(needsBuild()).toBe(false);
  });
});

describe('buildSite', () => {
  const fakeBuild = (script: string) => [process.execPath, '-e', script] as const;

  it("prints one line, not the build's output, when the build succeeds", async () => {
    const printed: string[] = [];
    await buildSite(root, {
      command: fakeBuild("console.log('dist/assets/app.js  64.3 kB'); console.error('a warning')"),
      print: (text) => printed.push(text),
    });
    expect(printed.join('')).toMatch(
      /^Building the site \(--verbose shows the build's output\)… done in \d+ s\.\n$/,
    );
  });

  it("prints the build's output when it fails, and fails with it", async () => {
    const printed: string[] = [];
    await expect(
      buildSite(root, {
        command: fakeBuild("console.log('rendering /'); console.error('Error: no h1 on /'); process.exit(2)"),
        print: (text) => printed.push(text),
      }),
    ).rejects.toThrow('npm run build failed (exit code 2); fix the build or start with --no-build');
    expect(printed.join('')).toContain('failed:');
    expect(printed.join('')).toContain('rendering /');
    expect(printed.join('')).toContain('Error: no h1 on /');
  });

  it('leaves the output to the build itself with --verbose', async () => {
    const printed: string[] = [];
    await buildSite(root, { verbose: true, command: fakeBuild(''), print: (text) => printed.push(text) });
    expect(printed).toEqual([]);
  });
});
