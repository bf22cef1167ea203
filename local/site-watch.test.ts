import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changedPages,
  failedReport,
  pageFingerprints,
  rebuildQueue,
  rebuiltReport,
  watchSite,
} from './site-watch.ts';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-watch-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const page = (text: string, script = 'boot()') =>
  `<!doctype html><title>${text}</title><h1>${text}</h1><script>${script}</script>`;

describe('which pages an edit reached', () => {
  it('names the pages whose content changed, appeared or went, and not those whose scripts alone did', () => {
    write('site/index.html', page('Home'));
    write('site/faqs/index.html', page('Old answer'));
    write('site/about/index.html', page('About'));
    write('site/team-page/index.html', page('Team'));
    const before = pageFingerprints(join(root, 'site'));
    write('site/index.html', page('Home', 'boot("/assets/router-N3wHash.js")'));
    write('site/faqs/index.html', page('New answer'));
    rmSync(join(root, 'site/about'), { recursive: true });
    write('site/blog-page/new-post/index.html', page('New post'));
    expect(changedPages(before, pageFingerprints(join(root, 'site')))).toEqual([
      '/about',
      '/blog-page/new-post',
      '/faqs',
    ]);
  });

  it('leaves the editor and the experiments’ variant copies out: they are not pages of their own', () => {
    write('site/admin/index.html', page('Editor'));
    write('site/_experiments/home-landing/homepage1/index.html', page('Variant'));
    write('site/faqs/index.html', page('FAQs'));
    expect([...pageFingerprints(join(root, 'site')).keys()]).toEqual(['/faqs']);
  });
});

describe('what the terminal says', () => {
  it('names the files and the pages that changed after a rebuild', () => {
    expect(rebuiltReport(['content/faq.yaml'], ['/', '/Heka', '/faqs'], 4.23)).toBe(
      'Rebuilt in 4.2 s after content/faq.yaml changed; changed pages: /, /Heka and /faqs.',
    );
    expect(rebuiltReport(['web/src/a.ts', 'web/src/b.ts'], [], 3)).toBe(
      'Rebuilt in 3.0 s after web/src/a.ts and web/src/b.ts changed; no page looks different.',
    );
  });

  it('shows what a failed build said without its stack frames, and that the last good site stays', () => {
    const output = [
      'Building the browser bundle…',
      'Build failed with 1 error:',
      '',
      '[plugin fernly:content]',
      'ContentError: content/faq.yaml: more.0.answer: at most 600 characters',
      '    at parseContentFile (/work/web/vite-plugins/content-files.ts:67:30)',
      '    at async main (/work/web/prerender/prerender.ts:157:24)',
    ].join('\n');
    expect(failedReport(['content/faq.yaml'], output)).toBe(
      [
        'Not rebuilt after content/faq.yaml changed; the site still serves the last good build. The build said:',
        '  Building the browser bundle…',
        '  Build failed with 1 error:',
        '  [plugin fernly:content]',
        '  ContentError: content/faq.yaml: more.0.answer: at most 600 characters',
      ].join('\n'),
    );
  });
});

describe('rebuildQueue', () => {
  /** A rebuild the test ends by hand, recording the files each one was given. */
  function controlledRebuilds() {
    const calls: (readonly string[])[] = [];
    const endings: (() => void)[] = [];
    const rebuild = (files: readonly string[]) => {
      calls.push(files);
      return new Promise<void>((resolve) => endings.push(resolve));
    };
    const endRebuild = async () => {
      endings.shift()?.();
      // Lets the queue see the rebuild's end.
      await vi.advanceTimersByTimeAsync(0);
    };
    return { calls, rebuild, endRebuild };
  }

  it('makes one rebuild of changes that come within the quiet time of each other', async () => {
    vi.useFakeTimers();
    const { calls, rebuild, endRebuild } = controlledRebuilds();
    const queue = rebuildQueue(rebuild, 300);
    queue.changed('content/faq.yaml');
    await vi.advanceTimersByTimeAsync(200);
    queue.changed('content/media/cover.jpg');
    await vi.advanceTimersByTimeAsync(200);
    queue.changed('content/blog/new-post.md');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([['content/blog/new-post.md', 'content/faq.yaml', 'content/media/cover.jpg']]);
    await endRebuild();
    await queue.settled();
  });

  it('rebuilds once more after a rebuild for what changed while it ran, never two at once', async () => {
    vi.useFakeTimers();
    const { calls, rebuild, endRebuild } = controlledRebuilds();
    const queue = rebuildQueue(rebuild, 300);
    queue.changed('content/faq.yaml');
    await vi.advanceTimersByTimeAsync(300);
    queue.changed('content/pages/faq.yaml');
    queue.changed('content/team.yaml');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    await endRebuild();
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toEqual([['content/faq.yaml'], ['content/pages/faq.yaml', 'content/team.yaml']]);
    await endRebuild();
    await queue.settled();
    expect(calls).toHaveLength(2);
  });

  it('ignores what the build does not read', async () => {
    vi.useFakeTimers();
    const { calls, rebuild } = controlledRebuilds();
    const queue = rebuildQueue(rebuild, 300);
    queue.changed('docs/editing.md');
    queue.changed('content/faq.yaml.crswap');
    queue.changed('web/src/features/faq/faq-items.test.ts');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([]);
    await queue.settled();
  });
});

describe('watchSite', () => {
  /**
   * A stand-in for the build in `root`, held until released as the real one is (build-gate.ts). It
   * reads its "code", a file under web/, when it starts, as the real build loads its modules, and
   * the content when released. It fails while content/faq.yaml says "broken" and leaves the site as it
   * was, as the real build's staging folder does; otherwise it writes the answer into the FAQs page.
   */
  const fakeBuild = [
    process.execPath,
    '--import',
    import.meta.resolve('tsx'),
    '--input-type=module',
    '-e',
    `import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
     const code = readFileSync('web/code.txt', 'utf8').trim();
     appendFileSync('loaded', code + '\\n');
     import { released } from ${JSON.stringify(join(import.meta.dirname, 'build-gate.ts'))};
     if (await released()) {
       const answer = readFileSync('content/faq.yaml', 'utf8').trim();
       if (answer === 'broken') {
         console.error('ContentError: content/faq.yaml: home.0.answer: required\\n    at parse (x.ts:1:1)');
         process.exit(1);
       }
       writeFileSync('site/faqs/index.html', '<h1>' + answer + ', ' + code + '</h1>');
     }`,
    '--',
  ] as const;

  it('rebuilds on an edit, keeps the last good site when a rebuild fails, and rebuilds again on the fix', async () => {
    write('web/code.txt', 'code 1');
    write('content/faq.yaml', 'First answer');
    write('site/faqs/index.html', '<h1>First answer, code 1</h1>');
    const printed: string[] = [];
    const reported = async (count: number) =>
      vi.waitFor(
        () => {
          expect(printed.filter((line) => /^(Rebuilt|Not rebuilt)/.test(line))).toHaveLength(count);
        },
        { timeout: 10_000, interval: 50 },
      );
    const watcher = watchSite(root, {
      siteDir: join(root, 'site'),
      command: fakeBuild,
      print: (line) => printed.push(line),
    });
    try {
      write('content/faq.yaml', 'Second answer');
      await reported(1);
      expect(printed.at(-1)).toMatch(
        /^Rebuilt in \d+\.\d s after content\/faq\.yaml changed; changed page: \/faqs\.$/,
      );

      write('content/faq.yaml', 'broken');
      await reported(2);
      expect(printed.at(-1)).toBe(
        [
          'Not rebuilt after content/faq.yaml changed; the site still serves the last good build. The build said:',
          '  ContentError: content/faq.yaml: home.0.answer: required',
        ].join('\n'),
      );
      expect(readFileSync(join(root, 'site/faqs/index.html'), 'utf8')).toBe('<h1>Second answer, code 1</h1>');

      write('content/faq.yaml', 'Third answer');
      await reported(3);
      expect(printed.at(-1)).toMatch(/changed page: \/faqs\.$/);
      expect(readFileSync(join(root, 'site/faqs/index.html'), 'utf8')).toBe('<h1>Third answer, code 1</h1>');

      // The build held ready has loaded code 1; a change of code needs a build started after it.
      // One build held from the start, and one after each of the three rebuilds.
      await vi.waitFor(() => {
        expect(readFileSync(join(root, 'loaded'), 'utf8')).toBe('code 1\n'.repeat(4));
      });
      write('web/code.txt', 'code 2');
      await reported(4);
      expect(readFileSync(join(root, 'site/faqs/index.html'), 'utf8')).toBe('<h1>Third answer, code 2</h1>');
    } finally {
      await watcher.stop();
    }
  }, 30_000);
});
