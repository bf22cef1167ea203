// Rules about the source files themselves, which no linter checks: a file name says what the file
// is for (so a reader, or a tool that reads imports, never confuses two files), and a stylesheet
// stays small enough to belong to one part of the page.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const sourceFolders = [
  'web',
  'lambdas',
  'local',
  'report',
  'tools',
  'cdk',
  'contract',
  'edge',
  'mocks',
  'tests',
];
const notSource = new Set(['node_modules', 'dist', 'cdk.out', 'public', 'test-results', 'playwright-report']);
const sourceFile = /\.(ts|tsx|css|js|cjs|mjs)$/;
/** What the site shows: its code and copy, and the blog's Markdown. */
const siteFile = /^web\/src\/.*\.(ts|tsx|md)$/;
const testFile = /\.(test|spec)\.tsx?$/;

function filesIn(folder: string, wanted: RegExp): string[] {
  return readdirSync(join(repositoryRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return notSource.has(entry.name) ? [] : filesIn(path, wanted);
    return wanted.test(path) ? [path] : [];
  });
}

const files = sourceFolders.flatMap((folder) => filesIn(folder, sourceFile));

/** The name a file goes by: without its folder, extension and `.gen`/`.d` marks, in lower case. */
function nameOf(file: string): string {
  return basename(file)
    .replace(/\.[^.]+$/, '')
    .replace(/\.(gen|d)$/, '')
    .toLowerCase();
}

/** Names several files share on purpose, because each does the same job in its own place. */
const sameJobNames = new Map([
  ['handler', 'each operation’s Lambda entry; the CDK and the local stack find it by this name'],
  ['index', 'a folder’s index route, by TanStack Router’s file-route convention'],
  ['generate', 'a folder’s generator (npm run contract:generate, media:generate, web:generate)'],
  ['static-site', 'the site’s hosting: the CDK construct in AWS and the local server that stands in for it'],
]);

describe('source files', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('have names that say what they are for: two files share a name only beside each other', () => {
    const byName = new Map<string, string[]>();
    // A test is named after what it tests, wherever it lives.
    for (const file of files.filter((path) => !testFile.test(path))) {
      byName.set(nameOf(file), [...(byName.get(nameOf(file)) ?? []), file]);
    }
    const clashes = [...byName]
      .filter(([name, paths]) => !sameJobNames.has(name) && new Set(paths.map(dirname)).size > 1)
      .map(([name, paths]) => `${name}: ${paths.join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('allow a shared name only where several files still share it', () => {
    const shared = [...sameJobNames.keys()].filter(
      (name) => files.filter((file) => !testFile.test(file) && nameOf(file) === name).length < 2,
    );
    expect(shared).toEqual([]);
  });

  it('carry no placeholder text into the site', () => {
    const placeholders = filesIn('web/src', siteFile)
      .filter((file) => !testFile.test(file))
      .filter((file) =>
        /lorem|ipsum|\bTODO\b|\bTBD\b|placeholder text|xxx/i.test(
          readFileSync(join(repositoryRoot, file), 'utf8'),
        ),
      );
    expect(placeholders).toEqual([]);
  });

  it('keep every stylesheet within 300 lines', () => {
    const long = files
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({ file, lines: readFileSync(join(repositoryRoot, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 300)
      .map(({ file, lines }) => `${relative('.', file)}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
