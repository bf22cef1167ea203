// Finds the repository paths that prose and comments name, so a test can list those that are
// gone. What counts as a path (decision 0035):
// - a token with a `/` whose first folder is one of the repository's top-level folders
//   (`web/src/site/`, `lambdas/<function>/handler.ts`), read from the repository root;
// - any other token with a `/` that ends in the extension of a kind of file the repository holds,
//   read from the root too, so a path written from some other folder counts as dangling; one
//   whose first folder is an installed package (`aws-ses-v2-local/dist/store.js`) is read inside
//   `node_modules/`;
// - a token starting with `./` or `../`, and a Markdown link's target, read from the file's folder;
// - a source file's bare name (`consent-bar.css`), which must be the name of some file here.
// Not paths: URL paths and absolute paths (`/contact-us`, `/tmp/x`), addresses (`https://…`),
// globs (`contract/*.gen.ts`), and what git ignores (built outputs and local data under `dist/`).
// A `<placeholder>` stands for any name: `lambdas/<function>/` names `lambdas/`, and a record's
// number names its record (`docs/decisions/0019`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, normalize } from 'node:path';
import ts from 'typescript';

interface NamedPath {
  /** The file that names it, from the repository root. */
  readonly file: string;
  readonly line: number;
  /** As written. */
  readonly written: string;
  /** What it names: a path from the repository root, or a bare file name. */
  readonly path: string;
  readonly kind: 'path' | 'file name';
}

export interface PathRules {
  /** The repository's top-level folders (`web`, `.github`). */
  readonly topLevelFolders: ReadonlySet<string>;
  /** Extensions of the files the repository holds, without the dot (`ts`, `md`). */
  readonly fileExtensions: ReadonlySet<string>;
  /** Whether `name` (`zod`, `@aws-sdk/client-sesv2`) is an installed package. */
  readonly isPackage: (name: string) => boolean;
}

/** A stretch of text that may name paths, and the line it starts on. */
interface TextPart {
  readonly text: string;
  readonly line: number;
}

/** The kinds of source file whose bare names are checked; `Node.js` or `report.html` are not ours. */
const sourceFileName = /^[a-z0-9_][\w.-]*\.(ts|tsx|css|sql)$/;
const placeholderMark = '\u25c7';
// HTML tags are blanked too (`<dialog>`); they hold no path.
const placeholder = /<[^<>\n]{1,60}>/g;
const markdownLink = /\]\(([^()\s]+)\)/g;
const pathToken = new RegExp(`[\\w.$@~*?{}+${placeholderMark}/-]+`, 'g');
const glob = /[*?{}]/;
const addressScheme = /^[a-z][a-z0-9+.-]*:/i;

function lineAt(text: string, index: number): number {
  let line = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

function blank(match: string): string {
  return match.replace(/[^\n]/g, ' ');
}

/** The package a path starts with (`@scope/name` or `name`). */
function packageOf(path: string): string {
  const segments = path.split('/');
  return (path.startsWith('@') ? segments.slice(0, 2) : segments.slice(0, 1)).join('/');
}

/** What a written token names, read from `file`; undefined when it is not a path or file name. */
function resolveToken(
  written: string,
  file: string,
  rules: PathRules,
): Pick<NamedPath, 'path' | 'kind'> | undefined {
  let token = written.replace(/[.:]+$/, '');
  if (token.startsWith('/') || token.startsWith('~') || glob.test(token)) return;
  if (!token.includes('/')) {
    return sourceFileName.test(token) && !token.includes(placeholderMark)
      ? { path: token, kind: 'file name' }
      : undefined;
  }
  if (token.includes(placeholderMark)) {
    const before = token.slice(0, token.indexOf(placeholderMark));
    token = before.slice(0, before.lastIndexOf('/') + 1);
    if (token === '' || token === './' || token === '../') return;
  }
  if (token.startsWith('./') || token.startsWith('../'))
    return { path: normalize(join(dirname(file), token)), kind: 'path' };
  if (rules.topLevelFolders.has(token.split('/')[0] ?? '')) return { path: normalize(token), kind: 'path' };
  if (!rules.fileExtensions.has(extname(token).slice(1).toLowerCase())) return;
  if (rules.isPackage(packageOf(token))) return { path: join('node_modules', token), kind: 'path' };
  return { path: normalize(token), kind: 'path' };
}

/** The paths named in the parts of `file`; a Markdown file's links are read as links. */
export function pathsIn(
  parts: readonly TextPart[],
  file: string,
  rules: PathRules,
  markdown: boolean,
): NamedPath[] {
  const named: NamedPath[] = [];
  for (const part of parts) {
    let text = part.text.replace(placeholder, (match) => placeholderMark + blank(match).slice(1));
    if (markdown) {
      text = text.replace(markdownLink, (match: string, target: string, index: number) => {
        const path = target.replace(/#.*$/, '');
        if (path !== '' && !addressScheme.test(path) && !path.startsWith('/')) {
          named.push({
            file,
            line: part.line + lineAt(text, index),
            written: target,
            path: normalize(join(dirname(file), decodeURI(path))),
            kind: 'path',
          });
        }
        return blank(match);
      });
    }
    for (const match of text.matchAll(pathToken)) {
      const resolved = resolveToken(match[0], file, rules);
      if (resolved === undefined) continue;
      named.push({ file, line: part.line + lineAt(text, match.index), written: match[0], ...resolved });
    }
  }
  return named;
}

/** The comments of a TypeScript or JavaScript file, found by TypeScript's own parser. */
export function scriptComments(file: string, text: string): TextPart[] {
  const kind = /\.[cm]?js$/.test(file)
    ? ts.ScriptKind.JS
    : file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const starts = new Set<number>();
  const parts: TextPart[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      parts.push({
        text: text.slice(range.pos, range.end),
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
      });
    }
  };
  // Every token, punctuation included, so a comment before a `}` or in JSX is found too.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return parts;
}

/** The `/* … *\/` comments of a stylesheet. */
export function styleComments(text: string): TextPart[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    text: match[0],
    line: lineAt(text, match.index) + 1,
  }));
}

/** The `#` comments of a YAML or shell file: from a `#` at a line's start or after a space. */
export function hashComments(text: string): TextPart[] {
  return text.split('\n').flatMap((line, index) => {
    const comment = /(?:^|\s)#(?!!)(.*)$/.exec(line);
    return comment?.[1] === undefined ? [] : [{ text: comment[1], line: index + 1 }];
  });
}

/** What a file may name paths in: all of a document, a source file's comments; undefined if none. */
function textPartsOf(file: string, text: string): TextPart[] | undefined {
  if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) return [{ text, line: 1 }];
  if (/\.(ts|tsx|js|cjs|mjs)$/.test(file)) return scriptComments(file, text);
  if (file.endsWith('.css')) return styleComments(text);
  if (/\.(ya?ml|sh)$/.test(file) || (extname(file) === '' && text.startsWith('#!/')))
    return hashComments(text);
  return undefined;
}

/** A record that another has superseded describes the code of its day; its paths are not checked. */
function isSupersededRecord(text: string): boolean {
  return /^Status:.*\bsuperseded by\b/im.test(text);
}

/** The files git knows (tracked, or new and not ignored), from the repository root. */
function repositoryFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
}

function rulesFor(root: string, files: readonly string[]): PathRules {
  return {
    topLevelFolders: new Set(
      files.filter((file) => file.includes('/')).map((file) => file.split('/')[0] ?? ''),
    ),
    fileExtensions: new Set(files.map((file) => extname(file).slice(1).toLowerCase()).filter(Boolean)),
    isPackage: (name) => existsSync(join(root, 'node_modules', name, 'package.json')),
  };
}

/** Of `paths` (from the root), those git ignores, as a file or as a folder: built outputs, local data. */
function ignoredPaths(root: string, paths: readonly string[]): Set<string> {
  const candidates = paths
    .filter((path) => !path.startsWith('node_modules/'))
    .flatMap((path) => [path, `${path.replace(/\/$/, '')}/`]);
  if (candidates.length === 0) return new Set();
  let output: string;
  try {
    output = execFileSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
      cwd: root,
      encoding: 'utf8',
      input: candidates.join('\0'),
    });
  } catch (error) {
    // Exit status 1: none is ignored.
    if (error instanceof Error && 'status' in error && error.status === 1) return new Set();
    throw error;
  }
  return new Set(output.split('\0').flatMap((path) => (path === '' ? [] : [path, path.replace(/\/$/, '')])));
}

function pathExists(root: string, path: string): boolean {
  const full = join(root, path);
  if (existsSync(full)) return !path.endsWith('/') || statSync(full).isDirectory();
  // `docs/decisions/0019` names the record numbered 0019.
  const folder = dirname(full);
  const number = basename(path);
  return (
    /^\d+$/.test(number) &&
    existsSync(folder) &&
    readdirSync(folder).some((name) => name.startsWith(`${number}-`))
  );
}

/** Every path and source file name that the repository's documents and comments name but it lacks. */
export function danglingPaths(root: string): NamedPath[] {
  const files = repositoryFiles(root);
  const rules = rulesFor(root, files);
  const fileNames = new Set(files.map((file) => basename(file)));
  const named = files.flatMap((file) => {
    if (extname(file) !== '' && !/\.(md|ts|tsx|js|cjs|mjs|css|ya?ml|sh)$/.test(file)) return [];
    const text = readFileSync(join(root, file), 'utf8');
    if (file.startsWith('docs/decisions/') && isSupersededRecord(text)) return [];
    const parts = textPartsOf(file, text);
    return parts === undefined ? [] : pathsIn(parts, file, rules, file.endsWith('.md'));
  });
  const paths = named.filter((entry) => entry.kind === 'path');
  const ignored = ignoredPaths(
    root,
    paths.map((entry) => entry.path),
  );
  return named.filter((entry) =>
    entry.kind === 'file name'
      ? !fileNames.has(entry.path)
      : !ignored.has(entry.path) && !pathExists(root, entry.path),
  );
}
