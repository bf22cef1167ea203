// Docs that stay true: every repository path that the README, `docs/` and the code's comments
// name must exist. What counts as a path is in tests/lint/named-paths.ts (and decision 0035).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  danglingPaths,
  hashComments,
  pathsIn,
  scriptComments,
  styleComments,
  type PathRules,
} from './named-paths.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const rules: PathRules = {
  topLevelFolders: new Set(['web', 'lambdas', 'docs', '.github']),
  fileExtensions: new Set(['ts', 'js', 'md', 'css', 'html']),
  isPackage: (name) => name === 'aws-ses-v2-local' || name === '@aws-sdk/client-sesv2',
};

function named(text: string, file = 'web/src/site/page-script.ts', markdown = false): string[] {
  return pathsIn([{ text, line: 1 }], file, rules, markdown).map((entry) => `${entry.kind}: ${entry.path}`);
}

describe('what counts as a repository path', () => {
  it('reads a path under a top-level folder from the root, backticked or bare, without closing punctuation', () => {
    expect(named('see `web/src/site/` and docs/performance.md.')).toEqual([
      'path: web/src/site/',
      'path: docs/performance.md',
    ]);
  });

  it('reads any other path with a known extension from the root, so a path from a subfolder dangles', () => {
    expect(named('features/consent/consent.ts and text/html and and/or')).toEqual([
      'path: features/consent/consent.ts',
    ]);
  });

  it("reads a package's file inside node_modules, and skips a package's subpath export", () => {
    expect(
      named('aws-ses-v2-local/dist/store.js, @aws-sdk/client-sesv2/dist/index.ts, react-dom/client'),
    ).toEqual([
      'path: node_modules/aws-ses-v2-local/dist/store.js',
      'path: node_modules/@aws-sdk/client-sesv2/dist/index.ts',
    ]);
  });

  it('reads ./ and ../ from the naming file, and Markdown links from the document', () => {
    expect(named('./island.tsx and ../shared/cookies.ts')).toEqual([
      'path: web/src/site/island.tsx',
      'path: web/src/shared/cookies.ts',
    ]);
    expect(
      named(
        '[0019](0019-stats.md), [guide](../statistics.md#athena), [site](https://x.example/a/b.md)',
        'docs/decisions/0004.md',
        true,
      ),
    ).toEqual(['path: docs/decisions/0019-stats.md', 'path: docs/statistics.md']);
  });

  it('skips URL paths, absolute paths, addresses and globs', () => {
    expect(
      named(
        '/contact-us, /api/*, /tmp/fernly-e2e-4100, ~/.aws/config, https://github.com/a/b.md, contract/*.gen.ts, web/src/{a,b}.ts',
      ),
    ).toEqual([]);
  });

  it('takes a <placeholder> for any name, keeping the folders before it', () => {
    expect(named('lambdas/<function>/handler.ts and web/src/features/<name>/<file>, <dialog>')).toEqual([
      'path: lambdas/',
      'path: web/src/features/',
    ]);
  });

  it("checks a source file's bare name, not a product's or an example's", () => {
    expect(named('site-consent-bar-size.spec.ts, Node.js, report.html, *.test.ts')).toEqual([
      'file name: site-consent-bar-size.spec.ts',
    ]);
  });

  it('gives the line that names the path', () => {
    const [entry] = pathsIn([{ text: 'first\nsecond web/src/x.ts', line: 10 }], 'README.md', rules, true);
    expect(entry).toMatchObject({ line: 11, written: 'web/src/x.ts' });
  });
});

describe('comments', () => {
  it("are read from TypeScript's parse, not from strings or code", () => {
    const text = [
      "const url = 'https://a.example/b'; // web/one.ts",
      "const pattern = /\\/*x/; /* web/two.ts */ const s = '/* web/three.ts */';",
      'const view = <div>{/* web/four.ts */}</div>;',
    ].join('\n');
    expect(scriptComments('x.tsx', text)).toEqual([
      { text: '// web/one.ts', line: 1 },
      { text: '/* web/two.ts */', line: 2 },
      { text: '/* web/four.ts */', line: 3 },
    ]);
  });

  it('are read from stylesheets, YAML and shell scripts', () => {
    expect(styleComments('a {}\n/* web/a.css\n */ b {}')).toEqual([{ text: '/* web/a.css\n */', line: 2 }]);
    expect(hashComments('#!/usr/bin/env bash\n# web/run.sh\nrun: echo "#x" # docs/y.md\nurl: a#b')).toEqual([
      { text: ' web/run.sh', line: 2 },
      { text: ' docs/y.md', line: 3 },
    ]);
  });
});

describe('the repository', () => {
  // Parses every source file of the repository: seconds of CPU, more on a busy machine.
  it('names only paths that exist, in its documents and comments', { timeout: 60_000 }, () => {
    const dangling = danglingPaths(repositoryRoot).map(
      (entry) =>
        `${entry.file}:${entry.line} names ${entry.kind === 'path' ? entry.path : `a file called ${entry.path}`}` +
        (entry.written === entry.path ? '' : ` (written ${entry.written})`),
    );
    expect(dangling, 'each dangling path, and the file and line that name it').toEqual([]);
  });
});
